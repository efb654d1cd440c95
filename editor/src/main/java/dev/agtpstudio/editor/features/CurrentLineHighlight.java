package dev.agtpstudio.editor.features;

import dev.agtpstudio.editor.CodeEditor;
import dev.agtpstudio.editor.EditorComponent;
import javafx.beans.value.ChangeListener;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.fxmisc.richtext.CodeArea;

/**
 * Highlights the caret's line. RichTextFX takes the colour as a Paint, so the colour comes from the stylesheet
 * through an invisible probe region styled {@code .current-line-probe}: themes still only swap stylesheets.
 */
public final class CurrentLineHighlight implements EditorComponent {
    private final Region probe = new Region();
    private final ChangeListener<Background> onBackground = (o, a, b) -> apply(b);
    private CodeEditor editor;
    private CodeArea area;

    @Override
    public void install(CodeEditor ed) {
        editor = ed;
        area = ed.getCodeArea();
        probe.getStyleClass().add("current-line-probe");
        probe.setManaged(false);
        probe.setVisible(false);
        ed.getChildren().add(probe);
        probe.backgroundProperty().addListener(onBackground);
        area.setLineHighlighterOn(true);
        apply(probe.getBackground());
    }

    @Override
    public void uninstall() {
        if (editor != null) {
            probe.backgroundProperty().removeListener(onBackground);
            editor.getChildren().remove(probe);
            area.setLineHighlighterOn(false);
            editor = null;
        }
    }

    private void apply(Background b) {
        if (area == null) {
            return;
        }
        if (b != null && !b.getFills().isEmpty()) {
            area.setLineHighlighterFill(b.getFills().get(0).getFill());
        } else {
            area.setLineHighlighterFill(Color.rgb(0, 0, 0, 0.04));
        }
    }
}
