package dev.agtpstudio.editor.features;

import dev.agtpstudio.core.workspace.Language;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.wellbehaved.event.EventPattern;
import org.fxmisc.wellbehaved.event.InputMap;
import org.fxmisc.wellbehaved.event.Nodes;

/**
 * Soft tabs and line editing: Tab inserts spaces to the next tab stop (or indents the selected lines), Shift+Tab
 * outdents, Enter keeps the current indentation (one level more after a YAML {@code key:} or an open bracket; between
 * a bracket pair, {@code {|}}, the closer moves to a line of its own below the caret's),
 * Ctrl+/ toggles line comments ({@code #} in TOML and YAML; JSON has none). All act in the view worked in last.
 */
public final class Indentation implements EditorComponent {
    private EditorHost editor;
    private InputMap<?> keys;

    @Override
    public void install(EditorHost ed) {
        editor = ed;
        keys = InputMap.sequence(
                InputMap.consume(EventPattern.keyPressed(KeyCode.TAB, KeyCombination.SHIFT_DOWN), e -> outdent()),
                InputMap.consume(EventPattern.keyPressed(KeyCode.TAB), e -> tab()),
                InputMap.consume(EventPattern.keyPressed(KeyCode.ENTER), e -> newline()),
                InputMap.consume(
                        EventPattern.keyPressed(KeyCode.SLASH, KeyCombination.SHORTCUT_DOWN), e -> toggleComment()));
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

    private void tab() {
        CodeArea area = editor.focusedArea();
        var sel = area.getSelection();
        if (sel.getLength() > 0 && area.getText(sel.getStart(), sel.getEnd()).contains("\n")) {
            transformSelectedLines(lines -> LineEdits.indent(lines, editor.getTabSize()));
            return;
        }
        int col = area.getCaretColumn();
        int n = editor.getTabSize() - (col % editor.getTabSize());
        area.replaceSelection(" ".repeat(n));
    }

    private void outdent() {
        transformSelectedLines(lines -> LineEdits.outdent(lines, editor.getTabSize()));
    }

    private void newline() {
        CodeArea area = editor.focusedArea();
        int p = area.getCurrentParagraph();
        String line = area.getParagraph(p).getText();
        int col = area.getCaretColumn();
        String before = line.substring(0, Math.min(col, line.length()));
        String indent = line.substring(0, LineEdits.indentOf(line));
        if (indent.length() > before.length()) {
            indent = indent.substring(0, before.length());
        }
        String trimmed = before.stripTrailing();
        boolean opens = trimmed.endsWith("[")
                || trimmed.endsWith("{")
                || (editor.language() == Language.YAML
                        && trimmed.endsWith(":")
                        && !trimmed.stripLeading().startsWith("#"));
        String inner = opens ? indent + " ".repeat(editor.getTabSize()) : indent;
        String after = line.substring(Math.min(col, line.length())).stripLeading();
        char open = trimmed.isEmpty() ? 0 : trimmed.charAt(trimmed.length() - 1);
        if (opens
                && area.getSelection().getLength() == 0
                && !after.isEmpty()
                && after.charAt(0) == BracketPairs.closer(open)) {
            // Enter between a pair ({|}): the closer goes on a line of its own, the caret on an indented line between
            int at = area.getCaretPosition();
            area.replaceText(at, at + (line.length() - col - after.length()), "\n" + inner + "\n" + indent);
            area.moveTo(at + 1 + inner.length());
        } else {
            area.replaceSelection("\n" + inner);
        }
        area.requestFollowCaret();
    }

    /** Comments or uncomments the caret's line or the selected lines, as one undo step. */
    public void toggleComment() {
        String prefix = editor.language().lineComment();
        if (prefix == null) {
            return;
        }
        transformSelectedLines(lines -> LineEdits.toggleComment(lines, prefix));
    }

    private void transformSelectedLines(java.util.function.UnaryOperator<List<String>> op) {
        CodeArea area = editor.focusedArea();
        var sel = area.getSelection();
        int first = area.offsetToPosition(sel.getStart(), org.fxmisc.richtext.model.TwoDimensional.Bias.Forward)
                .getMajor();
        int lastOffset = sel.getLength() > 0 ? sel.getEnd() - 1 : sel.getEnd();
        int last = area.offsetToPosition(
                        Math.max(sel.getStart(), lastOffset), org.fxmisc.richtext.model.TwoDimensional.Bias.Forward)
                .getMajor();
        List<String> lines = new ArrayList<>();
        for (int i = first; i <= last; i++) {
            lines.add(area.getParagraph(i).getText());
        }
        List<String> out = op.apply(lines);
        if (out.equals(lines)) {
            return;
        }
        int start = area.getAbsolutePosition(first, 0);
        int end = area.getAbsolutePosition(last, 0) + area.getParagraphLength(last);
        String joined = String.join("\n", out);
        area.replaceText(start, end, joined);
        area.selectRange(start, start + joined.length());
    }
}
