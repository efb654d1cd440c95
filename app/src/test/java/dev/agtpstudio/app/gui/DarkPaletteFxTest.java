package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.PopupWindow;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The command palette wears the theme in force when it opens: its frame is the dark panel colour in the dark theme. */
class DarkPaletteFxTest {
    @RegisterExtension
    final StudioWindow window = new StudioWindow();

    @Test
    void thePaletteFrameIsDarkInTheDarkTheme() throws Exception {
        Studio studio = window.studio();
        fxRun(() -> studio.actions().run("view.commandPalette")); // made and shown once in the light theme
        waitUntil("the palette", () -> palette() != null);
        fxRun(() -> palette().getScene().getWindow().hide());
        fxRun(() -> studio.actions().run("view.toggleTheme"));
        fxRun(() -> studio.actions().run("view.commandPalette"));
        waitUntil(
                "the palette again",
                () -> palette() != null && palette().getScene().getWindow().isShowing());
        Color fill = fx(() -> {
            Region frame = (Region) palette();
            frame.applyCss();
            return (Color) frame.getBackground().getFills().get(0).getFill();
        });
        assertThat(fill).as("the dark theme's -studio-panel-bg").isEqualTo(Color.web("#2b2d30"));
        assertThat(fx(() -> palette().getEffect()))
                .as("no shadow drawn on a transparent window")
                .isNull();
    }

    /** The palette's frame in a showing popup (FX thread). */
    private static Node palette() {
        for (Window w : Window.getWindows()) {
            if (w instanceof PopupWindow p && p.isShowing() && p.getScene() != null) {
                Node n = p.getScene().getRoot().lookup(".command-palette");
                if (n != null) {
                    return n;
                }
            }
        }
        return null;
    }
}
