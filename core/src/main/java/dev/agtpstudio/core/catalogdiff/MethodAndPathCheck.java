package dev.agtpstudio.core.catalogdiff;

import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import java.util.List;
import java.util.Locale;

/**
 * The checks endpoint TOMLs and AGIS endpoints share: the method removed (breaks) or newly deprecated (warns), and
 * path segments that are newly verbs (break). Parameterised by the rule ids, wording and spec of each file kind.
 */
record MethodAndPathCheck(
        String removedRule,
        String deprecatedRule,
        String pathRule,
        String what,
        String removedEffect,
        String pathSpec) {

    static final MethodAndPathCheck ENDPOINT = new MethodAndPathCheck(
            CatalogDiffRules.ENDPOINT_METHOD_REMOVED,
            CatalogDiffRules.ENDPOINT_METHOD_DEPRECATED,
            CatalogDiffRules.ENDPOINT_PATH_NOW_VERB,
            "endpoint",
            "; the server will refuse to load it",
            "AGTP-API §5.2");
    static final MethodAndPathCheck AGIS = new MethodAndPathCheck(
            CatalogDiffRules.AGIS_METHOD_REMOVED,
            CatalogDiffRules.AGIS_METHOD_DEPRECATED,
            CatalogDiffRules.AGIS_PATH_NOW_VERB,
            "AGIS endpoint",
            "",
            "AGIS §5");

    /** Adds the findings for one endpoint whose method and path sit at {@code methodKey} and {@code pathKey}. */
    void check(
            CatalogDiff diff,
            LoadedFile<?> f,
            String rawMethod,
            String path,
            String methodKey,
            String pathKey,
            List<Diagnostic> out) {
        String method = rawMethod == null ? null : rawMethod.toUpperCase(Locale.ROOT);
        String id = what + " " + (method == null ? "(no method)" : method) + " " + (path == null ? "(no path)" : path);
        String v = diff.newVersion();
        diff.removal(method)
                .ifPresent(r -> out.add(DeploymentImpact.finding(
                        removedRule,
                        Severity.ERROR,
                        f,
                        methodKey,
                        id + " uses " + method + ", which catalog " + v + " removes" + removedEffect
                                + DeploymentImpact.successorHint(r.successor()),
                        "AGTP-API §4.5")));
        diff.deprecation(method)
                .ifPresent(d -> out.add(DeploymentImpact.finding(
                        deprecatedRule,
                        Severity.WARNING,
                        f,
                        methodKey,
                        id + " uses " + method + ", deprecated in catalog " + v
                                + "; responses will carry AGTP-Catalog-Warning"
                                + (d.removedIn() == null ? "" : " until its removal in " + d.removedIn())
                                + DeploymentImpact.successorHint(d.successor()),
                        "AGTP-API §4.4")));
        for (String seg : DeploymentImpact.segmentsNowVerbs(path, diff)) {
            out.add(DeploymentImpact.finding(
                    pathRule,
                    Severity.ERROR,
                    f,
                    pathKey,
                    "path " + path + " of " + id
                            + " has the segment '" + seg + "', which catalog " + v
                            + " adds as a verb; the path grammar will "
                            + "refuse it (use a plural or another noun)",
                    pathSpec));
        }
    }
}
