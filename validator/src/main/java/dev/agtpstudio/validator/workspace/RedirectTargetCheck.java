package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/** AGTP-API §9.2: a redirect's target (to_method on to_path, or on any path) should exist. */
public final class RedirectTargetCheck implements WorkspaceCheck {
    public static final RuleInfo TARGET_MISSING = new RuleInfo(
            "config/redirect-target-missing",
            Severity.WARNING,
            Passes.WORKSPACE,
            "AGTP-API §9.2",
            "A redirect points to an endpoint the workspace does not declare");

    @Override
    public List<RuleInfo> rules() {
        return List.of(TARGET_MISSING);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        LoadedFile<ServerConfig> cfg = ws.serverConfigFile().orElse(null);
        if (cfg == null || cfg.model() == null || cfg.model().methods() == null) {
            return;
        }
        Set<EndpointKey> ids = new HashSet<>();
        Set<String> methods = new HashSet<>(ctx.catalog().embedded());
        for (EndpointDecl e : ws.endpoints()) {
            ids.add(EndpointKey.of(e));
            methods.add(e.method());
        }
        for (ServerConfig.Redirect r : cfg.model().methods().redirects()) {
            if (r.toMethod() == null) {
                continue;
            }
            String target = r.toPath() != null ? r.toMethod() + " " + r.toPath() : null;
            boolean exists = target != null
                    ? ids.contains(new EndpointKey(r.toMethod(), r.toPath()))
                    : methods.contains(r.toMethod());
            if (!exists) {
                String what = target != null ? "endpoint " + target : "any endpoint with method " + r.toMethod();
                reporterFor
                        .apply(cfg)
                        .report(
                                TARGET_MISSING,
                                r.keyPath() + "/to_method",
                                "The redirect from "
                                        + r.fromMethod() + (r.fromPath() == null ? "" : " " + r.fromPath())
                                        + " leads to " + what
                                        + ", which the workspace does not declare; redirected requests would fail (AGTP-API §9.2).");
            }
        }
    }
}
