package dev.agtpstudio.app.preview;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.preview.source.SourceMap;
import dev.agtpstudio.preview.source.SourceRef;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * A foldable, highlighted view of one JSON document. Every row knows its JSON pointer, so a click can be mapped back
 * to the source through the projection's {@link SourceMap}. Expansion survives refreshes (kept by pointer).
 */
final class JsonTree {
    /** One row: where it is, its member name or index, and its value. */
    record Entry(String pointer, String key, JsonNode value) {
    }

    private final TreeView<Entry> view = new TreeView<>();
    private final Set<String> expanded = new java.util.HashSet<>(Set.of(""));

    JsonTree() {
        view.getStyleClass().add("json-tree");
        view.setShowRoot(true);
        view.setCellFactory(v -> new Cell());
    }

    TreeView<Entry> view() {
        return view;
    }

    void show(JsonNode doc) {
        if (view.getRoot() != null) {
            remember(view.getRoot());
        }
        TreeItem<Entry> root = item("", null, doc, 0);
        view.setRoot(root);
    }

    Optional<String> selectedPointer() {
        TreeItem<Entry> s = view.getSelectionModel().getSelectedItem();
        return s == null ? Optional.empty() : Optional.of(s.getValue().pointer());
    }

    /** Selects the row of {@code pointer} if it is shown. */
    boolean select(String pointer) {
        TreeItem<Entry> found = find(view.getRoot(), pointer);
        if (found == null) {
            return false;
        }
        for (TreeItem<Entry> p = found.getParent(); p != null; p = p.getParent()) {
            p.setExpanded(true);
        }
        view.getSelectionModel().select(found);
        view.scrollTo(view.getRow(found));
        return true;
    }

    private static TreeItem<Entry> find(TreeItem<Entry> item, String pointer) {
        if (item == null) {
            return null;
        }
        if (item.getValue().pointer().equals(pointer)) {
            return item;
        }
        for (TreeItem<Entry> c : item.getChildren()) {
            if (pointer.startsWith(c.getValue().pointer())) {
                TreeItem<Entry> f = find(c, pointer);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    private void remember(TreeItem<Entry> item) {
        if (item.isExpanded()) {
            expanded.add(item.getValue().pointer());
        } else {
            expanded.remove(item.getValue().pointer());
        }
        item.getChildren().forEach(this::remember);
    }

    private TreeItem<Entry> item(String pointer, String key, JsonNode value, int depth) {
        TreeItem<Entry> it = new TreeItem<>(new Entry(pointer, key, value));
        if (value.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> f = value.fields(); f.hasNext(); ) {
                Map.Entry<String, JsonNode> e = f.next();
                it.getChildren().add(item(pointer + "/" + escape(e.getKey()), e.getKey(), e.getValue(), depth + 1));
            }
        } else if (value.isArray()) {
            for (int i = 0; i < value.size(); i++) {
                it.getChildren().add(item(pointer + "/" + i, Integer.toString(i), value.get(i), depth + 1));
            }
        }
        it.setExpanded(expanded.contains(pointer) || depth < 1);
        return it;
    }

    static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }

    /** Renders {@code key: value} with one style class per token kind. */
    private static final class Cell extends TreeCell<Entry> {
        @Override
        protected void updateItem(Entry e, boolean empty) {
            super.updateItem(e, empty);
            if (empty || e == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            TextFlow flow = new TextFlow();
            if (e.key() != null) {
                flow.getChildren().addAll(text(e.key().matches("\\d+") ? e.key() : "\"" + e.key() + "\"",
                        e.key().matches("\\d+") ? "json-punct" : "json-key"), text(": ", "json-punct"));
            }
            JsonNode v = e.value();
            if (v.isObject()) {
                flow.getChildren().add(text("{ } " + v.size() + (v.size() == 1 ? " member" : " members"), "json-count"));
            } else if (v.isArray()) {
                flow.getChildren().add(text("[ ] " + v.size() + (v.size() == 1 ? " item" : " items"), "json-count"));
            } else if (v.isTextual()) {
                String s = v.asText();
                flow.getChildren().add(text("\"" + (s.length() > 240 ? s.substring(0, 240) + "\u2026" : s) + "\"", "json-string"));
            } else if (v.isNumber()) {
                flow.getChildren().add(text(v.asText(), "json-number"));
            } else if (v.isBoolean()) {
                flow.getChildren().add(text(v.asText(), "json-boolean"));
            } else {
                flow.getChildren().add(text("null", "json-null"));
            }
            setText(null);
            setGraphic(flow);
        }

        private static Text text(String s, String style) {
            Text t = new Text(s);
            t.getStyleClass().add(style);
            return t;
        }
    }

    /** The source behind the selected row, if the projection maps it. */
    Optional<SourceRef> selectedSource(SourceMap map) {
        return selectedPointer().flatMap(map::lookup);
    }
}
