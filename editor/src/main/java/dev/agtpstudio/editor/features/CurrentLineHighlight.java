package dev.agtpstudio.editor.features;

import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.value.ChangeListener;
import org.fxmisc.richtext.CodeArea;

/**
 * Highlights the caret's line with a paragraph style class (coloured by the stylesheet): {@code current-line} for the
 * editor's own area, {@code current-line-view} for a second view of the same text (a split editor). Paragraph styles
 * belong to the shared document, so each view's class shows in every view; the stylesheet colours only a view's own
 * class ({@code .editor-view} hides {@code current-line} and colours {@code current-line-view}), and each view's
 * highlight follows its own caret. Only a change of caret line costs anything; RichTextFX's own line highlighter
 * re-laid out the viewport on every caret move, which dominated keystroke time. Paragraph styles are not part of the
 * plain-text undo history.
 */
public final class CurrentLineHighlight implements EditorComponent {
    static final String CURRENT = "current-line";
    /** The class of the caret line of a second view ({@code EditorView}). */
    static final String CURRENT_IN_VIEW = "current-line-view";

    private final Map<CodeArea, Tracker> trackers = new LinkedHashMap<>();

    @Override
    public void install(EditorHost ed) {
        track(ed.getCodeArea(), CURRENT);
    }

    @Override
    public void viewOpened(CodeArea view) {
        track(view, CURRENT_IN_VIEW);
    }

    @Override
    public void viewClosed(CodeArea view) {
        Tracker t = trackers.remove(view);
        if (t != null) {
            t.stop();
        }
    }

    @Override
    public void uninstall() {
        List.copyOf(trackers.keySet()).forEach(this::viewClosed);
    }

    private void track(CodeArea area, String styleClass) {
        Tracker t = new Tracker(area, styleClass);
        trackers.put(area, t);
        area.currentParagraphProperty().addListener(t.onLine);
        t.moved(area.getCurrentParagraph());
    }

    /** The highlight of one view's caret line. */
    private static final class Tracker {
        private final CodeArea area;
        private final String styleClass;
        private final ChangeListener<Integer> onLine = (o, a, b) -> moved(b);
        private int lastSet = -1;

        Tracker(CodeArea area, String styleClass) {
            this.area = area;
            this.styleClass = styleClass;
        }

        void stop() {
            area.currentParagraphProperty().removeListener(onLine);
            clearAround(area.getCurrentParagraph(), -1);
        }

        void moved(int line) {
            clearAround(line, line);
            if (line >= 0 && line < area.getParagraphs().size()) {
                Collection<String> s = area.getParagraph(line).getParagraphStyle();
                if (!s.contains(styleClass)) {
                    List<String> next = new ArrayList<>(s);
                    next.add(styleClass);
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
                    if (s.contains(styleClass)) {
                        List<String> next = new ArrayList<>(s);
                        next.remove(styleClass);
                        area.setParagraphStyle(i, next);
                    }
                }
            }
            lastSet = keep;
        }
    }
}
