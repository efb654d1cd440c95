package dev.agtpstudio.app.validation;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.server.dispatch.CandidateRanker;
import dev.agtpstudio.server.dispatch.SemanticRanker;
import dev.agtpstudio.validator.live.StandardValidation;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.agtpstudio.validator.semantic.SemanticOptions;

/**
 * The IDE's one MiniLM model, shared by AGIS pass 6 and the local server's agent-level DISCOVER ranking (ANS §3), so
 * the IDE's server ranks candidates like {@code agtp-studio serve} without loading a second model. Lexical until
 * the validator with the model has been created (and, inside {@link SemanticRanker}, until the model has loaded).
 */
public final class DiscoveryRanking {
    private static volatile Shared shared;

    private record Shared(EmbeddingConsistency scorer, EmbeddingService model) {}

    private DiscoveryRanking() {}

    /** The IDE's validator with MiniLM for pass 6, its model shared with the local server's ranker. */
    public static StandardValidation validationWithSharedModel() {
        EmbeddingService model = EmbeddingService.miniLm();
        EmbeddingConsistency scorer = EmbeddingConsistency.bundled(model, SemanticOptions.defaults());
        shared = new Shared(scorer, model);
        return new StandardValidation(
                null, scorer, model::close, java.util.List.of(new dev.agtpstudio.validator.a2t.A2tSignatureCheck()));
    }

    /** The shared model once it has loaded (the description grade finds near tools with it), else empty. */
    public static java.util.Optional<EmbeddingService> readyModel() {
        Shared s = shared;
        return s != null && s.model().isReady() ? java.util.Optional.of(s.model()) : java.util.Optional.empty();
    }

    /** True once the validator's model is shared. */
    public static boolean usesModel() {
        return shared != null;
    }

    /** The ranker for the IDE's local server. */
    public static CandidateRanker forCatalog(MethodCatalog catalog) {
        Shared s = shared;
        return s == null ? SemanticRanker.lexical(catalog) : SemanticRanker.withModel(catalog, s.scorer(), s.model());
    }
}
