package dev.agtpstudio.core.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LoaderLimits;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads a workspace folder: every {@code .toml} and {@code .agis} file below {@code root} that {@link WorkspaceWalk}
 * finds (the one skip rule and link policy, shared with the IDE). Files are read as strict UTF-8 within the size limit; each becomes a
 * {@link LoadedFile} (with diagnostics when it could not be read). Update the result one file at a time with
 * {@code workspace.withFile(FileLoader.load(path, newText))}.
 */
public final class WorkspaceLoader {
    private WorkspaceLoader() {}

    public static Workspace load(Path root, MethodCatalog catalog) {
        return load(root, catalog, LoaderLimits.DEFAULT);
    }

    public static Workspace load(Path root, MethodCatalog catalog, LoaderLimits limits) {
        return load(root, catalog, limits, false);
    }

    /** {@link #load(Path, MethodCatalog)} with the files parsed on all cores (loading dominates a cold CLI run). */
    public static Workspace loadInParallel(Path root, MethodCatalog catalog) {
        return load(root, catalog, LoaderLimits.DEFAULT, true);
    }

    private static Workspace load(Path root, MethodCatalog catalog, LoaderLimits limits, boolean parallel) {
        WorkspaceWalk.Result walk = WorkspaceWalk.walk(root);
        List<LoadedFile<?>> files = new ArrayList<>(walk.refused());
        (parallel ? walk.files().parallelStream() : walk.files().stream())
                .<LoadedFile<?>>map(p -> FileLoader.load(p, limits))
                .forEachOrdered(files::add);
        return Workspace.of(root, catalog, files);
    }

    /** True for the files a workspace loads: {@code *.toml} and {@code *.agis}. */
    public static boolean isWorkspaceFile(Path file) {
        return WorkspaceWalk.isWorkspaceFile(file);
    }
}
