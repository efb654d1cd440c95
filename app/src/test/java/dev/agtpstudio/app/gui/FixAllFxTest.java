package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.fixall.FixAllExtension;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.problems.ProblemsViewModel;
import dev.agtpstudio.core.diag.Diagnostic;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Fix all of a kind from a Problems row: in the file (the keyboard shortcut in the table; one editor undo step puts
 * every occurrence back) and in the workspace (the context menu and its confirmation; open and closed files change
 * together, unsaved text elsewhere stays, and one Undo Fix All restores every file exactly); a file changed on disk
 * since it was checked is left alone.
 */
class FixAllFxTest {
    private static final String RULE = "schema/field-name";
    private static final String QUERY = "endpoints/query_rooms.toml";
    private static final String QUOTE = "endpoints/quote_rates.toml";
    private static final String MODIFY = "endpoints/modify_reservation.toml";
    private final FixAllExtension fixAll = new FixAllExtension();
    /** Each file's text as shipped (what the fixes must give back) and as broken for the test. */
    private final Map<String, String> original = new TreeMap<>();

    private final Map<String, String> broken = new TreeMap<>();

    @RegisterExtension
    final StudioWindow window = new StudioWindow().configure(w -> {
        w.extensions = List.of(fixAll);
        try {
            for (String f : List.of(QUERY, QUOTE, MODIFY)) {
                Path p = w.workspace.resolve(f);
                String text = Files.readString(p);
                String b = text.replace("name = \"room_type\"", "name = \"roomType\"");
                if (f.equals(QUERY)) {
                    b = b.replace("name = \"max_nightly_rate\"", "name = \"maxNightlyRate\"");
                }
                original.put(f, text);
                broken.put(f, b);
                Files.writeString(p, b);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    });

    private final FxRobot robot = new FxRobot();
    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() throws Exception {
        f = window.fixture();
        studio = window.studio();
        waitForRows(4);
    }

    private void waitForRows(int n) throws Exception {
        waitUntil(n + " rows of " + RULE, () -> rows().size() == n);
    }

    private List<Diagnostic> rows() {
        return studio.problems().all().stream()
                .filter(d -> d.ruleId().equals(RULE))
                .toList();
    }

    private Path path(String relative) {
        return f.workspace.resolve(relative).toAbsolutePath().normalize();
    }

    private String disk(String relative) throws IOException {
        return Files.readString(path(relative));
    }

    private Diagnostic row(String file) throws Exception {
        return fx(() -> rows().stream()
                .filter(d -> d.file().equals(path(file)))
                .findFirst()
                .orElseThrow());
    }

    /** Shows the Problems pane with {@code d} selected and the focus in the table. */
    private TableView<Diagnostic> select(Diagnostic d) throws Exception {
        TableView<Diagnostic> table = fx(() -> studio.problemsView().table());
        fxRun(() -> {
            studio.mainView().setBottomVisible(true);
            studio.mainView().bottomPanes().getSelectionModel().select(0);
            table.getSelectionModel().select(d);
            table.requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return table;
    }

    private DocumentViewModel open(String relative) throws Exception {
        Path p = path(relative);
        fxRun(() -> studio.documents().open(p));
        waitUntil(
                "open " + relative,
                () -> studio.documents().find(p).filter(d -> !d.isLoading()).isPresent());
        return fx(() -> studio.documents().find(p).orElseThrow());
    }

    /** Waits until the settled validation has seen the editor's text of {@code doc}. */
    private void settledOn(DocumentViewModel doc) throws Exception {
        waitUntil("validation of the edited " + doc.path().getFileName(), () -> {
            var r = studio.settledResultProperty().get();
            return r != null
                    && r.workspace()
                            .file(doc.path())
                            .map(l -> l.text().equals(doc.editor().text()))
                            .orElse(false);
        });
    }

    @Test
    void theShortcutInTheTableFixesEveryOccurrenceInTheFileAndOneUndoPutsThemBack() throws Exception {
        select(row(QUERY));
        robot.press(KeyCode.CONTROL, KeyCode.ALT, KeyCode.F).release(KeyCode.F, KeyCode.ALT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        DocumentViewModel doc = open(QUERY);
        waitUntil(
                "both occurrences fixed in the editor",
                () -> doc.editor().text().equals(original.get(QUERY)));
        assertThat(disk(QUOTE)).as("the other files are not touched").isEqualTo(broken.get(QUOTE));
        assertThat(disk(QUERY)).as("file mode changes the buffer only").isEqualTo(broken.get(QUERY));
        assertThat(fx(() -> studio.status().messageProperty().get())).contains("Fixed 2 occurrences of " + RULE);
        waitForRows(2);

        fxRun(() -> doc.editor().undo());
        assertThat(fx(() -> doc.editor().text())).as("one undo step").isEqualTo(broken.get(QUERY));
        fxRun(() -> doc.editor().redo());
        assertThat(fx(() -> doc.editor().text())).isEqualTo(original.get(QUERY));
    }

    @Test
    void theContextMenuFixesTheWorkspaceAfterTheConfirmationAndUndoFixAllRestoresEveryFile() throws Exception {
        // quote_rates.toml open with an unsaved edit of its own; modify_reservation.toml open and saved
        DocumentViewModel quote = open(QUOTE);
        String mine = "# the designer's unsaved note\n";
        fxRun(() -> quote.editor().replace(0, 0, mine));
        DocumentViewModel modify = open(MODIFY);
        settledOn(quote);
        waitForRows(4);

        TableView<Diagnostic> table = select(row(MODIFY));
        robot.press(KeyCode.SHIFT, KeyCode.F10).release(KeyCode.F10, KeyCode.SHIFT); // the keyboard's way to the menu
        WaitForAsyncUtils.waitForFxEvents();
        ContextMenu menu = fx(table::getContextMenu);
        waitUntil("the row's menu is open", menu::isShowing);
        List<String> labels =
                fx(() -> menu.getItems().stream().map(MenuItem::getText).toList());
        assertThat(labels)
                .containsExactly(
                        "Fix All " + RULE + " in This File (1)",
                        "Fix All " + RULE + " in the Workspace (4 in 3 files)\u2026");

        f.dialogs.confirmAnswers.add(true);
        fxRun(() -> menu.getItems().get(1).fire());
        assertThat(f.dialogs.asked).anyMatch(q -> q.contains("4 occurrences in 3 files"));
        waitUntil("every file fixed", () -> quote.editor().text().equals(mine + original.get(QUOTE)));

        assertThat(disk(QUERY)).as("a closed file is written").isEqualTo(original.get(QUERY));
        assertThat(fx(() -> modify.editor().text())).isEqualTo(original.get(MODIFY));
        assertThat(disk(MODIFY))
                .as("an open file without unsaved edits is saved")
                .isEqualTo(original.get(MODIFY));
        assertThat(fx(modify::isDirty)).isFalse();
        assertThat(fx(quote::isDirty)).as("unsaved text stays unsaved").isTrue();
        assertThat(disk(QUOTE)).as("a file with unsaved edits is not written").isEqualTo(broken.get(QUOTE));
        waitForRows(0);

        assertThat(fx(() -> studio.actions().run("edit.undoFixAll"))).isTrue();
        // the files are read and written off the FX thread; the editors change once that is done
        waitUntil("Undo Fix All done", () -> fixAll.undoableProperty().get() == null);
        assertThat(disk(QUERY)).isEqualTo(broken.get(QUERY));
        assertThat(disk(MODIFY)).isEqualTo(broken.get(MODIFY));
        assertThat(fx(() -> modify.editor().text())).isEqualTo(broken.get(MODIFY));
        assertThat(fx(modify::isDirty)).isFalse();
        assertThat(fx(() -> quote.editor().text())).isEqualTo(mine + broken.get(QUOTE));
        assertThat(disk(QUOTE)).isEqualTo(broken.get(QUOTE));
        assertThat(fx(() -> fixAll.undoableProperty().get())).isNull();
        assertThat(fx(() ->
                        studio.actions().find("edit.undoFixAll").orElseThrow().enabled()))
                .isFalse();
        waitForRows(4);
    }

    @Test
    void aFileChangedOnDiskSinceItWasCheckedIsNotClobberedByTheFixOrItsUndo() throws Exception {
        Diagnostic d = row(QUOTE);
        String other = broken.get(QUERY) + "# written by another program\n";
        ProblemsViewModel.RowMenuItem inWorkspace =
                fx(() -> studio.problems().menu().get(1));
        f.dialogs.confirmAnswers.add(true);
        fxRun(() -> {
            try {
                Files.writeString(path(QUERY), other); // before the watcher or the validation has seen it
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            inWorkspace.run().accept(d);
        });
        waitUntil("the fix is written", () -> fixAll.undoableProperty().get() != null);
        assertThat(disk(QUERY)).isEqualTo(other);
        assertThat(disk(QUOTE)).isEqualTo(original.get(QUOTE));
        assertThat(disk(MODIFY)).isEqualTo(original.get(MODIFY));
        assertThat(f.dialogs.infos)
                .anyMatch(m -> m.contains("endpoints/query_rooms.toml changed on disk since it was" + " checked"));

        // changed again after the fix: Undo Fix All asks, then restores the other file only
        String again = original.get(MODIFY) + "# edited after the fix\n";
        Files.writeString(path(MODIFY), again);
        f.dialogs.confirmAnswers.add(true);
        assertThat(fx(() -> studio.actions().run("edit.undoFixAll"))).isTrue();
        waitUntil("Undo Fix All done", () -> fixAll.undoableProperty().get() == null);
        assertThat(f.dialogs.asked)
                .anyMatch(q -> q.contains("endpoints/modify_reservation.toml changed since the fix"));
        assertThat(disk(MODIFY)).isEqualTo(again);
        assertThat(disk(QUOTE)).isEqualTo(broken.get(QUOTE));
        assertThat(disk(QUERY)).isEqualTo(other);
    }
}
