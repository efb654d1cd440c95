package dev.agtpstudio.editor.features;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.workspace.Language;
import dev.agtpstudio.editor.CodeEditor;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Typing brackets and quotes in a JSON .agis and in TOML: pairs, step-over, Backspace, one undo step. */
@ExtendWith(ApplicationExtension.class)
class AutoCloseFxTest {
    private CodeEditor json;
    private CodeEditor toml;
    private CodeEditor yaml;

    @Start
    void start(Stage stage) {
        json = new CodeEditor(FileKind.AGIS, new DefaultCompletionProvider());
        toml = new CodeEditor(FileKind.ENDPOINT, new DefaultCompletionProvider());
        yaml = new CodeEditor(FileKind.AGIS, new DefaultCompletionProvider());
        stage.setScene(new Scene(new HBox(json, toml, yaml), 1200, 400));
        stage.show();
    }

    private void at(FxRobot robot, CodeEditor e, String text, int caret) {
        robot.interact(() -> {
            e.resetText(text);
            e.getCodeArea().moveTo(caret);
            e.getCodeArea().requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void jsonPairsStepOverAndBackspace(FxRobot robot) {
        at(robot, json, "{\n  \"tags\": \n}", 12);
        assertThat(json.language()).isEqualTo(Language.JSON);
        robot.write("[");
        assertThat(json.getText()).isEqualTo("{\n  \"tags\": []\n}");
        robot.write("\"");
        assertThat(json.getText()).isEqualTo("{\n  \"tags\": [\"\"]\n}");
        robot.write("a\"]");
        assertThat(json.getText())
                .as("the closers typed step over the inserted ones")
                .isEqualTo("{\n  \"tags\": [\"a\"]\n}");
        assertThat(json.getCodeArea().getCaretPosition())
                .isEqualTo(json.getText().indexOf("]") + 1);
        // Backspace in an empty pair deletes both
        at(robot, json, "{\n  \"a\": \n}", 9);
        robot.write("{");
        assertThat(json.getText()).isEqualTo("{\n  \"a\": {}\n}");
        robot.press(KeyCode.BACK_SPACE).release(KeyCode.BACK_SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(json.getText()).isEqualTo("{\n  \"a\": \n}");
        // no closer before a word character
        at(robot, json, "{\n  \"a\": x\n}", 9);
        robot.write("[");
        assertThat(json.getText()).isEqualTo("{\n  \"a\": [x\n}");
    }

    @Test
    void oneUndoStepTakesThePairAway(FxRobot robot) {
        at(robot, json, "{\n  \"a\": \n}", 9);
        robot.write("[");
        assertThat(json.getText()).isEqualTo("{\n  \"a\": []\n}");
        robot.interact(json::undo);
        assertThat(json.getText()).isEqualTo("{\n  \"a\": \n}");
    }

    @Test
    void enterBetweenBracesOpensAnIndentedLine(FxRobot robot) {
        at(robot, json, "{\n  \"a\": \n}", 9);
        robot.write("{");
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(json.getText()).isEqualTo("{\n  \"a\": {\n    \n  }\n}");
        assertThat(json.getCodeArea().getCurrentParagraph()).isEqualTo(2);
        assertThat(json.getCodeArea().getCaretColumn()).isEqualTo(4);
    }

    @Test
    void tomlPairsButNotInCommentsOrStrings(FxRobot robot) {
        at(robot, toml, "scopes = \n", 9);
        assertThat(toml.language()).isEqualTo(Language.TOML);
        robot.write("[\"");
        assertThat(toml.getText()).isEqualTo("scopes = [\"\"]\n");
        at(robot, toml, "# a note \n", 9);
        robot.write("\"[");
        assertThat(toml.getText()).isEqualTo("# a note \"[\n");
        at(robot, toml, "summary = \"x \"\n", 13);
        robot.write("{");
        assertThat(toml.getText()).isEqualTo("summary = \"x {\"\n");
    }

    @Test
    void yamlIsLeftAlone(FxRobot robot) {
        at(robot, yaml, "agis: \"1.0\"\ntags: \n", 18);
        assertThat(yaml.language()).isEqualTo(Language.YAML);
        robot.write("[");
        assertThat(yaml.getText()).isEqualTo("agis: \"1.0\"\ntags: [\n");
    }

    /** A new, empty .agis document typed as JSON: the first `{` makes it JSON, and pairs follow from there. */
    @Test
    void anEmptyAgisDocumentBecomesJsonWithItsFirstBrace(FxRobot robot) {
        at(robot, yaml, "", 0);
        robot.write("{");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(yaml.language()).isEqualTo(Language.JSON);
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        robot.write("\"a\": [");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(yaml.getText()).startsWith("{\n  \"a\": []");
    }
}
