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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** AGTP-API §6.1: an endpoint is identified by (method, path); two declarations of one pair collide. */
public final class DuplicateEndpointCheck implements WorkspaceCheck {
    public static final RuleInfo DUPLICATE = new RuleInfo(
            "workspace/duplicate-endpoint",
            Severity.ERROR,
            Passes.WORKSPACE,
            "AGTP-API §6.1",
            "Two files declare the same (method, path)");

    @Override
    public List<RuleInfo> rules() {
        return List.of(DUPLICATE);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        Map<EndpointKey, LoadedFile<EndpointDecl>> first = new HashMap<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl e = f.model();
            if (e == null || e.method() == null || e.path() == null) {
                continue;
            }
            LoadedFile<EndpointDecl> prev = first.putIfAbsent(EndpointKey.of(e), f);
            if (prev != null) {
                reporterFor
                        .apply(f)
                        .report(
                                DUPLICATE,
                                e.fieldPath("path"),
                                "Endpoint " + e.id() + " is already "
                                        + "declared in " + prev.path().getFileName()
                                        + "; an endpoint is identified by its (method, path) pair and servers register only one "
                                        + "(AGTP-API §6.1). Change the method or path, or delete one file.");
            }
        }
    }
}
