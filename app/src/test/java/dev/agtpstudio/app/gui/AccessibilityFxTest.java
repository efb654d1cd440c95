package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A screen reader can name what the icons and coloured trees show, and the keyboard alone reaches the main
 * controls: explorer and preview tree items carry accessible text in words (kind of file, folder state, the JSON
 * element as one sentence), every button without words on it has accessible text, and Tab moves from the
 * explorer onward through the window.
 */
class AccessibilityFxTest {
    @RegisterExtension
    final StudioWindow window = new StudioWindow()
            .configure(f -> f.extensions = List.of(new dev.agtpstudio.app.preview.PreviewExtension()));

    private final FxRobot robot = new FxRobot();

    private static List<Node> all(Node root) {
        List<Node> out = new ArrayList<>();
        out.add(root);
        if (root instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                out.addAll(all(c));
            }
        }
        return out;
    }

    private List<Node> sceneNodes() throws Exception {
        return fx(() -> all(window.studio().stage().getScene().getRoot()));
    }

    @Test
    void explorerItemsSayWhatTheirIconsShow() throws Exception {
        Studio studio = window.studio();
        TreeView<?> tree = fx(() -> studio.explorer().tree());
        fxRun(() -> tree.getRoot().getChildren().forEach(i -> i.setExpanded(true)));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> texts = fx(() -> all(tree).stream()
                .filter(n -> n instanceof TreeCell<?> c && c.getItem() != null)
                .map(Node::getAccessibleText)
                .toList());
        assertThat(texts).isNotEmpty().doesNotContainNull();
        assertThat(texts).anySatisfy(t -> assertThat(t).isEqualTo("endpoints, folder, expanded"));
        assertThat(texts).anySatisfy(t -> assertThat(t).isEqualTo("book_reservation.toml, endpoint declaration"));
        assertThat(texts).anySatisfy(t -> assertThat(t).isEqualTo("agtp-server.toml, server configuration"));
    }

    @Test
    void previewItemsAreReadAsOneSentence() throws Exception {
        Studio studio = window.studio();
        fxRun(() -> studio.actions().run("preview.manifest"));
        waitUntil(
                "the manifest tree is shown",
                () -> all(studio.stage().getScene().getRoot()).stream()
                        .anyMatch(n -> n instanceof TreeCell<?> c
                                && c.getItem() != null
                                && c.getTreeView().getId() != null
                                && c.getTreeView().getId().startsWith("preview-tree")));
        List<String> texts = fx(() -> all(studio.stage().getScene().getRoot()).stream()
                .filter(n -> n instanceof TreeCell<?> c
                        && c.getItem() != null
                        && c.getTreeView().getId() != null
                        && c.getTreeView().getId().startsWith("preview-tree")
                        && c.isVisible())
                .map(Node::getAccessibleText)
                .toList());
        assertThat(texts).isNotEmpty().doesNotContainNull();
        assertThat(texts).anySatisfy(t -> assertThat(t).startsWith("\"agtp_version\": "));
    }

    @Test
    void everyButtonWithoutWordsHasAccessibleText() throws Exception {
        fxRun(() -> window.studio().actions().run("preview.manifest"));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> unnamed = fx(() -> sceneNodes().stream()
                .filter(n -> n instanceof Button)
                .map(n -> (Button) n)
                .filter(b -> b.getText() == null || b.getText().chars().noneMatch(Character::isLetter))
                .filter(b ->
                        b.getAccessibleText() == null || b.getAccessibleText().isBlank())
                .map(b -> b.getId() + " '" + b.getText() + "'")
                .toList());
        assertThat(unnamed).isEmpty();
    }

    @Test
    void tabReachesTheEditorAndF6LeavesItForEveryPane() throws Exception {
        Studio studio = window.studio();
        fxRun(() -> studio.explorer().tree().requestFocus());
        WaitForAsyncUtils.waitForFxEvents();
        List<String> visited = new ArrayList<>();
        visited.add(focusName(studio));
        for (int i = 0; i < 3; i++) {
            robot.press(KeyCode.TAB).release(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            visited.add(focusName(studio));
        }
        assertThat(visited)
                .as("Tab from the explorer")
                .startsWith("TreeView#explorer-tree")
                .contains("CodeArea");
        // in the editor Tab indents; F6 goes on to the problems table, the right panel and back to the explorer
        List<String> panes = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            robot.press(KeyCode.F6).release(KeyCode.F6);
            WaitForAsyncUtils.waitForFxEvents();
            panes.add(focusName(studio));
        }
        assertThat(panes.get(0)).isEqualTo("TableView#problems-table");
        assertThat(panes.get(1)).as("the right panel").isNotIn("TableView#problems-table", "CodeArea");
        assertThat(panes.get(2)).isEqualTo("TreeView#explorer-tree");
        assertThat(panes.get(3)).isEqualTo("CodeArea");
        robot.press(KeyCode.SHIFT, KeyCode.F6).release(KeyCode.F6, KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(focusName(studio)).as("Shift+F6 goes back").isEqualTo("TreeView#explorer-tree");
    }

    private static String focusName(Studio studio) throws Exception {
        return fx(() -> {
            Node n = studio.stage().getScene().getFocusOwner();
            return n == null ? "null" : n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId());
        });
    }
}
