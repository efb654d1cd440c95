package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/** Zoom is a view of the session: it never rewrites the font size saved in Preferences, and Reset returns to it. */
class ZoomFxTest {
    @TempDir
    Path tmp;
    private StudioFixture f;
    private Studio studio;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        f = new StudioFixture(tmp);
        studio = f.start();
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
    }

    @AfterEach
    void stop() throws Exception {
        f.stop();
    }

    @Test
    void resetZoomKeepsTheSavedFontSize() throws Exception {
        fxRun(() -> studio.updateSettings(studio.settingsProperty().get().withFontSize(16)));
        fxRun(() -> {
            studio.actions().run("view.zoomIn");
            studio.actions().run("view.zoomIn");
        });
        assertThat(fx(() -> studio.documents().fontSizeProperty().get())).isEqualTo(18);
        assertThat(fx(() -> studio.settingsProperty().get().fontSize())).as("zooming saves nothing").isEqualTo(16);
        fxRun(() -> studio.actions().run("view.zoomReset"));
        assertThat(fx(() -> studio.documents().fontSizeProperty().get())).isEqualTo(16);
        assertThat(fx(() -> studio.settingsProperty().get().fontSize())).isEqualTo(16);
        assertThat(Files.readString(dev.agtpstudio.app.settings.AppDirs.under(f.home).settingsFile())).contains("16");
    }
}
