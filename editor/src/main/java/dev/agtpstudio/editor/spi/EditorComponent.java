package dev.agtpstudio.editor.spi;

import org.fxmisc.richtext.CodeArea;
import org.fxmisc.wellbehaved.event.InputMap;
import org.fxmisc.wellbehaved.event.Nodes;

/**
 * One editor feature (highlighting, diagnostics, completion, find...), installed into and removed from an editor.
 * A feature that reads the caret or the selection asks {@link EditorHost#focusedArea()} when it acts; one that binds
 * keys or the mouse to the text area binds them to every view of the text (the editor's own area at
 * {@link #install}, each further view's as it comes and goes).
 */
public interface EditorComponent {
    void install(EditorHost editor);

    void uninstall();

    /** The keys this feature binds in every view of the text, or null; the two defaults below follow the views. */
    default InputMap<?> viewKeys() {
        return null;
    }

    /** A second view of the editor's text appeared (a split editor): bind what the editor's own area has. */
    default void viewOpened(CodeArea view) {
        InputMap<?> keys = viewKeys();
        if (keys != null) {
            Nodes.addInputMap(view, keys);
        }
    }

    /** A view opened earlier goes: let go of it. */
    default void viewClosed(CodeArea view) {
        InputMap<?> keys = viewKeys();
        if (keys != null) {
            Nodes.removeInputMap(view, keys);
        }
    }
}
