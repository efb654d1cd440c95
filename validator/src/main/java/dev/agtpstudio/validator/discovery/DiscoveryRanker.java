package dev.agtpstudio.validator.discovery;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.agtpstudio.validator.semantic.EndpointCandidate;
import dev.agtpstudio.validator.semantic.EndpointMatch;
import dev.agtpstudio.validator.semantic.IntentMatcher;
import dev.agtpstudio.validator.semantic.Lexicon;
import dev.agtpstudio.validator.semantic.MatchWeights;
import dev.agtpstudio.validator.semantic.WorkspaceCandidates;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The one ranking of agent-level DISCOVER (ANS §3): the validator's {@link IntentMatcher} (AGIS §11 steps, AGIS
 * {@code parameter_hints} in the capability match) and the ANS §3.5 rank formula with the server's
 * {@code [discovery]} weights. The server's DISCOVER and the discoverability tests ({@code discover-test}, the rule
 * {@code discovery/test-failed}) both rank with {@link #rank}; endpoints with no capability match are left out.
 */
public final class DiscoveryRanker {
    /**
     * One ranked endpoint.
     *
     * @param score           the ANS §3.5 {@code rank_score} under the {@code [discovery]} weights, 3 decimals
     * @param capabilityMatch the ANS §3.5 {@code capability_match_score}, 3 decimals
     * @param why             what matched ({@link IntentMatcher#why}): the verb, path nouns, words, hints
     */
    public record Ranked(EndpointDecl endpoint, double score, double capabilityMatch, List<String> why) {
        public Ranked {
            why = why == null ? List.of() : List.copyOf(why);
        }

        /** {@code METHOD /path}. */
        public String id() {
            return endpoint.method() + " " + endpoint.path();
        }
    }

    private final IntentMatcher matcher;

    public DiscoveryRanker(IntentMatcher matcher) {
        this.matcher = matcher;
    }

    /** Lexical ranking (no model): deterministic, what the discoverability tests use (docs/decisions/0540). */
    public static DiscoveryRanker lexical(MethodCatalog catalog) {
        return new DiscoveryRanker(new IntentMatcher(Lexicon.load(catalog), null, null, MatchWeights.defaults()));
    }

    /** Ranking with the embedding model once it is ready (it loads on its own thread), lexical before. */
    public static DiscoveryRanker withModel(
            MethodCatalog catalog, EmbeddingConsistency embeddings, EmbeddingService service) {
        return new DiscoveryRanker(
                new IntentMatcher(Lexicon.load(catalog), embeddings, service, MatchWeights.defaults()));
    }

    /**
     * Every endpoint with some capability match, best first.
     *
     * @param hints   AGIS {@code parameter_hints} (and input field descriptions) by {@code METHOD path}, {@link #hints}
     * @param weights the server's ANS §3.5 rank weights
     */
    public List<Ranked> rank(
            String intent,
            List<EndpointDecl> endpoints,
            Map<String, Map<String, List<String>>> hints,
            ServerConfig.Discovery weights) {
        Map<EndpointCandidate, EndpointDecl> back = new IdentityHashMap<>();
        List<EndpointCandidate> cands = new ArrayList<>();
        for (EndpointDecl e : endpoints) {
            EndpointCandidate c = EndpointCandidate.local(
                    e.method(),
                    e.path(),
                    e.semantic() == null ? null : e.semantic().intent(),
                    e.description(),
                    hints.getOrDefault(e.method() + " " + e.path(), Map.of()),
                    e.semantic() == null ? null : e.semantic().outcome(),
                    e.id());
            back.put(c, e);
            cands.add(c);
        }
        List<Ranked> out = new ArrayList<>();
        IntentMatcher weighted = matcher.withWeights(matcher.weights()
                .withRank(weights.trustTierWeight(), weights.behavioralTrustWeight(), weights.capabilityMatchWeight()));
        for (EndpointMatch m : weighted.rank(intent, cands)) {
            if (m.capabilityMatch() > 0) {
                out.add(new Ranked(
                        back.get(m.endpoint()),
                        round(m.rankScore()),
                        round(m.capabilityMatch()),
                        matcher.why(intent, m.endpoint())));
            }
        }
        return out;
    }

    /** AGIS {@code parameter_hints} and input field descriptions by {@code METHOD path}, as the validator sees them. */
    public static Map<String, Map<String, List<String>>> hints(Workspace ws) {
        Map<String, Map<String, List<String>>> out = new HashMap<>();
        if (ws != null) {
            for (EndpointCandidate c : WorkspaceCandidates.of(ws)) {
                if (!c.parameterHints().isEmpty()) {
                    out.put(c.id(), c.parameterHints());
                }
            }
        }
        return out;
    }

    /**
     * ANS §3.1 {@code capability_domains}: an endpoint is in them when its semantic capability, the first segment of
     * its path or the domain of one of its required scopes is listed (lower case).
     */
    public static boolean inDomains(EndpointDecl e, Set<String> domains) {
        if (e.semantic() != null
                && e.semantic().capability() != null
                && domains.contains(e.semantic().capability().toLowerCase(Locale.ROOT))) {
            return true;
        }
        String[] segs = e.path().split("/");
        if (segs.length > 1 && domains.contains(segs[1].toLowerCase(Locale.ROOT))) {
            return true;
        }
        for (String s : e.requiredScopes()) {
            if (domains.contains(s.split(":")[0].toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    private static double round(double v) {
        return Math.round(v * 1000.0) / 1000.0;
    }
}
