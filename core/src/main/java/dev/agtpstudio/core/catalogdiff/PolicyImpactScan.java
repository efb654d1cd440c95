package dev.agtpstudio.core.catalogdiff;

import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.KeyPaths;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.model.ServerConfig.MethodPolicy;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code [policies.methods]} entries naming removed verbs (skipped by the server, §4.5 item 4). Entries that would
 * steer traffic to a verb that no longer exists (redirect targets, alias targets) break; the others warn.
 */
final class PolicyImpactScan implements DeploymentImpact.ImpactScan {
    private static final String SPEC = "AGTP-API §4.5, §9.4";

    @Override
    public void scan(CatalogDiff diff, Workspace deployment, List<Diagnostic> out) {
        deployment.serverConfigFile().filter(f -> f.model() != null).ifPresent(f -> scanConfig(diff, f, out));
    }

    private static void scanConfig(CatalogDiff diff, LoadedFile<ServerConfig> f, List<Diagnostic> out) {
        MethodPolicy p = f.model().methods();
        if (p == null) {
            return;
        }
        String v = diff.newVersion();
        if (p.allow() != null && !p.allow().all()) {
            List<String> allow = p.allow().methods();
            for (int i = 0; i < allow.size(); i++) {
                String m = up(allow.get(i));
                if (diff.isRemoved(m)) {
                    out.add(DeploymentImpact.finding(
                            CatalogDiffRules.POLICY_ALLOW_REMOVED,
                            Severity.WARNING,
                            f,
                            p.allow().keyPath() + "/" + i,
                            "allow lists " + m + ", which catalog " + v + " removes; the server will skip this entry",
                            SPEC));
                } else {
                    deprecatedTarget(diff, f, p.allow().keyPath() + "/" + i, "allow lists", m, Severity.INFO, out);
                }
            }
        }
        for (int i = 0; i < p.disallow().size(); i++) {
            String m = up(p.disallow().get(i));
            if (diff.isRemoved(m)) {
                out.add(DeploymentImpact.finding(
                        CatalogDiffRules.POLICY_DISALLOW_REMOVED,
                        Severity.INFO,
                        f,
                        p.keyPath() + "/disallow/" + i,
                        "disallow lists " + m + ", which catalog " + v
                                + " removes; the entry becomes redundant and is skipped",
                        SPEC));
            }
        }
        for (ServerConfig.Redirect r : p.redirects()) {
            String from = up(r.fromMethod());
            String to = up(r.toMethod());
            String label = "redirect " + from + (r.fromPath() == null ? "" : " " + r.fromPath()) + " -> " + to
                    + (r.toPath() == null ? "" : " " + r.toPath());
            if (diff.isRemoved(to)) {
                out.add(DeploymentImpact.finding(
                        CatalogDiffRules.POLICY_REDIRECT_TO_REMOVED,
                        Severity.ERROR,
                        f,
                        r.keyPath() + "/to_method",
                        label + " sends requests to " + to + ", which catalog " + v
                                + " removes; the redirect is skipped and its requests are no longer served",
                        SPEC));
            } else {
                deprecatedTarget(diff, f, r.keyPath() + "/to_method", label + " targets", to, Severity.WARNING, out);
            }
            if (diff.isRemoved(from)) {
                out.add(DeploymentImpact.finding(
                        CatalogDiffRules.POLICY_REDIRECT_FROM_REMOVED,
                        Severity.WARNING,
                        f,
                        r.keyPath() + "/from_method",
                        label + " starts from " + from + ", which catalog " + v
                                + " removes; the server will skip this redirect",
                        SPEC));
            }
        }
        for (Map.Entry<String, String> a : p.aliases().entrySet()) {
            String to = up(a.getValue());
            String key = KeyPaths.child(p.keyPath() + "/aliases", a.getKey());
            if (diff.isRemoved(to)) {
                out.add(DeploymentImpact.finding(
                        CatalogDiffRules.POLICY_ALIAS_TARGET_REMOVED,
                        Severity.ERROR,
                        f,
                        key,
                        "alias " + a.getKey() + " -> " + to + " rewrites requests into " + to + ", which catalog " + v
                                + " removes; those requests will get 459",
                        SPEC));
            } else {
                deprecatedTarget(diff, f, key, "alias " + a.getKey() + " targets", to, Severity.WARNING, out);
            }
        }
        for (ServerConfig.CustomMethod c : p.custom()) {
            String name = up(c.name());
            if (diff.isRemoved(name)) {
                out.add(DeploymentImpact.finding(
                        CatalogDiffRules.POLICY_CUSTOM_WAS_VERB,
                        Severity.INFO,
                        f,
                        c.keyPath() + "/name",
                        "custom method " + name + " was a catalog verb that catalog " + v + " removes; after the "
                                + "upgrade only this declaration admits it, and only on this server",
                        "AGTP-API §3.3"));
            } else if (diff.isAdded(name)) {
                out.add(DeploymentImpact.finding(
                        CatalogDiffRules.POLICY_CUSTOM_NOW_VERB,
                        Severity.WARNING,
                        f,
                        c.keyPath() + "/name",
                        "custom method " + name + " becomes a catalog verb in " + v + "; drop the custom declaration "
                                + "and check that your meaning matches the catalog's",
                        "AGTP-API §3.3"));
            }
        }
    }

    private static void deprecatedTarget(
            CatalogDiff diff,
            LoadedFile<ServerConfig> f,
            String keyPath,
            String what,
            String verb,
            Severity severity,
            List<Diagnostic> out) {
        diff.deprecation(verb)
                .ifPresent(d -> out.add(DeploymentImpact.finding(
                        CatalogDiffRules.POLICY_TARGET_DEPRECATED,
                        severity,
                        f,
                        keyPath,
                        what + " " + verb + ", deprecated in catalog " + diff.newVersion()
                                + DeploymentImpact.successorHint(d.successor()),
                        "AGTP-API §4.4")));
    }

    private static String up(String s) {
        return s == null ? null : s.toUpperCase(Locale.ROOT);
    }
}
