package dev.agtpstudio.app.ui.explorer;

import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.app.workspace.EndpointTemplate;
import dev.agtpstudio.app.workspace.WorkspaceFiles;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The explorer's operations: list a folder, create files and folders, create an endpoint from the template, rename,
 * delete. Questions and errors go through the {@link DialogService}; {@link Listener} tells the rest of the
 * application what changed on disk.
 */
public final class ExplorerViewModel {
    /** Told about each change the explorer made. */
    public interface Listener {
        void created(Path file);

        void renamed(Path from, Path to);

        void deleted(Path path);

        void open(Path file);

        /** A file just created: opened with the focus in its editor, ready to type. */
        default void edit(Path file) {
            open(file);
        }
    }

    private final WorkspaceFiles files;
    private final DialogService dialogs;
    private final Listener listener;
    private final List<Runnable> refreshListeners = new ArrayList<>();
    private final java.util.function.Supplier<dev.agtpstudio.core.catalog.MethodCatalog> catalog;

    public ExplorerViewModel(WorkspaceFiles files, DialogService dialogs, Listener listener) {
        this(files, dialogs, listener, dev.agtpstudio.core.catalog.MethodCatalog::bundled);
    }

    /** {@code catalog} is the method catalog in force, which the endpoint template follows. */
    public ExplorerViewModel(
            WorkspaceFiles files,
            DialogService dialogs,
            Listener listener,
            java.util.function.Supplier<dev.agtpstudio.core.catalog.MethodCatalog> catalog) {
        this.files = files;
        this.dialogs = dialogs;
        this.listener = listener;
        this.catalog = catalog;
    }

    public Path root() {
        return files.root();
    }

    /** Opens a file in an editor. */
    public void open(Path file) {
        listener.open(file);
    }

    /** Called after every change so the tree can rebuild. */
    public void onRefresh(Runnable r) {
        refreshListeners.add(r);
    }

    public void refresh() {
        refreshListeners.forEach(Runnable::run);
    }

    /** The folder's entries, folders first, then by name; hidden entries and build output left out. */
    public static List<Path> children(Path dir) {
        return entries(dir).stream().map(Entry::path).toList();
    }

    /** One entry of a folder and whether it is a folder itself (asked of the file system once). */
    public record Entry(Path path, boolean folder) {}

    /**
     * The folder's entries as {@link #children} orders them, each with whether it is a folder: one {@code stat} per
     * entry, where sorting by {@code Files.isDirectory} asked again at every comparison.
     */
    public static List<Entry> entries(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> !p.getFileName().toString().startsWith("."))
                    .map(p -> new Entry(p, Files.isDirectory(p)))
                    .filter(e -> !(e.folder() && WorkspaceScanner.isSkippedDir(e.path())))
                    .sorted(Comparator.comparing((Entry e) -> !e.folder())
                            .thenComparing(
                                    e -> e.path().getFileName().toString().toLowerCase(java.util.Locale.ROOT)))
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** The folder new items go into when {@code selected} is chosen: itself if a folder, else its parent. */
    public Path targetFolder(Path selected) {
        if (selected == null) {
            return root();
        }
        return Files.isDirectory(selected) ? selected : selected.getParent();
    }

    /**
     * Asks for a file name, showing the folder it goes into (the selected item's, which the user may change; a folder
     * that does not exist yet is made), and opens the new file with the focus in its editor.
     */
    public Optional<Path> newFile(Path selected) {
        return askIn("New file", "File name (for example reserve_table.toml or hotel.agis)", selected)
                .flatMap(a ->
                        attempt("Could not create the file", () -> files.createFile(folder(a.folder()), a.name(), "")))
                .map(this::created);
    }

    public Optional<Path> newFolder(Path selected) {
        return askIn("New folder", "Folder name", selected)
                .flatMap(a ->
                        attempt("Could not create the folder", () -> files.createFolder(folder(a.folder()), a.name())))
                .map(p -> {
                    refresh();
                    return p;
                });
    }

    private Optional<DialogService.NameInFolder> askIn(String title, String prompt, Path selected) {
        Path target = targetFolder(selected);
        String shown = target == null
                ? ""
                : root().relativize(target.toAbsolutePath().normalize())
                        .toString()
                        .replace('\\', '/');
        return dialogs.askNameInFolder(title, prompt, shown);
    }

    /** The folder the user left in the dialog, relative to the workspace (WorkspaceFiles refuses one outside it). */
    private Path folder(String relative) {
        return relative.isBlank() ? root() : root().resolve(relative);
    }

    /** Asks for {@code METHOD /path} and writes a filled-in endpoint declaration into {@code endpoints/}. */
    public Optional<Path> newEndpoint() {
        Optional<String> line = dialogs.askText(
                "New endpoint from template", "Method and path of the endpoint (for example BOOK /room):", "");
        if (line.isEmpty()) {
            return Optional.empty();
        }
        Optional<EndpointTemplate.Signature> sig = EndpointTemplate.parse(line.get());
        if (sig.isEmpty()) {
            dialogs.showError(
                    "New endpoint", "\"" + line.get() + "\" is not METHOD /path; write for example" + " BOOK /room.");
            return Optional.empty();
        }
        Optional<String> problem = EndpointTemplate.problem(sig.get(), catalog.get());
        if (problem.isPresent()) {
            dialogs.showError("New endpoint", problem.get());
            return Optional.empty();
        }
        Path dir = root().resolve("endpoints");
        return attempt(
                        "Could not create the endpoint",
                        () -> files.createFile(
                                dir, sig.get().fileName(), EndpointTemplate.render(sig.get(), catalog.get())))
                .map(this::created);
    }

    public Optional<Path> rename(Path path) {
        if (path == null || path.equals(root())) {
            return Optional.empty();
        }
        return dialogs.askText(
                        "Rename",
                        "New name for " + path.getFileName() + ":",
                        path.getFileName().toString())
                .filter(n -> !n.equals(path.getFileName().toString()))
                .flatMap(n -> attempt("Could not rename", () -> files.rename(path, n)))
                .map(to -> {
                    listener.renamed(path, to);
                    refresh();
                    return to;
                });
    }

    public boolean delete(Path path) {
        if (path == null || path.equals(root())) {
            return false;
        }
        String what = Files.isDirectory(path)
                ? "the folder " + path.getFileName() + " and everything in it"
                : path.getFileName().toString();
        if (!dialogs.confirm("Delete", "Delete " + what + "? This cannot be undone.")) {
            return false;
        }
        Optional<Path> done = attempt("Could not delete", () -> {
            files.delete(path);
            return path;
        });
        done.ifPresent(p -> {
            listener.deleted(p);
            refresh();
        });
        return done.isPresent();
    }

    private Path created(Path p) {
        listener.created(p);
        refresh();
        listener.edit(p);
        return p;
    }

    private interface Io<T> {
        T run() throws IOException;
    }

    private <T> Optional<T> attempt(String title, Io<T> op) {
        try {
            return Optional.of(op.run());
        } catch (IOException e) {
            String m = e.getMessage();
            dialogs.showError(title, m == null || m.isBlank() ? e.getClass().getSimpleName() : m);
            return Optional.empty();
        }
    }

    /** Convenience for listeners that only care about some events. */
    public static Listener listener(
            Consumer<Path> created,
            java.util.function.BiConsumer<Path, Path> renamed,
            Consumer<Path> deleted,
            Consumer<Path> open) {
        return listener(created, renamed, deleted, open, open);
    }

    /** As above, with {@code edit} for a file just created (opened with the focus in its editor). */
    public static Listener listener(
            Consumer<Path> created,
            java.util.function.BiConsumer<Path, Path> renamed,
            Consumer<Path> deleted,
            Consumer<Path> open,
            Consumer<Path> edit) {
        return new Listener() {
            @Override
            public void edit(Path file) {
                edit.accept(file);
            }

            @Override
            public void created(Path file) {
                created.accept(file);
            }

            @Override
            public void renamed(Path from, Path to) {
                renamed.accept(from, to);
            }

            @Override
            public void deleted(Path path) {
                deleted.accept(path);
            }

            @Override
            public void open(Path file) {
                open.accept(file);
            }
        };
    }
}
