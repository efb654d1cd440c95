package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.settings.Theme;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The pane F6 moves the focus to (explorer, editor, problems; the right panel holds nothing focusable without the
 * extensions) shows it, in both themes: along its frame (and its tab header) enough pixels change,
 * each by at least WCAG's 3:1 for non-text contrast, between the picture before F6 and the one after. In the dark
 * theme the explorer, the editor and the problems table changed by less than that (the list background hid modena's
 * 1 px ring; the editor had none).
 */
class FocusRingFxTest {
    /** A ring of 2 px around a pane, or a bar of 3 px over a tab, changes hundreds of pixels; a row's shade none. */
    private static final int VISIBLE = 150;

    @RegisterExtension
    final StudioWindow window = new StudioWindow();

    private final FxRobot robot = new FxRobot();

    @ParameterizedTest
    @EnumSource(Theme.class)
    void f6ShowsWhichPaneHasTheFocus(Theme theme) throws Exception {
        Studio studio = window.studio();
        Path doc = window.fixture()
                .workspace
                .resolve("endpoints/query_rooms.toml")
                .toAbsolutePath()
                .normalize();
        fxRun(() -> studio.documents().open(doc));
        StudioFixture.waitUntil(
                "open",
                () -> studio.documents().find(doc).filter(d -> !d.isLoading()).isPresent());
        if (fx(() -> studio.settingsProperty().get().theme()) != theme) {
            fxRun(() -> studio.actions().run("view.toggleTheme"));
        }
        fxRun(() -> studio.explorer().tree().requestFocus());
        WaitForAsyncUtils.waitForFxEvents();
        Map<String, Node> panes = new LinkedHashMap<>();
        panes.put("editor", fx(() -> studio.stage().getScene().lookup("#editor-tabs")));
        panes.put("problems", fx(() -> studio.mainView().bottomPanes()));
        panes.put("explorer", fx(() -> studio.explorer().tree()));
        WritableImage before = snapshot(studio);
        Map<String, Integer> changed = new LinkedHashMap<>();
        for (Map.Entry<String, Node> p : panes.entrySet()) {
            robot.press(KeyCode.F6).release(KeyCode.F6);
            WaitForAsyncUtils.waitForFxEvents();
            WritableImage after = snapshot(studio);
            Bounds b = fx(() -> p.getValue().localToScene(p.getValue().getBoundsInLocal()));
            changed.put(p.getKey(), frameChange(before, after, b));
            before = after;
        }
        assertThat(changed)
                .as("pixels of each pane's frame changed by 3:1 or more when F6 focused it (%s)", theme)
                .allSatisfy((pane, n) -> assertThat(n).as(pane).isGreaterThanOrEqualTo(VISIBLE));
    }

    private static WritableImage snapshot(Studio studio) throws Exception {
        return fx(() -> studio.stage().getScene().snapshot(null));
    }

    /** Pixels within 14 px of the top edge or 3 px of the other edges whose contrast before/after is 3:1 or more. */
    private static int frameChange(WritableImage a, WritableImage b, Bounds in) {
        PixelReader ra = a.getPixelReader();
        PixelReader rb = b.getPixelReader();
        int x0 = (int) Math.max(0, in.getMinX());
        int y0 = (int) Math.max(0, in.getMinY());
        int x1 = (int) Math.min(Math.min(a.getWidth(), b.getWidth()), in.getMaxX());
        int y1 = (int) Math.min(Math.min(a.getHeight(), b.getHeight()), in.getMaxY());
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                boolean frame = y < y0 + 14 || y >= y1 - 3 || x < x0 + 3 || x >= x1 - 3;
                if (frame && contrast(ra.getColor(x, y), rb.getColor(x, y)) >= 3) {
                    n++;
                }
            }
        }
        return n;
    }

    private static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue());
    }

    private static double lin(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
