package dev.agtpstudio.app.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.FileKind;
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

    public record Result(Workspace workspace, List<String> problems) {
    }

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
        for (Path file : walk.files()) {
            try {
                if (Files.size(file) > MAX_FILE_BYTES) {
                    problems.add(r.relativize(file) + " is larger than 16 MB and was not loaded.");
                } else {
                    files.add(load(file, Files.readString(file, StandardCharsets.UTF_8), catalog));
                }
            } catch (IOException | RuntimeException e) {
                problems.add("Could not read " + r.relativize(file) + ": " + e.getMessage());
            }
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
