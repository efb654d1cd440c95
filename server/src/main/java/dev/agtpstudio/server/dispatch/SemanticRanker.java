package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.EndpointDecl;
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
 * formula; with the embedding model once it is ready, lexical overlap before). Local endpoints get full trust, so
 * the rank is driven by the capability match; endpoints with no capability match at all are left out.
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
    public List<Candidate> rank(String intent, List<EndpointDecl> endpoints, int max) {
        Map<EndpointCandidate, EndpointDecl> back = new IdentityHashMap<>();
        List<EndpointCandidate> cands = new ArrayList<>();
        for (EndpointDecl e : endpoints) {
            EndpointCandidate c = EndpointCandidate.local(e.method(), e.path(),
                    e.semantic() == null ? null : e.semantic().intent(), e.description(), Map.of(),
                    e.semantic() == null ? null : e.semantic().outcome(), e.id());
            back.put(c, e);
            cands.add(c);
        }
        List<Candidate> out = new ArrayList<>();
        for (EndpointMatch m : matcher.rank(intent, cands)) {
            if (m.capabilityMatch() <= 0 || out.size() >= max) {
                continue;
            }
            out.add(new Candidate(back.get(m.endpoint()), Math.round(m.rankScore() * 1000.0) / 1000.0));
        }
        return out;
    }
}
