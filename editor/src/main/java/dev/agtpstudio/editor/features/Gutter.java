package dev.agtpstudio.editor.features;

import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.editor.CodeEditor;
import dev.agtpstudio.editor.EditorComponent;
import java.util.Map;
import java.util.function.IntFunction;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;

/**
 * The left gutter: a severity marker and the line number for each visible line. Setting new markers rebuilds only
 * the visible lines' graphics.
 */
public final class Gutter implements EditorComponent {
    private CodeArea area;
    private IntFunction<Node> numbers;
    private Map<Integer, Severity> markers = Map.of();
    private Map<Integer, String> tips = Map.of();

    @Override
    public void install(CodeEditor editor) {
        area = editor.getCodeArea();
        numbers = LineNumberFactory.get(area);
        refresh();
    }

    @Override
    public void uninstall() {
        if (area != null) {
            area.setParagraphGraphicFactory(null);
            area = null;
        }
    }

    /** The worst severity per 0-based line, and a short text for the marker's tooltip. */
    public void setMarkers(Map<Integer, Severity> bySeverity, Map<Integer, String> tooltips) {
        if (bySeverity.equals(markers) && tooltips.equals(tips)) {
            return;
        }
        markers = Map.copyOf(bySeverity);
        tips = Map.copyOf(tooltips);
        refresh();
    }

    /** The severity marked on a 0-based line, or null. */
    public Severity markerAt(int line) {
        return markers.get(line);
    }

    private void refresh() {
        if (area == null) {
            return;
        }
        Map<Integer, Severity> m = markers;
        Map<Integer, String> t = tips;
        area.setParagraphGraphicFactory(line -> {
            Region marker = new Region();
            marker.getStyleClass().add("gutter-marker");
            Severity s = m.get(line);
            if (s != null) {
                marker.getStyleClass().add("gutter-" + s.label());
                String tip = t.get(line);
                if (tip != null) {
                    Tooltip.install(marker, new Tooltip(tip));
                }
            }
            HBox box = new HBox(marker, numbers.apply(line));
            box.getStyleClass().add("gutter");
            return box;
        });
    }
}
