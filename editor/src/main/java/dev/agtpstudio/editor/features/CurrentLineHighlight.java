package dev.agtpstudio.editor.features;

import dev.agtpstudio.editor.CodeEditor;
import dev.agtpstudio.editor.EditorComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javafx.beans.value.ChangeListener;
import org.fxmisc.richtext.CodeArea;

/**
 * Highlights the caret's line with the paragraph style class {@code current-line} (coloured by the stylesheet).
 * Only a change of caret line costs anything; RichTextFX's own line highlighter re-laid out the viewport on every
 * caret move, which dominated keystroke time. Paragraph styles are not part of the plain-text undo history.
 */
public final class CurrentLineHighlight implements EditorComponent {
    static final String CURRENT = "current-line";

    private final ChangeListener<Integer> onLine = (o, a, b) -> moved(b);
    private CodeArea area;

    @Override
    public void install(CodeEditor ed) {
        area = ed.getCodeArea();
        area.currentParagraphProperty().addListener(onLine);
        moved(area.getCurrentParagraph());
    }

    @Override
    public void uninstall() {
        if (area != null) {
            area.currentParagraphProperty().removeListener(onLine);
            clearAround(area.getCurrentParagraph(), -1);
            area = null;
        }
    }

    private void moved(int line) {
        if (area == null) {
            return;
        }
        clearAround(line, line);
        if (line >= 0 && line < area.getParagraphs().size()) {
            Collection<String> s = area.getParagraph(line).getParagraphStyle();
            if (!s.contains(CURRENT)) {
                List<String> next = new ArrayList<>(s);
                next.add(CURRENT);
                area.setParagraphStyle(line, next);
            }
        }
    }

    /**
     * Removes the class from lines near {@code line} except {@code keep}. The previous current line is always a
     * neighbour or the line itself: the caret moves one line at a time, or an edit split or joined lines there;
     * a jump (click, go-to-line) is handled by remembering where the class was set.
     */
    private void clearAround(int line, int keep) {
        int n = area.getParagraphs().size();
        List<Integer> candidates = new ArrayList<>(List.of(line - 1, line, line + 1));
        candidates.add(lastSet);
        candidates.add(lastSet + 1);
        candidates.add(lastSet - 1);
        for (int i : candidates) {
            if (i >= 0 && i < n && i != keep) {
                Collection<String> s = area.getParagraph(i).getParagraphStyle();
                if (s.contains(CURRENT)) {
                    List<String> next = new ArrayList<>(s);
                    next.remove(CURRENT);
                    area.setParagraphStyle(i, next);
                }
            }
        }
        lastSet = keep;
    }

    private int lastSet = -1;
}
