package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import dev.agtpstudio.validator.support.PathTemplate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * AGTP-API §5.4: two templates of one method that can match the same request with the same number of parameter
 * segments make registration fail with a path-ambiguity error.
 */
public final class PathAmbiguityCheck implements WorkspaceCheck {
    public static final RuleInfo AMBIGUITY = new RuleInfo("workspace/path-ambiguity", Severity.ERROR, Passes.WORKSPACE,
            "AGTP-API §5.4", "Two templates of one method match the same requests equally specifically");

    private record Entry(LoadedFile<EndpointDecl> file, EndpointDecl decl, PathTemplate template) {
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(AMBIGUITY);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        Map<String, List<Entry>> groups = new HashMap<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl e = f.model();
            if (e == null || e.method() == null || e.path() == null || !e.path().contains("{")) {
                continue;
            }
            PathTemplate t = PathTemplate.parse(e.path());
            if (t.parameterCount() == 0) {
                continue;
            }
            groups.computeIfAbsent(e.method() + " " + t.segments().size() + " " + t.parameterCount(),
                    k -> new ArrayList<>()).add(new Entry(f, e, t));
        }
        for (List<Entry> g : groups.values()) {
            for (int i = 1; i < g.size(); i++) {
                Entry b = g.get(i);
                for (int j = 0; j < i; j++) {
                    Entry a = g.get(j);
                    if (a.decl().path().equals(b.decl().path()) || !a.template().overlaps(b.template())) {
                        continue;
                    }
                    reporterFor.apply(b.file()).report(AMBIGUITY, b.decl().fieldPath("path"), b.decl().method() + " "
                            + b.decl().path() + " and " + a.decl().method() + " " + a.decl().path() + " (in "
                            + a.file().path().getFileName() + ") match the same requests with "
                            + b.template().parameterCount() + " parameter segment(s) each; registration fails with a "
                            + "path-ambiguity error (AGTP-API §5.4). Make a literal segment differ.");
                    break;
                }
            }
        }
    }
}
