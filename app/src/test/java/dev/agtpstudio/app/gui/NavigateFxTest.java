package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.navigate.NavigateExtension;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.core.outline.OutlineNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.TreeItem;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Quick Open (Ctrl+P, keyboard only), the Outline pane following edits, and the breadcrumbs at the caret. */
class NavigateFxTest {
    private final NavigateExtension nav = new NavigateExtension();

    @RegisterExtension
    final StudioWindow window = new StudioWindow().configure(w -> w.extensions = List.of(nav));

    private final FxRobot robot = new FxRobot();
    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() throws Exception {
        f = window.fixture();
        studio = window.studio();
        waitUntil("the index of the workspace", () -> !nav.index().places().isEmpty());
    }

    private DocumentViewModel open(String relative) throws Exception {
        Path p = f.workspace.resolve(relative).toAbsolutePath().normalize();
        fxRun(() -> studio.documents().open(p));
        waitUntil(
                "open " + relative,
                () -> studio.documents().find(p).filter(d -> !d.isLoading()).isPresent());
        return fx(() -> studio.documents().find(p).orElseThrow());
    }

    private void quickOpen(String query) throws Exception {
        fxRun(() -> studio.explorer().tree().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.P).release(KeyCode.P, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> nav.quickOpen().isShowing()))
                .as("Ctrl+P opened Quick Open")
                .isTrue();
        robot.write(query);
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void ctrlPOpensTheFileOfAnEndpointAtItsMethodInTomlAndAgis() throws Exception {
        quickOpen("NOTIFY /guests");
        Path notify = f.workspace
                .resolve("endpoints/notify_guest.toml")
                .toAbsolutePath()
                .normalize();
        waitUntil(
                "notify_guest.toml is active and read",
                () -> studio.documents().active() != null
                        && studio.documents().active().path().equals(notify)
                        && !studio.documents().active().isLoading());
        DocumentViewModel doc = fx(() -> studio.documents().active());
        waitUntil(
                "the caret is on the method",
                () -> doc.editor()
                        .text()
                        .substring(doc.editor().caretOffset().getValue())
                        .startsWith("\"NOTIFY\""));
        assertThat(fx(() -> nav.quickOpen().isShowing())).isFalse();

        quickOpen("rooms harbor");
        Path agis = f.workspace.resolve("harbor-light.agis").toAbsolutePath().normalize();
        waitUntil(
                "the AGIS document is active and read",
                () -> studio.documents().active() != null
                        && studio.documents().active().path().equals(agis)
                        && !studio.documents().active().isLoading());
        DocumentViewModel a = fx(() -> studio.documents().active());
        waitUntil("the caret is on QUERY /rooms", () -> {
            String t = a.editor().text();
            int at = a.editor().caretOffset().getValue();
            return t.startsWith("QUERY", at) && t.substring(at).contains("/rooms");
        });
        assertThat(fx(() -> a.editor().caretLine().getValue())).isEqualTo(36);
    }

    @Test
    void outlineListsTheEndpointAndItsFieldsAndFollowsEdits() throws Exception {
        DocumentViewModel doc = open("endpoints/query_rooms.toml");
        waitUntil(
                "the outline shows QUERY /rooms",
                () -> labels(nav.outline().tree().getRoot()).contains("QUERY /rooms"));
        assertThat(fx(() -> labels(nav.outline().tree().getRoot())))
                .contains("input", "output", "property_id", "check_in");
        assertThat(fx(() -> labels(nav.outline().tree().getRoot()))).doesNotContain("smoking");

        fxRun(() -> doc.editor()
                .replace(
                        doc.editor().length(),
                        doc.editor().length(),
                        "\n[[endpoint.input.optional]]\nname = \"smoking\"\ntype = \"boolean\"\n"
                                + "description = \"Whether the guest wants a smoking room.\"\n"));
        waitUntil(
                "the outline shows the new field",
                () -> labels(nav.outline().tree().getRoot()).contains("smoking"));

        // Ctrl+Shift+O shows the pane and focuses it; Enter on an entry goes to it
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.O).release(KeyCode.O, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> nav.outline().tree().isFocused()))
                .as("the outline has the focus")
                .isTrue();
        fxRun(() -> nav.outline()
                .tree()
                .getSelectionModel()
                .select(find(nav.outline().tree().getRoot(), "check_in")));
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(
                "the caret is on check_in's name",
                () -> doc.editor()
                        .text()
                        .substring(doc.editor().caretOffset().getValue())
                        .startsWith("\"check_in\""));
    }

    @Test
    void breadcrumbsNameTheFileEndpointAndFieldAtTheCaretAndGoThere() throws Exception {
        DocumentViewModel doc = open("endpoints/query_rooms.toml");
        waitUntil("the outline is ready", () -> !nav.index().outline(doc.path()).isEmpty());
        int inCheckIn = fx(() -> doc.editor().text().indexOf("\"check_in\"") + 3);
        fxRun(() -> doc.editor().selectRange(inCheckIn, inCheckIn));
        waitUntil(
                "crumbs at check_in",
                () -> nav.breadcrumbs()
                        .texts()
                        .equals(List.of("endpoints/query_rooms.toml", "QUERY /rooms", "input", "check_in")));

        fxRun(() -> nav.breadcrumbs().getChildren().stream()
                .filter(Hyperlink.class::isInstance)
                .map(Hyperlink.class::cast)
                .filter(h -> h.getText().equals("QUERY /rooms"))
                .findFirst()
                .orElseThrow()
                .fire());
        waitUntil(
                "the caret is on the method",
                () -> doc.editor()
                        .text()
                        .substring(doc.editor().caretOffset().getValue())
                        .startsWith("\"QUERY\""));
        waitUntil(
                "crumbs at the endpoint",
                () -> nav.breadcrumbs().texts().equals(List.of("endpoints/query_rooms.toml", "QUERY /rooms")));
    }

    @Test
    void theOutlineFollowsTheCaretWithoutTakingTheFocusAndAClickInItStaysPut() throws Exception {
        DocumentViewModel doc = open("harbor-light.agis");
        waitUntil(
                "the outline is ready",
                () -> labels(nav.outline().tree().getRoot()).contains("QUERY /rooms"));
        fxRun(() -> doc.editor().requestFocus());
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node focused = fx(() -> studio.stage().getScene().getFocusOwner());
        assertThat(fx(() -> inside(focused, doc.editor().node()))).isTrue();
        // the caret into the QUERY /rooms endpoint's description, then into BOOK /reservations' check_in field
        int inRooms = fx(() -> doc.editor().text().indexOf("path: /rooms") + 8);
        fxRun(() -> doc.editor().selectRange(inRooms, inRooms));
        waitUntil("the outline selects QUERY /rooms", () -> "QUERY /rooms".equals(selectedOnFx()));
        int book = fx(() -> doc.editor().text().indexOf("path: /reservations\n"));
        int inCheckIn = fx(() -> doc.editor().text().indexOf("check_in: {type", book) + 2);
        fxRun(() -> doc.editor().selectRange(inCheckIn, inCheckIn));
        waitUntil("the outline selects the field check_in", () -> "check_in".equals(selectedOnFx()));
        assertThat(fx(() -> nav.outline()
                        .tree()
                        .getSelectionModel()
                        .getSelectedItem()
                        .getParent()
                        .getParent()
                        .getValue()
                        .label()))
                .isEqualTo("BOOK /reservations");
        assertThat(fx(() -> studio.stage().getScene().getFocusOwner()))
                .as("following the caret leaves the focus in the editor")
                .isSameAs(focused);

        // a click on an entry moves the caret there; the Outline keeps the clicked entry (no loop back)
        fxRun(() -> studio.actions().run("view.outline"));
        WaitForAsyncUtils.waitForFxEvents();
        TreeItem<OutlineNode> rooms = fx(() -> find(nav.outline().tree().getRoot(), "QUERY /rooms"));
        fxRun(() -> nav.outline().tree().scrollTo(nav.outline().tree().getRow(rooms)));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node cell = robot.lookup(".tree-cell")
                .match((javafx.scene.control.TreeCell<OutlineNode> c) -> c.getTreeItem() == rooms)
                .query();
        robot.clickOn(cell);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(
                "the caret is on QUERY",
                () -> doc.editor()
                        .text()
                        .startsWith("QUERY", doc.editor().caretOffset().getValue()));
        int caret = fx(() -> doc.editor().caretOffset().getValue());
        Thread.sleep(600); // several times the Outline's pause before it follows the caret
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(selectedLabel()).isEqualTo("QUERY /rooms");
        assertThat(fx(() -> doc.editor().caretOffset().getValue())).isEqualTo(caret);
    }

    private static boolean inside(javafx.scene.Node n, javafx.scene.Node ancestor) {
        for (javafx.scene.Node p = n; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    private String selectedLabel() throws Exception {
        return fx(this::selectedOnFx);
    }

    private String selectedOnFx() {
        TreeItem<OutlineNode> i = nav.outline().tree().getSelectionModel().getSelectedItem();
        return i == null ? null : i.getValue().label();
    }

    private static List<String> labels(TreeItem<OutlineNode> root) {
        List<String> out = new ArrayList<>();
        for (TreeItem<OutlineNode> c : root.getChildren()) {
            out.add(c.getValue().label());
            out.addAll(labels(c));
        }
        return out;
    }

    private static TreeItem<OutlineNode> find(TreeItem<OutlineNode> root, String label) {
        for (TreeItem<OutlineNode> c : root.getChildren()) {
            if (label.equals(c.getValue().label())) {
                return c;
            }
            TreeItem<OutlineNode> deeper = find(c, label);
            if (deeper != null) {
                return deeper;
            }
        }
        return null;
    }
}
