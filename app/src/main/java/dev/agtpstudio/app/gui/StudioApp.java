package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.ui.dialog.FxDialogService;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The JavaFX application: builds the {@link Studio} with the production services and opens the start-up workspace
 * (the argument, else the last one, else the bundled sample). With {@code -Dagtp.studio.startupReport=true} it prints
 * the milliseconds from JVM start to the first shown frame; {@code -Dagtp.studio.exitAfterStartup=true} then quits.
 */
public final class StudioApp extends Application {
    /** Started by the launcher before the toolkit, so choosing and scanning the workspace overlaps its start-up. */
    private static volatile StartupPrefetch prefetch;

    private Studio studio;
    /** How long the first show waits for the restored tabs' files to be read (docs/decisions/0270). */
    static final java.time.Duration TABS_WAIT = java.time.Duration.ofMillis(500);

    /** Prepares the start-up workspace for {@code argument} (null: last or sample) on a background thread. */
    public static void prefetch(Path argument) {
        phase("command line read");
        prefetch = StartupPrefetch.start(argument, dev.agtpstudio.app.settings.AppDirs.fromSystem());
    }

    @Override
    public void start(Stage stage) {
        phase("toolkit started");
        StartupPrefetch pending = prefetch;
        prefetch = null;
        StudioServices services = pending != null ? pending.services() : StudioServices.defaults();
        phase("services built");
        installErrorHandler(services);
        // a dialog during the start (a journal restored, a file that cannot be read) shows the window first
        FxDialogService dialogs = new FxDialogService(() -> {
            if (!stage.isShowing()) {
                show(stage);
            }
            return stage;
        });
        studio = new Studio(stage, services, dialogs, Platform::runLater);
        // the main window is the application: when it goes, so does the process, whatever other window is open
        stage.setOnHidden(e -> Platform.exit());
        phase("window built");
        reportWhenDrawn();
        Path arg = getParameters().getUnnamed().isEmpty()
                ? null
                : Path.of(getParameters().getUnnamed().get(0));
        CompletableFuture<StartupPrefetch.Prefetched> prepared = pending != null
                ? pending.future()
                        .exceptionallyCompose(e -> CompletableFuture.supplyAsync(
                                () -> StartupPrefetch.compute(arg, services.dirs(), services.loader())))
                : CompletableFuture.supplyAsync(() -> StartupPrefetch.compute(arg, services.dirs(), services.loader()));
        if (prepared.isDone() && !prepared.isCompletedExceptionally()) {
            showOnceOpened(stage, prepared.join(), dialogs);
        } else {
            showThenOpen(stage, prepared, dialogs);
        }
    }

    /**
     * The workspace is already read: it and its restored tabs are opened before the window's first pulse, so that one
     * CSS and layout pass (and one frame) covers the whole window instead of one without the workspace and one with
     * it (docs/decisions/0270).
     */
    private void showOnceOpened(Stage stage, StartupPrefetch.Prefetched start, FxDialogService dialogs) {
        // styled first (its skins made) so that the editors' cells, styled as they are added, find the editor's
        // palette on their ancestors; no extra work, each node is styled once
        stage.getScene().getRoot().applyCss();
        // a restored tab that takes long to read (a huge file) does not keep the window hidden: it shows loading
        open(start, dialogs)
                .thenCompose(ok -> studio.documents()
                        .whenRead()
                        .completeOnTimeout(null, TABS_WAIT.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS))
                .whenCompleteAsync(
                        (ok, e) -> {
                            phase("workspace opened");
                            if (!stage.isShowing()) {
                                show(stage);
                            }
                        },
                        Platform::runLater);
    }

    /** The workspace is still being read: the window is drawn meanwhile, the FX thread never waits for it. */
    private void showThenOpen(
            Stage stage, CompletableFuture<StartupPrefetch.Prefetched> prepared, FxDialogService dialogs) {
        show(stage);
        prepared.thenComposeAsync(start -> open(start, dialogs), Platform::runLater)
                .whenCompleteAsync((ok, e) -> phase("workspace opened"), Platform::runLater);
    }

    private void show(Stage stage) {
        stage.show();
        // before the first frame, the first focus goes where it went when the window was always shown before its
        // workspace: the bottom panes (the explorer, there first now, would take it)
        if (studio != null) {
            studio.mainView().bottomPanes().requestFocus();
        }
        phase("window shown");
    }

    private CompletableFuture<Boolean> open(StartupPrefetch.Prefetched start, FxDialogService dialogs) {
        phase("workspace chosen and scanned");
        if (!start.problems().isEmpty()) {
            dialogs.showError("Workspace", String.join("\n", start.problems()));
        }
        Optional<Path> ws = start.workspace();
        if (ws.isEmpty()) {
            studio.showWelcome();
            return CompletableFuture.completedFuture(false);
        }
        return studio.openWorkspace(ws.get(), start.scanned());
    }

    /** Start-up report and exit (see the class comment) after the first frame drawn with the workspace open. */
    private void reportWhenDrawn() {
        studio.afterFirstFrame(() -> {
            StartupReport.interactive();
            if (Boolean.getBoolean("agtp.studio.exitAfterStartup")) {
                Platform.runLater(() -> {
                    studio.shutdown();
                    Platform.exit();
                });
            }
        });
    }

    /** A start-up phase ended (see {@link StartupReport}). */
    static void phase(String what) {
        StartupReport.phase(what);
    }

    @Override
    public void stop() {
        if (studio != null) {
            studio.shutdown();
        }
    }

    /** Any exception nobody handled becomes a message and a log entry; the application keeps running. */
    private void installErrorHandler(StudioServices services) {
        Path log = services.dirs().state().resolve("agtp-studio.log");
        Thread.UncaughtExceptionHandler h = (t, e) -> {
            StringWriter sw = new StringWriter();
            e.printStackTrace(new PrintWriter(sw));
            try {
                Files.createDirectories(log.getParent());
                Files.writeString(
                        log,
                        Instant.now() + " [" + t.getName() + "] " + sw + "\n",
                        StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } catch (IOException io) {
                System.err.println(sw);
            }
            String msg = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            Runnable show = () -> {
                if (studio != null && !studio.isClosed()) {
                    studio.dialogs()
                            .showError(
                                    "Something went wrong",
                                    "The last operation failed: " + msg
                                            + "\nThe application keeps running. Details were" + " written to " + log
                                            + ".");
                }
            };
            if (Platform.isFxApplicationThread()) {
                show.run();
            } else {
                Platform.runLater(show);
            }
        };
        Thread.setDefaultUncaughtExceptionHandler(h);
        Thread.currentThread().setUncaughtExceptionHandler(h);
    }
}
