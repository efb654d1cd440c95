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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * AGTP-API §9.2, §9.4: a method named in {@code disallow} is refused with 405 before routing, so every endpoint
 * that serves it and every redirect that leads to it become unreachable. Embedded methods are exempt.
 */
public final class DisallowedServedMethodCheck implements WorkspaceCheck {
    public static final RuleInfo DISALLOWED_SERVED = new RuleInfo(
            "config/disallowed-served-method",
            Severity.WARNING,
            Passes.WORKSPACE,
            "AGTP-API §9.2, §9.4",
            "disallow names a method that an endpoint serves or a redirect targets, which makes them unreachable");

    public static final RuleInfo DISALLOWED_EMBEDDED = new RuleInfo(
            "config/disallowed-embedded-method",
            Severity.WARNING,
            Passes.WORKSPACE,
            "AGTP-API §8.4, §9.2",
            "disallow names one of the twelve embedded floor methods, which the server keeps serving");

    @Override
    public List<RuleInfo> rules() {
        return List.of(DISALLOWED_SERVED, DISALLOWED_EMBEDDED);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        LoadedFile<ServerConfig> cfg = ws.serverConfigFile().orElse(null);
        if (cfg == null || cfg.model() == null || cfg.model().methods() == null) {
            return;
        }
        ServerConfig.MethodPolicy mp = cfg.model().methods();
        Reporter out = reporterFor.apply(cfg);
        reportEmbedded(mp, ctx.catalog().embedded(), out);
        Map<String, Integer> disallowed = disallowed(mp, ctx.catalog().embedded());
        if (disallowed.isEmpty()) {
            return;
        }
        Map<String, List<String>> served = new LinkedHashMap<>();
        for (EndpointDecl e : ws.endpoints()) {
            String m = e.method() == null ? null : e.method().toUpperCase(Locale.ROOT);
            if (m != null && disallowed.containsKey(m)) {
                served.computeIfAbsent(m, k -> new ArrayList<>()).add(m + " " + e.path());
            }
        }
        String base = mp.keyPath() + "/disallow";
        served.forEach((m, endpoints) -> out.report(
                DISALLOWED_SERVED,
                base + "/" + disallowed.get(m),
                "disallow names `" + m
                        + "`, which " + String.join(", ", endpoints) + (endpoints.size() == 1 ? " serves" : " serve")
                        + "; the server answers 405 before routing, so "
                        + (endpoints.size() == 1 ? "that endpoint becomes" : "those endpoints become")
                        + " unreachable (AGTP-API §9.4). Remove `" + m
                        + "` from disallow or the endpoint from the workspace."));
        for (ServerConfig.Redirect r : mp.redirects()) {
            String to = r.toMethod() == null ? null : r.toMethod().toUpperCase(Locale.ROOT);
            if (to != null && disallowed.containsKey(to)) {
                out.report(
                        DISALLOWED_SERVED,
                        r.keyPath() + "/to_method",
                        "The redirect from " + r.fromMethod()
                                + (r.fromPath() == null ? "" : " " + r.fromPath()) + " leads to `" + to
                                + "`, which disallow names; "
                                + "redirected requests are refused with 405, so the redirect is unreachable (AGTP-API §9.2, §9.4).");
            }
        }
    }

    /** Each disallow entry that names (or aliases) an embedded floor method: it has no effect. */
    private static void reportEmbedded(ServerConfig.MethodPolicy mp, List<String> embedded, Reporter out) {
        for (int i = 0; i < mp.disallow().size(); i++) {
            String m = mp.disallow().get(i);
            if (m == null) {
                continue;
            }
            String up = m.strip().toUpperCase(Locale.ROOT);
            String canonical = mp.aliases().getOrDefault(up, up);
            if (embedded.contains(canonical)) {
                out.report(
                        DISALLOWED_EMBEDDED,
                        mp.keyPath() + "/disallow/" + i,
                        "`" + m.strip() + "`"
                                + (canonical.equals(up) ? "" : " (an alias of " + canonical + ")")
                                + " is one of the twelve"
                                + " embedded floor methods every AGTP server supports (the manifest's embedded_methods,"
                                + " AGTP-API §8.4); disallow does not apply to them and the server keeps serving "
                                + canonical
                                + ", so this entry has no effect. Remove it; to refuse " + canonical
                                + " on a path, serve no"
                                + " endpoint with it there.");
            }
        }
    }

    /** Disallowed methods (aliases resolved, embedded methods exempt) to their index in the disallow list. */
    private static Map<String, Integer> disallowed(ServerConfig.MethodPolicy mp, List<String> embedded) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (int i = 0; i < mp.disallow().size(); i++) {
            String m = mp.disallow().get(i);
            if (m == null) {
                continue;
            }
            String up = m.strip().toUpperCase(Locale.ROOT);
            String canonical = mp.aliases().getOrDefault(up, up);
            if (!embedded.contains(canonical)) {
                out.putIfAbsent(canonical, i);
            }
        }
        return out;
    }
}
