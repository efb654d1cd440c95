package dev.agtpstudio.app.tour;

import static dev.agtpstudio.app.bench.BenchSupport.copy;
import static dev.agtpstudio.app.bench.BenchSupport.fx;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.gui.StudioServices;
import dev.agtpstudio.app.settings.AppDirs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * What the screenshot tours share: running one as a process, a copy of the sample workspace, the real window at the
 * screenshots' size (1600 x 1000 at the screen's corner), waiting for it, and taking a screenshot of it.
 */
final class Tours {
    /** The screenshots' size: the default window size the README shows. */
    static final int WIDTH = 1600;

    static final int HEIGHT = 1000;

    private Tours() {}

    /** A tour's body: writes its screenshots into {@code out}. */
    interface Body {
        void run(Path out) throws Exception;
    }

    /** Runs a tour as a process: exit 0 when it finished, 1 with the stack trace when it failed. */
    static void main(String[] args, Body body) {
        try {
            Path out = Path.of(args[0]);
            Files.createDirectories(out);
            body.run(out);
            System.exit(0);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1);
        }
    }

    /** A copy of the sample workspace in a new temporary folder, which also holds the IDE's home. */
    static Path sample(String prefix) throws IOException {
        Path ws = Files.createTempDirectory(prefix).resolve("hotel");
        copy(Path.of(System.getProperty("agtp.project.dir", ".")).resolve("samples/hotel"), ws);
        return ws;
    }

    /** Starts the toolkit and the IDE at the screenshots' size with {@code ws} open (waits for it). */
    static Studio open(Path ws) throws Exception {
        return open(ws, false);
    }

    /** As {@link #open(Path)}; with {@code realDialogs} the window asks its questions in real dialogs (to show them). */
    static Studio open(Path ws, boolean realDialogs) throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        StudioServices services =
                StudioServices.production(AppDirs.under(ws.getParent().resolve("home")));
        java.util.concurrent.CompletableFuture<?>[] opening = new java.util.concurrent.CompletableFuture<?>[1];
        Studio studio = fx(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(
                    stage,
                    services,
                    realDialogs ? new dev.agtpstudio.app.ui.dialog.FxDialogService(() -> stage) : new QuietDialogs(),
                    Platform::runLater);
            place(stage);
            stage.show();
            opening[0] = s.openWorkspace(ws);
            return s;
        });
        opening[0].get(30, TimeUnit.SECONDS);
        return studio;
    }

    /** Puts the window back at the screenshots' place and size (opening a workspace may restore another). */
    static void place(Stage stage) {
        place(stage, WIDTH, HEIGHT);
    }

    /** The window at the screen's corner at {@code width} x {@code height}. */
    static void place(Stage stage, int width, int height) {
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(width);
        stage.setHeight(height);
    }

    /** Closes the window and its workers. */
    static void close(Studio studio) throws Exception {
        fx(() -> {
            studio.shutdown();
            studio.stage().close();
            return null;
        });
    }

    /** A screenshot of the window's area of the screen (ImageMagick's {@code import}). */
    static void shot(Path png) throws Exception {
        shot(png, WIDTH, HEIGHT);
    }

    /** A screenshot of the screen's {@code width} x {@code height} corner. */
    static void shot(Path png, int width, int height) throws Exception {
        Process p = new ProcessBuilder(
                        "import", "-window", "root", "-crop", width + "x" + height + "+0+0", png.toString())
                .inheritIO()
                .start();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("import failed for " + png);
        }
        System.out.println("wrote " + png);
    }

    /** Waits (up to two minutes) until {@code b}, asked on the FX thread, holds. */
    static void waitUntil(BooleanSupplier b) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!fx(b::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out");
            }
            Thread.sleep(100);
        }
    }

    /** Answers nothing interactively (the tours never ask). */
    static final class QuietDialogs extends dev.agtpstudio.app.bench.BenchDialogs {}
}
