package dev.agtpstudio.app.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceWalk;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads a workspace folder into a {@link Workspace} snapshot: the files {@link WorkspaceWalk} finds (the same skip rule
 * and link policy as the CLI's {@code WorkspaceLoader}; refused links and special files carry their diagnostic), each
 * through the {@link SourceLoader}. Unreadable files are listed in
 * {@link Result#problems()} instead of aborting the scan.
 */
public final class WorkspaceScanner {
    /** Folders never scanned (the CLI's rule: {@link WorkspaceWalk#SKIPPED_DIRS}). */
    public static final Set<String> SKIPPED_DIRS = WorkspaceWalk.SKIPPED_DIRS;

    private static final long MAX_FILE_BYTES = 16L * 1024 * 1024;

    private final SourceLoader loader;

    public WorkspaceScanner(SourceLoader loader) {
        this.loader = loader;
    }

    public record Result(Workspace workspace, List<String> problems) {}

    public static boolean isSkippedDir(Path dir) {
        return WorkspaceWalk.isSkippedDir(dir);
    }

    /** True for the files that make up the workspace model. */
    public static boolean isModelFile(Path file) {
        return WorkspaceWalk.isWorkspaceFile(file);
    }

    public Result scan(Path root, MethodCatalog catalog) {
        Path r = root.toAbsolutePath().normalize();
        WorkspaceWalk.Result walk = WorkspaceWalk.walk(r);
        List<LoadedFile<?>> files = new ArrayList<>(walk.refused());
        List<String> problems = new ArrayList<>();
        // Files are read and parsed on all cores (a 2,000-file workspace is mostly TOML parsing); the results keep
        // the walk's order, and each worker holds one file's text at a time.
        List<Object> loaded = (walk.files().size() >= PARALLEL_THRESHOLD
                        ? walk.files().parallelStream()
                        : walk.files().stream())
                .map(file -> read(r, file, catalog))
                .toList();
        for (Object o : loaded) {
            if (o instanceof LoadedFile<?> f) {
                files.add(f);
            } else {
                problems.add((String) o);
            }
        }
        return new Result(Workspace.of(r, catalog, files), problems);
    }

    /** Files from which a scan reads and parses on all cores. */
    static final int PARALLEL_THRESHOLD = 32;

    /** The loaded file, or the problem (a String) that kept it out. */
    private Object read(Path root, Path file, MethodCatalog catalog) {
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                return root.relativize(file) + " is larger than 16 MB and was not loaded.";
            }
            return load(file, Files.readString(file, StandardCharsets.UTF_8), catalog);
        } catch (IOException | RuntimeException e) {
            return "Could not read " + root.relativize(file) + ": " + e.getMessage();
        }
    }

    /** Loads one file's text; a loader failure degrades to text only, so the file still opens and shows. */
    public LoadedFile<?> load(Path file, String text, MethodCatalog catalog) {
        return reload(null, file, text, catalog);
    }

    /** {@link #load}, for the new text of a file whose last load is {@code previous} ({@link SourceLoader#reload}). */
    public LoadedFile<?> reload(LoadedFile<?> previous, Path file, String text, MethodCatalog catalog) {
        try {
            return loader.reload(previous, file, text, catalog);
        } catch (RuntimeException e) {
            LoadedFile<?> plain = new TextOnlyLoader().load(file, text, catalog);
            Diagnostic d = Diagnostic.builder(
                            "internal/loader-failure",
                            Severity.ERROR,
                            "The file could not be analysed because the loader failed (" + e
                                    + "); its text is shown as is. Please report this.")
                    .pass(Passes.PARSE)
                    .file(file)
                    .build();
            return new LoadedFile<>(plain.source(), plain.kind(), null, plain.locations(), List.of(d));
        }
    }

    public static FileKind kindOf(Path file, String text) {
        return FileKind.classify(file, text);
    }
}
