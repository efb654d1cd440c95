package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Zoom is a view of the session: it never rewrites the font size saved in Preferences, and Reset returns to it. */
class ZoomFxTest {
    @RegisterExtension
    final StudioWindow window = new StudioWindow();

    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() {
        f = window.fixture();
        studio = window.studio();
    }

    @Test
    void resetZoomKeepsTheSavedFontSize() throws Exception {
        fxRun(() -> studio.updateSettings(studio.settingsProperty().get().withFontSize(16)));
        fxRun(() -> {
            studio.actions().run("view.zoomIn");
            studio.actions().run("view.zoomIn");
        });
        assertThat(fx(() -> studio.documents().fontSizeProperty().get())).isEqualTo(18);
        assertThat(fx(() -> studio.settingsProperty().get().fontSize()))
                .as("zooming saves nothing")
                .isEqualTo(16);
        fxRun(() -> studio.actions().run("view.zoomReset"));
        assertThat(fx(() -> studio.documents().fontSizeProperty().get())).isEqualTo(16);
        assertThat(fx(() -> studio.settingsProperty().get().fontSize())).isEqualTo(16);
        Path saved = dev.agtpstudio.app.settings.AppDirs.under(f.home).settingsFile();
        StudioFixture.waitUntil(
                "the settings are written off the FX thread", () -> read(saved).contains("\"fontSize\" : 16"));
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "";
        } catch (java.io.IOException e) {
            return ""; // being replaced right now: asked again
        }
    }
}
