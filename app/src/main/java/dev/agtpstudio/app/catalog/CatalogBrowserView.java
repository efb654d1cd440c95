package dev.agtpstudio.app.catalog;

import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Method Catalog view: the catalog's verbs by category (a filter field above), the selected verb's description,
 * marks and the workspace's endpoints that use it (Enter or a click opens one), and the report of the last catalog
 * comparison. It only paints a {@link CatalogIndex} built off the FX thread.
 */
public final class CatalogBrowserView extends BorderPane {
    private final TreeView<Object> tree = new TreeView<>();
    private final TextField filter = new TextField();
    private final Label title = new Label();
    private final Label marks = new Label();
    private final Label description = new Label();
    private final Label usedBy = new Label();
    private final ListView<CatalogIndex.Usage> usages = new ListView<>();
    private final TextArea diffReport = new TextArea();
    private final SplitPane main;
    private final Label version = new Label();
    private CatalogIndex index = new CatalogIndex("", java.util.List.of());

    public CatalogBrowserView(Consumer<CatalogIndex.Usage> open, Runnable compare) {
        setId("catalog-browser");
        tree.setId("catalog-tree");
        tree.setShowRoot(false);
        tree.setRoot(new TreeItem<>());
        tree.setCellFactory(t -> new TreeCell<>() {
            @Override
            protected void updateItem(Object o, boolean empty) {
                super.updateItem(o, empty);
                setGraphic(null);
                if (empty || o == null) {
                    setText(null);
                } else if (o instanceof CatalogIndex.Category c) {
                    setText(c.name() + " (" + c.verbs().size() + ")");
                } else if (o instanceof CatalogIndex.Verb v) {
                    setText(null);
                    Label name = new Label(v.name());
                    name.getStyleClass().add("catalog-verb");
                    Label m = new Label(v.marks());
                    m.getStyleClass().add("palette-shortcut");
                    Label n = new Label(v.usages().isEmpty() ? "" : v.usages().size() + " in use");
                    n.getStyleClass().add("catalog-uses");
                    setGraphic(new HBox(8, name, m, n));
                }
            }
        });
        tree.getSelectionModel()
                .selectedItemProperty()
                .addListener((o, a, b) -> showVerb(b == null ? null : b.getValue()));
        filter.setId("catalog-filter");
        filter.setPromptText("Filter verbs");
        filter.textProperty().addListener((o, a, b) -> rebuild());
        Button diff = new Button("Compare with a Catalog\u2026");
        diff.setId("catalog-diff-button");
        diff.setOnAction(e -> compare.run());
        HBox.setHgrow(filter, Priority.ALWAYS);
        version.getStyleClass().add("palette-shortcut");
        HBox bar = new HBox(8, filter, version, diff);
        bar.setPadding(new Insets(4));
        bar.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        setTop(bar);

        title.getStyleClass().add("catalog-title");
        title.setStyle("-fx-font-weight: bold;");
        description.setId("catalog-description");
        description.setWrapText(true);
        // all of it, on as many lines as it takes: the list of uses below gives up the room (1280x800)
        description.setMinHeight(USE_PREF_SIZE);
        usages.setId("catalog-usages");
        usages.setPlaceholder(new Label("No endpoint of this workspace uses it."));
        usages.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(CatalogIndex.Usage u, boolean empty) {
                super.updateItem(u, empty);
                setText(empty || u == null ? null : u.endpoint() + "  \u2014  " + u.fileLabel());
            }
        });
        usages.setOnMouseClicked(e -> {
            if (usages.getSelectionModel().getSelectedItem() != null) {
                open.accept(usages.getSelectionModel().getSelectedItem());
            }
        });
        usages.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && usages.getSelectionModel().getSelectedItem() != null) {
                open.accept(usages.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
        VBox details = new VBox(6, title, marks, description, usedBy, usages);
        details.setPadding(new Insets(6));
        VBox.setVgrow(usages, Priority.ALWAYS);
        diffReport.setId("catalog-diff-report");
        diffReport.setEditable(false);
        diffReport.getStyleClass().add("catalog-diff-report");
        main = new SplitPane(tree, details);
        main.setDividerPositions(0.4);
        setCenter(main);
        showVerb(null);
    }

    public TreeView<Object> tree() {
        return tree;
    }

    public ListView<CatalogIndex.Usage> usages() {
        return usages;
    }

    public TextArea diffReport() {
        return diffReport;
    }

    public TextField filter() {
        return filter;
    }

    public void show(CatalogIndex index) {
        this.index = index;
        version.setText("catalog " + index.version());
        rebuild();
    }

    /** Shows a catalog comparison's report beside the browser. */
    public void showDiff(String report) {
        diffReport.setText(report);
        if (!main.getItems().contains(diffReport)) {
            // the verbs keep their width (a row is name, marks and uses); the report takes half of the details' room
            double verbs = main.getDividerPositions()[0];
            main.getItems().add(diffReport);
            main.setDividerPositions(verbs, verbs + (1 - verbs) / 2);
        }
    }

    /** Selects {@code verb}'s entry; false when the catalog (as filtered) has none. */
    public boolean select(String verb) {
        for (TreeItem<Object> c : tree.getRoot().getChildren()) {
            for (TreeItem<Object> v : c.getChildren()) {
                if (v.getValue() instanceof CatalogIndex.Verb x && x.name().equals(verb)) {
                    c.setExpanded(true);
                    tree.getSelectionModel().select(v);
                    tree.scrollTo(tree.getRow(v));
                    return true;
                }
            }
        }
        return false;
    }

    private void rebuild() {
        Object was = tree.getSelectionModel().getSelectedItem() == null
                ? null
                : tree.getSelectionModel().getSelectedItem().getValue();
        String q = filter.getText() == null ? "" : filter.getText().trim().toUpperCase(java.util.Locale.ROOT);
        TreeItem<Object> root = new TreeItem<>();
        for (CatalogIndex.Category c : index.categories()) {
            TreeItem<Object> ci = new TreeItem<>(c);
            for (CatalogIndex.Verb v : c.verbs()) {
                if (q.isEmpty() || v.name().contains(q)) {
                    ci.getChildren().add(new TreeItem<>(v));
                }
            }
            if (!ci.getChildren().isEmpty()) {
                ci.setExpanded(!q.isEmpty() || !CatalogIndex.LEGACY.equals(c.name()));
                root.getChildren().add(ci);
            }
        }
        tree.setRoot(root);
        if (was instanceof CatalogIndex.Verb v) {
            select(v.name());
        }
    }

    private void showVerb(Object o) {
        if (o instanceof CatalogIndex.Verb v) {
            CatalogIndex.Verb now = index.verb(v.name()).orElse(v);
            title.setText(now.name());
            marks.setText(now.marks());
            description.setText(now.description() == null ? "" : now.description());
            usedBy.setText("Used by:");
            usages.getItems().setAll(now.usages());
            usages.setVisible(true);
        } else if (o instanceof CatalogIndex.Category c) {
            title.setText(c.name());
            marks.setText(c.verbs().size() + " verbs");
            description.setText(c.description() == null ? "" : c.description());
            usedBy.setText("");
            usages.getItems().clear();
            usages.setVisible(false);
        } else {
            title.setText("Select a verb");
            marks.setText("");
            description.setText("The verbs of the method catalog (AGTP-API \u00A74.7), by category.");
            usedBy.setText("");
            usages.getItems().clear();
            usages.setVisible(false);
        }
    }
}
