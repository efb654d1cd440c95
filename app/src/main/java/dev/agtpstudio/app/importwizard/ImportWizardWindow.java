package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.importer.FileOutcome;
import dev.agtpstudio.importer.ImportChangeKind;
import dev.agtpstudio.importer.ImportResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.CheckBoxTableCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The import wizard's window: spec (chooser or drag and drop) -> summary -> select -> review (bulk verb change,
 * ranked flags) -> target folder and preview -> Finish imports. All logic is in {@link ImportWizardModel}; reading,
 * planning and importing run on the wizard's worker ({@link WizardWork}) with a progress bar, and Cancel (or Escape)
 * stops them; when nothing runs, Cancel and Escape close the wizard. Every button has a mnemonic (Alt+letter).
 * The wizard writes only into the chosen folder: it never closes a tab or asks to save.
 */
public final class ImportWizardWindow {
    /** More files than this are not opened in tabs after an import; the explorer shows them. */
    static final int MAX_OPENED = 10;

    private final ImportWizardModel model;
    private final DialogService dialogs;
    private final Path initialDir;
    private final Consumer<Path> onImported;
    private final Consumer<Path> openFile;
    private final Stage stage = new Stage();
    private final BorderPane root = new BorderPane();
    private final Button back = new Button("_Back");
    private final Button next = new Button("_Next");
    private final Button finish = new Button("_Finish");
    private final Button cancel = new Button("_Cancel");
    private final Label title = new Label();
    private final WizardWork work = new WizardWork();
    private final TextField targetDir = new TextField();
    /** The last default put into {@link #targetDir}: replaced when the spec changes, unless the user typed another. */
    private String suggestedTarget = "";

    private final Label targetWarning = new Label();
    private final UpstreamField upstream;
    private int step;
    private boolean imported;

    public ImportWizardWindow(
            ImportWizardModel model,
            DialogService dialogs,
            Path initialDir,
            Consumer<Path> onImported,
            Consumer<Path> openFile) {
        this.model = model;
        this.dialogs = dialogs;
        this.initialDir = initialDir;
        this.onImported = onImported;
        this.openFile = openFile;
        this.upstream = new UpstreamField(model);
        title.setId("wizard-title");
        title.setStyle("-fx-font-size: 1.3em; -fx-font-weight: bold;");
        back.setId("wizard-back");
        next.setId("wizard-next");
        finish.setId("wizard-finish");
        cancel.setId("wizard-cancel");
        back.setOnAction(e -> show(step - 1));
        next.setOnAction(e -> show(step + 1));
        finish.setOnAction(e -> runImport());
        cancel.setOnAction(e -> cancelOrClose());
        work.busy().addListener((o, was, on) -> updateButtons());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox buttons = new HBox(8, work.bar(), work.status(), gap, back, next, finish, cancel);
        buttons.setAlignment(Pos.CENTER_LEFT);
        buttons.setPadding(new Insets(8, 0, 0, 0));
        root.setTop(title);
        BorderPane.setMargin(title, new Insets(0, 0, 8, 0));
        root.setBottom(buttons);
        root.setPadding(new Insets(10));
        targetDir.setId("wizard-target");
        targetWarning.setId("wizard-target-warning");
        targetWarning.setWrapText(true);
        targetWarning.getStyleClass().add("wizard-warning");
        targetWarning.managedProperty().bind(targetWarning.visibleProperty());
        targetDir.textProperty().addListener((o, a, text) -> showTargetWarning());
        stage.setTitle("Import OpenAPI");
        stage.setScene(new Scene(root, 980, 640));
        // Escape that no control used (an open drop-down closes itself first) is Cancel.
        stage.getScene().addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                cancelOrClose();
                e.consume();
            }
        });
        stage.setOnHidden(e -> work.shutdown());
    }

    public Stage stage() {
        return stage;
    }

    public void show(Window owner) {
        if (owner != null) {
            stage.initOwner(owner);
            if (owner.getScene() != null) {
                // the window's theme (light or dark) and the shared styles, as the main window has them now
                stage.getScene().getStylesheets().setAll(owner.getScene().getStylesheets());
            }
        }
        show(0);
        stage.setMinWidth(640);
        stage.setMinHeight(420);
        // sized and placed before it is mapped (centred on the main window): resized or placed after, a window
        // manager may leave it at the screen's top-left corner without its title bar
        stage.setWidth(980);
        stage.setHeight(640);
        if (owner != null && owner.getWidth() > 0) {
            stage.setX(owner.getX() + Math.max(0, (owner.getWidth() - 980) / 2));
            stage.setY(owner.getY() + Math.max(0, (owner.getHeight() - 640) / 2));
        } else {
            stage.centerOnScreen();
        }
        stage.show();
    }

    void show(int s) {
        if (step == 1 && s > step && upstream.showProblem(true)) {
            upstream.field().requestFocus(); // an upstream that cannot be used is never imported as the spec's servers
            return;
        }
        step = Math.max(0, Math.min(4, s));
        switch (step) {
            case 0 -> chooseStep();
            case 1 -> summaryStep();
            case 2 -> selectStep();
            case 3 -> reviewStep();
            default -> targetStep();
        }
        updateButtons();
    }

    private void updateButtons() {
        boolean busy = work.busy().get();
        back.setDisable(busy || step == 0 || imported);
        next.setDisable(busy || step >= 4 || !model.readable() || imported);
        finish.setDisable(busy || step != 4 || imported);
        next.setDefaultButton(step < 4);
        finish.setDefaultButton(step == 4);
        cancel.setText(imported ? "_Close" : "_Cancel");
    }

    /** Cancel stops the running step; with nothing running it closes the wizard (Escape does the same). */
    private void cancelOrClose() {
        if (!work.cancel()) {
            stage.close();
        }
    }

    private void chooseStep() {
        title.setText("1. Choose a spec");
        Label drop = new Label("Drop an OpenAPI 3.x or Swagger 2.0 file here, or");
        Button browse = new Button("Choose _file...");
        browse.setId("wizard-browse");
        TextField path = new TextField();
        path.setId("wizard-spec-path");
        path.setPromptText("path to spec");
        Button load = new Button("_Load");
        load.setId("wizard-load");
        Label status = new Label();
        status.setId("wizard-spec-status");
        browse.setOnAction(e -> dialogs.chooseFile("OpenAPI spec", initialDir).ifPresent(p -> {
            path.setText(p.toString());
            open(p, status);
        }));
        load.setOnAction(e -> open(Path.of(path.getText().strip()), status));
        path.setOnAction(e -> {
            e.consume(); // Enter loads; it does not also press Next
            open(Path.of(path.getText().strip()), status);
        });
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
        focusLater(path);
    }

    /** Reads and plans the spec on the worker; the FX thread only shows the result. */
    private void open(Path p, Label status) {
        status.setText("");
        work.run(
                "Reading " + p.getFileName(),
                (c, pr) -> model.open(p, c, pr),
                s -> {
                    status.setText(
                            model.readable()
                                    ? s.title() + ": " + s.operations() + " operations"
                                    : "Cannot read " + p + ": " + String.join("; ", s.problems()));
                    updateButtons();
                },
                () -> status.setText("Reading " + p.getFileName() + " was cancelled."));
    }

    private void summaryStep() {
        title.setText("2. Summary and options");
        ImportWizardModel.Summary s = model.summary();
        ComboBox<String> servers = new ComboBox<>(FXCollections.observableArrayList(s.servers()));
        servers.setId("wizard-servers");
        if (!s.servers().isEmpty()) {
            servers.getSelectionModel().select(0);
        }
        servers.setOnAction(
                e -> model.setServer(Math.max(0, servers.getSelectionModel().getSelectedIndex())));
        TextArea problems =
                new TextArea(s.problems().isEmpty() ? "No problems reported." : String.join("\n", s.problems()));
        problems.setEditable(false);
        problems.setFocusTraversable(false);
        Label serverLabel = new Label("_Server the handlers call:");
        serverLabel.setLabelFor(servers);
        serverLabel.setMnemonicParsing(true);
        // while an upstream is typed, the handlers call it, not the spec's server (import --upstream)
        servers.disableProperty().bind(upstream.field().textProperty().isNotEmpty());
        serverLabel.disableProperty().bind(servers.disableProperty());
        Label upstreamLabel = new Label("_Upstream (mock, sandbox or staging):");
        upstreamLabel.setLabelFor(upstream.field());
        upstreamLabel.setMnemonicParsing(true);
        upstream.field().setPrefColumnCount(34);
        HBox.setHgrow(upstream.field(), Priority.ALWAYS);
        HBox serverRow = new HBox(8, serverLabel, servers);
        HBox upstreamRow = new HBox(8, upstreamLabel, upstream.field());
        serverRow.setAlignment(Pos.CENTER_LEFT);
        upstreamRow.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(
                8,
                new Label("Title: " + s.title()),
                new Label("Version: " + s.version() + " (OpenAPI " + s.openapi() + ")"),
                new Label("Operations: " + s.operations()),
                serverRow,
                upstreamRow,
                upstream.problem(),
                new Label("Problems:"),
                problems);
        box.setPadding(new Insets(10));
        root.setCenter(box);
        focusLater(servers);
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
        Button all = new Button("Select _all");
        all.setId("wizard-select-all");
        Button none = new Button("Select n_one");
        TableView<ImportWizardModel.Row> table = new TableView<>();
        TableColumn<ImportWizardModel.Row, Boolean> sel = new TableColumn<>("Import");
        sel.setCellValueFactory(c -> {
            SimpleBooleanProperty b = new SimpleBooleanProperty(c.getValue().selected());
            b.addListener((o, was, on) -> model.setSelected(c.getValue().operation(), on));
            return b;
        });
        sel.setCellFactory(CheckBoxTableCell.forTableColumn(sel));
        sel.setEditable(true);
        TableColumn<ImportWizardModel.Row, String> op = ReviewStep.text("Operation", r -> r.operation());
        op.setPrefWidth(480);
        TableColumn<ImportWizardModel.Row, String> tags = ReviewStep.text("Tags", r -> String.join(", ", r.tags()));
        tags.setPrefWidth(300);
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
        focusLater(path);
    }

    private void reviewStep() {
        title.setText("4. Review the conversion");
        ReviewStep review = new ReviewStep(model, work);
        root.setCenter(review.node());
        Runnable shown = () -> {
            review.refresh();
            focusLater(review.table());
        };
        if (model.stale()) {
            review.table().setPlaceholder(new Label("Converting..."));
            review.replanThen(shown, () -> show(2));
        } else {
            shown.run();
        }
    }

    private void targetStep() {
        title.setText("5. Target folder, then Finish imports");
        if (targetDir.getText().isBlank() || targetDir.getText().equals(suggestedTarget)) {
            suggestedTarget =
                    ImportTarget.defaultFor(initialDir, model.source()).toString();
            targetDir.setText(suggestedTarget);
        }
        showTargetWarning();
        Button browse = new Button("Choose fol_der...");
        browse.setOnAction(e ->
                dialogs.chooseDirectory("Target folder", initialDir).ifPresent(p -> targetDir.setText(p.toString())));
        TextArea preview = new TextArea(model.preview());
        preview.setId("wizard-preview");
        preview.setEditable(false);
        preview.setStyle("-fx-font-family: monospace;");
        Label folder = new Label("F_older:");
        folder.setLabelFor(targetDir);
        folder.setMnemonicParsing(true);
        VBox box = new VBox(
                8,
                new HBox(8, folder, targetDir, browse),
                targetWarning,
                new Label("Finish imports " + model.selectedCount() + " operation(s). Preview of the first file:"),
                preview);
        HBox.setHgrow(targetDir, Priority.ALWAYS);
        VBox.setVgrow(preview, Priority.ALWAYS);
        root.setCenter(box);
        focusLater(targetDir);
    }

    private void runImport() {
        if (step != 4 || work.busy().get()) {
            return;
        }
        Path target = target();
        if (target == null) {
            work.say("Type the folder to import into.");
            return;
        }
        java.util.Optional<String> inside = ImportTarget.warning(initialDir, target);
        if (inside.isPresent()
                && !dialogs.confirm(
                        "Import into the workspace?", inside.get() + "\n\nImport into " + target + " anyway?")) {
            work.say("Nothing was written: choose a folder outside the workspace.");
            return;
        }
        work.run(
                "Importing",
                (c, p) -> model.runImport(target, c, p),
                r -> finished(r, target),
                () -> work.say("Cancelled: nothing was written."));
    }

    private void finished(ImportResult r, Path target) {
        if (r.files().isEmpty() && r.plan().operations().isEmpty()) {
            work.say("Nothing was imported.");
            return;
        }
        imported = true;
        updateButtons();
        work.say(r.count(ImportChangeKind.ADDED) + " added, " + r.count(ImportChangeKind.CHANGED) + " changed, "
                + r.count(ImportChangeKind.CONFLICT) + " not written (exists), "
                + r.plan().flagCount() + " flags to review.");
        onImported.accept(target);
        List<Path> written = r.files().stream()
                .filter(f -> f.change() != ImportChangeKind.REMOVED)
                .map(FileOutcome::fileName)
                .map(target::resolve)
                .filter(Files::exists)
                .toList();
        if (written.size() <= MAX_OPENED) {
            written.forEach(openFile);
        }
    }

    /** The folder typed or chosen, or null when the field is empty or not a path. */
    private Path target() {
        String t = targetDir.getText().strip();
        if (t.isEmpty()) {
            return null;
        }
        try {
            return Path.of(t);
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    private void showTargetWarning() {
        java.util.Optional<String> w = ImportTarget.warning(initialDir, target());
        targetWarning.setText(w.map(m -> "\u26A0 " + m).orElse(""));
        targetWarning.setVisible(w.isPresent());
    }

    /** Each step starts with its first control focused (after the pulse that settles the replaced step's focus). */
    private static void focusLater(javafx.scene.Node n) {
        javafx.application.Platform.runLater(n::requestFocus);
    }
}
