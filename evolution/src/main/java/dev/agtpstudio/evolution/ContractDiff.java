package dev.agtpstudio.evolution;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The contract-evolution engine: what changed between two versions of a workspace, classified by what it does to
 * the agents that call it, with the {@code document_version} bump and the A2T tool versions it calls for. Pure and
 * thread-safe; the CLI, the IDE's Changes view and the preview's "changes since the last export" all call it.
 */
public final class ContractDiff {

    /** Compares with the A2T versions recorded in {@code newWs}'s folder. */
    public DiffResult diff(Workspace oldWs, Workspace newWs) {
        return diff(oldWs, newWs, A2tToolVersions.read(newWs.root()));
    }

    public DiffResult diff(Workspace oldWs, Workspace newWs, A2tToolVersions known) {
        Changes out = new Changes(new Locator(oldWs.root(), newWs.root()));
        String oldVersion = DocumentVersion.read(oldWs.root());
        String newVersion = DocumentVersion.read(newWs.root());
        new EndpointSetComparator(out).compare(endpoints(oldWs), endpoints(newWs), newVersion);
        new ServerConfigComparator(out).compare(oldWs, newWs);
        new AgisComparator(out).compare(oldWs, newWs);
        List<Change> changes = out.all();
        return new DiffResult(
                oldWs.root(),
                newWs.root(),
                changes,
                VersionBump.of(changes),
                known.plan(changes),
                oldVersion,
                newVersion);
    }

    private static Map<String, EndpointView> endpoints(Workspace ws) {
        Map<String, EndpointView> m = new LinkedHashMap<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl e = f.model();
            if (e != null && e.method() != null && e.path() != null) {
                m.putIfAbsent(e.id(), EndpointView.of(e, f));
            }
        }
        return m;
    }
}
