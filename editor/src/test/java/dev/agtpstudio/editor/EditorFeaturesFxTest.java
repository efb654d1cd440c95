package dev.agtpstudio.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.text.TextRange;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class EditorFeaturesFxTest {
    private CodeEditor editor;

    @Start
    void start(Stage stage) {
        editor = new CodeEditor(FileKind.AGIS, new DefaultCompletionProvider());
        stage.setScene(new Scene(editor, 800, 500));
        stage.show();
    }

    private void load(FxRobot robot, String text) {
        robot.interact(() -> editor.resetText(text));
        try {
            WaitForAsyncUtils.waitFor(
                    5,
                    TimeUnit.SECONDS,
                    () -> editor.highlighter().highlightedVersionProperty().get() == editor.documentVersion());
        } catch (TimeoutException e) {
            throw new AssertionError(e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Color fillOfFirst(FxRobot robot, String styleClass) {
        Node n = robot.lookup("." + styleClass).match(x -> x instanceof Text).query();
        return (Color) ((Text) n).getFill();
    }

    @Test
    void theFindBarCountsTheCurrentMatchAndNextScrollsItIntoView(FxRobot robot) {
        StringBuilder sb = new StringBuilder("endpoints:\n");
        for (int i = 0; i < 400; i++) {
            sb.append(i % 100 == 99 ? "  - method: BOOK\n" : "  - path: /line" + i + "\n");
        }
        load(robot, sb.toString());
        robot.interact(() -> {
            editor.findBar().show(false);
            ((javafx.scene.control.TextField) robot.lookup(".find-field").query()).setText("BOOK");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.findBar().position()).isEqualTo("4 matches");
        robot.interact(() -> editor.findBar().findNext());
        assertThat(editor.findBar().position()).isEqualTo("1 of 4");
        robot.interact(() -> {
            editor.findBar().findNext();
            editor.findBar().findNext();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.findBar().position()).isEqualTo("3 of 4");
        var area = editor.getCodeArea();
        int par = area.getCurrentParagraph();
        assertThat(par).isEqualTo(300);
        int[] visible = new int[2];
        robot.interact(() -> {
            visible[0] = area.firstVisibleParToAllParIndex();
            visible[1] = area.lastVisibleParToAllParIndex();
        });
        assertThat(par).isBetween(visible[0], visible[1]);
        robot.interact(() -> editor.findBar().findPrevious());
        assertThat(editor.findBar().position()).isEqualTo("2 of 4");
        robot.interact(() -> editor.findBar().hide());
    }

    @Test
    void hoveringAKeyOrAVerbExplainsIt(FxRobot robot) {
        load(robot, "agis: \"1.0\"\nendpoints:\n  - method: BOOK\n    path: /reservation\n    colour: red\n");
        String t = editor.getText();
        String onKey = editor.diagnostics().infoAt(t.indexOf("method") + 2);
        assertThat(onKey).startsWith("`method`:").contains("AGIS \u00a74.1");
        assertThat(editor.diagnostics().infoAt(t.indexOf("BOOK") + 1))
                .startsWith("BOOK (")
                .contains("AGTP-API \u00a73");
        assertThat(editor.diagnostics().infoAt(t.indexOf("colour")))
                .as("an unknown key has no card")
                .isNull();
        assertThat(editor.diagnostics().infoAt(t.indexOf("/reservation") + 2))
                .as("a plain value")
                .isNull();
    }

    @Test
    void tokenColoursComeFromTheStylesheetAndTheDarkThemeSwapsThem(FxRobot robot) {
        load(robot, "agis: \"1.0\"\nendpoints:\n  - method: BOOK\n");
        assertThat(fillOfFirst(robot, "tok-key")).isEqualTo(Color.web("#0550ae"));
        assertThat(fillOfFirst(robot, "tok-method-verb")).isEqualTo(Color.web("#8250df"));
        robot.interact(() -> editor.setDarkTheme(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fillOfFirst(robot, "tok-key")).isEqualTo(Color.web("#61afef"));
        robot.interact(() -> editor.setDarkTheme(false));
    }

    @Test
    void yamlIsDetectedAndJsonAgisSwitchesTheLexer(FxRobot robot) {
        load(robot, "agis: \"1.0\"\n");
        assertThat(editor.language()).isEqualTo(dev.agtpstudio.core.workspace.Language.YAML);
        load(robot, "{\"agis\": \"1.0\", \"endpoints\": [{\"method\": \"BOOK\"}]}");
        assertThat(editor.language()).isEqualTo(dev.agtpstudio.core.workspace.Language.JSON);
        String t = editor.getText();
        assertThat(editor.getCodeArea().getStyleOfChar(t.indexOf("BOOK"))).contains("tok-method-verb");
        assertThat(editor.getCodeArea().getStyleOfChar(t.indexOf("agis"))).contains("tok-key");
    }

    @Test
    void softTabsInsertTwoSpacesAndEnterKeepsIndentation(FxRobot robot) {
        load(robot, "endpoints:");
        robot.clickOn(editor.getCodeArea());
        robot.interact(() -> editor.getCodeArea().moveTo(editor.getCodeArea().getLength()));
        robot.push(KeyCode.ENTER);
        robot.write("- method: X");
        robot.push(KeyCode.ESCAPE);
        robot.push(KeyCode.ENTER);
        robot.write("a");
        robot.push(KeyCode.HOME);
        robot.push(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.getText()).isEqualTo("endpoints:\n  - method: X\n    a");
    }

    @Test
    void commentToggleIsOneUndoStep(FxRobot robot) {
        String text = "a: 1\n  b: 2\nc: 3";
        load(robot, text);
        robot.interact(() -> {
            editor.getCodeArea().selectRange(0, text.indexOf("c"));
            editor.toggleComment();
        });
        assertThat(editor.getText()).isEqualTo("# a: 1\n#   b: 2\nc: 3");
        assertThat(editor.getCodeArea().getStyleOfChar(2)).contains("tok-comment");
        robot.interact(editor::undo);
        assertThat(editor.getText()).isEqualTo(text);
    }

    @Test
    void twoFixesAppliedAtOnceAreTwoUndoStepsEvenWhenTheyTouch(FxRobot robot) {
        // the fields form adds a field, then another right after it: the second insertion starts where the first
        // ended, which the history merges like typing unless a fix is a step of its own
        String text = "a: 1\n";
        load(robot, text);
        robot.interact(() -> {
            editor.quickFixes()
                    .apply(dev.agtpstudio.core.diag.Fix.of(
                            "add b", dev.agtpstudio.core.diag.TextEdit.insert(5, "b: 2\n")));
            editor.quickFixes()
                    .apply(dev.agtpstudio.core.diag.Fix.of(
                            "add c", dev.agtpstudio.core.diag.TextEdit.insert(10, "c: 3\n")));
        });
        assertThat(editor.getText()).isEqualTo("a: 1\nb: 2\nc: 3\n");
        robot.interact(editor::undo);
        assertThat(editor.getText()).isEqualTo("a: 1\nb: 2\n");
        robot.interact(editor::undo);
        assertThat(editor.getText()).isEqualTo(text);
    }

    @Test
    void ctrlHInTheFindFieldOpensReplaceAndTabReachesTheReplaceField(FxRobot robot) {
        load(robot, "method: BOOK\n");
        robot.clickOn(editor.getCodeArea());
        robot.press(KeyCode.CONTROL).press(KeyCode.F).release(KeyCode.F).release(KeyCode.CONTROL);
        robot.write("BOOK");
        // issue 37: Ctrl+H in the find field deleted a character (the text field's own binding)
        robot.press(KeyCode.CONTROL).press(KeyCode.H).release(KeyCode.H).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.findBar().findField().getText()).isEqualTo("BOOK");
        assertThat(editor.findBar().replaceField().getScene())
                .as("replace shown")
                .isNotNull();
        robot.interact(() -> editor.findBar().findField().requestFocus());
        robot.push(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.findBar().replaceField().isFocused())
                .as("Tab reaches the replace field")
                .isTrue();
        robot.push(KeyCode.SHIFT, KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.findBar().findField().isFocused()).isTrue();
        robot.interact(() -> editor.findBar().hide());
    }

    @Test
    void goToLineMovesTheCaretAndReportsLineAndColumn(FxRobot robot) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 300; i++) {
            sb.append("k").append(i).append(": ").append(i).append('\n');
        }
        load(robot, sb.toString());
        robot.clickOn(editor.getCodeArea());
        robot.press(KeyCode.CONTROL).press(KeyCode.G).release(KeyCode.G).release(KeyCode.CONTROL);
        robot.write("250:3");
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.caretPositionProperty().get().toString()).isEqualTo("250:3");
        assertThat(editor.bars().getChildren()).isEmpty();
    }

    @Test
    void hoverCardShowsMessageRuleSpecAndDocsLink(FxRobot robot) {
        String text = "endpoints:\n  - method: BOOKING\n";
        load(robot, text);
        int s = text.indexOf("BOOKING");
        Diagnostic d = Diagnostic.builder(
                        "agis/p4-verb-form",
                        Severity.WARNING,
                        "Method `BOOKING` is not in imperative base form; did you mean `BOOK`?")
                .range(new TextRange(s, s + 7, 2, 13, 2, 20))
                .spec("AGIS 4.1 b")
                .build();
        robot.interact(() -> editor.setDiagnostics(List.of(d), editor.documentVersion()));
        String[] opened = new String[1];
        robot.interact(() -> editor.setOnOpenDocs(link -> opened[0] = link));
        javafx.geometry.Bounds[] b = new javafx.geometry.Bounds[1];
        robot.interact(() -> b[0] =
                editor.getCodeArea().getCharacterBoundsOnScreen(s + 2, s + 3).orElseThrow());
        var bounds = b[0];
        robot.moveTo(new javafx.geometry.Point2D(bounds.getCenterX(), bounds.getCenterY()));
        try {
            WaitForAsyncUtils.waitFor(
                    5, TimeUnit.SECONDS, () -> editor.diagnostics().tooltip().isShowing());
        } catch (TimeoutException e) {
            throw new AssertionError("hover card did not show", e);
        }
        var content = editor.diagnostics().tooltip().content().getChildren();
        assertThat(((Label) content.get(0)).getText()).contains("did you mean `BOOK`");
        assertThat(((Label) content.get(1)).getText()).isEqualTo("warning \u00b7 agis/p4-verb-form \u00b7 AGIS 4.1 b");
        Hyperlink link = (Hyperlink) content.get(2);
        assertThat(link.getText()).isEqualTo("docs/rules.md#agis-p4-verb-form");
        robot.interact(link::fire);
        assertThat(opened[0]).isEqualTo("docs/rules.md#agis-p4-verb-form");
    }

    @Test
    void typingAMethodValueOpensCompletionByItself(FxRobot robot) {
        load(robot, "endpoints:\n  - ");
        robot.clickOn(editor.getCodeArea());
        robot.interact(() -> editor.getCodeArea().moveTo(editor.getCodeArea().getLength()));
        robot.write("method: QUER");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.completion().popup().isShowing()).isTrue();
        assertThat(editor.completion().popup().items())
                .extracting(i -> i.label())
                .contains("QUERY");
        robot.push(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.completion().popup().isShowing()).isFalse();
        assertThat(editor.getText()).isEqualTo("endpoints:\n  - method: QUER");
    }

    @Test
    void bracketNextToTheCaretAndItsPartnerAreMarked(FxRobot robot) {
        String text = "declared_verbs: [BOOK, [QUERY]]";
        load(robot, text);
        robot.interact(() -> editor.getCodeArea().moveTo(text.indexOf('[')));
        assertThat(editor.getCodeArea().getStyleOfChar(text.indexOf('['))).contains("bracket-match");
        assertThat(editor.getCodeArea().getStyleOfChar(text.length() - 1)).contains("bracket-match");
        assertThat(editor.getCodeArea().getStyleOfChar(text.length() - 2)).doesNotContain("bracket-match");
    }

    @Test
    void caretLineCarriesTheCurrentLineClassAndOnlyIt(FxRobot robot) {
        load(robot, "a: 1\nb: 2\nc: 3\n");
        robot.interact(() -> editor.getCodeArea().moveTo(1, 1));
        assertThat(currentLines()).containsExactly(1);
        WaitForAsyncUtils.waitForFxEvents();
        var shown = robot.lookup(".current-line").queryAll();
        assertThat(shown).hasSize(1);
        assertThat(((javafx.scene.layout.Region) shown.iterator().next()).getBackground())
                .isNotNull();
        robot.interact(() -> editor.getCodeArea().moveTo(3, 0));
        assertThat(currentLines()).containsExactly(3);
        robot.interact(() -> {
            editor.getCodeArea().moveTo(0, 2);
            editor.getCodeArea().insertText(editor.getCodeArea().getCaretPosition(), "\n");
        });
        assertThat(currentLines()).containsExactly(editor.getCodeArea().getCurrentParagraph());
    }

    private List<Integer> currentLines() {
        List<Integer> out = new java.util.ArrayList<>();
        var ps = editor.getCodeArea().getParagraphs();
        for (int i = 0; i < ps.size(); i++) {
            if (ps.get(i).getParagraphStyle().contains("current-line")) {
                out.add(i);
            }
        }
        return out;
    }

    @Test
    void uninstallingTheDiagnosticsComponentRemovesItsSquiggles(FxRobot robot) {
        String text = "endpoints:\n  - method: BOOKING\n";
        load(robot, text);
        int s = text.indexOf("BOOKING");
        Diagnostic d = Diagnostic.builder("x/y", Severity.ERROR, "m")
                .range(new TextRange(s, s + 7, 2, 13, 2, 20))
                .build();
        robot.interact(() -> editor.setDiagnostics(List.of(d), editor.documentVersion()));
        assertThat(editor.getCodeArea().getStyleOfChar(s)).contains("diag-error");
        robot.interact(() -> editor.uninstall(editor.diagnostics()));
        assertThat(editor.getCodeArea().getStyleOfChar(s))
                .doesNotContain("diag-error")
                .contains("tok-method-verb");
        assertThat(editor.components()).doesNotContain(editor.diagnostics());
    }
}
