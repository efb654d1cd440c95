package dev.agtpstudio.editor.features;

import dev.agtpstudio.editor.highlight.Highlighter;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import dev.agtpstudio.editor.style.Mark;
import dev.agtpstudio.editor.style.StyleOverlay;
import java.util.List;
import javafx.beans.value.ChangeListener;
import org.fxmisc.richtext.CodeArea;

/** Marks the bracket next to the caret and its partner with {@code bracket-match} (or {@code bracket-mismatch}). */
public final class BracketMatcher implements EditorComponent, StyleOverlay {
    /** How far to look for the partner, in characters, so a caret move never scans a whole large file. */
    static final int WINDOW = 5_000;

    private final Highlighter highlighter;
    private final ChangeListener<Integer> onCaret = (o, a, b) -> update();
    private final ChangeListener<CodeArea> onFocusedView = (o, a, b) -> update();
    private EditorHost editor;
    private List<Mark> marks = List.of();

    public BracketMatcher(Highlighter highlighter) {
        this.highlighter = highlighter;
    }

    @Override
    public void install(EditorHost ed) {
        editor = ed;
        highlighter.addOverlay(this);
        ed.getCodeArea().caretPositionProperty().addListener(onCaret);
        ed.focusedAreaProperty().addListener(onFocusedView);
    }

    @Override
    public void viewOpened(CodeArea view) {
        view.caretPositionProperty().addListener(onCaret);
    }

    @Override
    public void viewClosed(CodeArea view) {
        view.caretPositionProperty().removeListener(onCaret);
    }

    @Override
    public void uninstall() {
        if (editor != null) {
            editor.areas().forEach(this::viewClosed);
            editor.focusedAreaProperty().removeListener(onFocusedView);
            highlighter.removeOverlay(this);
            setMarks(List.of());
            editor = null;
        }
    }

    @Override
    public List<Mark> marks() {
        return marks;
    }

    /** The brackets at the caret of the view worked in last (the marks are the shared document's). */
    private void update() {
        CodeArea area = editor.focusedArea();
        int caret = area.getCaretPosition();
        int len = area.getLength();
        List<Mark> next = List.of();
        // Cheap test on the caret's line first: most caret moves are not next to a bracket.
        String line = area.getParagraph(area.getCurrentParagraph()).getText();
        int col = area.getCaretColumn();
        boolean before = col > 0 && col - 1 < line.length() && isBracket(line.charAt(col - 1));
        boolean after = col < line.length() && isBracket(line.charAt(col));
        for (int at : new int[] {caret - 1, caret}) {
            if (at < 0 || at >= len || (at == caret - 1 && !before) || (at == caret && !after)) {
                continue;
            }
            int from = Math.max(0, at - WINDOW);
            int to = Math.min(len, at + WINDOW);
            String window = area.getText(from, to);
            int partner = BracketScanner.partner(window, at - from);
            if (partner != BracketScanner.NOT_A_BRACKET) {
                next = partner < 0
                        ? List.of(new Mark(at, at + 1, "bracket-mismatch"))
                        : List.of(
                                new Mark(
                                        Math.min(at, partner + from),
                                        Math.min(at, partner + from) + 1,
                                        "bracket-match"),
                                new Mark(
                                        Math.max(at, partner + from),
                                        Math.max(at, partner + from) + 1,
                                        "bracket-match"));
                break;
            }
        }
        setMarks(next);
    }

    private static boolean isBracket(char c) {
        return "()[]{}".indexOf(c) >= 0;
    }

    private void setMarks(List<Mark> next) {
        if (next.equals(marks)) {
            return;
        }
        List<Mark> old = marks;
        marks = next;
        old.forEach(m -> highlighter.restyleRange(m.start(), m.end()));
        next.forEach(m -> highlighter.restyleRange(m.start(), m.end()));
    }
}
