package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.core.workspace.WorkspaceWalk;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the import wizard writes by default, and whether a chosen folder would join the open workspace. Every endpoint
 * file the workspace walk finds is served (and published in the manifest), so an import written into the workspace
 * changes the running service before anyone has reviewed it. The default is therefore a folder beside the workspace,
 * named after the spec ({@code <workspace's parent>/<spec name>-import}); a folder inside the workspace, outside the
 * folders the walk skips, gets a warning. See docs/decisions/0460.
 */
public final class ImportTarget {
    private ImportTarget() {}

    /**
     * The default target for {@code spec} when {@code workspace} is open (null: none is): beside the workspace, or
     * beside the spec when no workspace is open.
     */
    public static Path defaultFor(Path workspace, Path spec) {
        String name = stem(spec) + "-import";
        Path base = workspace == null
                ? null
                : workspace.toAbsolutePath().normalize().getParent();
        if (base == null) {
            Path specDir =
                    spec == null ? null : spec.toAbsolutePath().normalize().getParent();
            base = specDir != null ? specDir : Path.of(System.getProperty("user.home"));
        }
        return base.resolve(name);
    }

    /** The warning to show when {@code target} is a folder of {@code workspace} whose files the workspace serves. */
    public static Optional<String> warning(Path workspace, Path target) {
        if (workspace == null || target == null) {
            return Optional.empty();
        }
        Path root = workspace.toAbsolutePath().normalize();
        Path t = target.toAbsolutePath().normalize();
        if (!t.startsWith(root)) {
            return Optional.empty();
        }
        for (Path p = t; p != null && !p.equals(root); p = p.getParent()) {
            if (WorkspaceWalk.isSkippedDir(p)) {
                return Optional.empty(); // hidden or build output: never read, never served
            }
        }
        return Optional.of("This folder is inside the open workspace " + root.getFileName() + ": every endpoint"
                + " written here joins the service the workspace declares (the running server reloads with it, and"
                + " the manifest lists it) before you have reviewed it. Choose a folder outside the workspace to"
                + " review the import first.");
    }

    private static String stem(Path spec) {
        String n = spec == null || spec.getFileName() == null
                ? "openapi"
                : spec.getFileName().toString();
        int dot = n.lastIndexOf('.');
        String s = (dot > 0 ? n.substring(0, dot) : n).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_-]+", "-");
        return s.isEmpty() ? "openapi" : s;
    }
}
