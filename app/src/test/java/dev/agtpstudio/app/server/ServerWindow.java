package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.gui.StudioServices;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.app.workspace.SampleWorkspace;
import java.net.ConnectException;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window the server panel's FX tests run: a copy of the sample workspace opened in a {@link Studio} with the
 * production loader, validator and editors and only the {@link ServerExtension}. {@link #close()} closes it and checks
 * that closing the window stopped the server it had started.
 */
final class ServerWindow {
    final Studio studio;
    final ServerExtension extension;

    private ServerWindow(Studio studio, ServerExtension extension) {
        this.studio = studio;
        this.extension = extension;
    }

    /** Opens the window on a copy of the sample under {@code tmp} and waits until the workspace is open. */
    static ServerWindow open(Path tmp) throws Exception {
        return open(tmp, new ScriptedDialogs(), List.of());
    }

    /** {@link #open(Path)} answering dialogs from {@code dialogs}, with {@code more} extensions besides the server's. */
    static ServerWindow open(Path tmp, ScriptedDialogs dialogs, List<dev.agtpstudio.app.gui.StudioExtension> more)
            throws Exception {
        return open(tmp, dialogs, more, ws -> {});
    }

    /** Files a test puts into the copied workspace before the window opens it. */
    interface Prepare {
        void into(Path workspace) throws Exception;
    }

    /** {@link #open(Path, ScriptedDialogs, List)} with {@code prepare} run on the copy before it is opened. */
    static ServerWindow open(
            Path tmp, ScriptedDialogs dialogs, List<dev.agtpstudio.app.gui.StudioExtension> more, Prepare prepare)
            throws Exception {
        FxToolkit.registerPrimaryStage();
        Path ws = SampleSupport.copySample(tmp);
        prepare.into(ws);
        AppDirs dirs = AppDirs.under(tmp.resolve("home"));
        ServerExtension extension = new ServerExtension();
        StudioServices production = StudioServices.production(dirs);
        StudioServices services = new StudioServices(
                dirs,
                production.loader(),
                production.validator(),
                production.editors(),
                new SampleWorkspace(List.of(), dirs.sampleDir()),
                Clock.systemUTC(),
                Duration.ofMillis(60),
                Duration.ofMillis(100),
                Duration.ofMillis(250),
                java.util.stream.Stream.concat(java.util.stream.Stream.of(extension), more.stream())
                        .toList());
        CompletableFuture<?>[] opening = new CompletableFuture<?>[1];
        Studio studio = FxToolkit.setupFixture(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, dialogs, Platform::runLater);
            stage.show();
            opening[0] = s.openWorkspace(ws);
            return s;
        });
        opening[0].get(30, TimeUnit.SECONDS);
        return new ServerWindow(studio, extension);
    }

    /** Closes the window; the server it started must be stopped and its port closed. */
    void close() throws Exception {
        int port = extension.console() == null
                ? -1
                : extension.console().boundPortProperty().get();
        FxToolkit.setupFixture(() -> {
            studio.shutdown();
            studio.stage().close();
        });
        if (extension.console() != null) {
            assertThat(extension.console().runningProperty().get()).isFalse();
        }
        if (port > 0) {
            assertThatThrownBy(() -> new Socket("127.0.0.1", port).close())
                    .as("closing the window stops the server")
                    .isInstanceOf(ConnectException.class);
        }
    }

    private static final FxRobot ROBOT = new FxRobot();

    /** {@code c} on the FX thread, its result (20 s at most). */
    static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get(20, TimeUnit.SECONDS);
    }

    /** {@code r} on the FX thread, waited for (20 s at most). */
    static void fxRun(Runnable r) throws Exception {
        WaitForAsyncUtils.asyncFx(r).get(20, TimeUnit.SECONDS);
    }

    /** Waits (40 s at most) until {@code condition}, read on the FX thread, holds. */
    static void waitUntil(String what, BooleanSupplier condition) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        while (!fx(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(50);
        }
    }

    /** The node of the window with this id. */
    static Node byId(String id) {
        return ROBOT.lookup((Node n) -> id.equals(n.getId())).query();
    }

    /** Shows the invoke panel; it is built when its tab is first shown, and attached in a later pulse. */
    void showInvoke() throws Exception {
        fxRun(() -> {
            studio.mainView().setRightVisible(true);
            studio.mainView()
                    .rightPanes()
                    .getSelectionModel()
                    .select(studio.mainView().rightPanes().getTabs().stream()
                            .filter(t -> "Invoke".equals(t.getText()))
                            .findFirst()
                            .orElseThrow());
        });
        waitUntil(
                "the invoke panel",
                () -> ROBOT.lookup("#invoke-endpoint").tryQuery().isPresent());
    }
}
