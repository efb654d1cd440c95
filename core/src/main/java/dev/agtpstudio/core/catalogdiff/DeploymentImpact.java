package dev.agtpstudio.core.catalogdiff;

import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.List;

/**
 * Which artifacts of a deployment folder break or need migration under a catalog change (AGTP-API §4.5, §4.7):
 * endpoint declarations and AGIS endpoints whose method is removed or newly deprecated or whose path now contains a
 * verb, recipes whose steps use removed verbs, and {@code policies.methods} entries naming removed verbs.
 * Each finding is a located {@link Diagnostic} of pass {@link CatalogDiffRules#PASS}.
 */
public final class DeploymentImpact {
    private final CatalogDiff diff;
    private final List<ImpactScan> scans;

    public DeploymentImpact(CatalogDiff diff) {
        this.diff = diff;
        this.scans =
                List.of(new EndpointImpactScan(), new AgisImpactScan(), new RecipeImpactScan(), new PolicyImpactScan());
    }

    /** Every finding for {@code deployment}, sorted by file and position. */
    public List<Diagnostic> scan(Workspace deployment) {
        List<Diagnostic> out = new ArrayList<>();
        for (ImpactScan s : scans) {
            s.scan(diff, deployment, out);
        }
        out.sort(Diagnostic.ORDER);
        return List.copyOf(out);
    }

    /** Parse errors of the deployment's files, as findings: the diff cannot judge what it could not read. */
    public static List<Diagnostic> unreadable(Workspace deployment) {
        List<Diagnostic> out = new ArrayList<>();
        for (LoadedFile<?> f : deployment.files().values()) {
            f.diagnostics().stream()
                    .filter(d -> d.severity() == Severity.ERROR)
                    .findFirst()
                    .ifPresent(d -> out.add(Diagnostic.builder(
                                    CatalogDiffRules.UNREADABLE_FILE,
                                    Severity.ERROR,
                                    f.kind().label() + " could not be read, so its use of the catalog is unknown: "
                                            + d.message())
                            .pass(CatalogDiffRules.PASS)
                            .file(f.path())
                            .range(d.range())
                            .keyPath(d.keyPath())
                            .spec("AGTP-API §4.7")
                            .build()));
        }
        out.sort(Diagnostic.ORDER);
        return List.copyOf(out);
    }

    /** One kind of deployment artifact. */
    interface ImpactScan {
        void scan(CatalogDiff diff, Workspace deployment, List<Diagnostic> out);
    }

    static Diagnostic finding(
            String rule, Severity severity, LoadedFile<?> file, String keyPath, String message, String spec) {
        return Diagnostic.builder(rule, severity, message)
                .pass(CatalogDiffRules.PASS)
                .file(file.path())
                .range(file.locations().rangeFor(keyPath))
                .keyPath(keyPath)
                .spec(spec)
                .build();
    }

    /** {@code ; migrate to SUCC} or empty. */
    static String successorHint(String successor) {
        return successor == null ? "" : "; migrate to " + successor;
    }

    /** Path segments that are newly catalog verbs, compared the way AGTP-API §5.2 compares them. */
    static List<String> segmentsNowVerbs(String path, CatalogDiff diff) {
        List<String> out = new ArrayList<>();
        if (path == null) {
            return out;
        }
        for (String seg : path.split("/")) {
            if (seg.isEmpty() || PathTemplate.isParameterSegment(seg)) {
                continue;
            }
            if (diff.isAdded(MethodCatalog.normalizeVerb(seg))) {
                out.add(seg);
            }
        }
        return out;
    }
}
