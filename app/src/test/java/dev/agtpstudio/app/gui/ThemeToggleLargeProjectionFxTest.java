package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.preview.PreviewExtension;
import dev.agtpstudio.app.settings.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ToggleButton;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 37: toggling the theme froze the window for 9-16 s on a 2,000-file workspace because the manifest's Raw view
 * was a text area, which lays out its whole text (megabytes) as one node after every style change. The Raw view now
 * lays out only the lines on screen, whatever the size of the projection. (The time itself is measured by
 * {@code app/bench.sh ThemeToggleBench}.)
 */
class ThemeToggleLargeProjectionFxTest {
    private static final int FILES = 240;

    @RegisterExtension
    final StudioWindow window = new StudioWindow().configure(w -> {
        w.extensions = List.of(new PreviewExtension(Clock.systemUTC()));
        try {
            addEndpoints(w.workspace, FILES);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    });

    /** Copies the sample's endpoints under distinct paths (as the benchmark's 2,000-file workspace does). */
    static void addEndpoints(Path ws, int n) throws Exception {
        List<Path> endpoints;
        try (Stream<Path> s = Files.list(ws.resolve("endpoints"))) {
            endpoints = s.filter(p -> p.toString().endsWith(".toml")).sorted().toList();
        }
        int count = endpoints.size();
        for (int copy = 2; count < n; copy++) {
            Path dir = Files.createDirectories(ws.resolve("endpoints/v" + copy));
            for (Path e : endpoints) {
                Files.writeString(
                        dir.resolve(e.getFileName()),
                        Files.readString(e).replace("path = \"/", "path = \"/v" + copy + "/"));
                count++;
            }
        }
    }

    @Test
    void theRawViewOfALargeProjectionLaysOutOnlyWhatIsOnScreenAcrossAThemeToggle() throws Exception {
        Studio studio = window.studio();
        waitUntil(
                "the workspace validated with its copies",
                () -> studio.lastResultProperty().get().workspace().files().size() >= FILES);
        waitUntil("the manifest's Raw button", () -> studio.stage().getScene().lookup("#preview-raw-manifest") != null);
        fxRun(() -> ((ToggleButton) studio.stage().getScene().lookup("#preview-raw-manifest")).fire());
        waitUntil("the manifest as text, laid out", () -> laidOut(rawView(studio)) > 0);
        String shown = fx(
                () -> (String) rawView(studio).getClass().getMethod("getText").invoke(rawView(studio)));
        assertThat(shown.length()).as("a large projection").isGreaterThan(400_000);

        fxRun(() -> studio.actions().run("view.toggleTheme"));
        assertThat(fx(() -> studio.settingsProperty().get().theme())).isEqualTo(Theme.DARK);
        waitUntil("laid out after the toggle", () -> {
            studio.stage().getScene().getRoot().applyCss();
            studio.stage().getScene().getRoot().layout();
            return true;
        });
        assertThat(fx(() -> laidOut(rawView(studio))))
                .as("characters laid out in the Raw view")
                .isPositive()
                .isLessThan(40_000);
    }

    private static Node rawView(Studio studio) {
        return studio.stage().getScene().lookup("#preview-raw-text-manifest");
    }

    /** The characters of every text node under {@code n}: what the view lays out. */
    private static int laidOut(Node n) {
        if (n == null) {
            return 0;
        }
        int sum = n instanceof Text t && t.getText() != null ? t.getText().length() : 0;
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                sum += laidOut(c);
            }
        }
        return sum;
    }
}
