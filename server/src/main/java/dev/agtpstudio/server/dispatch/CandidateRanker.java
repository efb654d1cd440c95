package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import java.util.List;
import java.util.Map;

/** Ranks endpoints against an agent's stated intent for agent-level DISCOVER (scores in [0,1], best first). */
public interface CandidateRanker {
    /**
     * @param score           the ANS §3.5 rank score under the server's {@code [discovery]} weights
     * @param capabilityMatch the ANS §3.5 {@code capability_match_score}
     * @param why             the matched terms and hints that earned the score, in words
     */
    record Candidate(EndpointDecl endpoint, double score, double capabilityMatch, List<String> why) {
        public Candidate {
            why = why == null ? List.of() : List.copyOf(why);
        }

        public Candidate(EndpointDecl endpoint, double score, double capabilityMatch) {
            this(endpoint, score, capabilityMatch, List.of());
        }
    }

    /**
     * Every endpoint with some capability match, best first.
     *
     * @param hints   AGIS {@code parameter_hints} (and input field descriptions) by {@code METHOD path}
     * @param weights the server's ANS §3.5 rank weights
     */
    List<Candidate> rank(
            String intent,
            List<EndpointDecl> endpoints,
            Map<String, Map<String, List<String>>> hints,
            ServerConfig.Discovery weights);
}
