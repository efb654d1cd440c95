package dev.agtpstudio.app.ui.docs;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.StackPane;

/**
 * The editor area: the left {@link EditorTabsView}, and beside it the right one while the area is split
 * ({@link EditorSplit}); a hint when no document is open.
 */
public final class EditorAreaView extends StackPane {
    private final SplitPane panes = new SplitPane();
    private final EditorTabsView left;
    private final EditorTabsView right;
    private final javafx.beans.property.DoubleProperty divider;

    public EditorAreaView(DocumentsViewModel vm, EditorSplit split) {
        getStyleClass().add("editor-area");
        divider = split.dividerProperty();
        left = new EditorTabsView(vm, split, EditorSplit.Side.LEFT);
        right = new EditorTabsView(vm, split, EditorSplit.Side.RIGHT);
        // an editor's text would otherwise set how narrow a side may be, and the split would open squeezed to one side
        left.setMinWidth(120);
        right.setMinWidth(120);
        Label empty = new Label("Open a file from the explorer (double-click), or press Ctrl+Shift+P for commands.");
        empty.getStyleClass().add("empty-editor-hint");
        panes.setId("editor-split");
        panes.getItems().add(left);
        panes.visibleProperty().bind(Bindings.isNotEmpty(vm.documents()));
        getChildren().addAll(empty, panes);
        show(split.isSplit());
        split.splitProperty().addListener((o, was, now) -> show(now));
        divider.addListener((o, a, b) -> {
            if (panes.getItems().contains(right) && Math.abs(panes.getDividerPositions()[0] - b.doubleValue()) > 1e-3) {
                panes.setDividerPositions(b.doubleValue());
            }
        });
    }

    /** The user dragged the divider: the model remembers where. */
    private void follow() {
        if (panes.getDividers().size() == 1) {
            divider.set(panes.getDividers().get(0).getPosition());
        }
    }

    private void show(boolean split) {
        if (split && !panes.getItems().contains(right)) {
            double at = divider.get();
            panes.getItems().add(right);
            panes.setDividerPositions(at);
            // the skin places a new divider from the sides' preferred widths on its next layout: set it again after
            javafx.application.Platform.runLater(() -> {
                if (panes.getDividers().size() == 1) {
                    panes.setDividerPositions(at);
                    panes.getDividers().get(0).positionProperty().addListener(o -> follow());
                }
            });
        } else if (!split && panes.getItems().contains(right)) {
            panes.getItems().remove(right);
        }
    }

    /** Where "Reveal in Explorer" goes, on both sides. */
    public void setOnReveal(java.util.function.Consumer<java.nio.file.Path> reveal) {
        left.setOnReveal(reveal);
        right.setOnReveal(reveal);
    }

    public EditorTabsView side(EditorSplit.Side side) {
        return side == EditorSplit.Side.LEFT ? left : right;
    }
}
