package dev.agtpstudio.core.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.load.SourceText;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Loads a workspace folder: every {@code .toml} and {@code .agis} file below {@code root}, skipping hidden folders,
 * {@code target/} and {@code node_modules/}. Files are read as strict UTF-8 within the size limit; each becomes a
 * {@link LoadedFile} (with diagnostics when it could not be read). Update the result one file at a time with
 * {@code workspace.withFile(FileLoader.load(path, newText))}.
 */
public final class WorkspaceLoader {
    static final Set<String> SKIPPED_DIRS = Set.of("target", "node_modules");

    private WorkspaceLoader() {
    }

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
        List<LoadedFile<?>> files = new ArrayList<>();
        List<Path> paths = candidates(root, files);
        (parallel ? paths.parallelStream() : paths.stream())
                .<LoadedFile<?>>map(p -> FileLoader.load(p, limits))
                .forEachOrdered(files::add);
        return Workspace.of(root, catalog, files);
    }

    /** True for the files a workspace loads: {@code *.toml} and {@code *.agis}. */
    public static boolean isWorkspaceFile(Path file) {
        String n = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".toml") || n.endsWith(".agis");
    }

    private static List<Path> candidates(Path root, List<LoadedFile<?>> problems) {
        List<Path> out = new ArrayList<>();
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
                    if (attrs.isRegularFile() && isWorkspaceFile(file)
                            && !file.getFileName().toString().startsWith(".")) {
                        out.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    if (isWorkspaceFile(file)) {
                        problems.add(unreadable(file, e));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            problems.add(unreadable(root, e));
        }
        out.sort(null);
        return out;
    }

    private static LoadedFile<?> unreadable(Path file, IOException e) {
        Diagnostic d = Diagnostic.builder(ParseRules.IO, Severity.ERROR, "Cannot read " + file + ": " + e)
                .pass(Passes.PARSE).file(file).build();
        return new LoadedFile<>(SourceText.of(file, ""), FileKind.classify(file, null), null, LocationMap.EMPTY,
                List.of(d));
    }
}
