package dev.agtpstudio.app.preview;

import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.dispatch.CandidateRanker;
import dev.agtpstudio.server.dispatch.WorkspaceRanking;
import dev.agtpstudio.validator.engine.Publication;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The agent's-eye ranking: what an agent stating {@code intent} would get from agent-level DISCOVER on this
 * workspace, ranked by the server's own ranker over the endpoints the server would publish, with why each ranks
 * where it does. Plain Java, run off the FX thread.
 */
public final class AgentsEyeRanking {
    /**
     * One ranked endpoint.
     *
     * @param rank            1 for the best
     * @param endpoint        {@code METHOD /path}
     * @param rankScore       the ANS §3.5 rank score under the workspace's {@code [discovery]} weights
     * @param capabilityMatch the ANS §3.5 capability match with the intent
     * @param why             what the scores are made of, and whether the agent's scopes reach the endpoint
     */
    public record Row(int rank, String endpoint, double rankScore, double capabilityMatch, String why) {}

    private AgentsEyeRanking() {}

    public static List<Row> rank(CandidateRanker ranker, PreviewViewModel.Input in, String intent, String scopes) {
        List<Row> out = new ArrayList<>();
        if (in == null || intent == null || intent.isBlank()) {
            return out;
        }
        Workspace ws = in.workspace();
        var weights = ws.serverConfig().discovery();
        int rank = 1;
        for (CandidateRanker.Candidate c : WorkspaceRanking.rank(
                ranker, ws, Publication.of(ws, in.diagnostics()).filter(), intent.strip())) {
            EndpointDecl e = c.endpoint();
            String why = String.format(
                            Locale.ROOT,
                            "capability match %.2f \u00d7 %.2f + trust tier 1 \u00d7 %.2f +"
                                    + " behavioural trust 1.0 \u00d7 %.2f (a local endpoint)",
                            c.capabilityMatch(),
                            weights.capabilityMatchWeight(),
                            weights.trustTierWeight(),
                            weights.behavioralTrustWeight())
                    + (c.why().isEmpty() ? "" : "; matched " + String.join(", ", c.why()))
                    + scopeNote(e, ScopeSet.parse(scopes == null || scopes.isBlank() ? null : scopes));
            out.add(new Row(rank++, e.id(), c.score(), c.capabilityMatch(), why));
        }
        return out;
    }

    /** Whether the agent's scopes (Authority-Scope, space- or comma-separated) reach the endpoint, as the server judges. */
    private static String scopeNote(EndpointDecl e, ScopeSet held) {
        if (e.requiredScopes().isEmpty()) {
            return "; needs no scope";
        }
        if (held.isEmpty()) {
            return "; needs " + String.join(" ", e.requiredScopes());
        }
        List<String> missing = held.missing(e.requiredScopes());
        return missing.isEmpty()
                ? "; your scopes cover " + String.join(" ", e.requiredScopes())
                : "; your scopes lack " + String.join(" ", missing) + " (a call would be refused)";
    }
}
