package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.ui.dialog.DialogService.SaveChoice;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.docs.EditorSplit;
import dev.agtpstudio.app.ui.editor.CodeEditorSurface;
import dev.agtpstudio.core.complete.CompletionItem;
import dev.agtpstudio.editor.CodeEditor;
import dev.agtpstudio.editor.EditorView;
import dev.agtpstudio.editor.features.ChoicePopup;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.IndexRange;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.event.MouseOverTextEvent;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * One document on both sides of a split editor: every action that reads the caret or the selection (find and replace,
 * quick fix, completion, comment, indentation, bracket matching, hover) acts in the view the user worked in last and
 * shows its bar or popup there; each view highlights its own caret line; Close Tab closes the focused side's tab.
 */
class SplitEditorFocusedViewFxTest {
    @RegisterExtension
    final StudioWindow window = new StudioWindow();

    private StudioFixture f;
    private Studio studio;
    private DocumentViewModel doc;
    private CodeEditor editor;
    private CodeArea left;
    private CodeArea right;
    private EditorView rightView;

    @BeforeEach
    void splitOneDocument() throws Exception {
        f = window.fixture();
        studio = window.studio();
        Path p = f.workspace
                .resolve("endpoints/query_rooms.toml")
                .toAbsolutePath()
                .normalize();
        fxRun(() -> studio.documents().open(p));
        waitUntil(
                "open",
                () -> studio.documents().find(p).filter(d -> !d.isLoading()).isPresent());
        doc = fx(() -> studio.documents().find(p).orElseThrow());
        fxRun(() -> studio.actions().run("view.splitEditor"));
        WaitForAsyncUtils.waitForFxEvents();
        editor = ((CodeEditorSurface) doc.editor()).control();
        left = editor.getCodeArea();
        rightView = fx(() -> {
            TabPane r = (TabPane) studio.stage().getScene().lookup("#editor-tabs-right");
            Tab t = r.getTabs().stream()
                    .filter(x -> x.getUserData() == doc)
                    .findFirst()
                    .orElseThrow();
            return (EditorView) t.getContent();
        });
        right = rightView.getCodeArea();
        fxRun(() -> left.moveTo(0));
    }

    /** The user works in the right view, its caret at {@code caret}; the left view's caret stays at the start. */
    private void workInRight(int caret) throws Exception {
        fxRun(() -> {
            right.requestFocus();
            right.moveTo(caret);
        });
        waitUntil("the right view focused", () -> editor.focusedArea() == right && right.isFocused());
        assertThat(fx(() -> left.getCaretPosition())).isZero();
    }

    private String text() throws Exception {
        return fx(() -> doc.editor().text());
    }

    private static List<Integer> occurrences(String text, String what) {
        List<Integer> out = new ArrayList<>();
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
            out.add(i);
        }
        return out;
    }

    private static boolean inside(Node ancestor, Node n) {
        for (Node c = n; c != null; c = c.getParent()) {
            if (c == ancestor) {
                return true;
            }
        }
        return false;
    }

    @Test
    void findAndReplaceActInTheViewWorkedInAndTheBarShowsAboveIt() throws Exception {
        String term = "type = ";
        List<Integer> at = occurrences(text(), term);
        assertThat(at).hasSizeGreaterThan(5);
        workInRight(at.get(2) + 1); // inside the third match
        fxRun(() -> studio.actions().run("edit.find"));
        fxRun(() -> editor.findBar().findField().setText(term));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> inside(rightView, editor.findBar().findField())))
                .as("the bar is above the right view")
                .isTrue();
        assertThat(fx(() -> inside(editor, editor.findBar().findField()))).isFalse();
        assertThat(fx(() -> editor.findBar().position())).isEqualTo(at.size() + " matches");

        fxRun(() -> editor.findBar().findNext()); // the next match after the right view's caret: the fourth
        assertThat(fx(() -> right.getSelection())).isEqualTo(new IndexRange(at.get(3), at.get(3) + term.length()));
        assertThat(fx(() -> editor.findBar().position())).isEqualTo("4 of " + at.size());
        fxRun(() -> editor.findBar().findPrevious());
        assertThat(fx(() -> right.getSelection())).isEqualTo(new IndexRange(at.get(2), at.get(2) + term.length()));
        assertThat(fx(() -> editor.findBar().position())).isEqualTo("3 of " + at.size());
        assertThat(fx(() -> left.getCaretPosition())).isZero();
        assertThat(fx(() -> left.getSelection().getLength())).isZero();

        // Replace replaces the match selected in the right view and moves on there
        fxRun(() -> {
            editor.showReplace();
            editor.findBar().findField().setText(term);
            editor.findBar().replaceField().setText("kind = ");
            right.selectRange(at.get(2), at.get(2) + term.length());
            editor.findBar().replaceOne();
        });
        String once = text();
        assertThat(once.substring(at.get(2), at.get(2) + term.length())).isEqualTo("kind = ");
        assertThat(occurrences(once, term)).hasSize(at.size() - 1);
        assertThat(fx(() -> right.getSelection())).isEqualTo(new IndexRange(at.get(3), at.get(3) + term.length()));
        String counter = "3 of " + (at.size() - 1); // the matches are counted again shortly after an edit
        waitUntil(
                "the counter after Replace: " + counter,
                () -> editor.findBar().position().equals(counter));
        assertThat(fx(() -> left.getCaretPosition())).isZero();

        // Replace all: every match, one undo step
        assertThat(fx(() -> editor.findBar().replaceAll())).isEqualTo(at.size() - 1);
        assertThat(text()).doesNotContain(term);
        fxRun(() -> studio.actions().run("edit.undo"));
        assertThat(text()).isEqualTo(once);
        assertThat(fx(() -> inside(rightView, editor.findBar().findField()))).isTrue();

        // working in the left view again takes the open bar there, and it counts from the left view's selection
        int second = occurrences(once, term).get(1);
        fxRun(() -> {
            left.requestFocus();
            left.selectRange(second, second + term.length());
        });
        waitUntil(
                "the bar above the left view",
                () -> inside(editor, editor.findBar().findField())
                        && !inside(rightView, editor.findBar().findField()));
        fxRun(() -> editor.findBar().findNext());
        int third = occurrences(once, term).get(2);
        assertThat(fx(() -> left.getSelection())).isEqualTo(new IndexRange(third, third + term.length()));
        assertThat(fx(() -> editor.findBar().position())).isEqualTo("3 of " + (at.size() - 1));
    }

    @Test
    void quickFixCompletionAndCaretActionsActInTheViewWorkedIn() throws Exception {
        // an unknown verb with a fix, far from the left view's caret
        int verb = text().indexOf("\"QUERY\"") + 1;
        fxRun(() -> right.replaceText(verb, verb + "QUERY".length(), "QUERRY"));
        waitUntil(
                "a quick fix for QUERRY",
                () -> doc.editor().shownDiagnostics().stream()
                        .anyMatch(d -> d.start() <= verb + 2
                                && d.end() >= verb + 2
                                && !d.diagnostic().fixes().isEmpty()));
        workInRight(verb + 2);

        fxRun(() -> studio.actions().run("edit.quickFix"));
        ChoicePopup<?> fixes = editor.quickFixes().popup();
        assertThat(fx(fixes::isShowing))
                .as("quick fixes at the right view's caret")
                .isTrue();
        assertAnchoredAtCaret(fixes, right);
        fxRun(fixes::acceptSelected);
        assertThat(text()).contains("method = \"QUERY\"").doesNotContain("QUERRY");

        // Complete (Ctrl+Space, the menu) at the right view's caret, shown under it, inserted there
        fxRun(() -> right.selectRange(verb, verb + "QUERY".length()));
        fxRun(() -> right.replaceSelection(""));
        fxRun(() -> studio.actions().run("edit.complete"));
        ChoicePopup<CompletionItem> completion = editor.completion().popup();
        assertThat(fx(completion::isShowing)).isTrue();
        assertAnchoredAtCaret(completion, right);
        assertThat(fx(() -> completion.items().stream().anyMatch(i -> i.label().equals("QUERY"))))
                .isTrue();
        fxRun(completion::hide);

        // the completion that opens by itself while typing a verb in the right view
        fxRun(() -> right.replaceSelection("Q"));
        waitUntil("completion opened by typing", completion::isShowing);
        assertAnchoredAtCaret(completion, right);
        assertThat(fx(() -> completion.items().stream().anyMatch(i -> i.label().equals("QUERY"))))
                .isTrue();
        fxRun(completion::hide);
        fxRun(() -> right.replaceText(verb, verb + 1, "QUERY"));
        assertThat(text()).contains("method = \"QUERY\"");

        // Toggle Comment comments the right view's line
        int pathLine = fx(() -> right.offsetToPosition(
                        text().indexOf("path = \"/rooms\""), org.fxmisc.richtext.model.TwoDimensional.Bias.Forward)
                .getMajor());
        workInRight(text().indexOf("path = \"/rooms\"") + 2);
        fxRun(() -> studio.actions().run("edit.toggleComment"));
        assertThat(fx(() -> right.getParagraph(pathLine).getText())).startsWith("# path = ");
        assertThat(fx(() -> left.getParagraph(0).getText())).startsWith("# QUERY /rooms"); // not uncommented
        // Undo puts the caret at the undone change in the view worked in, and leaves the other view's alone
        fxRun(() -> right.moveTo(0));
        fxRun(() -> studio.actions().run("edit.undo"));
        assertThat(fx(() -> right.getParagraph(pathLine).getText())).startsWith("path = ");
        assertThat(fx(() -> right.getCurrentParagraph())).isEqualTo(pathLine);
        assertThat(fx(() -> left.getCaretPosition())).isZero();

        // Enter in the right view keeps the indentation rules of the editor (one level more after an open bracket)
        int open = text().indexOf("enum = [") + "enum = [".length();
        workInRight(open);
        fxRun(() -> Event.fireEvent(
                right, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER, false, false, false, false)));
        assertThat(text().substring(open, open + 4)).isEqualTo("\n  \"");
        fxRun(() -> studio.actions().run("edit.undo"));

        // the brackets at the right view's caret are matched
        int bracket = text().indexOf("[endpoint]");
        workInRight(bracket);
        waitUntil(
                "the bracket at the right view's caret matched",
                () -> right.getStyleOfChar(bracket).contains("bracket-match"));

        // hovering a key in the right view shows what it means, over that view
        int key = text().indexOf("namespace = ");
        fxRun(() -> {
            Bounds b = right.localToScreen(right.getBoundsInLocal());
            Event.fireEvent(
                    right, MouseOverTextEvent.beginAt(new Point2D(b.getMinX() + 60, b.getMinY() + 40), key + 2));
        });
        assertThat(fx(() -> editor.diagnostics().tooltip().isShowing()))
                .as("hover card in the right view")
                .isTrue();
        assertThat(fx(() -> ownerOf(editor.diagnostics().tooltip().content()))).isSameAs(right);
        fxRun(() -> editor.diagnostics().tooltip().hide());
    }

    /** The node a popup's content was shown for. */
    private static Node ownerOf(Node popupContent) {
        return ((javafx.stage.PopupWindow) popupContent.getScene().getWindow()).getOwnerNode();
    }

    /** The popup shows under {@code area}'s caret (the popup's window starts where the caret is on screen). */
    private static void assertAnchoredAtCaret(ChoicePopup<?> popup, CodeArea area) throws Exception {
        assertThat(fx(() -> ownerOf(popup.listView()))).isSameAs(area);
        Bounds caret = fx(() -> area.getCaretBounds().orElseThrow());
        Point2D shownAt = fx(() -> new Point2D(
                popup.listView().getScene().getWindow().getX(),
                popup.listView().getScene().getWindow().getY()));
        assertThat(shownAt.getX()).isCloseTo(caret.getMinX(), org.assertj.core.data.Offset.offset(2.0));
        assertThat(shownAt.getY()).isCloseTo(caret.getMaxY(), org.assertj.core.data.Offset.offset(2.0));
    }

    @Test
    void eachViewHighlightsTheLineOfItsOwnCaret() throws Exception {
        workInRight(fx(() -> right.getAbsolutePosition(9, 0)));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> right.getCurrentParagraph())).isEqualTo(9);
        assertThat(fx(() -> highlightedAtCaret(right)))
                .as("the right view's caret line")
                .isTrue();
        assertThat(fx(() -> highlightedAtCaret(left)))
                .as("the left view's caret line")
                .isTrue();
        // the right view follows its caret
        fxRun(() -> right.moveTo(4, 0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> highlightedAtCaret(right))).isTrue();
        assertThat(fx(() -> highlightedAtCaret(left))).isTrue();
        // typing a line break in the right view moves its highlight down with the caret
        fxRun(() -> right.replaceSelection("\n"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> right.getCurrentParagraph())).isEqualTo(5);
        assertThat(fx(() -> highlightedAtCaret(right))).isTrue();
        assertThat(fx(() -> highlightedAtCaret(left))).isTrue();
    }

    /**
     * Whether {@code area} draws exactly one line with a current-line background, and it is the line of its caret (found
     * on screen, so a class that the stylesheet hides in this view does not count).
     */
    private static boolean highlightedAtCaret(CodeArea area) {
        List<Node> lit = area.lookupAll(".paragraph-text").stream()
                .filter(n -> n instanceof Region r
                        && r.getBackground() != null
                        && r.getBackground().getFills().stream()
                                .anyMatch(fill -> !Color.TRANSPARENT.equals(fill.getFill())))
                .toList();
        if (lit.size() != 1) {
            return false;
        }
        Bounds line = lit.get(0).localToScreen(lit.get(0).getBoundsInLocal());
        Bounds caret = area.getCaretBounds().orElse(null);
        return caret != null && line.getMinY() <= caret.getCenterY() && caret.getCenterY() <= line.getMaxY();
    }

    @Test
    void nextPaneFromTheRightViewGoesOnToTheBottomPanel() throws Exception {
        workInRight(0);
        fxRun(() -> studio.actions().run("go.nextPane"));
        WaitForAsyncUtils.waitForFxEvents();
        Node owner = fx(() -> studio.stage().getScene().getFocusOwner());
        assertThat(fx(() -> inside(studio.mainView().bottomPanes(), owner)))
                .as("focus in the bottom panel, not the explorer")
                .isTrue();
    }

    @Test
    void closeTabClosesOnlyTheFocusedSidesTabAndTheLastViewAsksToSave() throws Exception {
        workInRight(0);
        fxRun(() -> right.insertText(0, "# edited\n"));
        assertThat(fx(() -> doc.isDirty())).isTrue();

        fxRun(() -> studio.actions().run("file.close"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(f.dialogs.askedSnapshot())
                .as("no question while the other side still shows it")
                .isEmpty();
        assertThat(fx(() -> studio.documents().find(doc.path()).orElse(null))).isSameAs(doc);
        assertThat(fx(() -> studio.editorSplit().isSplit())).isFalse();
        assertThat(fx(() -> studio.editorSplit().side(EditorSplit.Side.LEFT))).contains(doc);
        assertThat(fx(() -> left.getScene() != null)).isTrue();
        assertThat(fx(() -> editor.focusedArea())).isSameAs(left);
        assertThat(text()).startsWith("# edited\n");

        // Ctrl+W in the one view left: the document's last tab, so it asks (and Discard closes it)
        f.dialogs.saveAnswers.add(SaveChoice.DISCARD);
        fxRun(left::requestFocus);
        waitUntil("the left view focused", left::isFocused);
        fxRun(() -> Event.fireEvent(
                left, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.W, false, true, false, false)));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(f.dialogs.askedSnapshot()).containsExactly("save: query_rooms.toml");
        assertThat(fx(() -> studio.documents().find(doc.path()).isPresent())).isFalse();
    }
}
