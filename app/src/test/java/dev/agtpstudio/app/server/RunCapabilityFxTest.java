package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.byId;
import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.fxRun;
import static dev.agtpstudio.app.server.ServerWindow.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.Launcher;
import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 40 in the real window (headless Monocle): the sample's recipe capability, opened as an A2S document, runs from
 * Run > Run Capability... against the IDE's own server, each step's request and response shown; a hand-edited one is
 * flagged in the editor and Ctrl+1 recomputes its checksum.
 */
class RunCapabilityFxTest {
    private static final String RECIPE = "plan-stay-via-query-and-quote.a2s.json";

    @TempDir
    Path tmp;

    private Studio studio;
    private ServerExtension extension;
    private ServerWindow window;
    private final FxRobot robot = new FxRobot();

    @BeforeEach
    void start() throws Exception {
        window = ServerWindow.open(tmp);
        studio = window.studio;
        extension = window.extension;
    }

    @AfterEach
    void stop() throws Exception {
        if (window != null) {
            window.close();
        }
    }

    private Path writeCapabilities() throws Exception {
        Path root = fx(() -> studio.rootProperty().get());
        Path caps = root.resolve("caps");
        assertThat(Launcher.commandLine()
                        .setOut(new PrintWriter(new StringWriter()))
                        .setErr(new PrintWriter(new StringWriter()))
                        .execute("manifest", root.toString(), "--projection", "a2s", "--out", caps.toString()))
                .isZero();
        return caps.toAbsolutePath().normalize();
    }

    private DocumentViewModel open(Path file) throws Exception {
        DocumentViewModel d = fx(() -> studio.documents().open(file))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        waitUntil("loaded", () -> !d.isLoading());
        return d;
    }

    @Test
    void theRecipeCapabilityRunsAgainstTheIdesOwnServerStepByStep() throws Exception {
        Path doc = writeCapabilities().resolve(RECIPE);
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        fxRun(() -> {
            extension.console().portProperty().set("0");
            extension.console().start();
        });
        waitUntil(
                "server running", () -> extension.console().boundPortProperty().get() > 0);
        open(doc);
        fxRun(() -> studio.actions().run("server.runCapability"));
        waitUntil(
                "the capability tab",
                () -> robot.lookup("#capability-run").tryQuery().isPresent());
        assertThat(fx(() -> List.copyOf(extension.runCapability().inputNames())))
                .contains("property_id", "check_in", "check_out");
        String property = propertyId();
        fxRun(() -> {
            ((TextField) byId("capability-input:property_id")).setText(property);
            ((TextField) byId("capability-input:check_in")).setText("2026-12-01");
            ((TextField) byId("capability-input:check_out")).setText("2026-12-03");
            ((javafx.scene.control.TextArea) byId("capability-headers"))
                    .setText("Authority-Scope: inventory:read, rates:read");
        });
        robot.clickOn("#capability-run");
        waitUntil(
                "run finished",
                () -> !extension.runCapability().runningProperty().get()
                        && !extension.runCapability().transcript().isEmpty());
        List<String> lines = fx(() -> extension.runCapability().transcript().stream()
                .map(RunCapabilityViewModel.Line::text)
                .toList());
        assertThat(((Label) byId("capability-status")).getText())
                .as(String.join("\n", lines))
                .startsWith("Done");
        assertThat(lines).contains("Step 1 (availability): QUERY /rooms", "Step 2 (step-2): QUOTE /rates");
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith(">\u00a0").contains("\"check_in\":\"2026-12-01\""));
        assertThat(lines.stream().filter(l -> l.startsWith("< AGTP/1.0 200"))).hasSize(2);
        assertThat(lines.get(lines.size() - 1)).startsWith("outputs: ");
        // the same server shows the exchanges in its console's log
        assertThat(fx(() -> extension.console().log().size())).isGreaterThanOrEqualTo(2);
        screenshots(tmp);
    }

    @Test
    void anEditedCapabilityIsFlaggedAndCtrl1RecomputesItsChecksumBeforeItRuns() throws Exception {
        Path doc = writeCapabilities().resolve(RECIPE);
        Files.writeString(doc, Files.readString(doc).replace("\"description\" : \"", "\"description\" : \"Edited. "));
        DocumentViewModel d = open(doc);
        waitUntil(
                "checksum mark",
                () -> d.editor().shownDiagnostics().stream()
                        .anyMatch(x -> x.diagnostic().ruleId().equals("a2s/checksum")));
        // the Problems view settles at typing pauses (decision 0310), so it may follow the editor's mark a moment later
        waitUntil(
                "checksum in the problems view",
                () -> studio.problems().all().stream().anyMatch(x -> x.ruleId().equals("a2s/checksum")));
        // not run: the run says why and sends nothing
        fxRun(() -> studio.actions().run("server.runCapability"));
        waitUntil(
                "the capability tab",
                () -> robot.lookup("#capability-run").tryQuery().isPresent());
        fxRun(() -> extension.runCapability().targetProperty().set("127.0.0.1:9"));
        robot.clickOn("#capability-run");
        waitUntil(
                "refused",
                () -> !extension.runCapability().runningProperty().get()
                        && !extension.runCapability().transcript().isEmpty());
        assertThat(fx(() -> extension.runCapability().statusProperty().get())).contains("nothing was sent");
        assertThat(fx(() -> extension.runCapability().transcript().get(0).text()))
                .contains("a2s/checksum");

        int at = fx(() -> d.editor().text().indexOf("\"sha256:") + 2);
        fxRun(() -> {
            d.editor().requestFocus();
            d.editor().selectRange(at, at);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        var code = ((dev.agtpstudio.app.ui.editor.CodeEditorSurface) d.editor()).control();
        waitUntil("quick-fix popup", () -> code.quickFixes().popup().isShowing());
        assertThat(fx(() -> code.quickFixes().popup().items().get(0).title())).isEqualTo("Recompute the checksum");
        robot.type(KeyCode.ENTER);
        String onDisk = Files.readString(doc);
        waitUntil(
                "checksum fixed",
                () -> d.editor().shownDiagnostics().isEmpty()
                        && !d.editor().text().equals(onDisk));
        waitUntil(
                "gone from the problems view",
                () -> studio.problems().all().stream().noneMatch(x -> x.ruleId().equals("a2s/checksum")));
    }

    /** The window in both themes, for docs/screenshots (kept under the test's folder). */
    private void screenshots(Path out) throws Exception {
        String dir = System.getProperty("agtp.screenshots");
        Path to = dir == null ? out : Path.of(dir);
        write(
                fx(() -> studio.stage().getScene().getRoot().snapshot(null, null)),
                to.resolve("run-capability-light.png"));
        fxRun(() -> studio.updateSettings(
                studio.settingsProperty().get().withTheme(dev.agtpstudio.app.settings.Theme.DARK)));
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        write(
                fx(() -> studio.stage().getScene().getRoot().snapshot(null, null)),
                to.resolve("run-capability-dark.png"));
    }

    private static void write(WritableImage img, Path file) throws Exception {
        int w = (int) img.getWidth();
        int h = (int) img.getHeight();
        BufferedImage b = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                b.setRGB(x, y, img.getPixelReader().getArgb(x, y));
            }
        }
        javax.imageio.ImageIO.write(b, "png", file.toFile());
    }

    private static String propertyId() throws Exception {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                        "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
                .matcher(Files.readString(SampleSupport.sampleSource().resolve("endpoints/query_rooms.toml")));
        return m.find() ? m.group() : "3f1c2a9e-0b7d-4c51-9a63-2e8f5d4b7c10";
    }
}
