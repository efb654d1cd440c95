package dev.agtpstudio.app.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.gui.StudioServices;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.app.workspace.SampleWorkspace;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window (headless Monocle) with the check extension: Run > Check Server... against a local server that
 * serves a copy of the workspace without LIST /properties; the failure appears in the problems view at that file,
 * and its Replay button sends the recorded request again.
 */
class CheckServerFxTest {
    @TempDir
    Path tmp;

    private Studio studio;
    private LocalServer server;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void start() throws Exception {
        Path ws = tmp.resolve("ws");
        CheckSessionTest.copy(CheckSessionTest.SAMPLE, ws);
        Path served = tmp.resolve("served");
        CheckSessionTest.copy(CheckSessionTest.SAMPLE, served);
        Files.delete(served.resolve("endpoints/list_properties.toml"));
        server = LocalServer.start(
                served,
                ServerOptions.defaults().withPort(0).withWorkerThreads(2),
                DispatchOptions.defaults().withEnvironment(Map.of("HOTEL_PMS_TOKEN", "t")),
                null,
                null,
                false);
        AppDirs dirs = AppDirs.under(tmp.resolve("home"));
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
                List.of(new CheckExtension()));
        studio = FxToolkit.setupFixture(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, dialogs, Platform::runLater);
            stage.show();
            s.openWorkspace(ws);
            return s;
        });
    }

    @AfterEach
    void stop() throws Exception {
        if (studio != null) {
            Studio s = studio;
            FxToolkit.setupFixture(() -> {
                s.shutdown();
                s.stage().close();
            });
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void failuresShowInTheProblemsViewWithAReplayButton() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        dialogs.textAnswers.add(Optional.of("127.0.0.1:" + server.server().port() + " booking:read"));
        fxRun(() -> studio.actions().run("check.server"));
        waitUntil(
                "check rows",
                () -> studio.problems().all().stream().anyMatch(d -> d.ruleId().equals(CheckDiagnostics.SUMMARY_RULE)));
        Diagnostic served = fx(() -> studio.problems().all().stream()
                .filter(d -> d.ruleId().equals("check/served"))
                .findFirst()
                .orElseThrow());
        assertThat(served.file()).isEqualTo(studio.rootProperty().get().resolve("endpoints/list_properties.toml"));
        assertThat(served.message()).contains("LIST /properties");
        assertThat(dialogs.errors).isEmpty();

        // a new validation result keeps the check rows
        fxRun(() -> studio.actions().run("run.validate"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> studio.problems().all().contains(served))).isTrue();

        fxRun(() -> {
            studio.mainView().setBottomVisible(true);
            TableView<?> table = (TableView<?>) robot.lookup("#problems-table").query();
            int row = table.getItems().indexOf(served);
            table.scrollTo(row);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Button replay = fx(() -> robot.lookup("#problems-table")
                .lookup((Button b) -> "Replay".equals(b.getText()) && b.isVisible() && b.getScene() != null)
                .queryButton());
        fxRun(replay::fire);
        waitUntil("replayed", () -> !dialogs.infos.isEmpty());
        assertThat(dialogs.infos.get(0))
                .startsWith("Replay: ")
                .contains("Recorded answer: AGTP/1.0")
                .contains("Answer now:");

        fxRun(() -> studio.actions().run("check.clear"));
        assertThat(fx(() -> studio.problems().all().stream()
                        .noneMatch(d -> d.ruleId().startsWith(CheckDiagnostics.RULE_PREFIX))))
                .isTrue();
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get(20, TimeUnit.SECONDS);
    }

    private static void fxRun(Runnable r) throws Exception {
        WaitForAsyncUtils.asyncFx(r).get(20, TimeUnit.SECONDS);
    }

    private static void waitUntil(String what, BooleanSupplier condition) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!fx(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(50);
        }
    }
}
