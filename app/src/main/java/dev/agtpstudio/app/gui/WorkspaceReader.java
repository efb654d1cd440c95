package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.files.Journal;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.CatalogLoader;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Everything the window reads from disk about the workspace (the method catalog named in the preferences, the
 * folder's files, a file another view created), done on the {@code workspace} thread; the futures complete there and
 * the caller applies the results on the FX thread. Nothing here touches JavaFX.
 */
final class WorkspaceReader {
    /** The catalog in force, and why the preferences' catalog file was not used (null when it was, or none is set). */
    record Catalog(MethodCatalog catalog, String problem) {}

    /**
     * A workspace read from its folder ({@code scan} null when the folder is not one), with the catalog it was read
     * with and the recovery journal's entries for files inside it (with those files as they are on disk now).
     */
    record Opened(
            Catalog catalog,
            WorkspaceScanner.Result scan,
            List<DocumentsViewModel.Restorable> journal,
            List<String> journalProblems) {}

    private final WorkspaceScanner scanner;
    private final Executor io;

    WorkspaceReader(WorkspaceScanner scanner, Executor io) {
        this.scanner = scanner;
        this.io = io;
    }

    /** The preferences' catalog file, or the bundled catalog (with the reason) when it is missing or bad. */
    static Catalog loadCatalog(Path file) {
        if (file == null) {
            return new Catalog(MethodCatalog.bundled(), null);
        }
        try {
            return new Catalog(CatalogLoader.load(file), null);
        } catch (Exception e) {
            return new Catalog(
                    MethodCatalog.bundled(),
                    "Could not load the catalog " + file + ": " + e.getMessage()
                            + "\nThe bundled catalog is used instead.");
        }
    }

    /** {@link #loadCatalog} on {@code io}. */
    static CompletableFuture<Catalog> loadCatalogAsync(Path file, Executor io) {
        return CompletableFuture.supplyAsync(() -> loadCatalog(file), io);
    }

    /** Reads {@code root}; {@code prescanned} is used when it is a scan of that folder with the same catalog. */
    CompletableFuture<Opened> open(Path root, Path catalogFile, WorkspaceScanner.Result prescanned, Journal journal) {
        return CompletableFuture.supplyAsync(
                () -> {
                    Catalog c = loadCatalog(catalogFile);
                    if (!Files.isDirectory(root)) {
                        return new Opened(c, null, List.of(), List.of());
                    }
                    boolean reuse = prescanned != null
                            && root.equals(prescanned.workspace().root())
                            && prescanned.workspace().catalog() == c.catalog();
                    WorkspaceScanner.Result scan = reuse ? prescanned : scanner.scan(root, c.catalog());
                    return new Opened(
                            c, scan, DocumentsViewModel.readForRestore(journal.entriesUnder(root)), journal.problems());
                },
                io);
    }

    /** Reads {@code root} again, with the unsaved buffers ({@code buffers}, path to text) in place of their files. */
    CompletableFuture<Workspace> rescan(Path root, MethodCatalog catalog, Map<Path, String> buffers) {
        return CompletableFuture.supplyAsync(
                () -> {
                    Workspace ws = scanner.scan(root, catalog).workspace();
                    for (Map.Entry<Path, String> b : buffers.entrySet()) {
                        ws = ws.withFile(scanner.load(b.getKey(), b.getValue(), catalog));
                    }
                    return ws;
                },
                io);
    }

    /** The text of a model file that was just created; empty for other files. */
    CompletableFuture<Optional<String>> readModelFile(Path file) {
        return CompletableFuture.supplyAsync(
                () -> {
                    if (!WorkspaceScanner.isModelFile(file)) {
                        return Optional.empty();
                    }
                    try {
                        return Optional.of(Files.readString(file, StandardCharsets.UTF_8));
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                },
                io);
    }
}
