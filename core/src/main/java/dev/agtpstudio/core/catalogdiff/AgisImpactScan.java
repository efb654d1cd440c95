package dev.agtpstudio.core.catalogdiff;

import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;

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
                MethodAndPathCheck.AGIS.check(
                        diff, f, e.method(), e.path(), e.fieldPath("method"), e.fieldPath("path"), out);
            }
        }
    }
}
