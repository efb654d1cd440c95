package dev.agtpstudio.editor;

import dev.agtpstudio.editor.features.Gutter;
import javafx.beans.binding.Bindings;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.util.UndoUtils;
import org.fxmisc.undo.UndoManager;

/**
 * A second view of a {@link CodeEditor}'s text (a split editor): its own {@link CodeArea} on the same RichTextFX
 * document, so it has its own caret, selection and scroll, while the text, the highlighting and the squiggles (style
 * spans of the document) and the undo history are the editor's. Edits typed here reach the editor's listeners like
 * its own (they follow the document). The editor's components bind their keys and hover here too
 * ({@link dev.agtpstudio.editor.spi.EditorComponent#viewOpened}), and while the user works here it is the editor's
 * {@link CodeEditor#focusedArea()}: find, quick fixes, completion and the bars act and show here. Get one from
 * {@link CodeEditor#openView()}; {@link #dispose} it when it goes.
 */
public final class EditorView extends BorderPane {
    private final CodeEditor editor;
    private final CodeArea area;
    private final Gutter gutter;
    private final VBox bars = new VBox();
    private final VirtualizedScrollPane<CodeArea> scroll;

    EditorView(CodeEditor editor) {
        this.editor = editor;
        CodeArea first = editor.getCodeArea();
        // undo and redo (keys and menu) act on the one history of the document, kept by the first view
        this.area = new CodeArea(first.getContent()) {
            @Override
            public UndoManager getUndoManager() {
                return first.getUndoManager();
            }
        };
        area.setUndoManager(UndoUtils.noOpUndoManager()); // its own would record the same changes a second time
        getStyleClass().addAll(editor.getStyleClass());
        getStyleClass().add("editor-view");
        Bindings.bindContent(getStylesheets(), editor.getStylesheets());
        area.getStyleClass().addAll(first.getStyleClass());
        area.styleProperty().bind(first.styleProperty()); // the font size
        gutter = editor.gutter().mirror();
        gutter.attach(area);
        scroll = new VirtualizedScrollPane<>(area);
        setTop(bars); // the area joins at the first layout (layoutChildren)

        area.moveTo(Math.min(first.getCaretPosition(), area.getLength()));
        // keys, hover, current line; and the editor's focused view (caret, find bar, popups) while the user works here
        editor.viewOpened(area, bars);
    }

    /**
     * The text area joins this view at its first layout in a scene, after the scene's CSS pass has styled this view,
     * which defines the editor's palette. Put in at once, the area's cells (one is made for the caret as soon as the
     * caret moves) would be styled the moment this view joins a scene, which for a tab pane without a skin yet (the
     * right side of the editor area, the first time it is split) is in the middle of that CSS pass, before this view:
     * their looked-up colours (gutter, line numbers, tokens) found no palette and JavaFX logged each one.
     */
    @Override
    protected void layoutChildren() {
        if (getCenter() == null && getScene() != null) {
            setCenter(scroll);
        }
        super.layoutChildren();
    }

    /** The editor whose text this view shows. */
    public CodeEditor editor() {
        return editor;
    }

    public CodeArea getCodeArea() {
        return area;
    }

    /** Stops following the document; the view must not be shown afterwards. */
    public void dispose() {
        editor.viewClosed(area);
        gutter.uninstall();
        area.styleProperty().unbind();
        Bindings.unbindContent(getStylesheets(), editor.getStylesheets());
        area.dispose();
    }
}
