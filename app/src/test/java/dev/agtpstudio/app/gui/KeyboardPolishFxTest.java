package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.editor.CodeEditorSurface;
import java.nio.file.Path;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 37's keyboard polish: Alt+letter menus, one go-to-line control. */
class KeyboardPolishFxTest {
    @RegisterExtension
    final StudioWindow window = new StudioWindow();

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
        return fx(() -> studio.documents().find(p).orElseThrow());
    }

    private static CodeArea area(DocumentViewModel d) {
        return ((CodeEditorSurface) d.editor()).control().getCodeArea();
    }

    private static KeyEvent key(
            Node target, javafx.event.EventType<KeyEvent> type, KeyCode code, String text, boolean alt) {
        String ch = type == KeyEvent.KEY_TYPED ? text : KeyEvent.CHAR_UNDEFINED;
        return new KeyEvent(
                null,
                target,
                type,
                ch,
                type == KeyEvent.KEY_TYPED ? "" : text,
                type == KeyEvent.KEY_TYPED ? KeyCode.UNDEFINED : code,
                false,
                false,
                alt,
                false);
    }

    /**
     * A quick Alt+F as a window manager delivers it: the Alt release reaches the main window before the menu's popup
     * has the keyboard (here: sent to the editor, after the menu opened). The File menu opens and stays open, and
     * nothing is typed into the editor, which had the focus. (On the old code the release closed the menu at once.)
     */
    @Test
    void altLetterOpensItsMenuAndTheMenuStaysOpenWhenAltIsLetGo() throws Exception {
        DocumentViewModel doc = open("endpoints/query_rooms.toml");
        CodeArea area = fx(() -> area(doc));
        fxRun(area::requestFocus);
        WaitForAsyncUtils.waitForFxEvents();
        String before = fx(() -> area.getText());
        MenuBar bar = fx(() -> (MenuBar) studio.stage().getScene().lookup("#main-menu"));
        assertThat(fx(() -> bar.getMenus().get(0).getText())).isEqualTo("_File");
        fxRun(() -> {
            Event.fireEvent(area, key(area, KeyEvent.KEY_PRESSED, KeyCode.ALT, "", true));
            Event.fireEvent(area, key(area, KeyEvent.KEY_PRESSED, KeyCode.F, "f", true));
            Event.fireEvent(area, key(area, KeyEvent.KEY_TYPED, KeyCode.F, "f", true));
            Event.fireEvent(area, key(area, KeyEvent.KEY_RELEASED, KeyCode.F, "f", true));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> bar.getMenus().get(0).isShowing()))
                .as("File opens on Alt+F")
                .isTrue();
        fxRun(() -> Event.fireEvent(area, key(area, KeyEvent.KEY_RELEASED, KeyCode.ALT, "", false)));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> bar.getMenus().get(0).isShowing()))
                .as("File is still open when Alt is let go")
                .isTrue();
        assertThat(fx(() -> area.getText())).as("Alt+F typed nothing").isEqualTo(before);
        fxRun(() -> bar.getMenus().get(0).hide());
        // Alt pressed and released by itself still goes to the menu bar without opening a menu
        fxRun(() -> {
            Event.fireEvent(area, key(area, KeyEvent.KEY_PRESSED, KeyCode.ALT, "", true));
            Event.fireEvent(area, key(area, KeyEvent.KEY_RELEASED, KeyCode.ALT, "", false));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> bar.getMenus().stream().noneMatch(m -> m.isShowing())))
                .isTrue();
        // and after that chord a plain letter types (the mnemonic underlines went away with Alt)
        fxRun(area::requestFocus);
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        robot.press(KeyCode.X).release(KeyCode.X);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> bar.getMenus().stream().noneMatch(m -> m.isShowing())))
                .isTrue();
    }

    /** Go > Go to Line (and Ctrl+G wherever the focus is) opens the editor's own bar, which takes line:column. */
    @Test
    void goToLineIsOneBarEverywhereAndTakesLineAndColumn() throws Exception {
        DocumentViewModel doc = open("endpoints/query_rooms.toml");
        CodeArea area = fx(() -> area(doc));
        fxRun(() -> studio.explorer().tree().requestFocus()); // the menu's accelerator, not the editor's own key
        fxRun(() -> studio.actions().run("go.line"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(f.dialogs.askedSnapshot()).as("no dialog").isEmpty();
        Node owner = fx(() -> studio.stage().getScene().getFocusOwner());
        assertThat(owner).isInstanceOf(TextField.class);
        assertThat(fx(() -> owner.getParent().getStyleClass().contains("goto-bar")))
                .isTrue();
        robot.write("3:5");
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> area.getCurrentParagraph())).isEqualTo(2);
        assertThat(fx(() -> area.getCaretColumn())).isEqualTo(4);
        assertThat(fx(() -> studio.stage().getScene().getFocusOwner())).isSameAs(area);
        assertThat(fx(() -> studio.stage().getScene().lookup(".goto-bar")))
                .as("the bar closed")
                .isNull();
        // Ctrl+G typed in the editor opens the same bar
        robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> studio.stage().getScene().lookup(".goto-bar"))).isNotNull();
        assertThat(f.dialogs.askedSnapshot()).isEmpty();
    }

    /**
     * New File asks in the selected item's folder and says so (the folder is offered, editable), then opens the new
     * file with the focus in its editor, not in the explorer.
     */
    @Test
    void newFileShowsItsFolderAndLeavesTheFocusInTheNewEditor() throws Exception {
        Path selected = f.workspace
                .resolve("endpoints/query_rooms.toml")
                .toAbsolutePath()
                .normalize();
        fxRun(() -> {
            studio.explorer().select(selected);
            studio.explorer().tree().requestFocus();
        });
        f.dialogs.textAnswers.add(java.util.Optional.of("new_one.toml"));
        fxRun(() -> studio.actions().run("file.newFile"));
        assertThat(f.dialogs.foldersOffered).containsExactly("endpoints");
        Path created =
                f.workspace.resolve("endpoints/new_one.toml").toAbsolutePath().normalize();
        assertThat(created).exists();
        waitUntil(
                "the new file's editor has the focus",
                () -> studio.documents()
                        .find(created)
                        .filter(d -> !d.isLoading())
                        .map(d -> studio.stage().getScene().getFocusOwner() == area(d))
                        .orElse(false));
        // a folder typed in the dialog (one that does not exist yet) is where the file goes
        f.dialogs.textAnswers.add(java.util.Optional.of("drafts/later.toml"));
        fxRun(() -> studio.actions().run("file.newFile"));
        assertThat(f.workspace.resolve("drafts/later.toml")).exists();
    }

    /** The dialog itself: the folder in an editable field, the focus in the name field, Enter creates. */
    @Test
    void theNewFileDialogShowsTheFolderAndTakesTheNameFirst() throws Exception {
        var dialogs = new dev.agtpstudio.app.ui.dialog.FxDialogService(() -> studio.stage());
        java.util.concurrent.CompletableFuture<
                        java.util.Optional<dev.agtpstudio.app.ui.dialog.DialogService.NameInFolder>>
                answer = new java.util.concurrent.CompletableFuture<>();
        javafx.application.Platform.runLater(
                () -> answer.complete(dialogs.askNameInFolder("New file", "File name", "endpoints")));
        waitUntil(
                "the dialog",
                () -> dialogField("new-item-name") != null
                        && dialogField("new-item-name").isFocused());
        assertThat(fx(() -> dialogField("new-item-folder").getText())).isEqualTo("endpoints");
        assertThat(fx(() -> dialogField("new-item-folder").isEditable())).isTrue();
        fxRun(() -> {
            TextField name = dialogField("new-item-name");
            name.setText("book_room.toml");
            javafx.scene.control.Button ok = (javafx.scene.control.Button)
                    ((javafx.scene.control.DialogPane) name.getScene().getRoot())
                            .lookupButton(javafx.scene.control.ButtonType.OK);
            assertThat(ok.isDefaultButton())
                    .as("OK is the default button: Enter creates")
                    .isTrue();
            ok.fire();
        });
        assertThat(answer.get(10, java.util.concurrent.TimeUnit.SECONDS))
                .contains(new dev.agtpstudio.app.ui.dialog.DialogService.NameInFolder("endpoints", "book_room.toml"));
    }

    /** A field of the dialog showing now (FX thread), or null. */
    private static TextField dialogField(String id) {
        for (javafx.stage.Window w : javafx.stage.Window.getWindows()) {
            if (w.isShowing() && w.getScene() != null && w.getScene().lookup("#" + id) instanceof TextField t) {
                return t;
            }
        }
        return null;
    }
}
