package dev.agtpstudio.app.ui.docs;

import java.util.HashMap;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;

/**
 * The tabs of one side of the editor area ({@link EditorSplit}), with the dirty marker in the title; follows and sets
 * the active document. A document shown on both sides gets a second view of its buffer on the right.
 */
public final class EditorTabsView extends StackPane {
    private final TabPane tabs = new TabPane();
    private final Map<DocumentViewModel, Tab> tabOf = new HashMap<>();
    private final Map<DocumentViewModel, javafx.scene.Node> secondViews = new HashMap<>();
    private final DocumentsViewModel vm;
    private final EditorSplit split;
    private final EditorSplit.Side side;
    private boolean syncing;
    private java.util.function.Consumer<java.nio.file.Path> reveal = p -> {};

    public EditorTabsView(DocumentsViewModel vm, EditorSplit split, EditorSplit.Side side) {
        this.vm = vm;
        this.split = split;
        this.side = side;
        getStyleClass().add("editor-tabs");
        tabs.setId(side == EditorSplit.Side.LEFT ? "editor-tabs" : "editor-tabs-right");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);
        TabOverflowMenu.showNamesAsTheyAre(tabs);
        getChildren().add(tabs);
        ObservableList<DocumentViewModel> mine = split.side(side);
        mine.forEach(this::add);
        mine.addListener((ListChangeListener<DocumentViewModel>) c -> {
            while (c.next()) {
                c.getRemoved().forEach(this::remove);
                c.getAddedSubList().forEach(this::add);
            }
        });
        // the buffer's own editor is on the left when the document has a tab there; the right then shows a second view
        split.side(side.other()).addListener((ListChangeListener<DocumentViewModel>)
                c -> tabOf.keySet().forEach(this::showContent));
        vm.activeProperty().addListener((o, a, doc) -> select(doc));
        tabs.getSelectionModel().selectedItemProperty().addListener((o, a, t) -> {
            if (!syncing && t != null) {
                split.focused(side);
                vm.activeProperty().set((DocumentViewModel) t.getUserData());
            }
        });
        tabs.focusWithinProperty().addListener((o, was, now) -> {
            Tab t = tabs.getSelectionModel().getSelectedItem();
            if (now && t != null) {
                split.focused(side);
                vm.activeProperty().set((DocumentViewModel) t.getUserData());
            }
        });
    }

    private void select(DocumentViewModel doc) {
        Tab t = doc == null ? null : tabOf.get(doc);
        if (t != null && tabs.getSelectionModel().getSelectedItem() != t) {
            syncing = true;
            tabs.getSelectionModel().select(t);
            syncing = false;
        }
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
        tabOf.put(doc, t);
        showContent(doc);
        if (doc.isLoading()) {
            // nothing can be typed into a buffer whose text is still on its way: the editor is shown once it is filled
            doc.loadingProperty().addListener((o, was, now) -> showContent(doc));
        }
        t.setOnCloseRequest(e -> {
            e.consume();
            split.close(doc, side);
        });
        t.setContextMenu(menuFor(doc));
        tabs.getTabs().add(t);
        if (vm.active() == doc || tabs.getSelectionModel().getSelectedItem() == null) {
            tabs.getSelectionModel().select(t);
        }
    }

    /** The loading hint, the document's editor, or (on the right, when the left shows that editor) a second view. */
    private void showContent(DocumentViewModel doc) {
        Tab t = tabOf.get(doc);
        if (t == null) {
            return;
        }
        javafx.scene.Node want;
        if (doc.isLoading()) {
            want = t.getContent() != null && "loading".equals(t.getContent().getUserData())
                    ? t.getContent()
                    : loadingHint(doc);
        } else if (side == EditorSplit.Side.RIGHT && split.side(side.other()).contains(doc)) {
            want = secondViews.computeIfAbsent(doc, d -> d.editor().openView());
            if (want == null) {
                want = new Label("This editor cannot show " + doc.path().getFileName() + " twice.");
            }
        } else {
            want = doc.editor().node();
        }
        if (t.getContent() != want) {
            t.setContent(want);
        }
        if (want != secondViews.get(doc)) {
            closeSecondView(doc);
        }
    }

    private void closeSecondView(DocumentViewModel doc) {
        javafx.scene.Node v = secondViews.remove(doc);
        if (v != null) {
            doc.editor().closeView(v);
        }
    }

    private static javafx.scene.Node loadingHint(DocumentViewModel doc) {
        javafx.scene.control.ProgressIndicator spinner = new javafx.scene.control.ProgressIndicator();
        spinner.setMaxSize(32, 32);
        Label text = new Label("Reading " + doc.path().getFileName() + "\u2026");
        javafx.scene.layout.VBox box = new javafx.scene.layout.VBox(8, spinner, text);
        box.setAlignment(javafx.geometry.Pos.CENTER);
        box.getStyleClass().add("document-loading");
        box.setUserData("loading");
        box.setAccessibleText("Loading " + doc.path().getFileName());
        return box;
    }

    /** Where "Reveal in Explorer" goes (the explorer selects the file). */
    public void setOnReveal(java.util.function.Consumer<java.nio.file.Path> reveal) {
        this.reveal = reveal;
    }

    private javafx.scene.control.ContextMenu menuFor(DocumentViewModel doc) {
        javafx.scene.control.MenuItem close = item("Close", () -> split.close(doc, side));
        javafx.scene.control.MenuItem splitRight = item("Split Right", () -> {
            split.splitRight(doc);
            vm.activeProperty().set(doc);
        });
        javafx.scene.control.MenuItem move = item("Move to Other Side", () -> {
            split.moveToOtherSide(doc, side);
            vm.activeProperty().set(doc);
        });
        javafx.scene.control.MenuItem others = item("Close Others", () -> closeAll(except(doc, false)));
        javafx.scene.control.MenuItem right = item("Close Tabs to the Right", () -> closeAll(except(doc, true)));
        javafx.scene.control.MenuItem show = item("Reveal in Explorer", () -> reveal.accept(doc.path()));
        javafx.scene.control.MenuItem copy = item("Copy Path", () -> {
            javafx.scene.input.ClipboardContent c = new javafx.scene.input.ClipboardContent();
            c.putString(doc.path().toString());
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(c);
        });
        javafx.scene.control.ContextMenu m = new javafx.scene.control.ContextMenu(
                close,
                others,
                right,
                new javafx.scene.control.SeparatorMenuItem(),
                splitRight,
                move,
                new javafx.scene.control.SeparatorMenuItem(),
                show,
                copy);
        m.setOnShowing(e -> {
            java.util.List<DocumentViewModel> mine = split.side(side);
            int at = mine.indexOf(doc);
            others.setDisable(mine.size() < 2);
            right.setDisable(at < 0 || at == mine.size() - 1);
            splitRight.setVisible(side == EditorSplit.Side.LEFT);
            splitRight.setDisable(split.side(EditorSplit.Side.RIGHT).contains(doc));
            // the only tab of the left cannot leave it: the split would have nothing on one side
            move.setDisable(side == EditorSplit.Side.LEFT && mine.size() < 2 && !split.isSplit());
        });
        return m;
    }

    private static javafx.scene.control.MenuItem item(String text, Runnable action) {
        javafx.scene.control.MenuItem i = new javafx.scene.control.MenuItem(text);
        i.setOnAction(e -> action.run());
        return i;
    }

    /** The other documents of this side, or only those after {@code doc} in tab order. */
    private java.util.List<DocumentViewModel> except(DocumentViewModel doc, boolean rightOnly) {
        java.util.List<DocumentViewModel> all = java.util.List.copyOf(split.side(side));
        int at = all.indexOf(doc);
        return rightOnly
                ? all.subList(at + 1, all.size())
                : all.stream().filter(d -> d != doc).toList();
    }

    /** Closes each (asking about unsaved changes); stops at the first the user keeps open. */
    private void closeAll(java.util.List<DocumentViewModel> docs) {
        for (DocumentViewModel d : docs) {
            if (!split.close(d, side)) {
                return;
            }
        }
    }

    private void remove(DocumentViewModel doc) {
        Tab t = tabOf.remove(doc);
        if (t != null) {
            t.setContent(null);
            tabs.getTabs().remove(t);
        }
        closeSecondView(doc);
    }
}
