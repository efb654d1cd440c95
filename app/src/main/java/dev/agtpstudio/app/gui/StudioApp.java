package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.ui.dialog.FxDialogService;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
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
        Path arg = getParameters().getUnnamed().isEmpty() ? null : Path.of(getParameters().getUnnamed().get(0));
        CompletableFuture<StartupPrefetch.Prefetched> prepared = pending != null ? pending.future()
                .exceptionallyCompose(e -> CompletableFuture.supplyAsync(
                        () -> StartupPrefetch.compute(arg, services.dirs(), services.loader())))
                : CompletableFuture.supplyAsync(() -> StartupPrefetch.compute(arg, services.dirs(), services.loader()));
        if (prepared.isDone() && !prepared.isCompletedExceptionally()) {
            // The workspace is already read: open it and its tabs before the window's first pulse, so that one CSS and
            // layout pass (and one frame) covers the whole window instead of one without the workspace and one with it.
            // The window is styled first (its skins made) so that the editors' cells, styled as they are added, find
            // the editor's palette on their ancestors; that pass is no extra work, each node is styled once.
            stage.getScene().getRoot().applyCss();
            open(prepared.join(), dialogs)
                    .thenCompose(ok -> studio.documents().whenRead())
                    .whenCompleteAsync((ok, e) -> {
                        phase("workspace opened");
                        if (!stage.isShowing()) {
                            show(stage);
                            // before the first frame, the focus goes where it went when the window was shown before
                            // its workspace (the explorer, now there first, took it)
                            studio.mainView().bottomPanes().requestFocus();
                        }
                    }, Platform::runLater);
            return;
        }
        show(stage);
        // the FX thread never waits for the prefetch: the window is drawn while the workspace is still being read
        prepared.thenComposeAsync(start -> open(start, dialogs), Platform::runLater)
                .whenCompleteAsync((ok, e) -> phase("workspace opened"), Platform::runLater);
    }

    private static void show(Stage stage) {
        stage.show();
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
                Files.writeString(log, Instant.now() + " [" + t.getName() + "] " + sw + "\n",
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException io) {
                System.err.println(sw);
            }
            String msg = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            Runnable show = () -> {
                if (studio != null && !studio.isClosed()) {
                    studio.dialogs().showError("Something went wrong",
                            "The last operation failed: " + msg + "\nThe application keeps running. Details were"
                                    + " written to " + log + ".");
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
