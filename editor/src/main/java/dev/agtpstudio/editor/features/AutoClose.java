package dev.agtpstudio.editor.features;

import dev.agtpstudio.core.workspace.Language;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.wellbehaved.event.EventPattern;
import org.fxmisc.wellbehaved.event.InputHandler.Result;
import org.fxmisc.wellbehaved.event.InputMap;
import org.fxmisc.wellbehaved.event.Nodes;

/**
 * Bracket and quote pairs in JSON (a JSON {@code .agis}) and TOML, as {@link BracketPairs} decides: {@code {},
 * {@code [} and {@code "} insert their closer, a typed closer steps over the one after the caret, Backspace in an
 * empty pair deletes both; with a selection, an opener wraps it. Each is one edit, so one undo step. YAML is left
 * alone (its brackets are rare and its quotes optional). Acts in the view worked in last.
 */
public final class AutoClose implements EditorComponent {
    private EditorHost editor;
    private InputMap<?> keys;

    @Override
    public void install(EditorHost ed) {
        editor = ed;
        keys = InputMap.sequence(
                InputMap.process(EventPattern.keyTyped(), e -> typed(e) ? Result.CONSUME : Result.PROCEED),
                InputMap.process(
                        EventPattern.keyPressed(KeyCode.BACK_SPACE),
                        e -> backspace() ? Result.CONSUME : Result.PROCEED));
        Nodes.addInputMap(ed.getCodeArea(), keys);
    }

    @Override
    public InputMap<?> viewKeys() {
        return keys;
    }

    @Override
    public void uninstall() {
        if (editor != null) {
            editor.areas().forEach(a -> Nodes.removeInputMap(a, keys));
            editor = null;
        }
    }

    private boolean applies() {
        return editor.language() == Language.JSON || editor.language() == Language.TOML;
    }

    private boolean typed(KeyEvent e) {
        String ch = e.getCharacter();
        if (!applies()
                || ch.length() != 1
                || e.isControlDown()
                || e.isAltDown()
                || e.isMetaDown()
                || e.isShortcutDown()) {
            return false;
        }
        char c = ch.charAt(0);
        CodeArea area = editor.focusedArea();
        var sel = area.getSelection();
        int p = area.getCurrentParagraph();
        int col = area.getCaretColumn();
        String line = area.getParagraph(p).getText();
        String before = line.substring(0, Math.min(col, line.length()));
        if (sel.getLength() > 0) {
            char close = BracketPairs.closer(c);
            if (close == 0
                    || BracketPairs.inString(before)
                    || area.getSelectedText().contains("\n")) {
                return false;
            }
            String inner = area.getSelectedText();
            area.replaceSelection(c + inner + close); // one edit: one undo step
            area.selectRange(sel.getStart() + 1, sel.getStart() + 1 + inner.length());
            return true;
        }
        String after = line.substring(Math.min(col, line.length()));
        BracketPairs.Typed t = BracketPairs.typed(c, before, after);
        if (t == null) {
            return false;
        }
        int at = area.getCaretPosition();
        if (!t.stepsOver()) {
            area.insertText(at, t.text());
        }
        area.moveTo(at + t.caret());
        area.requestFollowCaret();
        return true;
    }

    private boolean backspace() {
        if (!applies()) {
            return false;
        }
        CodeArea area = editor.focusedArea();
        if (area.getSelection().getLength() > 0) {
            return false;
        }
        int col = area.getCaretColumn();
        String line = area.getParagraph(area.getCurrentParagraph()).getText();
        if (!BracketPairs.deletesPair(line.substring(0, col), line.substring(col))) {
            return false;
        }
        int at = area.getCaretPosition();
        area.deleteText(at - 1, at + 1);
        return true;
    }
}
