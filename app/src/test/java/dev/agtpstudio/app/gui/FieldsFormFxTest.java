package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.form.FormExtension;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.core.form.FormColumn;
import dev.agtpstudio.core.form.FormRow;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The fields form beside the text: a cell edited with the keyboard changes the text in place and Ctrl+Z restores it
 * exactly; adding and removing fields are one undo step each; comments stay; the form shows the editor's diagnostics.
 */
class FieldsFormFxTest {
    private final FormExtension form = new FormExtension();

    @RegisterExtension
    final StudioWindow window = new StudioWindow().configure(w -> w.extensions = List.of(form));

    private final FxRobot robot = new FxRobot();
    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() {
        f = window.fixture();
        studio = window.studio();
    }

    private DocumentViewModel open(String relative) throws Exception {
        Path p = f.workspace.resolve(relative).toAbsolutePath().normalize();
        fxRun(() -> studio.documents().open(p));
        waitUntil(
                "open " + relative,
                () -> studio.documents().find(p).filter(d -> !d.isLoading()).isPresent());
        DocumentViewModel doc = fx(() -> studio.documents().find(p).orElseThrow());
        fxRun(form::showForm); // the form is read while its tab is shown
        waitUntil(
                "the form of " + relative,
                () -> form.view().endpoint() != null
                        && form.form() != null
                        && form.form().text().equals(doc.editor().text()));
        return doc;
    }

    private void keys(KeyCode... codes) {
        robot.press(codes);
        for (int i = codes.length - 1; i >= 0; i--) {
            robot.release(codes[i]);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void focusCell(String name, FormColumn c) throws Exception {
        fxRun(() -> {
            TreeTableView<?> t = form.view().table();
            int row = rowOf(name);
            TreeTableColumn col = t.getColumns().get(c.ordinal());
            t.getSelectionModel().clearAndSelect(row, col);
            t.getFocusModel().focus(row, col);
            t.scrollTo(row);
            t.requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private int rowOf(String name) {
        TreeTableView<dev.agtpstudio.app.form.FormItem> t = uncheckedTable();
        for (int i = 0; i < t.getExpandedItemCount(); i++) {
            TreeItem<dev.agtpstudio.app.form.FormItem> it = t.getTreeItem(i);
            if (it.getValue().row() != null && name.equals(it.getValue().row().name())) {
                return i;
            }
        }
        throw new AssertionError("no row " + name);
    }

    @SuppressWarnings("unchecked")
    private TreeTableView<dev.agtpstudio.app.form.FormItem> uncheckedTable() {
        return (TreeTableView<dev.agtpstudio.app.form.FormItem>)
                (TreeTableView<?>) form.view().table();
    }

    @Test
    void aFieldEditedInTheFormChangesTheTextAndCtrlZRestoresItExactly() throws Exception {
        DocumentViewModel doc = open("endpoints/book_reservation.toml");
        String before = fx(() -> doc.editor().text());
        assertThat(before).startsWith("# BOOK /reservations");

        // Ctrl+Alt+E shows the form and puts the focus in it
        fxRun(() -> doc.editor().requestFocus());
        keys(KeyCode.CONTROL, KeyCode.ALT, KeyCode.E);
        assertThat(fx(() -> form.view().table().isFocused()))
                .as("the form has the focus")
                .isTrue();
        assertThat(fx(() -> form.view().title())).startsWith("BOOK /reservations");

        focusCell("guests", FormColumn.DESCRIPTION);
        keys(KeyCode.ENTER); // starts editing the cell
        keys(KeyCode.CONTROL, KeyCode.A);
        robot.write("How many guests stay.");
        keys(KeyCode.ENTER);
        String expected = before.replace(
                "description = \"Number of guests staying; defaults to 1.\"",
                "description = \"How many guests stay.\"");
        assertThat(expected).isNotEqualTo(before);
        waitUntil("the text has the new description", () -> doc.editor().text().equals(expected));
        waitUntil(
                "the form shows it",
                () -> form.view().endpoint().inputs().stream()
                        .anyMatch(r -> "How many guests stay.".equals(r.description())));

        keys(KeyCode.CONTROL, KeyCode.Z);
        waitUntil("Ctrl+Z restored the text exactly", () -> doc.editor().text().equals(before));
        waitUntil(
                "the form follows the undo",
                () -> form.view().endpoint().inputs().stream()
                        .anyMatch(r -> "Number of guests staying; defaults to 1.".equals(r.description())));
    }

    @Test
    void addingAndRemovingFieldsAreOneUndoStepEachAndKeepComments() throws Exception {
        DocumentViewModel doc = open("endpoints/book_reservation.toml");
        String before = fx(() -> doc.editor().text());
        fxRun(form::showForm);
        focusCell("guests", FormColumn.NAME);

        // Insert adds a field to the group and starts editing its name
        keys(KeyCode.INSERT);
        waitUntil(
                "a new field table",
                () -> doc.editor().text().contains("[[endpoint.input.optional]]\nname = \"new_field\""));
        waitUntil("its name is being edited", () -> form.view().table().getEditingCell() != null);
        keys(KeyCode.CONTROL, KeyCode.A);
        robot.write("smoking");
        keys(KeyCode.ENTER);
        waitUntil("renamed", () -> doc.editor().text().contains("name = \"smoking\""));
        String withSmoking = fx(() -> doc.editor().text());
        // a second field at once: its insertion touches the first one's, yet it is its own undo step
        fxRun(() -> form.view().table().getSelectionModel().clearSelection());
        focusCell("smoking", FormColumn.NAME);
        keys(KeyCode.INSERT);
        waitUntil("a second new field", () -> doc.editor().text().contains("name = \"new_field\""));
        waitUntil("its name is being edited", () -> form.view().table().getEditingCell() != null);
        keys(KeyCode.ESCAPE);
        waitUntil("not editing", () -> form.view().table().getEditingCell() == null);
        keys(KeyCode.CONTROL, KeyCode.Z);
        waitUntil(
                "one Ctrl+Z takes back only the second field",
                () -> doc.editor().text().equals(withSmoking));

        // Delete removes the selected field: the text is the original again, comments and all
        waitUntil(
                "the form shows smoking",
                () -> form.view().endpoint().inputs().stream().anyMatch(r -> "smoking".equals(r.name())));
        focusCell("smoking", FormColumn.NAME);
        keys(KeyCode.DELETE);
        waitUntil("removed", () -> doc.editor().text().equals(before));
        assertThat(fx(() -> doc.editor().text())).contains("# BOOK /reservations: the main booking endpoint.");

        keys(KeyCode.CONTROL, KeyCode.Z);
        waitUntil("undo brings the field back", () -> doc.editor().text().equals(withSmoking));
        keys(KeyCode.CONTROL, KeyCode.Z);
        waitUntil(
                "undo takes the rename back",
                () -> doc.editor().text().contains("name = \"new_field\"")
                        && !doc.editor().text().contains("smoking"));
        keys(KeyCode.CONTROL, KeyCode.Z);
        waitUntil("undo takes the added field back", () -> doc.editor().text().equals(before));
    }

    @Test
    void agisYamlEndpointUnderTheCaretIsEditedInPlace() throws Exception {
        // while its tab is not shown, the form is not read (no loads per keystroke for a hidden pane)
        Path p = f.workspace.resolve("harbor-light.agis").toAbsolutePath().normalize();
        fxRun(() -> studio.documents().open(p));
        waitUntil(
                "open",
                () -> studio.documents().find(p).filter(d -> !d.isLoading()).isPresent());
        WaitForAsyncUtils.sleep(500, java.util.concurrent.TimeUnit.MILLISECONDS);
        assertThat(fx(() -> form.view().endpoint())).isNull();
        DocumentViewModel doc = open("harbor-light.agis");
        String before = fx(() -> doc.editor().text());
        int inRooms = before.indexOf("path: /rooms");
        fxRun(() -> doc.editor().selectRange(inRooms, inRooms));
        waitUntil("the form shows QUERY /rooms", () -> form.view().title().startsWith("QUERY /rooms"));
        fxRun(form::showForm);
        focusCell("guests", FormColumn.MAXIMUM);
        keys(KeyCode.ENTER);
        robot.write("8");
        keys(KeyCode.ENTER);
        String expected = before.replaceFirst(
                "guests: \\{type: integer, minimum: 1\\}", "guests: {type: integer, minimum: 1, maximum: 8}");
        waitUntil("the flow mapping got maximum", () -> doc.editor().text().equals(expected));
        assertThat(fx(() -> doc.editor().text())).startsWith("# Harbor Light Hotels");
        keys(KeyCode.CONTROL, KeyCode.Z);
        waitUntil("undone", () -> doc.editor().text().equals(before));
    }

    @Test
    void theFormShowsTheEditorsDiagnosticsOnTheirRowsAndSaysWhyAChangeIsRefused() throws Exception {
        DocumentViewModel doc = open("endpoints/book_reservation.toml");
        String text = fx(() -> doc.editor().text());
        int at = text.indexOf("type = \"integer\"");
        fxRun(() -> doc.editor().replace(at, at + "type = \"integer\"".length(), "type = \"integr\""));
        waitUntil(
                "the row of guests carries the diagnostic",
                () -> form.view().table().getRoot().getChildren().stream()
                        .flatMap(h -> h.getChildren().stream())
                        .map(TreeItem::getValue)
                        .anyMatch(i -> "guests".equals(i.row().name())
                                && !i.diagnostics().isEmpty()));
        fxRun(form::showForm);
        focusCell("guests", FormColumn.TYPE);
        waitUntil("the status line names the rule", () -> form.view().message().contains("integr"));

        fxRun(() -> form.view().table().getSelectionModel().clearSelection());
        focusCell("guests", FormColumn.MIN_LENGTH);
        keys(KeyCode.ENTER);
        waitUntil("editing min length", () -> form.view().table().getEditingCell() != null);
        robot.write("-2");
        keys(KeyCode.ENTER);
        waitUntil("refused, with the reason", () -> form.view().message().contains("whole number"));
        assertThat(fx(() -> doc.editor().text())).doesNotContain("minLength");
        FormRow guests = fx(() -> form.view().endpoint().inputs().stream()
                .filter(r -> "guests".equals(r.name()))
                .findFirst()
                .orElseThrow());
        assertThat(guests.type()).isEqualTo("integr");
    }
}
