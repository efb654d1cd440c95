package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeItem;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The explorer follows the folder without a manual Refresh, and never offers to delete the workspace itself. */
class ExplorerFxTest {
    @RegisterExtension
    final StudioWindow window = new StudioWindow();

    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() {
        f = window.fixture();
        studio = window.studio();
    }

    private List<String> endpointNames() throws Exception {
        return fx(() -> studio.explorer().tree().getRoot().getChildren().stream()
                .filter(i -> i.getValue().getFileName().toString().equals("endpoints"))
                .findFirst()
                .orElseThrow()
                .getChildren()
                .stream()
                .map(TreeItem::getValue)
                .map(p -> p.getFileName().toString())
                .toList());
    }

    @Test
    void filesCreatedAndDeletedByAnotherProgramAppearAndDisappear() throws Exception {
        Path endpoints = f.workspace.resolve("endpoints");
        Path copy = endpoints.resolve("zz_copy.toml");
        Files.copy(endpoints.resolve("query_rooms.toml"), copy);
        waitUntil("new file in the tree", () -> {
            try {
                return endpointNames().contains("zz_copy.toml");
            } catch (Exception e) {
                return false;
            }
        });
        waitUntil(
                "new file validated",
                () -> studio.lastResultProperty()
                        .get()
                        .workspace()
                        .file(copy.toAbsolutePath().normalize())
                        .isPresent());
        Files.delete(copy);
        waitUntil("file gone from the tree", () -> {
            try {
                return !endpointNames().contains("zz_copy.toml");
            } catch (Exception e) {
                return false;
            }
        });
    }

    @Test
    void theRootsContextMenuOffersNoDeleteOrRename() throws Exception {
        List<String> onRoot = visibleItems(() -> studio.explorer()
                .tree()
                .getSelectionModel()
                .select(studio.explorer().tree().getRoot()));
        assertThat(onRoot).contains("Refresh").doesNotContain("Delete", "Rename\u2026");
        List<String> onFile = visibleItems(() -> studio.explorer().select(f.workspace.resolve("agtp-server.toml")));
        assertThat(onFile).contains("Delete", "Rename\u2026");
    }

    private List<String> visibleItems(Runnable select) throws Exception {
        fxRun(select);
        return fx(() -> {
            ContextMenu m = studio.explorer().tree().getContextMenu();
            m.getOnShowing().handle(null);
            return m.getItems().stream()
                    .filter(MenuItem::isVisible)
                    .map(MenuItem::getText)
                    .filter(t -> t != null)
                    .toList();
        });
    }
}
