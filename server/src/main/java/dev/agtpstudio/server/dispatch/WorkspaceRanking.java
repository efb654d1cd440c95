package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Agent-level DISCOVER's ranking over a workspace, outside a running server: the same {@link CandidateRanker}, hints
 * and {@code [discovery]} weights the server's DISCOVER uses, so the preview's agent's-eye ranking is the server's.
 */
public final class WorkspaceRanking {
    private WorkspaceRanking() {}

    /** The endpoints {@code include} admits, ranked against {@code intent}, best first. */
    public static List<CandidateRanker.Candidate> rank(
            CandidateRanker ranker, Workspace ws, Predicate<LoadedFile<EndpointDecl>> include, String intent) {
        List<EndpointDecl> pool = new ArrayList<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            if (f.model() != null && include.test(f)) {
                pool.add(f.model());
            }
        }
        return ranker.rank(intent, pool, hints(ws), ws.serverConfig().discovery());
    }

    /** AGIS {@code parameter_hints} and input field descriptions by {@code METHOD path}: the one definition. */
    static Map<String, Map<String, List<String>>> hints(Workspace ws) {
        return dev.agtpstudio.validator.discovery.DiscoveryRanker.hints(ws);
    }
}
