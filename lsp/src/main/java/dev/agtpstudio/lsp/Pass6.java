package dev.agtpstudio.lsp;

import dev.agtpstudio.validator.live.StandardValidation;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import dev.agtpstudio.validator.semantic.SemanticOptions;

/**
 * How AGIS pass 6 is judged, shared by every session of one server: the MiniLM model (loaded in the background on
 * the first {@code warmUp}; the lexicon answers, and says so, until then) or the model-free lexicon only.
 */
final class Pass6 implements AutoCloseable {
    private final IntentConsistency consistency;
    private final Runnable release;

    private Pass6(IntentConsistency consistency, Runnable release) {
        this.consistency = consistency;
        this.release = release;
    }

    static Pass6 withModel() {
        return withModel(EmbeddingService.miniLm());
    }

    /** Pass 6 judged by {@code model} (the bundled MiniLM in the server; a fake, deterministic one in tests). */
    static Pass6 withModel(EmbeddingService model) {
        return new Pass6(EmbeddingConsistency.bundled(model, SemanticOptions.defaults()), model::close);
    }

    static Pass6 lexiconOnly() {
        return new Pass6(LexiconConsistency.bundled(), () -> {});
    }

    /**
     * A validator for one session; {@code onImproved} runs (on a model thread) once the model has loaded after the
     * validator's {@code warmUp}, which the server calls when the session's first diagnostics are out.
     */
    WorkspaceValidator newValidator(Runnable onImproved) {
        // the A2T signature lock (decision 0530) as in validate and the IDE
        StandardValidation v = new StandardValidation(
                null, consistency, () -> {}, java.util.List.of(new dev.agtpstudio.validator.a2t.A2tSignatureCheck()));
        v.onImproved(onImproved);
        return v;
    }

    @Override
    public void close() {
        release.run();
    }
}
