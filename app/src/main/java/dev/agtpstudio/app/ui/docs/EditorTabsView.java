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
    private java.util.function.Consumer<java.nio.file.Path> reveal = p -> { };

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
        if (doc.isLoading()) {
            // nothing can be typed into a buffer whose text is still on its way: the editor is shown once it is filled
            t.setContent(loadingHint(doc));
            doc.loadingProperty().addListener((o, was, now) -> {
                if (!now) {
                    t.setContent(doc.editor().node());
                }
            });
        } else {
            t.setContent(doc.editor().node());
        }
        t.setOnCloseRequest(e -> {
            e.consume();
            vm.close(doc);
        });
        t.setContextMenu(menuFor(doc));
        tabOf.put(doc, t);
        tabs.getTabs().add(t);
        tabs.getSelectionModel().select(t);
    }

    private static javafx.scene.Node loadingHint(DocumentViewModel doc) {
        javafx.scene.control.ProgressIndicator spinner = new javafx.scene.control.ProgressIndicator();
        spinner.setMaxSize(32, 32);
        Label text = new Label("Reading " + doc.path().getFileName() + "\u2026");
        javafx.scene.layout.VBox box = new javafx.scene.layout.VBox(8, spinner, text);
        box.setAlignment(javafx.geometry.Pos.CENTER);
        box.getStyleClass().add("document-loading");
        box.setAccessibleText("Loading " + doc.path().getFileName());
        return box;
    }

    /** Where "Reveal in Explorer" goes (the explorer selects the file). */
    public void setOnReveal(java.util.function.Consumer<java.nio.file.Path> reveal) {
        this.reveal = reveal;
    }

    private javafx.scene.control.ContextMenu menuFor(DocumentViewModel doc) {
        javafx.scene.control.MenuItem close = item("Close", () -> vm.close(doc));
        javafx.scene.control.MenuItem others = item("Close Others", () -> closeAll(except(doc, false)));
        javafx.scene.control.MenuItem right = item("Close Tabs to the Right", () -> closeAll(except(doc, true)));
        javafx.scene.control.MenuItem show = item("Reveal in Explorer", () -> reveal.accept(doc.path()));
        javafx.scene.control.MenuItem copy = item("Copy Path", () -> {
            javafx.scene.input.ClipboardContent c = new javafx.scene.input.ClipboardContent();
            c.putString(doc.path().toString());
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(c);
        });
        javafx.scene.control.ContextMenu m = new javafx.scene.control.ContextMenu(close, others, right,
                new javafx.scene.control.SeparatorMenuItem(), show, copy);
        m.setOnShowing(e -> {
            int at = vm.documents().indexOf(doc);
            others.setDisable(vm.documents().size() < 2);
            right.setDisable(at < 0 || at == vm.documents().size() - 1);
        });
        return m;
    }

    private static javafx.scene.control.MenuItem item(String text, Runnable action) {
        javafx.scene.control.MenuItem i = new javafx.scene.control.MenuItem(text);
        i.setOnAction(e -> action.run());
        return i;
    }

    /** The other documents, or only those after {@code doc} in tab order. */
    private java.util.List<DocumentViewModel> except(DocumentViewModel doc, boolean rightOnly) {
        java.util.List<DocumentViewModel> all = java.util.List.copyOf(vm.documents());
        int at = all.indexOf(doc);
        return rightOnly ? all.subList(at + 1, all.size()) : all.stream().filter(d -> d != doc).toList();
    }

    /** Closes each (asking about unsaved changes); stops at the first the user keeps open. */
    private void closeAll(java.util.List<DocumentViewModel> docs) {
        for (DocumentViewModel d : docs) {
            if (!vm.close(d)) {
                return;
            }
        }
    }

    private void remove(DocumentViewModel doc) {
        Tab t = tabOf.remove(doc);
        if (t != null) {
            tabs.getTabs().remove(t);
        }
    }
}
