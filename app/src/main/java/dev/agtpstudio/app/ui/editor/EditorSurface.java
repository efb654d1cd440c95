package dev.agtpstudio.app.ui.editor;

import dev.agtpstudio.app.files.TextSource;
import dev.agtpstudio.core.diag.Diagnostic;
import java.util.List;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/**
 * What the application needs from a code editor, so the control behind it can be swapped in one place
 * ({@link EditorFactory}). All methods are called on the FX thread.
 */
public interface EditorSurface extends TextSource {
    Node node();

    /** Replaces the whole text as one undoable edit (reload, quick fix of the whole file). */
    void replaceText(String text);

    /** The text's length; surfaces override it when they can answer without building the text. */
    default int length() {
        return text().length();
    }

    /** Whether the text equals {@code other}; surfaces override it to compare without building their text. */
    default boolean textEquals(String other) {
        return text().equals(other);
    }

    /** Replaces {@code [start, end)} as one undoable edit (as typing or pasting would). */
    void replace(int start, int end, String text);

    /** Replaces the whole text and forgets the undo history (opening a file). */
    void load(String text);

    /** Shows {@code diagnostics} (all for this file) if {@code version} is still the buffer's version. */
    void setDiagnostics(List<Diagnostic> diagnostics, long version);

    /** The diagnostics currently marked in the text, with their current positions. */
    List<ShownDiagnostic> shownDiagnostics();

    /** Selects {@code [start, end)}, scrolls it into view and focuses the editor. */
    void selectRange(int start, int end);

    /** 1-based caret line. */
    ObservableValue<Integer> caretLine();

    /** 1-based caret column. */
    ObservableValue<Integer> caretColumn();

    /** 0-based caret offset in the text (the breadcrumbs' position). */
    ObservableValue<Integer> caretOffset();

    /** Called (FX thread) after every change of the text. */
    void addChangeListener(Runnable onChange);

    void setFontSize(double size);

    /** Light or dark colours for the text (the window's stylesheet covers the rest). */
    default void setDarkTheme(boolean dark) {}

    /** Workspace facts for completion (recipe names, error codes, scopes, catalog) from the latest snapshot. */
    default void setWorkspace(dev.agtpstudio.core.workspace.Workspace workspace) {}

    /** Where a click on a rule's documentation link goes. */
    default void setOnOpenDocs(java.util.function.Consumer<String> handler) {}

    /** Comments or uncomments the selected lines. */
    default void toggleComment() {}

    void requestFocus();

    /**
     * A second view of this buffer for a split editor: its own caret and scroll, the same text, undo history and
     * marks; null when this surface cannot show its buffer twice. Release it with {@link #closeView}.
     */
    default Node openView() {
        return null;
    }

    /** Releases a view made by {@link #openView}. */
    default void closeView(Node view) {}

    void undo();

    void redo();

    void cut();

    void copy();

    void paste();

    void selectAll();

    /**
     * Applies {@code fix}'s edits as one change, hence one undo step, the way a chosen quick fix is applied (the
     * fields form's changes use it). This default replaces the whole text; the code editor replaces only the span
     * the edits cover.
     */
    default void applyFix(dev.agtpstudio.core.diag.Fix fix) {
        if (!fix.edits().isEmpty()) {
            replaceText(fix.applyTo(text()));
        }
    }

    /** Opens the quick-fix menu for the diagnostic at the caret; false when there is none. */
    boolean showQuickFixes();

    /** Opens completion at the caret; false when this editor offers none. */
    boolean showCompletion();

    /** Opens the find bar ({@code replace}: with the replace field); false when this editor has none. */
    boolean showFind(boolean replace);

    /** Moves the caret to the start of 1-based {@code line}. */
    void goToLine(int line);

    /**
     * Opens the editor's one go-to-line control (a bar asking for {@code line} or {@code line:column}) with the focus
     * in it; false when this editor has none.
     */
    boolean showGoToLine();

    /** Releases listeners and background work. */
    void dispose();
}
