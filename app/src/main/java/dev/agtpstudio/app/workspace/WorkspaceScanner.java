package dev.agtpstudio.app.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.FileKind;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads a workspace folder into a {@link Workspace} snapshot: every {@code .toml} and {@code .agis} file below the
 * root (hidden folders and build output skipped), each through the {@link SourceLoader}. Unreadable files are listed in
 * {@link Result#problems()} instead of aborting the scan.
 */
public final class WorkspaceScanner {
    /** Folders never scanned. */
    public static final Set<String> SKIPPED_DIRS = Set.of("target", "node_modules", "build", "out");
    private static final long MAX_FILE_BYTES = 16L * 1024 * 1024;

    private final SourceLoader loader;

    public WorkspaceScanner(SourceLoader loader) {
        this.loader = loader;
    }

    public record Result(Workspace workspace, List<String> problems) {
    }

    public static boolean isSkippedDir(Path dir) {
        String n = dir.getFileName() == null ? "" : dir.getFileName().toString();
        return n.startsWith(".") || SKIPPED_DIRS.contains(n);
    }

    /** True for the files that make up the workspace model. */
    public static boolean isModelFile(Path file) {
        return dev.agtpstudio.core.workspace.WorkspaceLoader.isWorkspaceFile(file);
    }

    public Result scan(Path root, MethodCatalog catalog) {
        Path r = root.toAbsolutePath().normalize();
        List<LoadedFile<?>> files = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try {
            Files.walkFileTree(r, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return !dir.equals(r) && isSkippedDir(dir) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile() && isModelFile(file)) {
                        if (attrs.size() > MAX_FILE_BYTES) {
                            problems.add(r.relativize(file) + " is larger than 16 MB and was not loaded.");
                        } else {
                            try {
                                files.add(load(file, Files.readString(file, StandardCharsets.UTF_8), catalog));
                            } catch (IOException | RuntimeException e) {
                                problems.add("Could not read " + r.relativize(file) + ": " + e.getMessage());
                            }
                        }
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    problems.add("Could not read " + file + ": " + e.getMessage());
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            problems.add("Could not read the workspace folder " + r + ": " + e.getMessage());
        }
        return new Result(Workspace.of(r, catalog, files), problems);
    }

    /** Loads one file's text; a loader failure degrades to text only, so the file still opens and shows. */
    public LoadedFile<?> load(Path file, String text, MethodCatalog catalog) {
        try {
            return loader.load(file, text, catalog);
        } catch (RuntimeException e) {
            LoadedFile<?> plain = new TextOnlyLoader().load(file, text, catalog);
            Diagnostic d = Diagnostic.builder("internal/loader-failure", Severity.ERROR,
                    "The file could not be analysed because the loader failed (" + e
                            + "); its text is shown as is. Please report this.")
                    .pass(Passes.PARSE).file(file).build();
            return new LoadedFile<>(plain.source(), plain.kind(), null, plain.locations(), List.of(d));
        }
    }

    public static FileKind kindOf(Path file, String text) {
        return FileKind.classify(file, text);
    }
}
