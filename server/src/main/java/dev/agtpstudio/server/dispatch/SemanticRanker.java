package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.agtpstudio.validator.semantic.EndpointCandidate;
import dev.agtpstudio.validator.semantic.EndpointMatch;
import dev.agtpstudio.validator.semantic.IntentMatcher;
import dev.agtpstudio.validator.semantic.Lexicon;
import dev.agtpstudio.validator.semantic.MatchWeights;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Agent-level DISCOVER ranking through the validator's {@link IntentMatcher} (AGIS §11 steps, ANS §3.5 rank
 * formula with the server's {@code [discovery]} weights; with the embedding model once it is ready, lexical overlap
 * before). AGIS {@code parameter_hints} take part in the capability match. Local endpoints get full trust, so the
 * order is driven by the capability match; endpoints with no capability match at all are left out.
 */
public final class SemanticRanker implements CandidateRanker {
    private final IntentMatcher matcher;

    public SemanticRanker(IntentMatcher matcher) {
        this.matcher = matcher;
    }

    public static SemanticRanker lexical(MethodCatalog catalog) {
        return new SemanticRanker(new IntentMatcher(Lexicon.load(catalog), null, null, MatchWeights.defaults()));
    }

    /**
     * Ranking with the embedding model: lexical until {@code embeddings} is ready (it loads on its own thread and
     * nothing waits for it), semantic from then on.
     */
    public static SemanticRanker withModel(MethodCatalog catalog, EmbeddingConsistency embeddings,
                                           EmbeddingService service) {
        return new SemanticRanker(new IntentMatcher(Lexicon.load(catalog), embeddings, service, MatchWeights.defaults()));
    }

    @Override
    public List<Candidate> rank(String intent, List<EndpointDecl> endpoints,
                                Map<String, Map<String, List<String>>> hints, ServerConfig.Discovery weights) {
        Map<EndpointCandidate, EndpointDecl> back = new IdentityHashMap<>();
        List<EndpointCandidate> cands = new ArrayList<>();
        for (EndpointDecl e : endpoints) {
            EndpointCandidate c = EndpointCandidate.local(e.method(), e.path(),
                    e.semantic() == null ? null : e.semantic().intent(), e.description(), hints.getOrDefault(e.method() + " " + e.path(), Map.of()),
                    e.semantic() == null ? null : e.semantic().outcome(), e.id());
            back.put(c, e);
            cands.add(c);
        }
        List<Candidate> out = new ArrayList<>();
        IntentMatcher weighted = matcher.withWeights(matcher.weights().withRank(weights.trustTierWeight(),
                weights.behavioralTrustWeight(), weights.capabilityMatchWeight()));
        for (EndpointMatch m : weighted.rank(intent, cands)) {
            if (m.capabilityMatch() > 0) {
                out.add(new Candidate(back.get(m.endpoint()), round(m.rankScore()), round(m.capabilityMatch()),
                        matcher.why(intent, m.endpoint())));
            }
        }
        return out;
    }

    private static double round(double v) {
        return Math.round(v * 1000.0) / 1000.0;
    }
}
