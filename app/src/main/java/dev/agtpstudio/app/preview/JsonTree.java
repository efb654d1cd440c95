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
    /**
     * One row: where it is, its member name or index, its value, what it is ({@code caption}, e.g. "BOOK /reservations"
     * for an endpoint; null when nothing names it) and its identity, which survives reordering (array elements that
     * have a caption are known by it, not by their index).
     */
    record Entry(String pointer, String key, JsonNode value, String caption, String identity) {}

    /** What an object is, from the members that name it: method and path, else name, id, title, service or tool. */
    static String caption(JsonNode v) {
        if (v == null || !v.isObject()) {
            return null;
        }
        if (v.path("method").isTextual() && v.path("path").isTextual()) {
            return v.path("method").asText() + " " + v.path("path").asText();
        }
        for (String k : java.util.List.of("name", "id", "title", "service", "tool", "code", "class")) {
            if (v.path(k).isTextual() && !v.path(k).asText().isBlank()) {
                return v.path(k).asText();
            }
        }
        return null;
    }

    private final TreeView<Entry> view = new TreeView<>();
    /** Identities of the expanded rows (see {@link Entry#identity}). */
    private final Set<String> expanded = new java.util.HashSet<>(Set.of(""));

    JsonTree() {
        view.getStyleClass().add("json-tree");
        view.setShowRoot(true);
        view.setCellFactory(v -> new Cell());
    }

    TreeView<Entry> view() {
        return view;
    }

    /** The document to show next while this tree is out of sight; null when the shown one is current. */
    private JsonNode deferred;

    /**
     * Shows {@code doc} now, or, when {@code visible} is false, remembers it until {@link #flush} (a tab that is not
     * selected is not rebuilt on every keystroke). A document equal to the one shown changes nothing.
     */
    void show(JsonNode doc, boolean visible) {
        if (!visible) {
            deferred = doc;
            return;
        }
        deferred = null;
        TreeItem<Entry> old = view.getRoot();
        if (old != null && old.getValue().value().equals(doc)) {
            return;
        }
        if (old != null) {
            remember(old);
        }
        view.setRoot(item("", "", null, doc, 0));
    }

    /** Shows nothing (the workspace was replaced); the rows' expansion is not carried over to the next document. */
    void clear() {
        deferred = null;
        view.setRoot(null);
    }

    /** Expands every row (and remembers it for the next document). */
    void expandAll() {
        setExpandedAll(view.getRoot(), true);
    }

    /** Collapses everything below the root. */
    void collapseAll() {
        setExpandedAll(view.getRoot(), false);
        if (view.getRoot() != null) {
            view.getRoot().setExpanded(true);
        }
    }

    private void setExpandedAll(TreeItem<Entry> item, boolean on) {
        if (item == null) {
            return;
        }
        if (!item.isLeaf()) {
            item.setExpanded(on);
        }
        item.getChildren().forEach(c -> setExpandedAll(c, on));
    }

    /** Shows the document that arrived while the tree was out of sight, if any. */
    void flush() {
        if (deferred != null) {
            show(deferred, true);
        }
    }

    /** The document the tree shows (not a deferred one); null before the first. */
    JsonNode shownDocument() {
        return view.getRoot() == null ? null : view.getRoot().getValue().value();
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
            String p = c.getValue().pointer();
            if (pointer.equals(p) || pointer.startsWith(p + "/")) { // "/endpoints/1" is not under "/endpoints/15"
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
            expanded.add(item.getValue().identity());
        } else {
            expanded.remove(item.getValue().identity());
        }
        if (item instanceof Row r && !r.built) {
            return; // nothing below was ever made, so nothing below changed
        }
        item.getChildren().forEach(this::remember);
    }

    /** True when the row known as {@code identity} will open expanded (for tests). */
    boolean remembersExpanded(String identity) {
        return expanded.contains(identity);
    }

    private TreeItem<Entry> item(String pointer, String identity, String key, JsonNode value, int depth) {
        Row it = new Row(new Entry(pointer, key, value, caption(value), identity), depth);
        it.setExpanded(expanded.contains(identity) || depth < 1);
        return it;
    }

    /** The rows below {@code row}: one per member or element. */
    private java.util.List<TreeItem<Entry>> children(Entry row, int depth) {
        JsonNode value = row.value();
        java.util.List<TreeItem<Entry>> out = new java.util.ArrayList<>(value.size());
        if (value.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> f = value.fields(); f.hasNext(); ) {
                Map.Entry<String, JsonNode> e = f.next();
                String k = escape(e.getKey());
                out.add(item(row.pointer() + "/" + k, row.identity() + "/" + k, e.getKey(), e.getValue(), depth + 1));
            }
        } else if (value.isArray()) {
            for (int i = 0; i < value.size(); i++) {
                String c = caption(value.get(i));
                // an element that says what it is keeps its expansion when others are inserted before it
                String id = row.identity() + "/" + (c == null ? Integer.toString(i) : "=" + escape(c));
                out.add(item(row.pointer() + "/" + i, id, Integer.toString(i), value.get(i), depth + 1));
            }
        }
        return out;
    }

    /**
     * A row whose children are made the first time they are asked for (the row is expanded, searched or shown), so a
     * manifest of 2,000 endpoints costs the FX thread the rows on screen, not a hundred thousand tree items per
     * validation result.
     */
    private final class Row extends TreeItem<Entry> {
        private final int depth;
        private boolean built;

        Row(Entry e, int depth) {
            super(e);
            this.depth = depth;
        }

        @Override
        public boolean isLeaf() {
            JsonNode v = getValue().value();
            return !v.isContainerNode() || v.isEmpty();
        }

        @Override
        public javafx.collections.ObservableList<TreeItem<Entry>> getChildren() {
            if (!built) {
                built = true;
                super.getChildren().setAll(children(getValue(), depth));
            }
            return super.getChildren();
        }
    }

    /** How many rows have made their children so far (for tests). */
    int builtRows() {
        return view.getRoot() == null ? 0 : builtRows(view.getRoot());
    }

    private static int builtRows(TreeItem<Entry> item) {
        if (!(item instanceof JsonTree.Row r) || !r.built) {
            return 0;
        }
        int n = 1;
        for (TreeItem<Entry> c : item.getChildren()) {
            n += builtRows(c);
        }
        return n;
    }

    static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }

    /** Renders {@code key: value} with one style class per token kind; its text nodes are reused row after row. */
    private static final class Cell extends TreeCell<Entry> {
        private final Text key = new Text();
        private final Text colon = text(": ", "json-punct");
        private final Text caption = new Text();
        private final Text value = new Text();
        private final TextFlow flow = new TextFlow(key, colon, caption, value);

        @Override
        protected void updateItem(Entry e, boolean empty) {
            super.updateItem(e, empty);
            setText(null);
            if (empty || e == null) {
                setGraphic(null);
                setAccessibleText(null);
                return;
            }
            boolean index =
                    e.key() != null && !e.key().isEmpty() && e.key().chars().allMatch(Character::isDigit);
            // an element labelled by what it is ("BOOK /reservations") needs no index in front of it
            boolean hasKey = e.key() != null && !(index && e.caption() != null);
            key.setVisible(hasKey);
            key.setManaged(hasKey);
            colon.setVisible(hasKey);
            colon.setManaged(hasKey);
            if (hasKey) {
                set(key, index ? e.key() : "\"" + e.key() + "\"", index ? "json-punct" : "json-key");
            }
            boolean captioned = e.caption() != null;
            caption.setVisible(captioned);
            caption.setManaged(captioned);
            if (captioned) {
                set(caption, e.caption() + "  ", "json-caption");
            }
            JsonNode v = e.value();
            if (v.isObject()) {
                set(
                        value,
                        (captioned ? "" : "{ } ") + v.size() + (v.size() == 1 ? " member" : " members"),
                        "json-count");
            } else if (v.isArray()) {
                set(value, "[ ] " + v.size() + (v.size() == 1 ? " item" : " items"), "json-count");
            } else if (v.isTextual()) {
                String s = v.asText();
                set(value, "\"" + (s.length() > 240 ? s.substring(0, 240) + "\u2026" : s) + "\"", "json-string");
            } else if (v.isNumber()) {
                set(value, v.asText(), "json-number");
            } else if (v.isBoolean()) {
                set(value, v.asText(), "json-boolean");
            } else {
                set(value, "null", "json-null");
            }
            setGraphic(flow);
            // the text is drawn in coloured pieces (a TextFlow): a screen reader gets it as one sentence
            setAccessibleText(
                    (hasKey ? key.getText() + ": " : "") + (captioned ? e.caption() + ", " : "") + value.getText());
        }

        private static void set(Text t, String s, String style) {
            t.setText(s);
            if (t.getStyleClass().size() != 1 || !t.getStyleClass().get(0).equals(style)) {
                t.getStyleClass().setAll(style);
            }
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
