package dev.agtpstudio.editor.features;

import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.editor.spi.EditorComponent;
import dev.agtpstudio.editor.spi.EditorHost;
import java.util.Map;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import org.fxmisc.richtext.CodeArea;
import org.reactfx.Subscription;
import org.reactfx.collection.LiveList;

/**
 * The left gutter: a severity marker and the line number for each visible line. The line graphics are made once per
 * visible line; new markers only change the style of the markers already shown (replacing the graphic factory would
 * rebuild and re-lay out every visible line on each validation result). One tooltip serves all markers.
 *
 * <p>RichTextFX makes a new paragraph cell, graphic included, for every edited line, so the graphic is kept light:
 * the number is a {@link Text} (style class {@code lineno}), not the {@code Label} of RichTextFX's
 * {@code LineNumberFactory}, whose skin and CSS were a fifth of the cost of each new cell while typing
 * (docs/decisions/0310). Numbers are right-aligned by padding them with spaces to the digits of the line count, in
 * the gutter's monospaced font; when the count gains or loses a digit the visible numbers are padded again.
 */
public final class Gutter implements EditorComponent {
    private static final String MARKER = "gutter-marker";
    private static final String LINE = "gutter-line";
    private static final String NUMBER = "lineno";

    private CodeArea area;
    private Subscription counting = Subscription.EMPTY;
    /** Digits of the line count: the width every number is padded to. */
    private final IntegerProperty digits = new SimpleIntegerProperty(1);

    private final ObjectProperty<Map<Integer, Severity>> markers = new SimpleObjectProperty<>(Map.of());
    private Map<Integer, String> tips = Map.of();
    private final Tooltip tooltip = new Tooltip();
    /** The gutter whose markers and tips this one shows (itself, or the first view's for a second view). */
    private Gutter source = this;

    public Gutter() {
        tooltip.setOnShowing(e -> {
            Node owner = tooltip.getOwnerNode();
            Object line = owner == null ? null : owner.getProperties().get(LINE);
            tooltip.setText(line instanceof Integer i ? source.tips.getOrDefault(i, "") : "");
        });
    }

    /** A gutter for another view of the same text: this gutter's markers, its own line numbers. */
    public Gutter mirror() {
        Gutter g = new Gutter();
        g.source = this;
        g.markers.bind(markers);
        return g;
    }

    @Override
    public void install(EditorHost editor) {
        attach(editor.getCodeArea());
    }

    /** Draws the gutter beside {@code codeArea} (a second view installs its {@link #mirror} this way). */
    public void attach(CodeArea codeArea) {
        area = codeArea;
        counting = LiveList.sizeOf(area.getParagraphs()).values().subscribe(n -> digits.set(digitsOf(n)));
        area.setParagraphGraphicFactory(this::graphic);
    }

    @Override
    public void uninstall() {
        if (area != null) {
            counting.unsubscribe();
            counting = Subscription.EMPTY;
            area.setParagraphGraphicFactory(null);
            area = null;
        }
    }

    /** The number shown for a 0-based line: 1-based, padded on the left to {@code width} characters. */
    static String number(int line, int width) {
        String n = Integer.toString(line + 1);
        return n.length() >= width ? n : " ".repeat(width - n.length()) + n;
    }

    static int digitsOf(int lines) {
        return Integer.toString(Math.max(1, lines)).length();
    }

    /** The worst severity per 0-based line, and a short text for the marker's tooltip. */
    public void setMarkers(Map<Integer, Severity> bySeverity, Map<Integer, String> tooltips) {
        tips = Map.copyOf(tooltips);
        if (!bySeverity.equals(markers.get())) {
            markers.set(Map.copyOf(bySeverity));
        }
    }

    /** The severity marked on a 0-based line, or null. */
    public Severity markerAt(int line) {
        return markers.get().get(line);
    }

    /** The severity a visible marker shows now (tests read the gutter's nodes through this). */
    public static Severity shownSeverity(Node marker) {
        for (Severity s : Severity.values()) {
            if (marker.getStyleClass().contains(styleClass(s))) {
                return s;
            }
        }
        return null;
    }

    private Node graphic(int line) {
        Region marker = new Region();
        marker.getStyleClass().add(MARKER);
        marker.getProperties().put(LINE, line);
        ChangeListener<Map<Integer, Severity>> follow = (o, a, m) -> show(marker, m.get(line));
        marker.getProperties().put(Gutter.class, follow); // the marker keeps its listener alive, not the property
        markers.addListener(new WeakChangeListener<>(follow));
        show(marker, markers.get().get(line));
        Text number = new Text(number(line, digits.get()));
        number.getStyleClass().add(NUMBER);
        ChangeListener<Number> pad = (o, a, d) -> number.setText(number(line, d.intValue()));
        number.getProperties().put(Gutter.class, pad);
        digits.addListener(new WeakChangeListener<>(pad));
        HBox box = new HBox(marker, number);
        box.getStyleClass().add("gutter");
        return box;
    }

    private void show(Region marker, Severity s) {
        String wanted = s == null ? null : styleClass(s);
        // a screen reader announces the mark, not an unnamed region
        Object line = marker.getProperties().get(LINE);
        marker.setAccessibleRole(javafx.scene.AccessibleRole.TEXT);
        marker.setAccessibleText(
                s == null
                        ? null
                        : s.label().substring(0, 1).toUpperCase(java.util.Locale.ROOT)
                                + s.label().substring(1) + " on line " + (line instanceof Integer n ? n + 1 : "?"));
        marker.getStyleClass().removeIf(c -> !c.equals(MARKER) && !c.equals(wanted));
        if (wanted == null) {
            Tooltip.uninstall(marker, tooltip);
        } else if (!marker.getStyleClass().contains(wanted)) {
            marker.getStyleClass().add(wanted);
            Tooltip.install(marker, tooltip);
        }
    }

    private static String styleClass(Severity s) {
        return "gutter-" + s.label();
    }
}
