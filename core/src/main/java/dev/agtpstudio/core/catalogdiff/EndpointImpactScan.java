package dev.agtpstudio.core.catalogdiff;

import dev.agtpstudio.core.catalog.CatalogDiff;
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
            MethodAndPathCheck.ENDPOINT.check(
                    diff, f, e.method(), e.path(), e.fieldPath("method"), e.fieldPath("path"), out);
            Deprecation dep = e.deprecated();
            if (dep != null && dep.successorMethod() != null) {
                String succ = dep.successorMethod().toUpperCase(Locale.ROOT);
                if (diff.isRemoved(succ)) {
                    out.add(DeploymentImpact.finding(
                            CatalogDiffRules.ENDPOINT_SUCCESSOR_REMOVED,
                            Severity.WARNING,
                            f,
                            dep.keyPath() + "/successor/method",
                            "deprecated endpoint " + e.method() + " " + e.path()
                                    + " names the successor method " + succ + ", which catalog " + diff.newVersion()
                                    + " removes",
                            "AGTP-API §6.4"));
                }
            }
        }
    }
}
