package dev.agtpstudio.core.catalog;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;
import java.util.Locale;

/** AGIS documents: endpoints whose method is removed or newly deprecated, or whose path now holds a verb. */
final class AgisImpactScan implements DeploymentImpact.ImpactScan {
    @Override
    public void scan(CatalogDiff diff, Workspace deployment, List<Diagnostic> out) {
        for (LoadedFile<AgisDocument> f : deployment.agisFiles()) {
            AgisDocument doc = f.model();
            if (doc == null || doc.endpoints() == null) {
                continue;
            }
            for (AgisDocument.AgisEndpoint e : doc.endpoints()) {
                String method = e.method() == null ? null : e.method().toUpperCase(Locale.ROOT);
                String id = DeploymentImpact.endpointId(method, e.path());
                diff.removal(method).ifPresent(r -> out.add(DeploymentImpact.finding(
                        CatalogDiffRules.AGIS_METHOD_REMOVED, Severity.ERROR, f, e.fieldPath("method"),
                        "AGIS endpoint " + id + " uses " + method + ", which catalog " + diff.newVersion()
                                + " removes" + DeploymentImpact.successorHint(r.successor()),
                        "AGTP-API §4.5")));
                diff.deprecation(method).ifPresent(d -> out.add(DeploymentImpact.finding(
                        CatalogDiffRules.AGIS_METHOD_DEPRECATED, Severity.WARNING, f, e.fieldPath("method"),
                        "AGIS endpoint " + id + " uses " + method + ", deprecated in catalog " + diff.newVersion()
                                + DeploymentImpact.successorHint(d.successor()),
                        "AGTP-API §4.4")));
                for (String seg : DeploymentImpact.segmentsNowVerbs(e.path(), diff)) {
                    out.add(DeploymentImpact.finding(CatalogDiffRules.AGIS_PATH_NOW_VERB, Severity.ERROR, f,
                            e.fieldPath("path"), "path " + e.path() + " of AGIS endpoint " + id + " has the segment '"
                                    + seg + "', which catalog " + diff.newVersion() + " adds as a verb",
                            "AGIS §5"));
                }
            }
        }
    }
}
