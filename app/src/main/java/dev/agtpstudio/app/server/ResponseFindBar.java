package dev.agtpstudio.app.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * Search and wrap for the response: a search field (case-insensitive), previous and next (Enter, Shift+Enter), "n of
 * m" matches, and a Wrap toggle for the response's text areas. Works on the area shown ({@code shown}).
 */
final class ResponseFindBar extends HBox {
    private final TextField query = new TextField();
    private final Label count = new Label();
    private final Supplier<TextArea> shown;
    private int at = -1;

    ResponseFindBar(Supplier<TextArea> shown, List<TextArea> areas) {
        super(6);
        this.shown = shown;
        setAlignment(Pos.CENTER_LEFT);
        query.setId("invoke-find");
        query.setPromptText("Search the response");
        setHgrow(query, Priority.ALWAYS);
        count.setId("invoke-find-count");
        count.setMinWidth(USE_PREF_SIZE);
        Button prev = new Button("\u2191");
        prev.setId("invoke-find-prev");
        prev.setOnAction(e -> step(-1));
        Button next = new Button("\u2193");
        next.setId("invoke-find-next");
        next.setOnAction(e -> step(1));
        CheckBox wrap = new CheckBox("Wrap");
        wrap.setId("invoke-wrap");
        wrap.setSelected(true);
        wrap.setMinWidth(USE_PREF_SIZE);
        areas.forEach(a -> a.wrapTextProperty().bind(wrap.selectedProperty()));
        query.textProperty().addListener((o, a, q) -> {
            at = -1;
            step(1);
        });
        query.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                step(e.isShiftDown() ? -1 : 1);
                e.consume();
            }
        });
        areas.forEach(a -> a.textProperty().addListener((o, x, t) -> {
            at = -1;
            update(matches());
        }));
        getChildren().addAll(query, prev, next, count, wrap);
    }

    /** Offsets of the query in the shown text, in order. */
    List<Integer> matches() {
        List<Integer> out = new ArrayList<>();
        String q = query.getText() == null ? "" : query.getText().toLowerCase(Locale.ROOT);
        TextArea a = shown.get();
        if (q.isEmpty() || a == null) {
            return out;
        }
        String t = a.getText().toLowerCase(Locale.ROOT);
        for (int i = t.indexOf(q); i >= 0; i = t.indexOf(q, i + 1)) {
            out.add(i);
        }
        return out;
    }

    /** Selects the next ({@code +1}) or previous ({@code -1}) match, wrapping around. */
    void step(int direction) {
        List<Integer> m = matches();
        if (!m.isEmpty()) {
            at = at < 0 ? (direction > 0 ? 0 : m.size() - 1) : Math.floorMod(at + direction, m.size());
            TextArea a = shown.get();
            a.selectRange(m.get(at), m.get(at) + query.getText().length());
        }
        update(m);
    }

    private void update(List<Integer> m) {
        if (query.getText() == null || query.getText().isEmpty()) {
            count.setText("");
        } else if (m.isEmpty()) {
            count.setText("no matches");
        } else {
            count.setText((at < 0 ? 0 : at + 1) + " of " + m.size());
        }
    }
}
