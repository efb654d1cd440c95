package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.files.Journal;
import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import dev.agtpstudio.app.ui.docs.WorkbenchStore;
import dev.agtpstudio.app.ui.explorer.ExplorerView;
import dev.agtpstudio.app.ui.explorer.ExplorerViewModel;
import dev.agtpstudio.app.ui.explorer.FolderWatcher;
import dev.agtpstudio.app.ui.status.StatusBarViewModel;
import dev.agtpstudio.app.validation.LiveValidation;
import dev.agtpstudio.app.workspace.WorkspaceFiles;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BooleanSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

/**
 * Workspace control of one window: opens a folder as the workspace (read on the {@code workspace} thread, applied
 * here), re-reads it, follows the files the explorer creates, renames and deletes and those other programs change,
 * restores the journal and the open tabs, and owns the explorer. FX thread only; {@link Studio} wires it.
 */
final class WorkspaceController {
    /** Reading and writing the preferences (the recent workspaces change when one is opened). */
    interface SettingsAccess {
        Settings current();

        void update(Settings s);
    }

    /**
     * The views the controller fills in: where the explorer goes, the window title, the welcome page's reason, the
     * sides of the editor area (restored with the tabs).
     */
    record Views(
            Stage stage,
            BorderPane explorerHolder,
            StringProperty welcomeReason,
            dev.agtpstudio.app.ui.docs.EditorSplit split) {}

    private final WorkspaceReader reader;
    private final DocumentsViewModel documents;
    private final LiveValidation validation;
    private final DialogService dialogs;
    private final StatusBarViewModel status;
    private final Journal journal;
    private final WorkbenchStore workbench;
    private final SettingsAccess settings;
    private final Views views;
    private final ScheduledExecutorService watchThread;
    private final Executor fx;
    private final BooleanSupplier closed;
    /** Runs work once the window has been drawn with its start-up workspace ({@link StudioHost#afterFirstFrame}). */
    private final java.util.function.Consumer<Runnable> afterFirstFrame;

    private final ObjectProperty<Path> root = new SimpleObjectProperty<>();
    /** The open workspace's session; replaced (the old one ended) when another workspace is opened. */
    private final ObjectProperty<WorkspaceSession> session = new SimpleObjectProperty<>();

    private MethodCatalog catalogInForce = MethodCatalog.bundled();
    private ExplorerView explorer;
    private FolderWatcher folderWatcher;

    WorkspaceController(
            WorkspaceReader reader,
            DocumentsViewModel documents,
            LiveValidation validation,
            DialogService dialogs,
            StatusBarViewModel status,
            Journal journal,
            WorkbenchStore workbench,
            SettingsAccess settings,
            Views views,
            ScheduledExecutorService watchThread,
            Executor fx,
            BooleanSupplier closed,
            java.util.function.Consumer<Runnable> afterFirstFrame) {
        this.reader = reader;
        this.documents = documents;
        this.validation = validation;
        this.dialogs = dialogs;
        this.status = status;
        this.journal = journal;
        this.workbench = workbench;
        this.settings = settings;
        this.views = views;
        this.watchThread = watchThread;
        this.fx = fx;
        this.closed = closed;
        this.afterFirstFrame = afterFirstFrame;
    }

    ReadOnlyObjectProperty<Path> rootProperty() {
        return root;
    }

    /** The open workspace's session (null before one is open). */
    ReadOnlyObjectProperty<WorkspaceSession> sessionProperty() {
        return session;
    }

    /** The explorer of the open workspace (null before one is open). */
    ExplorerView explorer() {
        return explorer;
    }

    /**
     * Opens {@code dir} as the workspace (after closing the current one's tabs). The folder is read on the
     * {@code workspace} thread; the future completes (on the FX thread) with false when the user cancelled or the
     * folder cannot be opened.
     */
    CompletableFuture<Boolean> open(Path dir) {
        return open(dir, null);
    }

    /**
     * {@link #open(Path)} with the workspace perhaps already read: {@code prescanned} is used when it is a
     * scan of {@code dir} with the catalog in force (the start-up prefetch), otherwise the folder is scanned.
     */
    CompletableFuture<Boolean> open(Path dir, WorkspaceScanner.Result prescanned) {
        Path r = dir.toAbsolutePath().normalize();
        status.setMessage("Opening " + r + "\u2026");
        return reader.open(r, settings.current().catalogFile(), prescanned, journal)
                .handleAsync(
                        (opened, failure) ->
                                failure == null ? applyOpened(r, opened) : failed("Cannot open workspace", failure),
                        fx);
    }

    private boolean applyOpened(Path r, WorkspaceReader.Opened opened) {
        if (opened.scan() == null) {
            status.setMessage(null);
            dialogs.showError("Cannot open workspace", r + " is not a folder.");
            settings.update(settings.current().withoutRecent(r));
            return false;
        }
        if (closed.getAsBoolean() || !documents.closeAll()) {
            status.setMessage(null);
            return false;
        }
        WorkspaceScanner.Result scanned = opened.scan();
        catalogInForce = opened.catalog().catalog();
        if (opened.catalog().problem() != null) {
            dialogs.showError("Method catalog", opened.catalog().problem());
        }
        root.set(r);
        validation.reset(scanned.workspace());
        ExplorerViewModel evm = new ExplorerViewModel(
                new WorkspaceFiles(r),
                dialogs,
                ExplorerViewModel.listener(
                        this::fileCreated,
                        this::fileRenamed,
                        this::fileDeleted,
                        f -> documents.open(f),
                        f -> documents
                                .open(f)
                                .thenAcceptAsync(
                                        d -> d.ifPresent(x -> x.editor().requestFocus()), fx)),
                this::catalog);
        explorer = new ExplorerView(evm, p -> kindOf(scanned.workspace(), p));
        views.explorerHolder().setCenter(explorer);
        // watching starts once the window is drawn (a workspace opened later is watched at once)
        afterFirstFrame.accept(() -> {
            if (!closed.getAsBoolean() && r.equals(root.get())) {
                watchFolder(r);
            }
        });
        views.stage().setTitle(r.getFileName() + " \u2014 AGTP Studio");
        settings.update(settings.current().withOpened(r));
        status.setMessage(
                "Opened " + r.getFileName() + ": " + scanned.workspace().files().size() + " files.");
        // last of the switch itself: what belonged to the previous workspace goes (its end actions may add to the
        // status message just set), then the new session starts
        WorkspaceSession previous = session.get();
        if (previous != null) {
            previous.end(r);
        }
        session.set(new WorkspaceSession(r));
        if (!scanned.problems().isEmpty()) {
            List<String> problems = scanned.problems();
            tell(() -> dialogs.showError("Some files could not be read", String.join("\n", problems)));
        }
        restoreJournal(r, opened);
        views.welcomeReason()
                .set(
                        scanned.workspace().files().isEmpty()
                                ? "This workspace has no AGTP files yet (endpoint TOML, .agis, agtp-server.toml)."
                                : null);
        WorkbenchStore.Tabs tabs = workbench.tabs(r);
        List<CompletableFuture<?>> reading = new java.util.ArrayList<>();
        for (Path p : tabs.open()) {
            if (documents.find(p).isEmpty()) {
                reading.add(documents.open(p));
            }
        }
        if (tabs.active() != null) {
            documents.find(tabs.active()).ifPresent(documents.activeProperty()::set);
        }
        if (!tabs.right().isEmpty()) {
            // once the tabs are read (a tab whose text says it is another kind is replaced while it is read)
            CompletableFuture.allOf(reading.toArray(CompletableFuture[]::new))
                    .whenCompleteAsync(
                            (x, failure) -> {
                                if (r.equals(root.get())) {
                                    views.split().restore(tabs.left(), tabs.right(), tabs.divider());
                                    if (tabs.active() != null) {
                                        documents.find(tabs.active()).ifPresent(documents.activeProperty()::set);
                                    }
                                }
                            },
                            fx);
        }
        if (documents.documents().isEmpty()) {
            firstFile(scanned.workspace()).ifPresent(documents::open);
        }
        return true;
    }

    /**
     * Files created or deleted by other programs appear and disappear without a manual Refresh. Watching starts on
     * the watch thread: it walks every folder of the workspace to register it, which is file I/O.
     */
    private void watchFolder(Path r) {
        if (folderWatcher != null) {
            folderWatcher.close();
            folderWatcher = null;
        }
        Runnable onChange = () -> {
            if (!closed.getAsBoolean() && r.equals(root.get())) {
                rescan();
            }
        };
        try {
            watchThread.execute(() -> {
                try {
                    FolderWatcher w =
                            FolderWatcher.start(r, watchThread, java.time.Duration.ofMillis(300), fx, onChange);
                    fx.execute(() -> watching(r, w));
                } catch (java.io.IOException e) {
                    fx.execute(() -> status.setMessage(
                            "Not watching " + r.getFileName() + " for changes by other programs: " + e.getMessage()));
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // the window closed: nothing to watch
        }
    }

    /** A watcher has started (FX thread): kept while its folder is still the workspace, closed otherwise. */
    private void watching(Path r, FolderWatcher w) {
        if (closed.getAsBoolean() || !r.equals(root.get())) {
            w.close();
            return;
        }
        if (folderWatcher != null) {
            folderWatcher.close();
        }
        folderWatcher = w;
    }

    private boolean failed(String title, Throwable failure) {
        Throwable cause = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null
                ? failure.getCause()
                : failure;
        status.setMessage(null);
        if (!closed.getAsBoolean()) {
            dialogs.showError(title, String.valueOf(cause.getMessage() == null ? cause : cause.getMessage()));
        }
        return false;
    }

    private void restoreJournal(Path r, WorkspaceReader.Opened opened) {
        List<Path> restored = documents.restore(opened.journal());
        if (!opened.journalProblems().isEmpty()) {
            List<String> problems = opened.journalProblems();
            tell(() -> dialogs.showError("Recovery journal", String.join("\n", problems)));
        }
        if (!restored.isEmpty()) {
            StringBuilder sb = new StringBuilder("Unsaved changes from the last session were restored:\n");
            restored.forEach(p -> sb.append("  ").append(r.relativize(p)).append('\n'));
            sb.append("They are not saved yet: save them (Ctrl+S) or close the tab to discard them.");
            tell(() -> dialogs.showInfo("Unsaved changes restored", sb.toString()));
        }
    }

    /**
     * Shows what opening the workspace has to say once the window is drawn with it: a modal dialog shown while it
     * opens kept the window from its first frame, and with it the work that waits for that frame (the preview, the
     * folder watcher, the disk poll), until it was dismissed.
     */
    private void tell(Runnable dialog) {
        // after the pulse that drew the frame: a modal dialog may not be shown during layout
        afterFirstFrame.accept(() -> fx.execute(() -> {
            if (!closed.getAsBoolean()) {
                dialog.run();
            }
        }));
    }

    private static Optional<Path> firstFile(Workspace ws) {
        return ws.files().values().stream()
                .sorted(java.util.Comparator.comparingInt((LoadedFile<?> f) -> switch (f.kind()) {
                    case AGIS -> 0;
                    case ENDPOINT -> 1;
                    case SERVER_CONFIG -> 2;
                    default -> 3;
                }))
                .map(LoadedFile::path)
                .findFirst();
    }

    private static FileKind kindOf(Workspace ws, Path p) {
        return ws.file(p).map(LoadedFile::kind).orElseGet(() -> FileKind.classify(p, null));
    }

    /** The catalog in force (the preferences' file, or the bundled one); read with the workspace, never here. */
    MethodCatalog catalog() {
        return catalogInForce;
    }

    /** A new catalog was read (the preferences named another file). */
    void setCatalog(MethodCatalog c) {
        catalogInForce = c;
    }

    /** A file the explorer created: a model file joins the validated workspace once read on the worker. */
    private void fileCreated(Path p) {
        reader.readModelFile(p)
                .whenCompleteAsync(
                        (text, failure) -> {
                            if (closed.getAsBoolean()) {
                                return;
                            }
                            if (failure != null) {
                                status.setMessage("Could not read " + p.getFileName() + ": "
                                        + failure.getCause().getMessage());
                            } else {
                                text.ifPresent(t -> validation.fileChanged(p, t));
                            }
                        },
                        fx);
    }

    private void fileRenamed(Path from, Path to) {
        documents.renamed(from, to);
        rescan();
    }

    private void fileDeleted(Path p) {
        documents.deleted(p);
        rescan();
    }

    /**
     * Reads the workspace folder again (files added or removed outside the explorer) on the {@code workspace}
     * thread, with the unsaved buffers in place of their files; the future completes on the FX thread.
     */
    CompletableFuture<Void> rescan() {
        Path r = root.get();
        if (r == null) {
            return CompletableFuture.completedFuture(null);
        }
        Map<Path, String> buffers = new LinkedHashMap<>();
        for (DocumentViewModel d : documents.documents()) {
            if (d.isDirty() && WorkspaceScanner.isModelFile(d.path())) {
                buffers.put(d.path(), d.editor().text());
            }
        }
        return reader.rescan(r, catalogInForce, buffers)
                .handleAsync(
                        (ws, failure) -> {
                            if (closed.getAsBoolean() || !r.equals(root.get())) {
                                return null;
                            }
                            if (failure != null) {
                                failed("Could not read the workspace again", failure);
                                return null;
                            }
                            validation.reset(ws);
                            if (explorer != null) {
                                explorer.rebuild();
                            }
                            return null;
                        },
                        fx);
    }

    /** Stops watching the folder and ends the session (the window closes). */
    void close() {
        if (session.get() != null) {
            session.get().end(null);
        }
        if (folderWatcher != null) {
            folderWatcher.close();
            folderWatcher = null;
        }
    }
}
