package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.model.EndpointDecl;
import java.util.List;

/** Ranks endpoints against an agent's stated intent for agent-level DISCOVER (scores in [0,1], best first). */
public interface CandidateRanker {
    record Candidate(EndpointDecl endpoint, double score) {
    }

    List<Candidate> rank(String intent, List<EndpointDecl> endpoints, int max);
}
