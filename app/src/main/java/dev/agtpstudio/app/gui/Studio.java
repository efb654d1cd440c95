package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.files.BufferJournal;
import dev.agtpstudio.app.files.Journal;
import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.Theme;
import dev.agtpstudio.app.ui.MainView;
import dev.agtpstudio.app.ui.WelcomeView;
import dev.agtpstudio.app.ui.actions.ActionRegistry;
import dev.agtpstudio.app.ui.actions.MenuBarFactory;
import dev.agtpstudio.app.ui.dialog.DialogService;
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
import dev.agtpstudio.app.validation.HeapCompaction;
import dev.agtpstudio.app.validation.LiveValidation;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Scene;
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
    private final StudioThreads threads = new StudioThreads();
    private final StudioSettings settings;
    /** After a large workspace is opened and validated, one full collection on the (then idle) workspace thread. */
    private final HeapCompaction compaction =
            new HeapCompaction(System::gc, r -> threads.workspace.schedule(r, 2, TimeUnit.SECONDS));

    private final WorkspaceScanner scanner;
    private final WorkspaceController workspace;
    private final LiveValidation validation;
    private final BufferJournal journal;
    private final DocumentsViewModel documents;
    private final EditorSplit editorSplit;
    private final ProblemsViewModel problems = new ProblemsViewModel();
    private final ResultSettling results;
    private final ModelWarmUp model;
    private final StatusBarViewModel status = new StatusBarViewModel();
    private final ActionRegistry actions = new ActionRegistry();
    /** Built the first time it is asked for (Ctrl+Shift+P), not while the window opens. */
    private CommandPaletteView palette;

    private final BorderPane explorerHolder = new BorderPane();
    private final MainView mainView;
    private final WindowPlacer placer;
    private final ProblemsView problemsView;
    /** Why the welcome page is due (no workspace, an empty one), or null when it is not. */
    private final StringProperty welcomeReason = new SimpleStringProperty();

    private final WelcomeOverlay welcome;
    private final WorkbenchStore workbench;
    private boolean closed;
    private final FirstFrame firstFrame = new FirstFrame();
    private boolean firstFrameAwaited;

    public Studio(Stage stage, StudioServices services, DialogService dialogs, Executor fx) {
        this.stage = stage;
        this.services = services;
        this.fx = fx;
        this.dialogs = dialogs;
        this.settings = new StudioSettings(services.dirs().settingsFile(), threads.journal, fx, status::setMessage);
        this.workbench = new WorkbenchStore(services.dirs().config().resolve("workbench.json"));
        // the rules are rebuilt for the environment on the validate thread, before its first run, not on the FX thread
        Map<String, String> environment = settings.get().environment();
        Set<String> clients = settings.get().clients();
        threads.validate.execute(() -> {
            services.validator().setEnvironment(environment);
            services.validator().setClients(clients);
        });
        scanner = new WorkspaceScanner(services.loader());
        validation = new LiveValidation(
                scanner,
                services.validator(),
                threads.validate,
                fx,
                services.validationDelay(),
                this::showResult,
                status::setValidation);
        results = new ResultSettling(threads.validate, fx, validation::editedWithin, () -> closed);
        model = new ModelWarmUp(
                threads.model,
                fx,
                validation::editedWithin,
                () -> closed,
                () -> services.validator().warmUp());
        journal = new BufferJournal(
                new Journal(services.dirs().journalDir()),
                threads.journal,
                fx,
                services.journalDelay(),
                services.clock(),
                m -> dialogs.showError("Recovery journal", m));
        documents = new DocumentsViewModel(services.editors(), dialogs, journal, validation, threads.fileRead, fx);
        editorSplit = new EditorSplit(documents);
        documents.fontSizeProperty().set(settings.get().fontSize());
        documents.darkThemeProperty().set(settings.get().theme() == Theme.DARK);
        documents.setOnOpenDocs(link -> status.setMessage("Rule documentation: " + link));
        status.documentProperty().bind(documents.activeProperty());
        workspace = new WorkspaceController(
                new WorkspaceReader(scanner, threads.workspace),
                documents,
                validation,
                dialogs,
                status,
                journal.journal(),
                workbench,
                new WorkspaceController.SettingsAccess() {
                    @Override
                    public Settings current() {
                        return settings.get();
                    }

                    @Override
                    public void update(Settings s) {
                        updateSettings(s);
                    }
                },
                new WorkspaceController.Views(stage, explorerHolder, welcomeReason, editorSplit),
                threads.disk,
                fx,
                () -> closed,
                this::afterFirstFrame);
        problems.rootProperty().bind(workspace.rootProperty());
        results.settled().addListener((o, was, r) -> problems.setDiagnostics(r == null ? List.of() : r.diagnostics()));
        // the explorer's badges count what the Problems view lists (decision 0562)
        problems.all().addListener((javafx.collections.ListChangeListener<dev.agtpstudio.core.diag.Diagnostic>) c -> {
            if (explorer() != null) {
                explorer().showProblems(problems.all());
            }
        });
        // the previous workspace's results describe nothing any more: every view that follows them starts over
        onEverySessionEnd(e -> results.clear());
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
        mainView = new MainView(
                MenuBarFactory.create(
                        actions, m -> RecentWorkspacesMenu.extend(m, settings.property(), this::openWorkspace)),
                explorerHolder,
                tabsView,
                new StatusBarView(status, problems.summary()));
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
        DiskPolling disk = new DiskPolling(threads.disk, fx, documents, () -> closed);
        afterFirstFrame(() -> disk.start(services.diskPollInterval()));
        for (StudioExtension x : services.extensions()) {
            x.install(this);
        }
        welcome = new WelcomeOverlay(welcomeReason, mainView, documents, actions);
        services.validator()
                .onImproved(() -> fx.execute(() -> {
                    if (!closed) {
                        status.setMessage("Semantic consistency now uses the embedding model; re-validating.");
                        validation.revalidateAll(ws -> ws);
                    }
                }));
        if (settings.lastProblem() != null) {
            status.setMessage(settings.lastProblem());
        }
    }

    /**
     * The window has been drawn with its start-up workspace (or the welcome page; the window notices this itself):
     * the work that waited for it starts ({@link #afterFirstFrame}), and the embedding model starts loading
     * {@link ModelWarmUp#MODEL_DELAY} later. Counting from here rather than from construction keeps the model's ~1 s of CPU out
     * of a start-up that runs long (a loaded machine), where it used to compete with opening the workspace.
     */
    public void interactive() {
        model.loadAfter(ModelWarmUp.MODEL_DELAY);
        if (!closed) {
            firstFrame.reached();
        }
    }

    @Override
    public void afterFirstFrame(Runnable work) {
        firstFrame.then(work);
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
        return settings.property();
    }

    @Override
    public ReadOnlyObjectProperty<ValidationResult> lastResultProperty() {
        return results.last();
    }

    /** The IDE's own server's port, -1 while it is stopped (set by the server extension). */
    private final IntegerProperty localServerPort = new SimpleIntegerProperty(-1);

    @Override
    public ReadOnlyObjectProperty<ValidationResult> settledResultProperty() {
        return results.settled();
    }

    @Override
    public IntegerProperty localServerPortProperty() {
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
    public WelcomeView welcome() {
        return welcome.shown();
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
        results.publish(r, documents::showResult);
        compaction.applied(r.workspace().root(), r.workspace().files().size());
    }

    // ---- settings, theme ----

    @Override
    public void updateSettings(Settings s) {
        Settings old = settings.replace(s);
        if (old.theme() != s.theme()) {
            applyTheme(s.theme());
            documents.darkThemeProperty().set(s.theme() == Theme.DARK);
        }
        documents.fontSizeProperty().set(s.fontSize());
        boolean validatorChanged = StudioSettings.applyToValidator(services.validator(), old, s);
        boolean catalogChanged = !Objects.equals(old.catalogFile(), s.catalogFile());
        Path root = rootProperty().get();
        if (catalogChanged && root != null) {
            WorkspaceReader.loadCatalogAsync(s.catalogFile(), threads.workspace)
                    .whenCompleteAsync(
                            (c, failure) -> {
                                if (closed || failure != null) {
                                    return;
                                }
                                if (c.problem() != null) {
                                    dialogs.showError("Method catalog", c.problem());
                                }
                                workspace.setCatalog(c.catalog());
                                validation.revalidateAll(ws -> ws.withCatalog(c.catalog()));
                            },
                            fx);
        } else if (validatorChanged && root != null) {
            validation.revalidateAll(ws -> ws);
        }
    }

    public void applyTheme(Theme t) {
        ThemeStyles.apply(stage.getScene(), t);
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
        String problem = workbench.save(
                new WorkbenchStore.Splits(mainView.horizontalDividers(), mainView.verticalDividers()),
                r,
                r == null
                        ? null
                        : new WorkbenchStore.Tabs(
                                documents.documents().stream()
                                        .map(DocumentViewModel::path)
                                        .toList(),
                                active == null ? null : active.path(),
                                editorSplit.paths(EditorSplit.Side.LEFT),
                                editorSplit.paths(EditorSplit.Side.RIGHT),
                                editorSplit.dividerProperty().get()));
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
        threads.shutdown(() -> {
            services.validator().close();
            services.editors().close();
        });
    }
}
