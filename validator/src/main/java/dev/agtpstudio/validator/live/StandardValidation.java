package dev.agtpstudio.validator.live;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import dev.agtpstudio.validator.semantic.SemanticOptions;
import dev.agtpstudio.validator.suppress.Suppressions;
import dev.agtpstudio.validator.suppress.SuppressionsLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The product's validator ({@link Validators#standard}) behind {@link WorkspaceValidator}. The validator caches
 * per-file results by snapshot, so a run after one edit re-checks only that file plus the workspace rules. The
 * suppressions file is re-read on full runs and whenever it is the file that changed.
 */
public final class StandardValidation implements WorkspaceValidator {
    private final IntentConsistency consistency;
    private final Runnable release;
    private final List<dev.agtpstudio.validator.WorkspaceCheck> extra;
    private final java.util.concurrent.CompletableFuture<Void> improved =
            new java.util.concurrent.CompletableFuture<>();
    private volatile Validator validator;
    private volatile Map<String, String> environment;
    private volatile Set<String> clients = Set.of();
    private Suppressions suppressions;
    private Path suppressionsRoot;

    /** AGIS pass 6 judged by the model-free lexicon (tests, and where no model is wanted). */
    public StandardValidation(Map<String, String> environment) {
        this(environment, LexiconConsistency.bundled(), () -> {});
    }

    /**
     * AGIS pass 6 judged by {@code consistency}; {@code release} frees what it holds. Pass an
     * {@link EmbeddingConsistency}: it answers from the lexicon (and says so) until the model has loaded, and
     * {@link #onImproved} fires once it has, so cached pass-6 results are replaced.
     */
    public StandardValidation(Map<String, String> environment, IntentConsistency consistency, Runnable release) {
        this(environment, consistency, release, List.of());
    }

    /** As above, with {@code extra} workspace checks after the standard ones ({@link Validators#standard}). */
    public StandardValidation(
            Map<String, String> environment,
            IntentConsistency consistency,
            Runnable release,
            List<dev.agtpstudio.validator.WorkspaceCheck> extra) {
        this.extra = List.copyOf(extra);
        this.consistency = consistency;
        this.release = release;
        setEnvironment(environment);
    }

    /**
     * The production validator: MiniLM for pass 6, loaded on its own thread once {@link #warmUp} is called (the
     * lexicon answers until then, and says so in its diagnostics).
     */
    public static StandardValidation withEmbeddingModel() {
        EmbeddingService model = EmbeddingService.miniLm();
        EmbeddingConsistency scorer = EmbeddingConsistency.bundled(model, SemanticOptions.defaults());
        return new StandardValidation(null, scorer, model::close);
    }

    @Override
    public void setEnvironment(Map<String, String> environment) {
        this.environment = environment;
        validator = Validators.standard(
                new ValidationOptions(environment == null || environment.isEmpty() ? null : environment, 1, clients),
                consistency,
                extra);
    }

    @Override
    public void setClients(Set<String> clients) {
        this.clients = Set.copyOf(clients);
        setEnvironment(environment);
    }

    @Override
    public void onImproved(Runnable action) {
        improved.thenRun(action);
    }

    @Override
    public void warmUp() {
        if (consistency instanceof EmbeddingConsistency e) {
            e.start().thenRun(() -> {
                // Results cached while the lexicon stood in for the model are stale: start from a fresh cache.
                setEnvironment(environment);
                improved.complete(null);
            });
        }
    }

    @Override
    public void close() {
        release.run();
    }

    @Override
    public List<Diagnostic> validate(Workspace ws, Set<Path> changed) {
        Path suppressionsFile = ws.root().resolve(Suppressions.FILE);
        if (suppressions == null
                || !ws.root().equals(suppressionsRoot)
                || changed.isEmpty()
                || changed.contains(suppressionsFile)) {
            suppressions = new SuppressionsLoader().load(ws.root());
            suppressionsRoot = ws.root();
        }
        List<Diagnostic> out =
                new ArrayList<>(validator.validate(ws, suppressions).diagnostics());
        out.addAll(suppressions.problems());
        return out;
    }
}
