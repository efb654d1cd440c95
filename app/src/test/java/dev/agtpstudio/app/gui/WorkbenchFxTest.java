package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Tabs have a context menu, and the open tabs, window size and split positions come back after a restart. */
class WorkbenchFxTest {
    @RegisterExtension
    final StudioWindow window = new StudioWindow();

    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() {
        f = window.fixture();
        studio = window.studio();
    }

    private Path endpoint(String name) {
        return f.workspace.resolve("endpoints").resolve(name).toAbsolutePath().normalize();
    }

    private List<String> openNames() throws Exception {
        return fx(() -> studio.documents().documents().stream()
                .map(d -> d.path().getFileName().toString())
                .toList());
    }

    @Test
    void openTabsWindowSizeAndSplitsAreRestored() throws Exception {
        fxRun(() -> {
            studio.documents().open(endpoint("query_rooms.toml"));
            studio.documents().open(endpoint("book_reservation.toml"));
            studio.documents().open(f.workspace.resolve("agtp-server.toml"));
            studio.documents()
                    .find(endpoint("book_reservation.toml"))
                    .ifPresent(studio.documents().activeProperty()::set);
            studio.stage().setWidth(1111);
            studio.stage().setHeight(777);
        });
        WaitForAsyncUtils.waitForFxEvents();
        fxRun(() -> studio.mainView().restoreDividers(new double[] {0.25, 0.7}, new double[] {0.6}));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> before = openNames();
        double[] h = fx(() -> studio.mainView().horizontalDividers());
        fxRun(studio::saveWorkbench);
        f.stop();

        studio = f.start();
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        assertThat(openNames()).containsExactlyElementsOf(before);
        assertThat(fx(() -> studio.documents()
                        .activeProperty()
                        .get()
                        .path()
                        .getFileName()
                        .toString()))
                .isEqualTo("book_reservation.toml");
        assertThat(fx(() -> studio.stage().getWidth())).isEqualTo(1111);
        assertThat(fx(() -> studio.stage().getHeight())).isEqualTo(777);
        assertThat(fx(() -> studio.mainView().horizontalDividers()[0]))
                .isCloseTo(h[0], org.assertj.core.data.Offset.offset(0.02));
    }

    @Test
    void theTabContextMenuClosesOthersAndTabsToTheRight() throws Exception {
        fxRun(() -> {
            studio.documents().open(endpoint("query_rooms.toml"));
            studio.documents().open(endpoint("book_reservation.toml"));
            studio.documents().open(f.workspace.resolve("agtp-server.toml"));
        });
        int n = openNames().size();
        assertThat(n).isGreaterThanOrEqualTo(3);
        String second = openNames().get(1);
        menu(1, "Close Tabs to the Right");
        assertThat(openNames()).hasSize(2).endsWith(second);
        menu(1, "Close Others");
        assertThat(openNames()).containsExactly(second);
        assertThat(items(0)).contains("Reveal in Explorer", "Copy Path", "Close");
        menu(0, "Copy Path");
        assertThat(fx(() -> javafx.scene.input.Clipboard.getSystemClipboard().getString()))
                .endsWith(second);
    }

    private TabPane tabs() {
        return (TabPane) studio.stage().getScene().lookup("#editor-tabs");
    }

    private List<String> items(int tab) throws Exception {
        return fx(() -> {
            ContextMenu m = tabs().getTabs().get(tab).getContextMenu();
            m.getOnShowing().handle(null);
            return m.getItems().stream()
                    .map(MenuItem::getText)
                    .filter(t -> t != null)
                    .toList();
        });
    }

    private void menu(int tab, String item) throws Exception {
        fxRun(() -> {
            Tab t = tabs().getTabs().get(tab);
            t.getContextMenu().getOnShowing().handle(null);
            t.getContextMenu().getItems().stream()
                    .filter(i -> item.equals(i.getText()))
                    .findFirst()
                    .orElseThrow()
                    .fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }
}
