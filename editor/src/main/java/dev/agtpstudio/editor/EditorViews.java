package dev.agtpstudio.editor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.layout.VBox;
import org.fxmisc.richtext.CodeArea;

/**
 * The views of one editor's text (its own area first, then each {@link EditorView}'s), each with the bars shown
 * above it, and which of them the user worked in last: the caret shown is that view's, and the bars (find,
 * go-to-line) move above it. FX thread only.
 */
final class EditorViews {
    private final CodeArea own;
    private final VBox ownBars;
    private final Map<CodeArea, VBox> views = new LinkedHashMap<>();
    private final ReadOnlyObjectWrapper<CodeArea> focused;
    private final ReadOnlyObjectWrapper<CaretPosition> caret;

    EditorViews(Object bean, CodeArea own, VBox ownBars) {
        this.own = own;
        this.ownBars = ownBars;
        this.focused = new ReadOnlyObjectWrapper<>(bean, "focusedArea", own);
        this.caret = new ReadOnlyObjectWrapper<>(bean, "caretPosition", new CaretPosition(1, 1, 0));
        add(own, ownBars);
    }

    CodeArea focused() {
        return focused.get();
    }

    ReadOnlyObjectProperty<CodeArea> focusedProperty() {
        return focused.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<CaretPosition> caretProperty() {
        return caret.getReadOnlyProperty();
    }

    /** Every view, the editor's own area first. */
    List<CodeArea> areas() {
        return List.copyOf(views.keySet());
    }

    /** The bars above the focused view. */
    VBox bars() {
        return views.getOrDefault(focused.get(), ownBars);
    }

    /** A view appeared, with {@code bars} above it. */
    void add(CodeArea view, VBox bars) {
        views.put(view, bars);
        followFocus(view);
    }

    /** A view is about to go: the editor's own area becomes the focused view if that one was. */
    void leave(CodeArea view) {
        if (view == focused.get()) {
            focus(own);
        }
    }

    void remove(CodeArea view) {
        views.remove(view);
    }

    /** A view's caret moves the editor's caret (the status bar) while it is the focused view; focus makes it so. */
    private void followFocus(CodeArea view) {
        view.caretPositionProperty().addListener((o, a, b) -> {
            if (view == focused.get()) {
                updateCaret();
            }
        });
        view.focusedProperty().addListener((o, was, now) -> {
            if (now) {
                focus(view);
            }
        });
    }

    /** {@code view} becomes the focused view: the bars move above it, the caret shown is its. */
    private void focus(CodeArea view) {
        VBox from = bars();
        focused.set(view);
        VBox to = bars();
        if (from != to && !from.getChildren().isEmpty()) {
            var shown = List.copyOf(from.getChildren());
            from.getChildren().clear();
            to.getChildren().addAll(shown);
        }
        updateCaret();
    }

    private void updateCaret() {
        CodeArea a = focused.get();
        caret.set(new CaretPosition(a.getCurrentParagraph() + 1, a.getCaretColumn() + 1, a.getCaretPosition()));
    }
}
