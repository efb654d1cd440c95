package dev.agtpstudio.core.catalog;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;
import java.util.Locale;

/** Endpoint TOMLs: removed method (refused at load, §4.5 item 2), deprecated method, path segment now a verb. */
final class EndpointImpactScan implements DeploymentImpact.ImpactScan {
    @Override
    public void scan(CatalogDiff diff, Workspace deployment, List<Diagnostic> out) {
        for (LoadedFile<EndpointDecl> f : deployment.endpointFiles()) {
            EndpointDecl e = f.model();
            if (e == null) {
                continue;
            }
            String method = e.method() == null ? null : e.method().toUpperCase(Locale.ROOT);
            String id = DeploymentImpact.endpointId(method, e.path());
            diff.removal(method).ifPresent(r -> out.add(DeploymentImpact.finding(
                    CatalogDiffRules.ENDPOINT_METHOD_REMOVED, Severity.ERROR, f, e.fieldPath("method"),
                    "endpoint " + id + " uses " + method + ", which catalog " + diff.newVersion()
                            + " removes; the server will refuse to load it" + DeploymentImpact.successorHint(r.successor()),
                    "AGTP-API §4.5")));
            diff.deprecation(method).ifPresent(d -> out.add(DeploymentImpact.finding(
                    CatalogDiffRules.ENDPOINT_METHOD_DEPRECATED, Severity.WARNING, f, e.fieldPath("method"),
                    "endpoint " + id + " uses " + method + ", deprecated in catalog " + diff.newVersion()
                            + "; responses will carry AGTP-Catalog-Warning"
                            + (d.removedIn() == null ? "" : " until its removal in " + d.removedIn())
                            + DeploymentImpact.successorHint(d.successor()),
                    "AGTP-API §4.4")));
            for (String seg : DeploymentImpact.segmentsNowVerbs(e.path(), diff)) {
                out.add(DeploymentImpact.finding(CatalogDiffRules.ENDPOINT_PATH_NOW_VERB, Severity.ERROR, f,
                        e.fieldPath("path"), "path " + e.path() + " of endpoint " + id + " has the segment '" + seg
                                + "', which catalog " + diff.newVersion() + " adds as a verb; the path grammar will "
                                + "refuse it (use a plural or another noun)",
                        "AGTP-API §5.2"));
            }
            Deprecation dep = e.deprecated();
            if (dep != null && dep.successorMethod() != null) {
                String succ = dep.successorMethod().toUpperCase(Locale.ROOT);
                if (diff.isRemoved(succ)) {
                    out.add(DeploymentImpact.finding(CatalogDiffRules.ENDPOINT_SUCCESSOR_REMOVED, Severity.WARNING, f,
                            dep.keyPath() + "/successor/method", "deprecated endpoint " + id + " names the successor "
                                    + "method " + succ + ", which catalog " + diff.newVersion() + " removes",
                            "AGTP-API §6.4"));
                }
            }
        }
    }
}
