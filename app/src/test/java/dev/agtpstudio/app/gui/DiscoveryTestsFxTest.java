package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.core.diag.Diagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/** The IDE runs discovery-tests.toml live: an edit that breaks a test shows it in Problems at the test's line. */
class DiscoveryTestsFxTest {
    @TempDir
    Path tmp;

    private StudioFixture f;
    private Studio studio;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        f = new StudioFixture(tmp);
        studio = f.start();
    }

    @AfterEach
    void stop() throws Exception {
        if (f != null) {
            f.stop();
        }
    }

    @Test
    void editingAnEndpointSoATestFailsShowsTheFailureAtTheTestsLineAndFixingItClearsIt() throws Exception {
        waitUntil("first validation", () -> studio.lastResultProperty().get() != null);
        assertThat(fx(() -> studio.problems().all().stream()
                        .noneMatch(d -> d.ruleId().startsWith("discovery/"))))
                .as("the sample's tests pass")
                .isTrue();
        Path tests =
                f.workspace.resolve("discovery-tests.toml").toAbsolutePath().normalize();
        Path cancel = f.workspace
                .resolve("endpoints/cancel_reservation.toml")
                .toAbsolutePath()
                .normalize();
        DocumentViewModel doc = fx(() -> studio.documents().open(cancel))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        String path = "\"/reservations/{reservation_id}\"";
        int at = fx(() -> doc.editor().text().indexOf(path) + 1);
        fxRun(() -> doc.editor().selectRange(at, at + "/reservations".length()));
        robot.write("/stays");

        waitUntil(
                "discovery/test-failed in the problems view",
                () -> studio.problems().all().stream()
                        .anyMatch(d -> d.ruleId().equals("discovery/test-failed") && tests.equals(d.file())));
        Diagnostic d = fx(() -> studio.problems().all().stream()
                .filter(x -> x.ruleId().equals("discovery/test-failed"))
                .findFirst()
                .orElseThrow());
        java.util.List<String> lines = Files.readAllLines(tests);
        assertThat(d.range().startLine())
                .isEqualTo(lines.indexOf("expect = \"CANCEL /reservations/{reservation_id}\"") + 1);
        assertThat(d.message()).contains("No endpoint `CANCEL /reservations/{reservation_id}`");

        int back = fx(() -> doc.editor().text().indexOf("\"/stays") + 1);
        fxRun(() -> doc.editor().selectRange(back, back + "/stays".length()));
        robot.write("/reservations");
        waitUntil(
                "the failure goes",
                () -> studio.problems().all().stream().noneMatch(x -> x.ruleId().equals("discovery/test-failed")));
    }
}
