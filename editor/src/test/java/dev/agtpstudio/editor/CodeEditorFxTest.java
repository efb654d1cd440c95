package dev.agtpstudio.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.editor.features.Gutter;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class CodeEditorFxTest {
    private static final String ENDPOINT = """
            [endpoint]
            method = "BOOK"
            path = "/room/{room_id}"
            description = "Books a room."

            [endpoint.semantic]
            capability = "transaction"
            """;

    private CodeEditor editor;

    @Start
    void start(Stage stage) {
        editor = new CodeEditor(FileKind.ENDPOINT, new DefaultCompletionProvider());
        stage.setScene(new Scene(editor, 800, 500));
        stage.show();
    }

    private void load(FxRobot robot, String text) {
        robot.interact(() -> editor.resetText(text));
        awaitHighlighted();
    }

    private void awaitHighlighted() {
        try {
            WaitForAsyncUtils.waitFor(
                    5,
                    TimeUnit.SECONDS,
                    () -> editor.highlighter().highlightedVersionProperty().get() == editor.documentVersion());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("highlighting did not finish", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Collection<String> styleAt(int offset) {
        return editor.getCodeArea().getStyleOfChar(offset);
    }

    @Test
    void typedMethodVerbIsHighlightedAsVerb(FxRobot robot) {
        load(robot, "[endpoint]\n");
        robot.clickOn(editor.getCodeArea());
        robot.interact(() -> editor.getCodeArea().moveTo(editor.getCodeArea().getLength()));
        robot.write("method = \"BOOK\"");
        robot.push(KeyCode.ESCAPE); // close the auto-opened completion
        WaitForAsyncUtils.waitForFxEvents();
        String text = editor.getText();
        assertThat(text).isEqualTo("[endpoint]\nmethod = \"BOOK\"");
        assertThat(styleAt(text.indexOf("BOOK"))).contains("tok-method-verb");
        assertThat(styleAt(text.indexOf("method"))).contains("tok-key");
        assertThat(styleAt(1)).contains("tok-section");
    }

    @Test
    void pathTemplateParameterHasItsOwnClass(FxRobot robot) {
        load(robot, ENDPOINT);
        int at = ENDPOINT.indexOf("{room_id}");
        assertThat(styleAt(at + 1)).contains("tok-template-param");
        assertThat(styleAt(at - 1)).contains("tok-string");
    }

    @Test
    void diagnosticSquiggleCoversExactlyItsRange(FxRobot robot) {
        load(robot, ENDPOINT);
        int start = ENDPOINT.indexOf("BOOK");
        Diagnostic d = Diagnostic.builder("method/unknown-verb", Severity.ERROR, "Method BOOK is not allowed")
                .range(new TextRange(start, start + 4, 2, 11, 2, 15))
                .spec("AGTP-API §4")
                .build();
        boolean applied = applyDiagnostics(robot, List.of(d));
        assertThat(applied).isTrue();
        assertThat(styleAt(start - 1)).doesNotContain("diag-error");
        for (int i = start; i < start + 4; i++) {
            assertThat(styleAt(i)).contains("diag-error", "tok-method-verb");
        }
        assertThat(styleAt(start + 4)).doesNotContain("diag-error");
        assertThat(editor.gutter().markerAt(1)).isEqualTo(Severity.ERROR);
    }

    @Test
    void newMarkersKeepTheGraphicsOfLinesTheyDoNotTouch(FxRobot robot) {
        load(robot, ENDPOINT);
        int start = ENDPOINT.indexOf("BOOK");
        robot.interact(() -> {});
        javafx.scene.Node untouched = markerOfLine(robot, 0);
        Diagnostic d = Diagnostic.builder("method/unknown-verb", Severity.ERROR, "Method BOOK is not allowed")
                .range(new TextRange(start, start + 4, 2, 11, 2, 15))
                .build();
        applyDiagnostics(robot, List.of(d));
        robot.interact(() -> {});
        assertThat(Gutter.shownSeverity(markerOfLine(robot, 1))).isEqualTo(Severity.ERROR);
        assertThat(markerOfLine(robot, 1).getAccessibleText()).isEqualTo("Error on line 2");
        Diagnostic w = Diagnostic.builder("method/unknown-verb", Severity.WARNING, "m")
                .range(new TextRange(start, start + 4, 2, 11, 2, 15))
                .build();
        applyDiagnostics(robot, List.of(w));
        robot.interact(() -> {});
        assertThat(Gutter.shownSeverity(markerOfLine(robot, 1))).isEqualTo(Severity.WARNING);
        applyDiagnostics(robot, List.of());
        robot.interact(() -> {});
        assertThat(Gutter.shownSeverity(markerOfLine(robot, 1))).isNull();
        assertThat(markerOfLine(robot, 1).getAccessibleText()).isNull();
        assertThat(markerOfLine(robot, 0)).isSameAs(untouched);
        assertThat(Gutter.shownSeverity(untouched)).isNull();
    }

    @Test
    void lineNumbersAreRightAlignedAndPaddedAgainWhenTheLineCountGainsADigit(FxRobot robot) {
        load(robot, "a\nb\nc\nd\ne\nf\ng\nh\ni");
        robot.interact(() -> {});
        assertThat(numberOfLine(robot, 0)).isEqualTo("1");
        assertThat(numberOfLine(robot, 8)).isEqualTo("9");
        javafx.scene.Node first = numberNode(robot, 0);
        robot.interact(() -> editor.getCodeArea().appendText("\nj"));
        robot.interact(() -> {});
        assertThat(numberOfLine(robot, 9)).isEqualTo("10");
        assertThat(numberOfLine(robot, 0)).isEqualTo(" 1");
        assertThat(((javafx.scene.text.Text) first).getText()).isEqualTo(" 1"); // an existing number, padded again
        robot.interact(() -> editor.getCodeArea()
                .deleteText(editor.getText().length() - 2, editor.getText().length()));
        robot.interact(() -> {});
        assertThat(numberOfLine(robot, 0)).isEqualTo("1");
        // a plain Text, not a Label: RichTextFX builds a new line graphic for every edited line
        assertThat(first).isInstanceOf(javafx.scene.text.Text.class);
        assertThat(robot.lookup(".gutter .label").queryAll()).isEmpty();
    }

    private javafx.scene.Node numberNode(FxRobot robot, int line) {
        javafx.scene.Node marker = markerOfLine(robot, line);
        return ((javafx.scene.Parent) marker.getParent())
                .getChildrenUnmodifiable().stream()
                        .filter(n -> n.getStyleClass().contains("lineno"))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError("no line number beside the marker of line " + line));
    }

    private String numberOfLine(FxRobot robot, int line) {
        return ((javafx.scene.text.Text) numberNode(robot, line)).getText();
    }

    private javafx.scene.Node markerOfLine(FxRobot robot, int line) {
        return robot.lookup(".gutter-marker").queryAll().stream()
                .filter(n -> Integer.valueOf(line).equals(n.getProperties().get("gutter-line")) && n.getScene() != null)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no gutter marker for line " + line));
    }

    private boolean applyDiagnostics(FxRobot robot, List<Diagnostic> ds) {
        boolean[] ok = new boolean[1];
        robot.interact(() -> ok[0] = editor.setDiagnostics(ds, editor.documentVersion()));
        return ok[0];
    }

    @Test
    void freshResultsRestyleOnlyTheSquigglesThatChanged(FxRobot robot) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            text.append("key").append(i).append(" = \"BOOK\"\n");
        }
        load(robot, text.toString());
        List<Diagnostic> all = new java.util.ArrayList<>();
        for (int i = 0, at = 0; i < 300; i++) {
            int line = text.indexOf("\n", at);
            all.add(Diagnostic.builder("x/y", Severity.WARNING, "m " + i)
                    .range(new TextRange(at, at + 3, i + 1, 1, i + 1, 4))
                    .build());
            at = line + 1;
        }
        applyDiagnostics(robot, all.subList(0, 299));
        int[] restyles = new int[1];
        var counting = editor.getCodeArea().richChanges().subscribe(c -> restyles[0]++);
        try {
            applyDiagnostics(robot, all.subList(0, 299)); // the same findings again
            assertThat(restyles[0]).as("identical results change no styles").isZero();
            applyDiagnostics(robot, all); // one more finding
            assertThat(restyles[0])
                    .as("one new squiggle restyles its line only")
                    .isEqualTo(1);
        } finally {
            counting.unsubscribe();
        }
        assertThat(styleAt(all.get(299).range().start())).contains("diag-warning");
        assertThat(styleAt(all.get(0).range().start())).contains("diag-warning");
        // A restyle of a few lines asks the overlay for the marks there only (a range query, not all of them).
        robot.interact(() -> editor.replaceText(0, 0, "# a long one\n"));
        Diagnostic wide = Diagnostic.builder("x/wide", Severity.ERROR, "whole first lines")
                .range(new TextRange(0, 400, 1, 1, 20, 1))
                .build();
        List<Diagnostic> withWide = new java.util.ArrayList<>(List.of(wide));
        all.forEach(d -> withWide.add(d.withFile(null)));
        applyDiagnostics(robot, withWide);
        var overlay = editor.diagnostics();
        for (int[] q : new int[][] {{390, 395}, {0, 0}, {2000, 2100}, {5000, 5000}}) {
            assertThat(overlay.marks(q[0], q[1]))
                    .as("marks touching %d..%d", q[0], q[1])
                    .containsExactlyElementsOf(overlay.marks().stream()
                            .filter(m -> m.start() <= q[1] && m.end() >= q[0])
                            .toList());
        }
        assertThat(overlay.marks(390, 395))
                .extracting(dev.agtpstudio.editor.style.Mark::cssClass)
                .contains("diag-error");
    }

    @Test
    void aSnapshotIsTheTextWhenItWasTakenThroughEditsUndoAndRedo(FxRobot robot) {
        load(robot, ENDPOINT);
        java.util.Random random = new java.util.Random(5);
        List<java.util.function.Supplier<String>> snapshots = new java.util.ArrayList<>();
        List<String> texts = new java.util.ArrayList<>();
        robot.interact(() -> {
            for (int i = 0; i < 400; i++) {
                var area = editor.getCodeArea();
                switch (random.nextInt(6)) {
                    case 0 -> area.undo();
                    case 1 -> area.redo();
                    default -> {
                        int at = random.nextInt(area.getLength() + 1);
                        int end = Math.min(area.getLength(), at + random.nextInt(4));
                        editor.replaceText(
                                at,
                                end,
                                List.of("x", "\n", "\r\n", "", "é", "method = \"BOOK\"\n")
                                        .get(random.nextInt(6)));
                    }
                }
                if (random.nextInt(3) == 0) {
                    snapshots.add(editor.textSnapshot());
                    texts.add(editor.getText());
                    if (random.nextBoolean()) {
                        assertThat(snapshots.get(snapshots.size() - 1).get()).isEqualTo(editor.getText());
                    }
                }
            }
            editor.resetText("reloaded\n");
            snapshots.add(editor.textSnapshot());
            texts.add(editor.getText());
        });
        for (int i = snapshots.size() - 1; i >= 0; i--) {
            assertThat(snapshots.get(i).get()).as("snapshot %d", i).isEqualTo(texts.get(i));
        }
    }

    @Test
    void textEqualsComparesWithoutBuildingTheText(FxRobot robot) {
        load(robot, ENDPOINT);
        boolean[] r = new boolean[6];
        robot.interact(() -> {
            r[0] = editor.textEquals(ENDPOINT);
            r[1] = editor.textEquals(ENDPOINT.replace("BOOK", "BOOX"));
            r[2] = editor.textEquals(ENDPOINT.replace("\n[endpoint.semantic]", " [endpoint.semantic]"));
            r[3] = editor.textEquals(ENDPOINT + "\n");
            r[4] = editor.textEquals(null);
            editor.replaceText("");
            r[5] = editor.textEquals("");
        });
        assertThat(r).containsExactly(true, false, false, false, false, true);
    }

    @Test
    void aKeystrokeThatRestoresTheSavedLengthComparesOnlyWhatWasEdited(FxRobot robot) {
        String saved = ENDPOINT + "# padding\n".repeat(20_000);
        load(robot, saved);
        int at = saved.indexOf("BOOK") + 2;
        int far = saved.length() - 5;
        Object[] r = new Object[8];
        robot.interact(() -> {
            editor.replaceText(at, at, "x");
            r[0] = editor.textEquals(saved); // another length: no comparison
            editor.replaceText(at, at + 1, "");
            r[1] = editor.textEquals(saved);
            r[2] = editor.lastComparedLength();
            editor.replaceText(at, at + 1, "Q"); // same length, other text
            r[3] = editor.textEquals(saved);
            r[4] = editor.lastComparedLength();
            editor.replaceText(at, at + 1, "O");
            editor.replaceText(far, far + 1, "#");
            editor.replaceText(far, far + 1, saved.substring(far, far + 1));
            r[5] = editor.textEquals(saved);
            r[6] = editor.lastComparedLength(); // the span from the first to the last edit
            r[7] = editor.textEquals(new String(saved.toCharArray())); // an equal string that is not the baseline
        });
        assertThat(r[0]).isEqualTo(false);
        assertThat(r[1]).isEqualTo(true);
        assertThat((int) r[2]).isLessThanOrEqualTo(1);
        assertThat(r[3]).isEqualTo(false);
        assertThat((int) r[4]).isEqualTo(1);
        assertThat(r[5]).isEqualTo(true);
        assertThat((int) r[6]).isBetween(1, far - at + 1);
        assertThat(r[7]).isEqualTo(true);
    }

    @Test
    void aDirtyCheckOnTheVersionSeesTheEditThatChangedIt(FxRobot robot) {
        load(robot, ENDPOINT);
        List<Boolean> equal = new java.util.ArrayList<>();
        robot.interact(() -> {
            editor.documentVersionProperty().addListener((o, a, b) -> equal.add(editor.textEquals(ENDPOINT)));
            editor.replaceText(ENDPOINT.length(), ENDPOINT.length(), "\n# typed\n");
            editor.undo();
        });
        assertThat(equal).containsExactly(false, true);
    }

    @Test
    void squiggleMovesWithAnEditAboveIt(FxRobot robot) {
        load(robot, ENDPOINT);
        int start = ENDPOINT.indexOf("BOOK");
        Diagnostic d = Diagnostic.builder("method/unknown-verb", Severity.WARNING, "m")
                .range(new TextRange(start, start + 4, 2, 11, 2, 15))
                .build();
        applyDiagnostics(robot, List.of(d));
        robot.interact(() -> editor.replaceText(0, 0, "# comment\n"));
        int moved = start + 10;
        assertThat(styleAt(moved)).contains("diag-warning");
        assertThat(styleAt(moved + 3)).contains("diag-warning");
        assertThat(styleAt(moved + 4)).doesNotContain("diag-warning");
        assertThat(editor.gutter().markerAt(2)).isEqualTo(Severity.WARNING);
    }

    @Test
    void staleDiagnosticsAreIgnored(FxRobot robot) {
        load(robot, ENDPOINT);
        long old = editor.documentVersion();
        robot.interact(() -> editor.replaceText(0, 0, "#\n"));
        boolean[] ok = new boolean[1];
        Diagnostic d = Diagnostic.builder("x/y", Severity.ERROR, "m")
                .range(new TextRange(0, 1, 1, 1, 1, 2))
                .build();
        robot.interact(() -> ok[0] = editor.setDiagnostics(List.of(d), old));
        assertThat(ok[0]).isFalse();
        assertThat(editor.diagnostics().live()).isEmpty();
    }

    @Test
    void quickFixAppliesAllEditsAsOneUndoStep(FxRobot robot) {
        load(robot, ENDPOINT);
        int start = ENDPOINT.indexOf("BOOK");
        int desc = ENDPOINT.indexOf("Books a room.");
        Fix fix = Fix.of(
                "Replace BOOK with RESERVE and say so",
                new TextEdit(start, start + 4, "RESERVE"),
                new TextEdit(desc, desc + "Books a room.".length(), "Reserves a room."));
        Diagnostic d = Diagnostic.builder("method/unknown-verb", Severity.ERROR, "m")
                .range(new TextRange(start, start + 4, 2, 11, 2, 15))
                .fix(fix)
                .build();
        applyDiagnostics(robot, List.of(d));
        robot.interact(() -> editor.getCodeArea().moveTo(start + 2));
        robot.clickOn(editor.getCodeArea());
        robot.interact(() -> editor.getCodeArea().moveTo(start + 2));
        robot.press(KeyCode.CONTROL)
                .press(KeyCode.DIGIT1)
                .release(KeyCode.DIGIT1)
                .release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.quickFixes().popup().isShowing()).isTrue();
        assertThat(editor.quickFixes().popup().items())
                .extracting(Fix::title)
                .containsExactly("Replace BOOK with RESERVE and say so");
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        String fixed = ENDPOINT.replace("\"BOOK\"", "\"RESERVE\"").replace("Books a room.", "Reserves a room.");
        assertThat(editor.getText()).isEqualTo(fixed);
        robot.interact(editor::undo);
        assertThat(editor.getText()).isEqualTo(ENDPOINT);
    }

    @Test
    void ctrlOneWithoutAFixSaysSoAndEnterLeavesASelectedValueAlone(FxRobot robot) {
        load(robot, ENDPOINT);
        int start = ENDPOINT.indexOf("BOOK");
        // a problem revealed from the Problems view selects its range; this one has no fix
        Diagnostic d = Diagnostic.builder("method/unknown-verb", Severity.ERROR, "m")
                .range(new TextRange(start, start + 4, 2, 11, 2, 15))
                .build();
        applyDiagnostics(robot, List.of(d));
        robot.clickOn(editor.getCodeArea());
        robot.interact(() -> editor.getCodeArea().selectRange(start, start + 4));
        robot.press(KeyCode.CONTROL)
                .press(KeyCode.DIGIT1)
                .release(KeyCode.DIGIT1)
                .release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.quickFixes().popup().isShowing()).as("Ctrl+1 answers").isTrue();
        assertThat(editor.quickFixes().popup().items()).extracting(Fix::title).containsExactly("No quick fix here");
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.quickFixes().popup().isShowing()).isFalse();
        assertThat(editor.getText())
                .as("the selected value is not replaced by a line break")
                .isEqualTo(ENDPOINT);
    }

    @Test
    void ctrlOneOnASelectedProblemOffersItsFixes(FxRobot robot) {
        load(robot, ENDPOINT);
        int start = ENDPOINT.indexOf("BOOK");
        Diagnostic d = Diagnostic.builder("method/unknown-verb", Severity.ERROR, "m")
                .range(new TextRange(start, start + 4, 2, 11, 2, 15))
                .fix(Fix.of("Replace with RESERVE", new TextEdit(start, start + 4, "RESERVE")))
                .build();
        applyDiagnostics(robot, List.of(d));
        robot.clickOn(editor.getCodeArea());
        // the value and its closing quote selected: the caret (the selection's end) is past the problem
        int lineEnd = ENDPOINT.indexOf('\n', start);
        robot.interact(() -> editor.getCodeArea().selectRange(start, lineEnd));
        robot.press(KeyCode.CONTROL)
                .press(KeyCode.DIGIT1)
                .release(KeyCode.DIGIT1)
                .release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.quickFixes().popup().items()).extracting(Fix::title).containsExactly("Replace with RESERVE");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void ctrlSpaceCompletesAVerb(FxRobot robot) {
        load(robot, "[endpoint]\nmethod = \"RESE");
        robot.clickOn(editor.getCodeArea());
        robot.interact(() -> editor.getCodeArea().moveTo(editor.getCodeArea().getLength()));
        robot.press(KeyCode.CONTROL).press(KeyCode.SPACE).release(KeyCode.SPACE).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.completion().popup().isShowing()).isTrue();
        assertThat(editor.completion().popup().items().get(0).label()).startsWith("RESE");
        String first = editor.completion().popup().items().get(0).label();
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.getText()).isEqualTo("[endpoint]\nmethod = \"" + first + "\"");
    }

    @Test
    void replaceAllWithRegexIsOneUndoStep(FxRobot robot) {
        String text = "a = \"x1\"\nb = \"x22\"\nc = \"y3\"\n";
        load(robot, text);
        robot.interact(() -> {
            editor.showReplace();
            editor.findBar().regexBox().setSelected(true);
            editor.findBar().findField().setText("x(\\d+)");
            editor.findBar().replaceField().setText("n$1");
        });
        assertThat(editor.findBar().statusLabel().getText()).isEqualTo("2 matches");
        int m = text.indexOf("x22");
        assertThat(styleAt(m)).contains("search-match");
        robot.interact(() -> editor.findBar().replaceAll());
        assertThat(editor.getText()).isEqualTo("a = \"n1\"\nb = \"n22\"\nc = \"y3\"\n");
        robot.interact(editor::undo);
        assertThat(editor.getText()).isEqualTo(text);
    }

    @Test
    void anEditDuringTheWholeDocumentPassIsNotOverwrittenByStaleStyles(FxRobot robot) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 6_000; i++) {
            sb.append("key_").append(i).append(" = ").append(i).append('\n');
        }
        String big = sb.toString();
        robot.interact(() -> {
            editor.resetText(big);
            editor.replaceText(0, 0, "# head\n"); // while the first pass is still queued or running
        });
        awaitHighlighted();
        String text = editor.getText();
        assertThat(styleAt(2)).contains("tok-comment");
        int deep = text.indexOf("key_5999");
        assertThat(styleAt(deep)).contains("tok-key");
        assertThat(styleAt(text.indexOf("5999", deep + 5))).contains("tok-number");
    }

    @Test
    void openingAMultiLineStringRestylesTheLinesItSwallows(FxRobot robot) {
        load(robot, ENDPOINT);
        int at = ENDPOINT.indexOf("\"Books a room.\"");
        robot.interact(() -> editor.replaceText(at, at + 1, "\"\"\""));
        String text = editor.getText();
        int semantic = text.indexOf("[endpoint.semantic]");
        assertThat(styleAt(semantic)).contains("tok-string").doesNotContain("tok-section");
        robot.interact(() -> editor.undo());
        assertThat(styleAt(ENDPOINT.indexOf("[endpoint.semantic]"))).contains("tok-section");
    }
}
