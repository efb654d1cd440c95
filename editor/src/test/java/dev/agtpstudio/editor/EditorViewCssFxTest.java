package dev.agtpstudio.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.load.FileKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An editor or a second view put into a tab pane that has no skin yet (the right side of the IDE's editor area the
 * first time the user splits it) logs nothing. The tab pane's skin is made in the scene's CSS pass and adds the tab's
 * content there; Flowless styles each new cell of a text area the moment it joins the scene, before the CSS pass
 * reaches the view above it that defines the editor's palette, so the looked-up colours of the first cells (gutter,
 * line number, tokens) could not be resolved and JavaFX logged them, the gutter's background as a
 * ClassCastException.
 */
@ExtendWith(ApplicationExtension.class)
class EditorViewCssFxTest {
    private static final String TEXT =
            "# a comment\n# another\nagis: \"1.0\"\nservice: \"x\"\n" + "description: \"y\"\n".repeat(40);
    private final Logger css = Logger.getLogger("javafx.css");
    private final List<String> logged = Collections.synchronizedList(new ArrayList<>());
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            logged.add(r.getLevel() + " " + new SimpleFormatter().formatMessage(r));
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private BorderPane root;
    private CodeEditor editor;

    @Start
    void start(Stage stage) {
        editor = new CodeEditor(FileKind.AGIS, new DefaultCompletionProvider());
        editor.resetText(TEXT);
        root = new BorderPane();
        root.setLeft(new TabPane(new Tab("left", editor)));
        stage.setScene(new Scene(root, 900, 500));
        stage.show();
    }

    @BeforeEach
    void listen() {
        css.addHandler(capture);
    }

    @AfterEach
    void stop() {
        css.removeHandler(capture);
    }

    @Test
    void aSecondViewInANewTabPaneLogsNoCssWarning(FxRobot robot) {
        robot.interact(() -> editor.getCodeArea().moveTo(12, 0)); // the caret where the user worked
        robot.interact(() -> {
            TabPane right = new TabPane(new Tab("right", editor.openView())); // as the IDE: the view, then the pane
            root.setCenter(right);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownLineNumbers()).as("the view shows its text").isPositive();
        assertThat(logged).isEmpty();
    }

    @Test
    void anEditorMovedIntoANewTabPaneLogsNoCssWarning(FxRobot robot) {
        robot.interact(() -> {
            ((TabPane) root.getLeft()).getTabs().clear();
            root.setCenter(new TabPane(new Tab("right", editor)));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(logged).isEmpty();
    }

    @Test
    void aNewEditorWithItsCaretRestoredInANewTabPaneLogsNoCssWarning(FxRobot robot) {
        robot.interact(() -> {
            CodeEditor other = new CodeEditor(FileKind.AGIS, new DefaultCompletionProvider());
            other.resetText(TEXT);
            other.getCodeArea().moveTo(14, 0); // a restored caret, before the editor is shown
            root.setCenter(new TabPane(new Tab("other", other)));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(logged).isEmpty();
    }

    private int shownLineNumbers() {
        return WaitForAsyncUtils.waitForAsyncFx(5000, () ->
                (int) root.lookupAll(".lineno").stream().filter(Node::isVisible).count());
    }
}
