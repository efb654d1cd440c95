package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.catalog.CatalogExtension;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window at 1280x800, the smallest supported screen, with every production extension: the right-hand tab
 * headers show whole titles (a header that does not fit is hidden, its tab in the overflow menu) and the Method
 * Catalog's verbs keep a readable width when a comparison's report opens beside them.
 */
class SmallScreenFxTest {
    private final List<StudioExtension> extensions = StudioExtensions.discovered();

    /** One endpoint file broken, so the Preview shows its banner (an error, and the file left out of the projection). */
    @RegisterExtension
    final StudioWindow window = new StudioWindow().configure(w -> {
        w.extensions = extensions;
        try {
            java.nio.file.Path broken = w.workspace.resolve("endpoints/notify_guest.toml");
            java.nio.file.Files.writeString(
                    broken, java.nio.file.Files.readString(broken) + "\nthis line is not TOML\n");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    });

    private Studio studio;

    @BeforeEach
    void atTwelveEightyByEightHundred() throws Exception {
        studio = window.studio();
        fxRun(() -> {
            studio.stage().setMaximized(false);
            studio.stage().setWidth(1280);
            studio.stage().setHeight(800);
        });
        settle();
    }

    @Test
    void rightHandTabHeadersShowWholeTitlesOrLeaveTheTabToTheOverflowMenu() throws Exception {
        TabPane right = fx(() -> studio.mainView().rightPanes());
        TabPane preview = fx(() -> (TabPane) right.lookup(".preview-pane").lookup(".tab-pane"));
        assertThat(preview).as("the Preview's tabs").isNotNull();
        for (TabPane pane : List.of(right, preview)) {
            assertHeadersWhole(pane);
        }
        assertThat(fx(() -> hiddenTitles(right)))
                .as("1280x800 has no room for all right-hand tabs")
                .isNotEmpty();
        // the last tab, chosen from the overflow menu, comes into the row whole; the row's first is hidden then
        fxRun(() -> right.getSelectionModel().selectLast());
        settle();
        assertHeadersWhole(right);
        String last = fx(() -> right.getTabs().get(right.getTabs().size() - 1).getText());
        assertThat(fx(() -> shownTitles(right))).contains(last);
    }

    @Test
    void theCatalogsVerbsKeepTheirWidthWhenAComparisonOpensBesideThem() throws Exception {
        CatalogExtension catalog = extensions.stream()
                .filter(CatalogExtension.class::isInstance)
                .map(CatalogExtension.class::cast)
                .findFirst()
                .orElseThrow();
        waitUntil("the catalog index", () -> catalog.index() != null);
        assertThat(fx(() -> studio.actions().run("catalog.show"))).isTrue();
        settle();
        assertThat(fx(() -> catalog.view().select("QUERY"))).isTrue();
        settle();
        Label description = fx(() -> (Label) catalog.view().lookup("#catalog-description"));
        assertThat(fx(() -> ((Text) description.lookup(".text")).getText()))
                .as("the verb's description, read whole in the bottom area's default height")
                .isEqualTo(fx(description::getText))
                .isNotEmpty();
        double before = fx(() -> catalog.view().tree().getWidth());
        assertThat(before).as("a verb's row: name, marks and uses").isGreaterThanOrEqualTo(260);
        fxRun(() -> catalog.view().showDiff("catalog 1.0.0 -> 2.0.0"));
        settle();
        assertThat(fx(() -> catalog.view().tree().getWidth()))
                .as("the verbs' width with the report open")
                .isGreaterThanOrEqualTo(before - 2);
        assertThat(fx(() -> catalog.view().diffReport().getWidth())).isGreaterThan(150);
    }

    @Test
    void theGradeSummaryIsReadWhole() throws Exception {
        assertThat(fx(() -> studio.actions().run("grade.show"))).isTrue();
        settle();
        waitUntil("the workspace graded", () -> {
            Label s = (Label) studio.mainView().bottomPanes().lookup("#grade-summary");
            return s != null && s.getText().startsWith("Description grade: workspace");
        });
        settle();
        Label summary = fx(() -> (Label) studio.mainView().bottomPanes().lookup("#grade-summary"));
        assertThat(fx(() -> ((Text) summary.lookup(".text")).getText()))
                .as("the grade's summary at 1280x800")
                .isEqualTo(fx(summary::getText));
    }

    @Test
    void thePreviewBannerIsReadWhole() throws Exception {
        waitUntil("the Preview's banner", () -> {
            Node box = studio.mainView().rightPanes().lookup(".preview-banner");
            return box != null
                    && box.isVisible()
                    && !((Label) box.lookup(".label")).getText().isEmpty();
        });
        settle();
        Label banner = fx(() ->
                (Label) studio.mainView().rightPanes().lookup(".preview-banner").lookup(".label"));
        assertThat(fx(banner::getText)).contains("notify_guest.toml");
        assertThat(fx(() -> ((Text) banner.lookup(".text")).getText()))
                .as("the Preview's banner at 1280x800")
                .isEqualTo(fx(banner::getText));
    }

    private static void assertHeadersWhole(TabPane pane) throws Exception {
        List<String> problems = fx(() -> {
            List<String> out = new ArrayList<>();
            Parent row = row(pane);
            Rectangle clip = (Rectangle) row.getClip();
            for (Node h : row.getChildrenUnmodifiable()) {
                String title = ((Label) h.lookup(".tab-label")).getText();
                String shown = ((Text) h.lookup(".tab-label").lookup(".text")).getText();
                boolean whole = h.getBoundsInParent().getMinX() >= clip.getX() - 0.5
                        && h.getBoundsInParent().getMaxX() <= clip.getX() + clip.getWidth() + 0.5;
                boolean seen = h.getOpacity() > 0 && h.isVisible();
                if (seen && !whole) {
                    out.add(title + " is cut by the row's end");
                }
                if (seen && !shown.equals(title)) {
                    out.add(title + " shows as " + shown);
                }
            }
            return out;
        });
        assertThat(problems).as(pane.getId() + ": headers cut").isEmpty();
        if (!fx(() -> hiddenTitles(pane)).isEmpty()) {
            assertThat(fx(() ->
                            row(pane).getParent().lookup(".control-buttons-tab").isVisible()))
                    .as("the overflow menu lists the hidden tabs")
                    .isTrue();
        }
    }

    private static List<String> hiddenTitles(TabPane pane) {
        return titles(pane, false);
    }

    private static List<String> shownTitles(TabPane pane) {
        return titles(pane, true);
    }

    private static List<String> titles(TabPane pane, boolean shown) {
        Parent row = row(pane);
        List<String> out = new ArrayList<>();
        for (Node h : row.getChildrenUnmodifiable()) {
            if ((h.getOpacity() > 0) == shown) {
                out.add(((Label) h.lookup(".tab-label")).getText());
            }
        }
        return out;
    }

    /** The pane's own row of headers (a lookup could find a nested tab pane's first). */
    private static Parent row(TabPane pane) {
        for (Node area : pane.getChildrenUnmodifiable()) {
            if (area.getStyleClass().contains("tab-header-area")) {
                for (Node n : ((Parent) area).getChildrenUnmodifiable()) {
                    if (n.getStyleClass().contains("headers-region")) {
                        return (Parent) n;
                    }
                }
            }
        }
        throw new AssertionError("no header row in " + pane.getId());
    }

    private static void settle() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
