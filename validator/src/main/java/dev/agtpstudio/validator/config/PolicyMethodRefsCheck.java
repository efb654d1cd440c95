package dev.agtpstudio.validator.config;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.MethodStatus;
import java.util.List;

/**
 * AGTP-API §4.5, §9.4: allow, disallow and redirect entries naming unknown or removed methods are skipped by the
 * server with a warning, so the entry silently has no effect.
 */
public final class PolicyMethodRefsCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo UNKNOWN_METHOD = new RuleInfo(
            "config/unknown-policy-method",
            Severity.WARNING,
            Passes.CONFIG,
            "AGTP-API §4.5, §9.4",
            "A policy entry names an unknown or removed method");

    @Override
    public List<RuleInfo> rules() {
        return List.of(UNKNOWN_METHOD);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        ServerConfig.MethodPolicy mp = file.model().methods();
        if (mp == null) {
            return;
        }
        if (mp.allow() != null && !mp.allow().all()) {
            list(ctx, out, mp.allow().keyPath(), "allow", mp.allow().methods());
        }
        list(ctx, out, mp.keyPath() + "/disallow", "disallow", mp.disallow());
        for (ServerConfig.Redirect r : mp.redirects()) {
            one(ctx, out, r.keyPath() + "/from_method", "redirect from_method", r.fromMethod());
            one(ctx, out, r.keyPath() + "/to_method", "redirect to_method", r.toMethod());
        }
    }

    private static void list(ValidationContext ctx, Reporter out, String base, String label, List<String> methods) {
        for (int i = 0; i < methods.size(); i++) {
            one(ctx, out, base + "/" + i, label, methods.get(i));
        }
    }

    private static void one(ValidationContext ctx, Reporter out, String key, String label, String m) {
        if (m == null) {
            return;
        }
        MethodStatus st = MethodStatus.of(m, ctx.catalog(), ctx.serverConfig());
        if (st == MethodStatus.REMOVED) {
            out.report(
                    UNKNOWN_METHOD,
                    key,
                    label + " entry `" + m + "` was removed from catalog "
                            + ctx.catalog().version() + "; the server skips it with a warning, so it has no effect "
                            + "(AGTP-API §4.5, §9.4). Remove it or name its successor.");
        } else if (st == MethodStatus.UNKNOWN || st == MethodStatus.BAD_SYNTAX) {
            List<String> near = ctx.catalog().nearest(m, 3);
            out.report(
                    UNKNOWN_METHOD,
                    key,
                    label + " entry `" + m + "` is not a catalog, legacy or custom method; the "
                            + "server skips it, so it has no effect (AGTP-API §9.4)"
                            + (near.isEmpty() ? "." : ". Did you mean " + String.join(", ", near) + "?"));
        }
    }
}
