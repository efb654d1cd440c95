package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/** AGTP-API §6.4: a deprecated endpoint's successor should be an endpoint callers can actually migrate to. */
public final class SuccessorExistsCheck implements WorkspaceCheck {
    public static final RuleInfo SUCCESSOR_MISSING = new RuleInfo(
            "deprecated/successor-missing",
            Severity.WARNING,
            Passes.WORKSPACE,
            "AGTP-API §6.4",
            "The successor endpoint does not exist in the workspace");

    @Override
    public List<RuleInfo> rules() {
        return List.of(SUCCESSOR_MISSING);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        Set<EndpointKey> ids = new HashSet<>();
        for (EndpointDecl e : ws.endpoints()) {
            ids.add(EndpointKey.of(e));
        }
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl e = f.model();
            Deprecation d = e == null ? null : e.deprecated();
            if (d == null || (d.successorMethod() == null && d.successorPath() == null)) {
                continue;
            }
            String m = d.successorMethod() != null ? d.successorMethod() : e.method();
            String p = d.successorPath() != null ? d.successorPath() : e.path();
            EndpointKey key = new EndpointKey(m, p);
            String id = key.toString();
            if (!ids.contains(key) || key.equals(EndpointKey.of(e))) {
                reporterFor
                        .apply(f)
                        .report(
                                SUCCESSOR_MISSING,
                                d.keyPath() + "/successor",
                                "The successor " + id
                                        + (id.equals(e.id())
                                                ? " is this endpoint itself"
                                                : " is not declared in the workspace")
                                        + "; callers told to migrate there would get 404 (AGTP-API §6.4). Declare it or fix the "
                                        + "successor.");
            }
        }
    }
}
