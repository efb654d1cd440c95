package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.ui.dialog.FxDialogService;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
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
        prefetch = StartupPrefetch.start(argument, dev.agtpstudio.app.settings.AppDirs.fromSystem());
    }

    @Override
    public void start(Stage stage) {
        phase("toolkit started");
        StudioServices services = StudioServices.defaults();
        phase("services built");
        installErrorHandler(services);
        FxDialogService dialogs = new FxDialogService(() -> stage);
        studio = new Studio(stage, services, dialogs, Platform::runLater);
        // the main window is the application: when it goes, so does the process, whatever other window is open
        stage.setOnHidden(e -> Platform.exit());
        phase("window built");
        stage.show();
        phase("window shown");
        Path arg = getParameters().getUnnamed().isEmpty() ? null : Path.of(getParameters().getUnnamed().get(0));
        StartupPrefetch pending = prefetch;
        prefetch = null;
        // the FX thread never waits for the prefetch: the window is drawn while the workspace is still being read
        CompletableFuture<StartupPrefetch.Prefetched> prepared = pending != null ? pending.future()
                .exceptionallyCompose(e -> CompletableFuture.supplyAsync(
                        () -> StartupPrefetch.compute(arg, services.dirs(), services.loader())))
                : CompletableFuture.supplyAsync(() -> StartupPrefetch.compute(arg, services.dirs(), services.loader()));
        prepared.thenComposeAsync(start -> open(start, dialogs), Platform::runLater)
                .whenCompleteAsync((ok, e) -> reportWhenDrawn(stage), Platform::runLater);
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
    private void reportWhenDrawn(Stage stage) {
        phase("workspace opened");
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            stage.getScene().removePostLayoutPulseListener(once[0]);
            studio.interactive();
            if (Boolean.getBoolean("agtp.studio.startupReport")) {
                long ms = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
                System.out.println("agtp-studio: interactive after " + ms + " ms" + cpu());
            }
            if (Boolean.getBoolean("agtp.studio.exitAfterStartup")) {
                Platform.runLater(() -> {
                    studio.shutdown();
                    Platform.exit();
                });
            }
        };
        stage.getScene().addPostLayoutPulseListener(once[0]);
        Platform.requestNextPulse();
    }

    /** The process's CPU time, or -1 where the runtime has no {@code jdk.management} (the installed app's). */
    private static long cpuMillis() {
        try {
            java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
            return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() / 1_000_000
                    : -1;
        } catch (LinkageError e) {
            return -1;
        }
    }

    /** " (process CPU N ms)", or nothing where the runtime cannot tell (the installer's jlink image has no jdk.management). */
    private static String cpu() {
        long ms = cpuMillis();
        return ms < 0 ? "" : " (process CPU " + ms + " ms)";
    }

    /**
     * With {@code -Dagtp.studio.startupReport=true}: how long after JVM start a start-up phase ended, and the process's
     * CPU time by then (on a loaded machine the CPU time between two phases says more than the wall time).
     */
    static void phase(String what) {
        if (Boolean.getBoolean("agtp.studio.startupReport")) {
            long ms = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            System.out.println("agtp-studio: " + what + " at " + ms + " ms" + cpu());
        }
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
