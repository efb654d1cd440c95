package dev.agtpstudio.app.navigate;

import dev.agtpstudio.core.outline.OutlineNode;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.Label;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

/**
 * The Outline pane: the active file's endpoints, their {@code input}/{@code output} groups and fields; Enter or a
 * click goes to the entry. It only paints: the entries come from a {@link NavigateIndex} built off the FX thread.
 */
public final class OutlineView extends BorderPane {
    private final TreeView<OutlineNode> tree = new TreeView<>();
    private final Label empty = new Label("No endpoints in this file.");
    /** The tree's item of each entry shown (by identity: the entries are the index's own). */
    private final java.util.Map<OutlineNode, TreeItem<OutlineNode>> items = new java.util.IdentityHashMap<>();

    public OutlineView(Consumer<OutlineNode> goTo) {
        setId("outline-view");
        tree.setId("outline-tree");
        tree.setShowRoot(false);
        tree.setRoot(new TreeItem<>());
        tree.setCellFactory(t -> new TreeCell<>() {
            @Override
            protected void updateItem(OutlineNode n, boolean isEmpty) {
                super.updateItem(n, isEmpty);
                if (isEmpty || n == null) {
                    setText(null);
                    setGraphic(null);
                    return;
                }
                setText(null);
                Label name = new Label(n.label());
                name.getStyleClass().add("outline-" + n.kind().name().toLowerCase(java.util.Locale.ROOT));
                Label detail = new Label(n.kind() == OutlineNode.Kind.ENDPOINT ? "" : n.detail());
                detail.getStyleClass().add("palette-shortcut");
                setGraphic(new HBox(6, name, detail));
            }
        });
        tree.setOnMouseClicked(e -> selected().ifPresent(goTo));
        // a filter: the tree's own key handling consumes Enter
        tree.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                selected().ifPresent(goTo);
                e.consume();
            }
        });
        empty.getStyleClass().add("outline-empty");
        setCenter(empty);
    }

    private java.util.Optional<OutlineNode> selected() {
        TreeItem<OutlineNode> i = tree.getSelectionModel().getSelectedItem();
        return i == null ? java.util.Optional.empty() : java.util.Optional.ofNullable(i.getValue());
    }

    public TreeView<OutlineNode> tree() {
        return tree;
    }

    /** Shows {@code roots}, keeping the expansion of entries that are still there. */
    public void show(List<OutlineNode> roots) {
        java.util.Set<String> collapsed = new java.util.HashSet<>();
        collect(tree.getRoot(), collapsed);
        TreeItem<OutlineNode> root = new TreeItem<>();
        items.clear();
        for (OutlineNode n : roots) {
            root.getChildren().add(item(n, collapsed, items));
        }
        tree.setRoot(root);
        setCenter(roots.isEmpty() ? empty : tree);
    }

    private static void collect(TreeItem<OutlineNode> i, java.util.Set<String> collapsed) {
        for (TreeItem<OutlineNode> c : i.getChildren()) {
            if (!c.isLeaf() && !c.isExpanded()) {
                collapsed.add(c.getValue().keyPath());
            }
            collect(c, collapsed);
        }
    }

    /**
     * Selects the innermost entry of {@code chain} (outermost first, as {@link OutlineNode#pathAt} gives it) that is
     * shown, a collapsed entry standing for what it holds, and scrolls it into view if it is out of it; the focus
     * stays where it is. An empty chain (the caret outside every entry) leaves the selection alone.
     */
    public void reveal(List<OutlineNode> chain) {
        TreeItem<OutlineNode> pick = null;
        for (OutlineNode n : chain) {
            TreeItem<OutlineNode> i = items.get(n);
            if (i == null) {
                break;
            }
            pick = i;
            if (!i.isExpanded()) {
                break;
            }
        }
        if (pick == null || pick == tree.getSelectionModel().getSelectedItem()) {
            return;
        }
        tree.getSelectionModel().select(pick);
        int row = tree.getRow(pick);
        if (row >= 0 && tree.lookup(".virtual-flow") instanceof javafx.scene.control.skin.VirtualFlow<?> flow) {
            flow.scrollTo(row); // as little as brings the row into view (TreeView.scrollTo puts it at the top)
        }
    }

    private static TreeItem<OutlineNode> item(
            OutlineNode n, java.util.Set<String> collapsed, java.util.Map<OutlineNode, TreeItem<OutlineNode>> items) {
        TreeItem<OutlineNode> i = new TreeItem<>(n);
        items.put(n, i);
        n.children().forEach(c -> i.getChildren().add(item(c, collapsed, items)));
        i.setExpanded(!collapsed.contains(n.keyPath()));
        return i;
    }
}
