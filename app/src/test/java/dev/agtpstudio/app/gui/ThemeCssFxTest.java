package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.settings.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Both themes style every screen without a CSS warning (a looked-up colour of the wrong type logs one per node). */
class ThemeCssFxTest {
    @TempDir
    Path tmp;

    private Studio studio;
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final Logger css = Logger.getLogger("javafx.css");
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            String m = r.getMessage() + (r.getThrown() == null ? "" : " " + r.getThrown());
            if (r.getParameters() != null) {
                m = java.text.MessageFormat.format(r.getMessage(), r.getParameters());
            }
            warnings.add(m);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        css.addHandler(capture);
        Path ws = tmp.resolve("hotel");
        StudioFixture.copy(StudioFixture.sampleSource(), ws);
        dev.agtpstudio.app.settings.AppDirs dirs = dev.agtpstudio.app.settings.AppDirs.under(tmp.resolve("home"));
        // with the product's extensions, so the preview, server console and invoke panel are styled too
        StudioServices services = new StudioServices(
                dirs,
                ProductionParts.loader(),
                new dev.agtpstudio.validator.live.StandardValidation(null),
                ProductionParts.editors(),
                new dev.agtpstudio.app.workspace.SampleWorkspace(List.of(), dirs.sampleDir()),
                java.time.Clock.systemUTC(),
                Duration.ofMillis(60),
                Duration.ofMillis(100),
                Duration.ofMillis(250),
                StudioExtensions.discovered());
        studio = FxToolkit.setupFixture(() -> {
            javafx.stage.Stage stage = new javafx.stage.Stage();
            Studio s = new Studio(
                    stage,
                    services,
                    new dev.agtpstudio.app.testing.ScriptedDialogs(),
                    javafx.application.Platform::runLater);
            stage.show();
            s.openWorkspace(ws);
            return s;
        });
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
    }

    @AfterEach
    void stop() throws Exception {
        css.removeHandler(capture);
        Studio s = studio;
        FxToolkit.setupFixture(() -> {
            s.shutdown();
            s.stage().close();
        });
    }

    @Test
    void noCssWarningsInEitherTheme() throws Exception {
        for (Theme t : List.of(Theme.DARK, Theme.LIGHT, Theme.DARK)) {
            fxRun(() -> studio.updateSettings(studio.settingsProperty().get().withTheme(t)));
            fxRun(() -> {
                studio.mainView().setBottomVisible(true);
                studio.mainView().setRightVisible(true);
                studio.mainView()
                        .bottomPanes()
                        .getTabs()
                        .forEach(tab -> studio.mainView()
                                .bottomPanes()
                                .getSelectionModel()
                                .select(tab));
                studio.mainView()
                        .rightPanes()
                        .getTabs()
                        .forEach(tab -> studio.mainView()
                                .rightPanes()
                                .getSelectionModel()
                                .select(tab));
                studio.stage().getScene().getRoot().applyCss();
            });
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertThat(warnings).isEmpty();
    }

    /**
     * Split panes are drawn with one background fill and a border: a background of several fills is drawn from an
     * image stretched over the whole region, which made each repaint of the editor's surroundings cost 16-38 ms in
     * software rendering (docs/decisions/0305).
     */
    @Test
    void splitPanesHaveOneFillAndAFrameInBothThemes() throws Exception {
        for (Theme t : List.of(Theme.DARK, Theme.LIGHT)) {
            fxRun(() -> {
                studio.updateSettings(studio.settingsProperty().get().withTheme(t));
                studio.stage().getScene().getRoot().applyCss();
            });
            WaitForAsyncUtils.waitForFxEvents();
            List<String> found = new java.util.ArrayList<>();
            fxRun(() -> {
                for (javafx.scene.Node n : studio.stage().getScene().getRoot().lookupAll(".split-pane")) {
                    javafx.scene.layout.Region r = (javafx.scene.layout.Region) n;
                    int fills = r.getBackground() == null
                            ? 0
                            : r.getBackground().getFills().size();
                    boolean framed =
                            r.getBorder() != null && !r.getBorder().getStrokes().isEmpty();
                    found.add(t + " " + fills + " fill(s), " + (framed ? "framed" : "no frame") + ", insets "
                            + r.getInsets().getTop());
                }
            });
            // framed at the top level (modena's one-pixel frame), unframed when nested in a tab or a split pane
            assertThat(found)
                    .contains(t + " 1 fill(s), framed, insets 1.0", t + " 1 fill(s), no frame, insets 0.0")
                    .allMatch(
                            f -> f.endsWith(" 1 fill(s), framed, insets 1.0")
                                    || f.endsWith(" 1 fill(s), no frame, insets 0.0"),
                            "one fill, modena's frame and inset");
        }
    }
}
