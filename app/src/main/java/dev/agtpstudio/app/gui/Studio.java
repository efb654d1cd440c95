package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.files.BufferJournal;
import dev.agtpstudio.app.files.Journal;
import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.SettingsStore;
import dev.agtpstudio.app.settings.Theme;
import dev.agtpstudio.app.ui.MainView;
import dev.agtpstudio.app.ui.actions.ActionRegistry;
import dev.agtpstudio.app.ui.actions.MenuBarFactory;
import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.app.ui.docs.DiskWatcher;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import dev.agtpstudio.app.ui.docs.EditorAreaView;
import dev.agtpstudio.app.ui.docs.EditorSplit;
import dev.agtpstudio.app.ui.docs.WorkbenchStore;
import dev.agtpstudio.app.ui.explorer.ExplorerView;
import dev.agtpstudio.app.ui.palette.CommandPaletteView;
import dev.agtpstudio.app.ui.palette.CommandPaletteViewModel;
import dev.agtpstudio.app.ui.problems.ProblemsView;
import dev.agtpstudio.app.ui.problems.ProblemsViewModel;
import dev.agtpstudio.app.ui.status.StatusBarView;
import dev.agtpstudio.app.ui.status.StatusBarViewModel;
import dev.agtpstudio.app.validation.LiveValidation;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

/**
 * The composition root: builds the services, view models and views of one application window and wires them. FX
 * thread only (construction included). Everything replaceable comes in through {@link StudioServices}.
 */
public final class Studio implements StudioHost {
    private final Stage stage;
    private final StudioServices services;
    private final Executor fx;
    private final DialogService dialogs;
    private final SettingsStore settingsStore;
    private final ObjectProperty<Settings> settings = new SimpleObjectProperty<>();
    private final ObjectProperty<ValidationResult> lastResult = new SimpleObjectProperty<>();
    private final ScheduledExecutorService validateThread = NamedThreads.single("validate");
    private final ScheduledExecutorService journalThread = NamedThreads.single("journal");
    private final ScheduledExecutorService diskThread = NamedThreads.single("disk-watch");
    private final ScheduledExecutorService workspaceThread = NamedThreads.single("workspace");
    /** After a large workspace is opened and validated, one full collection on the (then idle) workspace thread. */
    private final dev.agtpstudio.app.validation.HeapCompaction compaction = new dev.agtpstudio.app.validation.HeapCompaction(
            System::gc, r -> workspaceThread.schedule(r, 2, java.util.concurrent.TimeUnit.SECONDS));
    private final ScheduledExecutorService fileReadThread = NamedThreads.single("file-read");
    private final ScheduledExecutorService modelThread = NamedThreads.single("model-load");
    private final WorkspaceScanner scanner;
    private final WorkspaceController workspace;
    private final LiveValidation validation;
    private final BufferJournal journal;
    private final DocumentsViewModel documents;
    private final EditorSplit editorSplit;
    private final ProblemsViewModel problems = new ProblemsViewModel();
    /**
     * While the user types, a result is settled once results have paused for {@link #SETTLE_QUIET} and at least every
     * {@link #SETTLE_LONGEST}; otherwise at once. The editors take every result ({@link #lastResult}); the problems
     * view, the preview and the changes view take the settled ones. A result that adds or removes a finding rebuilds
     * the problems table's visible rows (~13 ms of the FX thread in a 20,000-line {@code .agis}), and the preview of
     * a 2,000-file workspace projects every endpoint again: at two results a second while typing, the keystrokes
     * waited behind them (docs/decisions/0310).
     */
    static final java.time.Duration SETTLE_QUIET = java.time.Duration.ofMillis(300);
    static final java.time.Duration SETTLE_LONGEST = java.time.Duration.ofSeconds(1);
    private final ObjectProperty<ValidationResult> settledResult = new SimpleObjectProperty<>();
    private final dev.agtpstudio.app.files.Debouncer<ObjectProperty<ValidationResult>> settling =
            new dev.agtpstudio.app.files.Debouncer<>(validateThread, SETTLE_QUIET, SETTLE_LONGEST);
    private final StatusBarViewModel status = new StatusBarViewModel();
    private final ActionRegistry actions = new ActionRegistry();
    /** Built the first time it is asked for (Ctrl+Shift+P), not while the window opens. */
    private CommandPaletteView palette;
    private final BorderPane explorerHolder = new BorderPane();
    private final MainView mainView;
    private final WindowPlacer placer;
    private final ProblemsView problemsView;
    private dev.agtpstudio.app.ui.WelcomeView welcome;
    /** Why the welcome page is due (no workspace, an empty one), or null when it is not. */
    private final javafx.beans.property.StringProperty welcomeReason = new javafx.beans.property.SimpleStringProperty();
    private final WorkbenchStore workbench;
    private boolean checkingDisk;
    private boolean closed;
    /** How long after the window is first drawn with its workspace the embedding model starts loading. */
    static final java.time.Duration MODEL_DELAY = java.time.Duration.ofSeconds(2);
    /** The model loads once the user has not typed for this long... */
    static final java.time.Duration MODEL_IDLE = java.time.Duration.ofSeconds(1);
    /** ...or this long after it was due, whatever the user does. */
    static final java.time.Duration MODEL_LONGEST = java.time.Duration.ofSeconds(30);
    private boolean modelScheduled;
    private final FirstFrame firstFrame = new FirstFrame();
    private boolean firstFrameAwaited;

    public Studio(Stage stage, StudioServices services, DialogService dialogs, Executor fx) {
        this.stage = stage;
        this.services = services;
        this.fx = fx;
        this.dialogs = dialogs;
        this.settingsStore = new SettingsStore(services.dirs().settingsFile());
        this.workbench = new WorkbenchStore(services.dirs().config().resolve("workbench.json"));
        settings.set(settingsStore.load());
        // the rules are rebuilt for the environment on the validate thread, before its first run, not on the FX thread
        java.util.Map<String, String> environment = settings.get().environment();
        java.util.Set<String> clients = settings.get().clients();
        validateThread.execute(() -> {
            services.validator().setEnvironment(environment);
            services.validator().setClients(clients);
        });
        scanner = new WorkspaceScanner(services.loader());
        validation = new LiveValidation(scanner, services.validator(), validateThread, fx, services.validationDelay(),
                this::showResult, status::setValidation);
        journal = new BufferJournal(new Journal(services.dirs().journalDir()), journalThread, fx,
                services.journalDelay(), services.clock(), m -> dialogs.showError("Recovery journal", m));
        documents = new DocumentsViewModel(services.editors(), dialogs, journal, validation, fileReadThread, fx);
        editorSplit = new EditorSplit(documents);
        documents.fontSizeProperty().set(settings.get().fontSize());
        documents.darkThemeProperty().set(settings.get().theme() == Theme.DARK);
        documents.setOnOpenDocs(link -> status.setMessage("Rule documentation: " + link));
        status.documentProperty().bind(documents.activeProperty());
        workspace = new WorkspaceController(new WorkspaceReader(scanner, workspaceThread), documents, validation, dialogs,
                status, journal.journal(), workbench, new WorkspaceController.SettingsAccess() {
                    @Override
                    public Settings current() {
                        return settings.get();
                    }

                    @Override
                    public void update(Settings s) {
                        updateSettings(s);
                    }
                }, new WorkspaceController.Views(stage, explorerHolder, welcomeReason, editorSplit), diskThread, fx, () -> closed,
                this::afterFirstFrame);
        problems.rootProperty().bind(workspace.rootProperty());
        settledResult.addListener((o, was, r) -> problems.setDiagnostics(r == null ? List.of() : r.diagnostics()));
        // the explorer's badges count what the Problems view lists (decision 0562)
        problems.all().addListener((javafx.collections.ListChangeListener<dev.agtpstudio.core.diag.Diagnostic>) c -> {
            if (explorer() != null) {
                explorer().showProblems(problems.all());
            }
        });
        // the previous workspace's results describe nothing any more: every view that follows them starts over
        onEverySessionEnd(e -> {
            settling.cancel(settledResult);
            lastResult.set(null);
            settledResult.set(null);
        });
        documents.activeProperty().addListener((o, a, d) -> {
            if (d != null && explorer() != null) {
                explorer().select(d.path());
            }
        });

        new StudioActions(this).register(actions);
        problemsView = new ProblemsView(problems, documents::reveal);
        EditorAreaView tabsView = new EditorAreaView(documents, editorSplit);
        tabsView.setOnReveal(p -> {
            if (explorer() != null) {
                explorer().select(p);
                explorer().tree().requestFocus();
            }
        });
        status.problemsProperty().bind(problems.summary());
        mainView = new MainView(MenuBarFactory.create(actions, this::extendMenu), explorerHolder,
                tabsView, new StatusBarView(status, problems.summary()));
        mainView.addBottomPane("Problems", problemsView);
        mainView.reserve(false, "Server", "The local AGTP server console appears here.");
        mainView.reserve(true, "Preview", "The manifest and other projections of the workspace appear here.");
        placer = new WindowPlacer(stage, services.dirs().windowFile());
        dev.agtpstudio.app.settings.WindowPlacement placed = placer.place();
        stage.setScene(new Scene(mainView, placed.width(), placed.height()));
        dev.agtpstudio.app.ui.actions.AltChords.install(stage); // Alt+F's menu stays open when Alt is let go
        dev.agtpstudio.app.ui.FocusedPane.install(stage.getScene()); // the pane with the focus shows it (F6)
        workbench.splits().ifPresent(w -> mainView.restoreDividers(w.horizontal(), w.vertical()));
        for (java.net.URL u : dev.agtpstudio.icons.Icons.allPngs(dev.agtpstudio.icons.Icon.APP)) {
            stage.getIcons().add(new javafx.scene.image.Image(u.toExternalForm()));
        }
        applyTheme(settings.get().theme());
        // files added or removed by other programs show up when the user comes back to the window
        stage.focusedProperty().addListener((o, was, now) -> {
            if (now && explorer() != null) {
                explorer().rebuild();
            }
        });
        stage.setOnCloseRequest(e -> {
            e.consume();
            quit();
        });
        afterFirstFrame(() -> diskThread.scheduleWithFixedDelay(() -> fx.execute(this::checkDisk),
                services.diskPollInterval().toMillis(), services.diskPollInterval().toMillis(), TimeUnit.MILLISECONDS));
        for (StudioExtension x : services.extensions()) {
            x.install(this);
        }
        javafx.beans.InvalidationListener welcomeDue = o -> updateWelcome();
        welcomeReason.addListener(welcomeDue);
        documents.documents().addListener(welcomeDue);
        services.validator().onImproved(() -> fx.execute(() -> {
            if (!closed) {
                status.setMessage("Semantic consistency now uses the embedding model; re-validating.");
                validation.revalidateAll(ws -> ws);
            }
        }));
        if (settingsStore.lastProblem() != null) {
            status.setMessage(settingsStore.lastProblem());
        }
    }

    /**
     * The window has been drawn with its start-up workspace (or the welcome page; the window notices this itself):
     * the work that waited for it starts ({@link #afterFirstFrame}), and the embedding model starts loading
     * {@link #MODEL_DELAY} later. Counting from here rather than from construction keeps the model's ~1 s of CPU out
     * of a start-up that runs long (a loaded machine), where it used to compete with opening the workspace.
     */
    public void interactive() {
        loadModelAfter(MODEL_DELAY);
        if (!closed) {
            firstFrame.reached();
        }
    }

    @Override
    public void afterFirstFrame(Runnable work) {
        firstFrame.then(work);
    }

    void loadModelAfter(java.time.Duration delay) {
        if (!modelScheduled && !closed) {
            modelScheduled = true;
            long latest = System.nanoTime() + delay.toNanos() + MODEL_LONGEST.toNanos();
            loadModelWhenIdle(delay, latest);
        }
    }

    /**
     * After {@code delay}, starts the load unless the user typed in the last {@link #MODEL_IDLE}; then it asks
     * again that much later, until {@code latest} ({@link System#nanoTime()}), after which it loads anyway. On two
     * cores the load's second of CPU made the keystrokes typed during it wait (docs/decisions/0310).
     */
    private void loadModelWhenIdle(java.time.Duration delay, long latest) {
        try {
            // A thread of its own: loading cannot be interrupted, and on disk-watch it held up the disk checks and
            // outlived the window.
            modelThread.schedule(() -> fx.execute(() -> {
                if (closed) {
                    return;
                }
                if (validation.editedWithin(MODEL_IDLE) && System.nanoTime() < latest) {
                    loadModelWhenIdle(MODEL_IDLE, latest);
                } else {
                    modelThread.execute(() -> services.validator().warmUp());
                }
            }), delay.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // the window closed: no model to load
        }
    }

    // ---- what extensions and actions use ----

    @Override
    public Stage stage() {
        return stage;
    }

    @Override
    public MainView mainView() {
        return mainView;
    }

    @Override
    public ActionRegistry actions() {
        return actions;
    }

    @Override
    public DialogService dialogs() {
        return dialogs;
    }

    /** Which documents have a tab on which side of the editor area. */
    public EditorSplit editorSplit() {
        return editorSplit;
    }

    @Override
    public DocumentsViewModel documents() {
        return documents;
    }

    @Override
    public ProblemsViewModel problems() {
        return problems;
    }

    @Override
    public StatusBarViewModel status() {
        return status;
    }

    @Override
    public ReadOnlyObjectProperty<Settings> settingsProperty() {
        return settings;
    }

    @Override
    public ReadOnlyObjectProperty<ValidationResult> lastResultProperty() {
        return lastResult;
    }

    /** The IDE's own server's port, -1 while it is stopped (set by the server extension). */
    private final javafx.beans.property.IntegerProperty localServerPort =
            new javafx.beans.property.SimpleIntegerProperty(-1);

    @Override
    public ReadOnlyObjectProperty<ValidationResult> settledResultProperty() {
        return settledResult;
    }

    @Override
    public javafx.beans.property.IntegerProperty localServerPortProperty() {
        return localServerPort;
    }

    @Override
    public ReadOnlyObjectProperty<Path> rootProperty() {
        return workspace.rootProperty();
    }

    @Override
    public ReadOnlyObjectProperty<WorkspaceSession> sessionProperty() {
        return workspace.sessionProperty();
    }

    public LiveValidation validation() {
        return validation;
    }

    public ExplorerView explorer() {
        return workspace.explorer();
    }

    public ProblemsView problemsView() {
        return problemsView;
    }

    public CommandPaletteView palette() {
        if (palette == null) {
            palette = new CommandPaletteView(new CommandPaletteViewModel(actions));
        }
        return palette;
    }

    // ---- workspace ----

    /** Shows the welcome page with its next steps while nothing is open (no workspace was found at start-up). */
    public void showWelcome() {
        welcomeReason.set("Welcome to AGTP Studio. No workspace is open.");
        firstFrameAfter(CompletableFuture.completedFuture(false));
    }

    /** The welcome page, or null while it is not shown. */
    public dev.agtpstudio.app.ui.WelcomeView welcome() {
        return welcome != null && welcome.getParent() != null ? welcome : null;
    }

    private void updateWelcome() {
        boolean due = welcomeReason.get() != null && documents.documents().isEmpty();
        if (due && welcome == null) {
            welcome = new dev.agtpstudio.app.ui.WelcomeView(actions);
        }
        if (welcome != null) {
            welcome.setReason(welcomeReason.get());
        }
        mainView.setEditorOverlay(due ? welcome : null);
    }

    /**
     * Opens {@code dir} as the workspace (after closing the current one's tabs). The folder is read on the
     * {@code workspace} thread; the future completes (on the FX thread) with false when the user cancelled or the
     * folder cannot be opened.
     */
    public CompletableFuture<Boolean> openWorkspace(Path dir) {
        return firstFrameAfter(workspace.open(dir));
    }

    /** {@link #openWorkspace(Path)} with the workspace perhaps already read (the start-up prefetch). */
    public CompletableFuture<Boolean> openWorkspace(Path dir, WorkspaceScanner.Result prescanned) {
        return firstFrameAfter(workspace.open(dir, prescanned));
    }

    /**
     * The first workspace opened (or the welcome page) is the start-up one: the first frame drawn after it is open
     * makes the window {@link #interactive}.
     */
    private CompletableFuture<Boolean> firstFrameAfter(CompletableFuture<Boolean> opening) {
        if (!firstFrameAwaited) {
            firstFrameAwaited = true;
            opening.whenCompleteAsync((ok, failure) -> interactiveAfterNextFrame(), fx);
        }
        return opening;
    }

    private void interactiveAfterNextFrame() {
        Scene scene = stage.getScene();
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            interactive();
        };
        scene.addPostLayoutPulseListener(once[0]);
        javafx.application.Platform.requestNextPulse();
    }

    /** The catalog in force (the preferences' file, or the bundled one). */
    MethodCatalog catalog() {
        return workspace.catalog();
    }

    /**
     * Reads the workspace folder again (files added or removed outside the explorer) on the {@code workspace}
     * thread, with the unsaved buffers in place of their files; the future completes on the FX thread.
     */
    @Override
    public CompletableFuture<Void> rescan() {
        return workspace.rescan();
    }

    /** Shows a fresh result in the problems view and the editors, then publishes it to the extensions. */
    private void showResult(ValidationResult r) {
        if (closed) {
            return; // a run that was still on its way when the window closed: its views and extensions are gone
        }
        Path open = rootProperty().get();
        if (open != null && !open.equals(r.workspace().root())) {
            return; // a run of the previous workspace that finished after another was opened
        }
        if (!r.workspace().files().isEmpty()) {
            welcomeReason.set(null);
        }
        if (validation.editedWithin(SETTLE_QUIET)) {
            settling.trigger(settledResult, () -> fx.execute(() -> settle(r)));
        } else {
            settling.cancel(settledResult);
            settledResult.set(r);
        }
        documents.showResult(r);
        lastResult.set(r);
        compaction.applied(r.workspace().root(), r.workspace().files().size());
    }

    /** A result put off while the user typed, unless a newer one was published since. */
    private void settle(ValidationResult r) {
        if (!closed && lastResult.get() == r) {
            settledResult.set(r);
        }
    }

    private void checkDisk() {
        if (checkingDisk || closed || documents.documents().isEmpty()) {
            return;
        }
        checkingDisk = true;
        new DiskWatcher(diskThread, fx).check(documents.knownDiskStates(), changes -> {
            try {
                documents.diskChanged(changes);
            } finally {
                checkingDisk = false;
            }
        });
    }

    // ---- settings, theme ----

    public void updateSettings(Settings s) {
        Settings old = settings.get();
        settings.set(s);
        // Written (atomically, with fsync) on the journal thread, in order: the last change wins, and pending writes
        // finish when the window closes (shutdown waits for that thread).
        journalThread.execute(() -> {
            if (!settingsStore.save(s)) {
                String problem = settingsStore.lastProblem();
                fx.execute(() -> status.setMessage(problem));
            }
        });
        if (old.theme() != s.theme()) {
            applyTheme(s.theme());
            documents.darkThemeProperty().set(s.theme() == Theme.DARK);
        }
        documents.fontSizeProperty().set(s.fontSize());
        boolean envChanged = !old.environment().equals(s.environment());
        if (envChanged) {
            services.validator().setEnvironment(s.environment());
        }
        boolean clientsChanged = !old.clients().equals(s.clients());
        if (clientsChanged) {
            services.validator().setClients(s.clients());
        }
        boolean catalogChanged = !java.util.Objects.equals(old.catalogFile(), s.catalogFile());
        Path root = rootProperty().get();
        if (catalogChanged && root != null) {
            WorkspaceReader.loadCatalogAsync(s.catalogFile(), workspaceThread).whenCompleteAsync((c, failure) -> {
                if (closed || failure != null) {
                    return;
                }
                if (c.problem() != null) {
                    dialogs.showError("Method catalog", c.problem());
                }
                workspace.setCatalog(c.catalog());
                validation.revalidateAll(ws -> ws.withCatalog(c.catalog()));
            }, fx);
        } else if ((envChanged || clientsChanged) && root != null) {
            validation.revalidateAll(ws -> ws);
        }
    }

    public void applyTheme(Theme t) {
        Scene scene = stage.getScene();
        if (scene == null) {
            return;
        }
        List<String> sheets = new ArrayList<>();
        sheets.add(resource("/dev/agtpstudio/app/ui/base.css"));
        sheets.add(resource(t.stylesheet()));
        scene.getStylesheets().setAll(sheets);
    }

    private static String resource(String name) {
        java.net.URL u = Studio.class.getResource(name);
        if (u == null) {
            throw new IllegalStateException("missing stylesheet " + name);
        }
        return u.toExternalForm();
    }

    private void extendMenu(Menu menu) {
        if (!"menu-file".equals(menu.getId())) {
            return;
        }
        Menu recent = new Menu("Recent Workspaces");
        recent.setId("menu-recent");
        Consumer<Settings> fill = s -> {
            recent.getItems().clear();
            for (Path p : s.recentWorkspaces()) {
                MenuItem i = new MenuItem(p.toString());
                i.setMnemonicParsing(false);
                i.setOnAction(e -> openWorkspace(p));
                recent.getItems().add(i);
            }
            recent.setDisable(recent.getItems().isEmpty());
        };
        fill.accept(settings.get());
        settings.addListener((o, a, s) -> fill.accept(s));
        int at = Math.min(3, menu.getItems().size());
        menu.getItems().add(at, recent);
        menu.getItems().add(at + 1, new SeparatorMenuItem());
    }

    // ---- shutdown ----

    /** Asks about unsaved changes, then closes the window and stops the background threads. */
    public boolean quit() {
        saveWorkbench();
        if (!documents.closeAll()) {
            return false;
        }
        shutdown();
        stage.close();
        return true;
    }

    /** True once {@link #shutdown} ran: nothing is shown any more. */
    public boolean isClosed() {
        return closed;
    }

    /** Remembers the window's size and place, the split positions and this workspace's open tabs for the next start. */
    public void saveWorkbench() {
        placer.remember();
        Path r = rootProperty().get();
        DocumentViewModel active = documents.activeProperty().get();
        String problem = workbench.save(new WorkbenchStore.Splits(mainView.horizontalDividers(), mainView.verticalDividers()), r,
                r == null ? null : new WorkbenchStore.Tabs(documents.documents().stream().map(DocumentViewModel::path).toList(),
                        active == null ? null : active.path(), editorSplit.paths(EditorSplit.Side.LEFT),
                        editorSplit.paths(EditorSplit.Side.RIGHT), editorSplit.dividerProperty().get()));
        if (problem != null) {
            status.setMessage(problem);
        }
    }

    /** Stops the background threads; pending journal writes finish first. */
    public void shutdown() {
        if (closed) {
            return;
        }
        closed = true;
        workspace.close();
        diskThread.shutdownNow();
        workspaceThread.shutdownNow();
        fileReadThread.shutdownNow();
        modelThread.shutdownNow();
        services.validator().close();
        services.editors().close();
        validateThread.shutdownNow();
        journalThread.shutdown();
        try {
            journalThread.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
