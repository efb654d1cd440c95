package dev.agtpstudio.editor.diag;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.editor.features.ChoicePopup;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.wellbehaved.event.EventPattern;
import org.fxmisc.wellbehaved.event.InputMap;
import org.fxmisc.wellbehaved.event.Nodes;

/**
 * Quick fixes: Ctrl+1 or Alt+Enter lists the fixes of the diagnostics at the caret (of the view worked in last);
 * the chosen fix's edits are applied as one replacement, hence one undo step.
 */
public final class QuickFixComponent implements EditorComponent {
    private final DiagnosticsOverlay diagnostics;
    private final ChoicePopup<Fix> popup = new ChoicePopup<>("quick-fix-popup", Fix::title, f -> "");
    private InputMap<?> keys;
    private EditorHost editor;

    public QuickFixComponent(DiagnosticsOverlay diagnostics) {
        this.diagnostics = diagnostics;
    }

    @Override
    public void install(EditorHost ed) {
        editor = ed;
        keys = InputMap.sequence(
                InputMap.consume(EventPattern.keyPressed(KeyCode.DIGIT1, KeyCombination.SHORTCUT_DOWN), e -> show()),
                InputMap.consume(EventPattern.keyPressed(KeyCode.ENTER, KeyCombination.ALT_DOWN), e -> show()));
        Nodes.addInputMap(ed.getCodeArea(), keys);
    }

    @Override
    public InputMap<?> viewKeys() {
        return keys;
    }

    @Override
    public void viewClosed(CodeArea view) {
        EditorComponent.super.viewClosed(view);
        popup.hideIfOn(view);
    }

    @Override
    public void uninstall() {
        if (editor != null) {
            editor.areas().forEach(a -> Nodes.removeInputMap(a, keys));
            popup.hide();
            editor = null;
        }
    }

    /**
     * Shown, in the list's place, when there is no fix: it has no edits, so Enter (or a click) only closes it and never
     * reaches the text (with a selection, Enter would replace it with a line break).
     */
    public static final Fix NONE = new Fix("No quick fix here", List.of());

    /**
     * The fixes offered at the caret of the view worked in last, most severe diagnostic first. With a selection (a
     * problem revealed from the Problems view selects its range) the fixes at its start are offered, where the
     * diagnostic is, not at its end.
     */
    public List<Fix> fixesAtCaret() {
        List<Fix> out = new ArrayList<>();
        CodeArea area = editor.focusedArea();
        int at = area.getSelection().getLength() > 0 ? area.getSelection().getStart() : area.getCaretPosition();
        for (LiveDiagnostic d : diagnostics.at(at)) {
            for (Fix f : d.fixes()) {
                if (out.stream().noneMatch(x -> x.title().equals(f.title()))) {
                    out.add(f);
                }
            }
        }
        return out;
    }

    /** Lists the fixes at the caret under it, in the view worked in last; says so when there is none. */
    public void show() {
        List<Fix> fixes = fixesAtCaret();
        popup.show(editor.focusedArea(), fixes.isEmpty() ? List.of(NONE) : fixes, this::apply);
    }

    public ChoicePopup<Fix> popup() {
        return popup;
    }

    /**
     * Applies all edits of {@code fix} as one change: one undo step of its own, never merged with the typing or the
     * fix before or after it (two fixes applied within the history's merge delay that touch, such as two fields the
     * fields form adds one after the other, would otherwise undo together).
     */
    public void apply(Fix fix) {
        if (fix.edits().isEmpty()) {
            return;
        }
        CodeArea area = editor.focusedArea();
        int len = area.getLength();
        List<TextEdit> edits = new ArrayList<>(fix.edits());
        edits.sort(Comparator.comparingInt(TextEdit::start).thenComparingInt(TextEdit::end));
        int from = Math.min(edits.get(0).start(), len);
        int to = 0;
        for (TextEdit e : edits) {
            to = Math.max(to, Math.min(e.end(), len));
        }
        List<TextEdit> relative = new ArrayList<>();
        for (TextEdit e : edits) {
            int s = Math.min(e.start(), len) - from;
            relative.add(new TextEdit(s, Math.max(s, Math.min(e.end(), len) - from), e.newText()));
        }
        String replacement = TextEdit.applyAll(area.getText(from, to), relative);
        // the one history of the document is the first view's (EditorView)
        var history = editor.getCodeArea().getUndoManager();
        history.preventMerge();
        area.replaceText(from, to, replacement);
        history.preventMerge();
    }
}
