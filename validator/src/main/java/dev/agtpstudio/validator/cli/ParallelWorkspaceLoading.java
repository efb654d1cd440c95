package dev.agtpstudio.validator.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Loads a workspace folder for the CLI with the files parsed on all cores (loading dominates a cold
 * {@code agtp-studio validate}). Selects the same files as {@link WorkspaceLoader} (every {@code .toml} and
 * {@code .agis}, skipping hidden folders, {@code target/} and {@code node_modules/}); when the folder cannot be walked
 * it falls back to {@link WorkspaceLoader}, which reports why. Candidate for moving into core's WorkspaceLoader.
 */
final class ParallelWorkspaceLoading {
    private static final Set<String> SKIPPED_DIRS = Set.of("target", "node_modules");

    private ParallelWorkspaceLoading() {
    }

    static Workspace load(Path root, MethodCatalog catalog) {
        List<Path> files = new ArrayList<>();
        boolean[] failed = {false};
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    if (dir.equals(root)) {
                        return FileVisitResult.CONTINUE;
                    }
                    String name = dir.getFileName().toString();
                    return name.startsWith(".") || SKIPPED_DIRS.contains(name)
                            ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile() && WorkspaceLoader.isWorkspaceFile(file)
                            && !file.getFileName().toString().startsWith(".")) {
                        files.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    failed[0] = true;
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            failed[0] = true;
        }
        if (failed[0]) {
            return WorkspaceLoader.load(root, catalog);
        }
        List<LoadedFile<?>> loaded = files.parallelStream().<LoadedFile<?>>map(FileLoader::load).toList();
        return Workspace.of(root, catalog, loaded);
    }
}
