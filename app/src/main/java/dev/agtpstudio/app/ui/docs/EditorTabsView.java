package dev.agtpstudio.app.ui.docs;

import java.util.HashMap;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;

/** One tab per open document, with the dirty marker in the title; follows and sets the active document. */
public final class EditorTabsView extends StackPane {
    private final TabPane tabs = new TabPane();
    private final Map<DocumentViewModel, Tab> tabOf = new HashMap<>();
    private final DocumentsViewModel vm;
    private boolean syncing;

    public EditorTabsView(DocumentsViewModel vm) {
        this.vm = vm;
        getStyleClass().add("editor-tabs");
        tabs.setId("editor-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);
        Label empty = new Label("Open a file from the explorer (double-click), or press Ctrl+Shift+P for commands.");
        empty.getStyleClass().add("empty-editor-hint");
        getChildren().addAll(empty, tabs);
        tabs.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(vm.documents()));
        vm.documents().forEach(this::add);
        vm.documents().addListener((ListChangeListener<DocumentViewModel>) c -> {
            while (c.next()) {
                c.getRemoved().forEach(this::remove);
                c.getAddedSubList().forEach(this::add);
            }
        });
        vm.activeProperty().addListener((o, a, doc) -> {
            Tab t = doc == null ? null : tabOf.get(doc);
            if (t != null && tabs.getSelectionModel().getSelectedItem() != t) {
                syncing = true;
                tabs.getSelectionModel().select(t);
                syncing = false;
            }
        });
        tabs.getSelectionModel().selectedItemProperty().addListener((o, a, t) -> {
            if (!syncing && t != null) {
                vm.activeProperty().set((DocumentViewModel) t.getUserData());
            }
        });
    }

    public TabPane tabPane() {
        return tabs;
    }

    private void add(DocumentViewModel doc) {
        Tab t = new Tab();
        t.setUserData(doc);
        t.textProperty().bind(doc.title());
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(doc.pathProperty().asString());
        t.setTooltip(tip);
        t.setContent(doc.editor().node());
        t.setOnCloseRequest(e -> {
            e.consume();
            vm.close(doc);
        });
        tabOf.put(doc, t);
        tabs.getTabs().add(t);
        tabs.getSelectionModel().select(t);
    }

    private void remove(DocumentViewModel doc) {
        Tab t = tabOf.remove(doc);
        if (t != null) {
            tabs.getTabs().remove(t);
        }
    }
}
