package dev.agtpstudio.editor.complete;

import dev.agtpstudio.core.complete.CompletionItem;
import dev.agtpstudio.core.complete.CompletionProvider;
import dev.agtpstudio.core.complete.CompletionRequest;
import dev.agtpstudio.core.complete.CompletionResult;
import dev.agtpstudio.editor.features.ChoicePopup;
import dev.agtpstudio.editor.spi.EditListener;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.PlainTextChange;
import org.fxmisc.wellbehaved.event.EventPattern;
import org.fxmisc.wellbehaved.event.InputMap;
import org.fxmisc.wellbehaved.event.Nodes;

/**
 * The completion popup: Ctrl+Space asks the {@link CompletionProvider}; it also opens by itself where the
 * provider says typing should trigger it (a method value). While open, typing refilters; Enter/Tab accepts.
 */
public final class CompletionComponent implements EditorComponent {
    private final CompletionProvider provider;
    private final ChoicePopup<CompletionItem> popup = new ChoicePopup<>(
            "completion-popup", CompletionItem::label, CompletionItem::detail, CompletionItem::documentation);
    private final EditListener onEdit = this::edited;
    private EditorHost editor;
    private InputMap<?> keys;
    private CompletionResult current;

    public CompletionComponent(CompletionProvider provider) {
        this.provider = provider;
    }

    @Override
    public void install(EditorHost ed) {
        editor = ed;
        keys = InputMap.consume(EventPattern.keyPressed(KeyCode.SPACE, KeyCombination.SHORTCUT_DOWN), e -> show());
        Nodes.addInputMap(ed.getCodeArea(), keys);
        ed.addEditListener(onEdit);
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
            editor.removeEditListener(onEdit);
            popup.hide();
            editor = null;
        }
    }

    /**
     * Asks the provider at the caret and shows the proposals (or nothing when there are none), in the view worked in
     * last.
     */
    public void show() {
        CompletionResult r = compute();
        current = r;
        if (r.isEmpty()) {
            popup.hide();
            return;
        }
        popup.show(editor.focusedArea(), r.items(), this::accept);
    }

    /** The proposals at the caret of the view worked in last, without showing them. */
    public CompletionResult compute() {
        CodeArea area = editor.focusedArea();
        return provider.complete(new CompletionRequest(
                area.getText(), area.getCaretPosition(), editor.fileKind(), editor.getCompletionContext()));
    }

    public ChoicePopup<CompletionItem> popup() {
        return popup;
    }

    /** Replaces the typed prefix with the item's insert text. */
    public void accept(CompletionItem item) {
        if (current == null) {
            return;
        }
        CodeArea area = editor.focusedArea();
        int end = Math.min(Math.max(current.replaceEnd(), area.getCaretPosition()), area.getLength());
        int start = Math.min(current.replaceStart(), end);
        area.replaceText(start, end, item.insertText());
        area.moveTo(start + item.insertText().length());
        area.requestFocus();
        current = null;
    }

    private void edited(List<PlainTextChange> changes) {
        if (changes.size() != 1) {
            return;
        }
        PlainTextChange c = changes.get(0);
        String ins = c.getInserted();
        if (popup.isShowing()) {
            // refilter after the caret moved
            Platform.runLater(this::refilter);
            return;
        }
        if (ins.length() == 1 && c.getRemoved().isEmpty()) {
            char typed = ins.charAt(0);
            int caret = c.getInsertionEnd();
            CodeArea area = editor.focusedArea(); // the view typed in
            int line = area.offsetToPosition(caret, org.fxmisc.richtext.model.TwoDimensional.Bias.Backward)
                    .getMajor();
            int lineStart = area.getAbsolutePosition(line, 0);
            String before = area.getText(lineStart, Math.min(caret, area.getLength()));
            if (provider.autoTrigger(before, typed, editor.fileKind())) {
                Platform.runLater(this::show);
            }
        }
    }

    private void refilter() {
        if (editor == null || !popup.isShowing()) {
            return;
        }
        CompletionResult r = compute();
        current = r;
        if (r.isEmpty()) {
            popup.hide();
        } else {
            popup.setItems(r.items());
        }
    }
}
