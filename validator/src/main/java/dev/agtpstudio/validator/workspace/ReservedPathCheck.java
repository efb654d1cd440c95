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
import java.util.List;
import java.util.function.Function;

/**
 * AGTP-API §5.8 and core DISCOVER (docs/reference-server.md#built-in-discover-paths): the built-in DISCOVER paths are served by the server itself;
 * an operator endpoint there overrides or collides with them.
 */
public final class ReservedPathCheck implements WorkspaceCheck {
    public static final List<String> RESERVED =
            List.of("/methods", "/agents", "/genesis", "/tools", "/apis", "/patterns", "/contracts");
    public static final RuleInfo RESERVED_PATH = new RuleInfo(
            "workspace/reserved-path",
            Severity.WARNING,
            Passes.WORKSPACE,
            "AGTP-API §5.8; docs/reference-server.md#built-in-discover-paths",
            "Endpoint sits on a built-in DISCOVER path");

    @Override
    public List<RuleInfo> rules() {
        return List.of(RESERVED_PATH);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            EndpointDecl e = f.model();
            if (e == null || e.path() == null || !RESERVED.contains(e.path())) {
                continue;
            }
            String what = "DISCOVER".equals(e.method())
                    ? "overrides the built-in DISCOVER " + e.path() + "; you must then preserve its documented response"
                    : "shares the built-in DISCOVER path " + e.path() + ", which agents probe for server metadata";
            reporterFor
                    .apply(f)
                    .report(
                            RESERVED_PATH,
                            e.fieldPath("path"),
                            "Endpoint " + e.id() + " " + what + " (AGTP-API §5.8; built-ins "
                                    + String.join(", ", RESERVED) + "). Prefer another path.");
        }
    }
}
