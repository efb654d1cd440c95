package dev.agtpstudio.core.catalogdiff;

import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import java.nio.file.Path;
import java.util.List;

/**
 * The result of {@code catalog-diff}: the catalog diff and, when a deployment folder was given, what in it breaks.
 * Exit codes follow AGTP-API §4.7: 0 no breakage, 1 breakage in the deployment, 2 parse errors.
 *
 * @param deployment null when no deployment folder was scanned
 */
public record CatalogDiffReport(CatalogDiff diff, Deployment deployment) {
    public static final int EXIT_OK = 0;
    public static final int EXIT_BREAKAGE = 1;
    public static final int EXIT_PARSE_ERRORS = 2;

    /**
     * A scanned deployment folder.
     *
     * @param findings   what breaks (ERROR) or needs migration (WARNING, INFO), located
     * @param unreadable files that could not be parsed, so their use of the catalog is unknown
     */
    public record Deployment(
            Path root,
            int endpointFiles,
            int agisFiles,
            boolean serverConfig,
            int recipes,
            List<Diagnostic> findings,
            List<Diagnostic> unreadable) {
        public Deployment {
            findings = List.copyOf(findings);
            unreadable = List.copyOf(unreadable);
        }

        public long count(Severity s) {
            return findings.stream().filter(d -> d.severity() == s).count();
        }

        public boolean breaks() {
            return count(Severity.ERROR) > 0;
        }
    }

    public int exitCode() {
        if (deployment == null) {
            return EXIT_OK;
        }
        if (!deployment.unreadable().isEmpty()) {
            return EXIT_PARSE_ERRORS;
        }
        return deployment.breaks() ? EXIT_BREAKAGE : EXIT_OK;
    }
}
