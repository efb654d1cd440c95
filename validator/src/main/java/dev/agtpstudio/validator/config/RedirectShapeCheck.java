package dev.agtpstudio.validator.config;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.List;

/**
 * docs/reference-server.md#server-config: the reference loader requires from_path and to_path both or neither (the draft lets one
 * be omitted; we follow what the reference accepts, see docs/decisions/0021); from_method and to_method are required.
 */
public final class RedirectShapeCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo REDIRECT_PATHS = new RuleInfo(
            "config/redirect-paths",
            Severity.ERROR,
            Passes.CONFIG,
            "AGTP-API §9.2; docs/reference-server.md#server-config",
            "A redirect gives only one of from_path / to_path, or lacks a method");

    @Override
    public List<RuleInfo> rules() {
        return List.of(REDIRECT_PATHS);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        ServerConfig.MethodPolicy mp = file.model().methods();
        if (mp == null) {
            return;
        }
        for (ServerConfig.Redirect r : mp.redirects()) {
            if ((r.fromPath() == null) != (r.toPath() == null)) {
                String given = r.fromPath() != null ? "from_path" : "to_path";
                String missing = r.fromPath() != null ? "to_path" : "from_path";
                out.report(
                        REDIRECT_PATHS,
                        r.keyPath() + "/" + given,
                        "This redirect gives " + given + " but not "
                                + missing
                                + "; the reference server refuses the configuration unless both or neither are "
                                + "given (docs/reference-server.md#server-config; AGTP-API §9.2). Add " + missing
                                + " or drop " + given + ".");
            }
            if (r.fromMethod() == null || r.toMethod() == null) {
                out.reportKey(
                        REDIRECT_PATHS,
                        r.keyPath(),
                        "This redirect lacks "
                                + (r.fromMethod() == null ? "from_method" : "to_method")
                                + "; every redirect names the method "
                                + "it rewrites and its target (AGTP-API §9.2).");
            }
        }
    }
}
