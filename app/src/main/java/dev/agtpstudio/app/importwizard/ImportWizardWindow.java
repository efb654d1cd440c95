package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.app.gui.NamedThreads;
import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.importer.ChangeKind;
import dev.agtpstudio.importer.FileOutcome;
import dev.agtpstudio.importer.ImportResult;
import dev.agtpstudio.core.model.Semantic;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.CheckBoxTableCell;
import javafx.scene.control.cell.ComboBoxTableCell;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The import wizard's window: spec (chooser or drag and drop) -> summary -> select -> review table -> target folder
 * and preview -> import with progress and cancel. All logic is in {@link ImportWizardModel}; the import runs on its
 * own thread.
 */
public final class ImportWizardWindow {
    private final ImportWizardModel model;
    private final DialogService dialogs;
    private final Path initialDir;
    private final Consumer<Path> onImported;
    private final Consumer<Path> openFile;
    private final Stage stage = new Stage();
    private final BorderPane root = new BorderPane();
    private final Button back = new Button("Back");
    private final Button next = new Button("Next");
    private final Label title = new Label();
    private int step;
    private Path target;
    /** Cancels the import in progress, if any (Escape). */
    private Runnable cancelRunning = () -> { };

    public ImportWizardWindow(ImportWizardModel model, DialogService dialogs, Path initialDir, Consumer<Path> onImported,
                              Consumer<Path> openFile) {
        this.model = model;
        this.dialogs = dialogs;
        this.initialDir = initialDir;
        this.onImported = onImported;
        this.openFile = openFile;
        title.setId("wizard-title");
        title.setStyle("-fx-font-size: 1.3em; -fx-font-weight: bold;");
        back.setId("wizard-back");
        next.setId("wizard-next");
        back.setOnAction(e -> show(step - 1));
        next.setOnAction(e -> show(step + 1));
        HBox buttons = new HBox(8, back, next);
        buttons.setPadding(new Insets(8));
        root.setTop(title);
        root.setBottom(buttons);
        root.setPadding(new Insets(10));
        stage.setTitle("Import OpenAPI");
        stage.setScene(new Scene(root, 980, 640));
        // Keyboard: Enter moves on, Escape closes the wizard (an import in progress is cancelled first).
        next.setDefaultButton(true);
        stage.getScene().addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                cancelRunning.run();
                stage.close();
                e.consume();
            }
        });
    }

    public Stage stage() {
        return stage;
    }

    public void show(Window owner) {
        if (owner != null) {
            stage.initOwner(owner);
        }
        show(0);
        stage.show();
    }

    void show(int s) {
        step = Math.max(0, s);
        back.setDisable(step == 0);
        next.setDisable(step == 0 && !model.readable() || step >= 4);
        switch (step) {
            case 0 -> chooseStep();
            case 1 -> summaryStep();
            case 2 -> selectStep();
            case 3 -> reviewStep();
            default -> targetStep();
        }
    }

    private void chooseStep() {
        title.setText("1. Choose a spec");
        Label drop = new Label("Drop an OpenAPI 3.x or Swagger 2.0 file here, or");
        Button browse = new Button("Choose file...");
        browse.setId("wizard-browse");
        TextField path = new TextField();
        path.setId("wizard-spec-path");
        path.setPromptText("path to spec");
        Button load = new Button("Load");
        load.setId("wizard-load");
        Label status = new Label();
        browse.setOnAction(e -> dialogs.chooseFile("OpenAPI spec", initialDir).ifPresent(p -> {
            path.setText(p.toString());
            open(p, status);
        }));
        load.setOnAction(e -> open(Path.of(path.getText().strip()), status));
        VBox box = new VBox(10, drop, new HBox(8, browse, path, load), status);
        HBox.setHgrow(path, Priority.ALWAYS);
        box.setPadding(new Insets(20));
        box.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        box.setOnDragDropped(e -> {
            List<java.io.File> files = e.getDragboard().getFiles();
            if (files != null && !files.isEmpty()) {
                path.setText(files.get(0).getPath());
                open(files.get(0).toPath(), status);
            }
            e.setDropCompleted(true);
        });
        root.setCenter(box);
    }

    /** Reads and plans the spec on a worker thread (a large spec takes seconds); the FX thread only shows the result. */
    private void open(Path p, Label status) {
        status.setText("Reading " + p.getFileName() + "...");
        next.setDisable(true);
        ExecutorService worker = NamedThreads.single("import-read");
        worker.submit(() -> {
            try {
                ImportWizardModel.Summary s = model.open(p);
                boolean ok = model.readable();
                Platform.runLater(() -> {
                    status.setText(ok ? s.title() + ": " + s.operations() + " operations"
                            : "Cannot read " + p + ": " + String.join("; ", s.problems()));
                    next.setDisable(!ok);
                });
            } catch (RuntimeException e) {
                Platform.runLater(() -> status.setText("Cannot read " + p + ": " + e.getMessage()));
            } finally {
                worker.shutdown();
            }
        });
    }

    private void summaryStep() {
        title.setText("2. Summary");
        ImportWizardModel.Summary s = model.summary();
        ComboBox<String> servers = new ComboBox<>(FXCollections.observableArrayList(s.servers()));
        servers.setId("wizard-servers");
        if (!s.servers().isEmpty()) {
            servers.getSelectionModel().select(0);
        }
        servers.setOnAction(e -> model.setServer(Math.max(0, servers.getSelectionModel().getSelectedIndex())));
        TextArea problems = new TextArea(s.problems().isEmpty() ? "No problems reported."
                : String.join("\n", s.problems()));
        problems.setEditable(false);
        VBox box = new VBox(8, new Label("Title: " + s.title()), new Label("Version: " + s.version()
                + " (OpenAPI " + s.openapi() + ")"), new Label("Operations: " + s.operations()),
                new HBox(8, new Label("Server the handlers call:"), servers), new Label("Problems:"), problems);
        box.setPadding(new Insets(10));
        root.setCenter(box);
    }

    private void selectStep() {
        title.setText("3. Select operations");
        ComboBox<String> tag = new ComboBox<>();
        tag.getItems().add("");
        tag.getItems().addAll(model.tags());
        tag.setPromptText("tag");
        TextField path = new TextField();
        path.setPromptText("path contains");
        path.setId("wizard-path-filter");
        Button all = new Button("Select all");
        all.setId("wizard-select-all");
        Button none = new Button("Select none");
        TableView<ImportWizardModel.Row> table = new TableView<>();
        TableColumn<ImportWizardModel.Row, Boolean> sel = new TableColumn<>("Import");
        sel.setCellValueFactory(c -> {
            SimpleBooleanProperty b = new SimpleBooleanProperty(c.getValue().selected());
            b.addListener((o, was, on) -> model.setSelected(c.getValue().operation(), on));
            return b;
        });
        sel.setCellFactory(CheckBoxTableCell.forTableColumn(sel));
        sel.setEditable(true);
        TableColumn<ImportWizardModel.Row, String> op = text("Operation", r -> r.operation());
        TableColumn<ImportWizardModel.Row, String> tags = text("Tags", r -> String.join(", ", r.tags()));
        table.getColumns().addAll(List.of(sel, op, tags));
        table.setEditable(true);
        Runnable refresh = () -> {
            model.filter(tag.getValue(), path.getText());
            table.getItems().setAll(model.rows());
        };
        tag.setOnAction(e -> refresh.run());
        path.textProperty().addListener((o, a, b) -> refresh.run());
        all.setOnAction(e -> {
            model.selectAllVisible(true);
            refresh.run();
        });
        none.setOnAction(e -> {
            model.selectAllVisible(false);
            refresh.run();
        });
        refresh.run();
        VBox box = new VBox(8, new HBox(8, tag, path, all, none), table);
        VBox.setVgrow(table, Priority.ALWAYS);
        root.setCenter(box);
    }

    private void reviewStep() {
        title.setText("4. Review the conversion");
        TableView<ImportWizardModel.Row> table = new TableView<>();
        table.setId("wizard-review");
        table.setEditable(true);
        TableColumn<ImportWizardModel.Row, String> verb = new TableColumn<>("Verb");
        verb.setCellValueFactory(c -> new SimpleStringProperty(c.getValue().verb()));
        verb.setCellFactory(col -> new ComboBoxTableCell<>() {
            @Override
            public void startEdit() {
                ImportWizardModel.Row r = getTableRow() == null ? null : getTableRow().getItem();
                if (r != null) {
                    getItems().setAll(r.alternatives());
                }
                super.startEdit();
            }

            @Override
            public void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                ImportWizardModel.Row r = getTableRow() == null ? null : getTableRow().getItem();
                setTooltip(r == null || empty ? null : new Tooltip(String.format("score %.2f%n%s", r.score(), r.evidence())));
            }
        });
        verb.setOnEditCommit(e -> {
            model.setVerb(e.getRowValue().operation(), e.getNewValue());
            table.getItems().setAll(selectedRows());
        });
        TableColumn<ImportWizardModel.Row, String> impact = new TableColumn<>("Impact");
        impact.setCellValueFactory(c -> new SimpleStringProperty(c.getValue().impact()));
        impact.setCellFactory(ComboBoxTableCell.forTableColumn(FXCollections.observableArrayList(Semantic.IMPACTS)));
        impact.setOnEditCommit(e -> {
            model.setImpact(e.getRowValue().operation(), e.getNewValue());
            table.getItems().setAll(selectedRows());
        });
        TableColumn<ImportWizardModel.Row, Boolean> idem = new TableColumn<>("Idempotent");
        idem.setCellValueFactory(c -> {
            SimpleBooleanProperty b = new SimpleBooleanProperty(c.getValue().idempotent());
            b.addListener((o, was, on) -> model.setIdempotent(c.getValue().operation(), on));
            return b;
        });
        idem.setCellFactory(CheckBoxTableCell.forTableColumn(idem));
        idem.setEditable(true);
        table.getColumns().addAll(List.of(text("Operation", r -> r.operation()), verb,
                text("Score", r -> String.format("%.2f", r.score())), text("Resulting path", r -> r.path()), impact,
                idem, text("Flags", r -> r.flags())));
        table.getItems().setAll(selectedRows());
        root.setCenter(table);
    }

    private List<ImportWizardModel.Row> selectedRows() {
        model.filter("", "");
        return model.rows().stream().filter(ImportWizardModel.Row::selected).toList();
    }

    private void targetStep() {
        title.setText("5. Target folder and import");
        TextField dir = new TextField(initialDir == null ? "" : initialDir.resolve("endpoints").toString());
        dir.setId("wizard-target");
        Button browse = new Button("Choose folder...");
        browse.setOnAction(e -> dialogs.chooseDirectory("Target folder", initialDir)
                .ifPresent(p -> dir.setText(p.toString())));
        TextArea preview = new TextArea(model.preview());
        preview.setId("wizard-preview");
        preview.setEditable(false);
        preview.setStyle("-fx-font-family: monospace;");
        ProgressBar bar = new ProgressBar(0);
        bar.setId("wizard-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        Button run = new Button("Import " + model.selectedCount() + " operation(s)");
        run.setId("wizard-import");
        Button cancel = new Button("Cancel");
        cancel.setId("wizard-cancel");
        cancel.setDisable(true);
        Label status = new Label();
        status.setId("wizard-status");
        AtomicBoolean cancelled = new AtomicBoolean();
        run.setOnAction(e -> {
            target = Path.of(dir.getText().strip());
            run.setDisable(true);
            cancel.setDisable(false);
            cancelled.set(false);
            ExecutorService worker = NamedThreads.single("import");
            worker.submit(() -> {
                try {
                    ImportResult r = model.runImport(target, cancelled::get,
                            (d, t) -> Platform.runLater(() -> bar.setProgress((double) d / t)));
                    Platform.runLater(() -> finished(r, status, cancel, cancelled.get()));
                } catch (Exception ex) {
                    Platform.runLater(() -> {
                        status.setText("Import failed: " + ex.getMessage());
                        run.setDisable(false);
                    });
                } finally {
                    worker.shutdown();
                }
            });
        });
        cancel.setOnAction(e -> cancelled.set(true));
        cancelRunning = () -> cancelled.set(true);
        VBox box = new VBox(8, new HBox(8, new Label("Folder:"), dir, browse), new Label("Preview of the first file:"),
                preview, new HBox(8, run, cancel), bar, status);
        HBox.setHgrow(dir, Priority.ALWAYS);
        VBox.setVgrow(preview, Priority.ALWAYS);
        root.setCenter(box);
    }

    private void finished(ImportResult r, Label status, Button cancel, boolean wasCancelled) {
        cancel.setDisable(true);
        if (wasCancelled) {
            status.setText("Cancelled: nothing was written.");
            return;
        }
        status.setText(r.count(ChangeKind.ADDED) + " added, " + r.count(ChangeKind.CHANGED) + " changed, "
                + r.count(ChangeKind.CONFLICT) + " not written (exists), " + r.plan().flagCount() + " flags to review.");
        onImported.accept(target);
        for (FileOutcome f : r.files()) {
            Path p = target.resolve(f.fileName());
            if (f.change() != ChangeKind.REMOVED && Files.exists(p)) {
                openFile.accept(p);
            }
        }
    }

    private static TableColumn<ImportWizardModel.Row, String> text(String name,
                                                                    java.util.function.Function<ImportWizardModel.Row, String> f) {
        TableColumn<ImportWizardModel.Row, String> c = new TableColumn<>(name);
        c.setCellValueFactory(x -> new SimpleStringProperty(f.apply(x.getValue())));
        return c;
    }
}
