package dev.agtpstudio.core.catalogdiff;

import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.catalog.CatalogLoader;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code catalog-diff OLD NEW [--against-deployment DIR]} as a library call: loads both catalogs, diffs them and,
 * when asked, loads the deployment folder and scans it. Never throws on bad input; unreadable or malformed catalogs
 * and a missing folder come back as {@link Outcome#errors()} with exit code 2.
 */
public final class CatalogDiffTool {
    /** Loads a deployment folder into a workspace snapshot (the core {@code WorkspaceLoader} in the product). */
    @FunctionalInterface
    public interface DeploymentLoader {
        Workspace load(Path folder, MethodCatalog catalog) throws IOException;
    }

    /** Either a report, or the reasons there is none. */
    public record Outcome(CatalogDiffReport report, List<String> errors) {
        public Outcome {
            errors = List.copyOf(errors);
        }

        public int exitCode() {
            return report == null ? CatalogDiffReport.EXIT_PARSE_ERRORS : report.exitCode();
        }
    }

    /** Names the catalog shipped with the product in place of a file (when no file of that name exists). */
    public static final String BUNDLED = "bundled";

    private final DeploymentLoader loader;

    public CatalogDiffTool(DeploymentLoader loader) {
        this.loader = loader;
    }

    public Outcome run(Path oldCatalog, Path newCatalog, Path deploymentDir) {
        List<String> errors = new ArrayList<>();
        MethodCatalog older = load("OLD", oldCatalog, errors);
        MethodCatalog newer = load("NEW", newCatalog, errors);
        if (deploymentDir != null && !Files.isDirectory(deploymentDir)) {
            errors.add("deployment " + deploymentDir + ": not a readable folder");
        }
        if (!errors.isEmpty()) {
            return new Outcome(null, errors);
        }
        CatalogDiff diff = CatalogDiff.between(older, newer);
        if (deploymentDir == null) {
            return new Outcome(new CatalogDiffReport(diff, null), List.of());
        }
        Workspace ws;
        try {
            ws = loader.load(deploymentDir, older);
        } catch (IOException | RuntimeException e) {
            return new Outcome(null, List.of("deployment " + deploymentDir + ": cannot be read: " + describe(e)));
        }
        RecipeBook recipes = ws.recipes();
        CatalogDiffReport.Deployment d = new CatalogDiffReport.Deployment(
                deploymentDir,
                ws.endpointFiles().size(),
                ws.agisFiles().size(),
                ws.serverConfigFile().isPresent(),
                recipes.recipes().size(),
                new DeploymentImpact(diff).scan(ws),
                DeploymentImpact.unreadable(ws));
        return new Outcome(new CatalogDiffReport(diff, d), List.of());
    }

    private static MethodCatalog load(String which, Path file, List<String> errors) {
        if (file.toString().equals(BUNDLED) && !Files.exists(file)) {
            return MethodCatalog.bundled();
        }
        try {
            return CatalogLoader.read(file);
        } catch (CatalogLoader.CatalogFormatException e) {
            errors.add(which + " catalog " + file + ": " + e.getMessage());
        }
        return null;
    }

    private static String describe(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
