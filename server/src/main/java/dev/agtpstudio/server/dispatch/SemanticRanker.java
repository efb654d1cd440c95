package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.discovery.DiscoveryRanker;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.EmbeddingService;
import java.util.List;
import java.util.Map;

/**
 * Agent-level DISCOVER ranking: the validator's {@link DiscoveryRanker}, the one ranking the discoverability tests
 * use too (AGIS §11 steps, ANS §3.5 rank formula with the server's {@code [discovery]} weights; with the embedding
 * model once it is ready, lexical overlap before). Local endpoints get full trust, so the order is driven by the
 * capability match; endpoints with no capability match at all are left out.
 */
public final class SemanticRanker implements CandidateRanker {
    private final DiscoveryRanker ranker;

    public SemanticRanker(DiscoveryRanker ranker) {
        this.ranker = ranker;
    }

    public static SemanticRanker lexical(MethodCatalog catalog) {
        return new SemanticRanker(DiscoveryRanker.lexical(catalog));
    }

    /**
     * Ranking with the embedding model: lexical until {@code embeddings} is ready (it loads on its own thread and
     * nothing waits for it), semantic from then on.
     */
    public static SemanticRanker withModel(
            MethodCatalog catalog, EmbeddingConsistency embeddings, EmbeddingService service) {
        return new SemanticRanker(DiscoveryRanker.withModel(catalog, embeddings, service));
    }

    @Override
    public List<Candidate> rank(
            String intent,
            List<EndpointDecl> endpoints,
            Map<String, Map<String, List<String>>> hints,
            ServerConfig.Discovery weights) {
        return ranker.rank(intent, endpoints, hints, weights).stream()
                .map(r -> new Candidate(r.endpoint(), r.score(), r.capabilityMatch(), r.why()))
                .toList();
    }
}
