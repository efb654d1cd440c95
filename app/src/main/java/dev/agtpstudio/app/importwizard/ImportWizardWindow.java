package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.importer.ImportChangeKind;
import dev.agtpstudio.importer.FileOutcome;
import dev.agtpstudio.importer.ImportResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.CheckBoxTableCell;
import javafx.scene.control.cell.ComboBoxTableCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
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
    /** The options page's upstream (a mock, sandbox or staging server); kept while the user moves between steps. */
    private final TextField upstream = new TextField();
    private final Label upstreamProblem = new Label();
    private int step;
    private boolean imported;

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
        upstream.setId("wizard-upstream");
        upstream.setPromptText("https://sandbox.example.com/v1 or http://127.0.0.1:4010");
        upstream.setTooltip(new Tooltip("Every handler calls this base URL instead of the spec's servers, as "
                + "import --upstream does: https, or plain http on 127.0.0.1, localhost or [::1]. Empty: the spec's "
                + "server above."));
        upstreamProblem.setId("wizard-upstream-problem");
        upstreamProblem.setWrapText(true);
        upstreamProblem.getStyleClass().add("wizard-warning");
        upstreamProblem.managedProperty().bind(upstreamProblem.visibleProperty());
        upstreamProblem.setVisible(false);
        // checked as it is typed, but the problem is shown only once the user leaves the field or goes on
        upstream.textProperty().addListener((o, a, text) -> {
            if (model.setUpstream(text).isEmpty()) {
                showUpstreamProblem(false);
            }
        });
        upstream.focusedProperty().addListener((o, was, on) -> {
            if (!on) {
                showUpstreamProblem(true);
            }
        });
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
        if (step == 1 && s > step && showUpstreamProblem(true)) {
            upstream.requestFocus(); // an upstream that cannot be used is never imported as the spec's servers
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
        work.run("Reading " + p.getFileName(), (c, pr) -> model.open(p, c, pr), s -> {
            status.setText(model.readable() ? s.title() + ": " + s.operations() + " operations"
                    : "Cannot read " + p + ": " + String.join("; ", s.problems()));
            updateButtons();
        }, () -> status.setText("Reading " + p.getFileName() + " was cancelled."));
    }

    private void summaryStep() {
        title.setText("2. Summary and options");
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
        problems.setFocusTraversable(false);
        Label serverLabel = new Label("_Server the handlers call:");
        serverLabel.setLabelFor(servers);
        serverLabel.setMnemonicParsing(true);
        // while an upstream is typed, the handlers call it, not the spec's server (import --upstream)
        servers.disableProperty().bind(upstream.textProperty().isNotEmpty());
        serverLabel.disableProperty().bind(servers.disableProperty());
        Label upstreamLabel = new Label("_Upstream (mock, sandbox or staging):");
        upstreamLabel.setLabelFor(upstream);
        upstreamLabel.setMnemonicParsing(true);
        upstream.setPrefColumnCount(34);
        HBox.setHgrow(upstream, Priority.ALWAYS);
        HBox serverRow = new HBox(8, serverLabel, servers);
        HBox upstreamRow = new HBox(8, upstreamLabel, upstream);
        serverRow.setAlignment(Pos.CENTER_LEFT);
        upstreamRow.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(8, new Label("Title: " + s.title()), new Label("Version: " + s.version()
                + " (OpenAPI " + s.openapi() + ")"), new Label("Operations: " + s.operations()),
                serverRow, upstreamRow, upstreamProblem, new Label("Problems:"), problems);
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
        TableColumn<ImportWizardModel.Row, String> op = text("Operation", r -> r.operation());
        op.setPrefWidth(480);
        TableColumn<ImportWizardModel.Row, String> tags = text("Tags", r -> String.join(", ", r.tags()));
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
        ReviewTable review = new ReviewTable();
        root.setCenter(review.node());
        Runnable shown = () -> {
            review.refresh();
            focusLater(review.table);
        };
        if (model.stale()) {
            review.table.setPlaceholder(new Label("Converting..."));
            replanThen(shown, () -> show(2));
        } else {
            shown.run();
        }
    }

    /** Re-plans on the worker, then {@code done} on the FX thread; {@code cancelled} if the user stops it. */
    private void replanThen(Runnable done, Runnable cancelled) {
        work.run("Converting", model::replan, ok -> done.run(), cancelled);
    }

    /** The review step: the table (several rows can be selected), the bulk verb bar and the flags panel. */
    private final class ReviewTable {
        final TableView<ImportWizardModel.Row> table = new TableView<>();
        final FlagsPanel flags = new FlagsPanel();
        final ComboBox<String> bulkVerb = new ComboBox<>(FXCollections.observableArrayList(model.catalogVerbs()));
        final Button apply = new Button("_Apply to selected");
        final Button undo = new Button("_Undo");
        final Label note = new Label();
        final Label calls = new Label();

        ReviewTable() {
            calls.setId("wizard-review-upstream");
            table.setId("wizard-review");
            table.setEditable(true);
            table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
            table.getColumns().addAll(List.of(text("Operation", r -> r.operation()), verbColumn(),
                    text("Score", r -> String.format(Locale.ROOT, "%.2f", r.score())),
                    text("Resulting path", r -> r.path()), impactColumn(), idempotentColumn(),
                    text("Flags", r -> r.flags())));
            table.getColumns().get(0).setPrefWidth(230);
            table.getColumns().get(3).setPrefWidth(200);
            table.getColumns().get(6).setPrefWidth(200);
            table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> flags.showOperation(b));
            bulkVerb.setId("wizard-bulk-verb");
            bulkVerb.setEditable(true);
            bulkVerb.setPromptText("catalog verb");
            bulkVerb.setPrefWidth(170);
            bulkVerb.setTooltip(new Tooltip("A verb of the method catalog for every selected row (AGTP-API §4); Enter applies it"));
            apply.setId("wizard-bulk-apply");
            undo.setId("wizard-undo");
            note.setId("wizard-bulk-note");
            apply.disableProperty().bind(work.busy());
            apply.setOnAction(e -> applyBulk());
            // Enter in the verb field applies it (the field keeps Alt+letter keys for itself).
            bulkVerb.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == KeyCode.ENTER && !bulkVerb.isShowing()) {
                    applyBulk();
                    e.consume();
                }
            });
            undo.setOnAction(e -> {
                if (model.undo()) {
                    replanThen(this::refresh, () -> { });
                }
            });
            // Ctrl+Z in the table undoes the last change.
            table.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
                if (new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN).match(e)) {
                    undo.fire();
                    e.consume();
                }
            });
        }

        VBox node() {
            Label verbLabel = new Label("_Verb for the selected rows:");
            verbLabel.setLabelFor(bulkVerb);
            verbLabel.setMnemonicParsing(true);
            HBox bar = new HBox(8, verbLabel, bulkVerb, apply, undo, note);
            bar.setAlignment(Pos.CENTER_LEFT);
            SplitPane split = new SplitPane(table, flags.node());
            split.setOrientation(Orientation.VERTICAL);
            split.setDividerPositions(0.6);
            VBox box = new VBox(8, calls, bar, split);
            VBox.setVgrow(split, Priority.ALWAYS);
            box.setPadding(new Insets(8, 0, 0, 0));
            return box;
        }

        void applyBulk() {
            String verb = bulkVerb.getEditor().getText().strip().toUpperCase(Locale.ROOT);
            List<String> ops = table.getSelectionModel().getSelectedItems().stream()
                    .map(ImportWizardModel.Row::operation).toList();
            if (ops.isEmpty()) {
                note.setText("Select rows first (Shift or Ctrl with the arrows or the mouse).");
                return;
            }
            if (!model.catalogVerbs().contains(verb)) {
                note.setText(verb.isEmpty() ? "Choose a verb." : verb + " is not a verb of the catalog.");
                return;
            }
            model.setVerb(ops, verb);
            note.setText(verb + " for " + ops.size() + " operation(s); Undo takes it back.");
            replanThen(this::refresh, () -> {
                model.undo();
                note.setText("Cancelled: the verbs were left as they were.");
            });
        }

        /** Reloads the rows from the model, keeping the table's selection. */
        void refresh() {
            Set<String> chosen = table.getSelectionModel().getSelectedItems().stream()
                    .map(ImportWizardModel.Row::operation).collect(Collectors.toSet());
            model.filter("", "");
            List<ImportWizardModel.Row> rows = model.rows().stream().filter(ImportWizardModel.Row::selected).toList();
            table.getSelectionModel().clearSelection(); // before the items change: moving 700 selected rows is slow
            table.getItems().setAll(rows);
            table.setPlaceholder(new Label("No operation selected."));
            int[] again = java.util.stream.IntStream.range(0, rows.size())
                    .filter(i -> chosen.contains(rows.get(i).operation())).toArray();
            if (again.length > 0) { // one call: selecting 700 rows one by one is quadratic
                table.getSelectionModel().selectIndices(again[0], java.util.Arrays.copyOfRange(again, 1, again.length));
            }
            String up = model.upstream();
            calls.setText(up != null ? "Upstream: every handler calls " + up + " instead of the spec's servers."
                    : model.baseUrl() == null || model.baseUrl().isEmpty() ? "Handlers call: no server (the spec names none)."
                    : "Handlers call the spec's server " + model.baseUrl() + ".");
            flags.showGroups(model.flagGroups());
            flags.showOperation(table.getSelectionModel().getSelectedItem());
            undo.setDisable(!model.canUndo());
        }

        private TableColumn<ImportWizardModel.Row, String> verbColumn() {
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
                    setTooltip(r == null || empty ? null
                            : new Tooltip(String.format(Locale.ROOT, "score %.2f%n%s", r.score(), r.evidence())));
                }
            });
            verb.setOnEditCommit(e -> {
                model.setVerb(e.getRowValue().operation(), e.getNewValue());
                replanThen(this::refresh, model::undo);
            });
            return verb;
        }

        private TableColumn<ImportWizardModel.Row, String> impactColumn() {
            TableColumn<ImportWizardModel.Row, String> impact = new TableColumn<>("Impact");
            impact.setCellValueFactory(c -> new SimpleStringProperty(c.getValue().impact()));
            impact.setCellFactory(ComboBoxTableCell.forTableColumn(FXCollections.observableArrayList(Semantic.IMPACTS)));
            impact.setOnEditCommit(e -> {
                model.setImpact(e.getRowValue().operation(), e.getNewValue());
                replanThen(this::refresh, model::undo);
            });
            return impact;
        }

        private TableColumn<ImportWizardModel.Row, Boolean> idempotentColumn() {
            TableColumn<ImportWizardModel.Row, Boolean> idem = new TableColumn<>("Idempotent");
            idem.setCellValueFactory(c -> {
                SimpleBooleanProperty b = new SimpleBooleanProperty(c.getValue().idempotent());
                b.addListener((o, was, on) -> {
                    model.setIdempotent(c.getValue().operation(), on);
                    replanThen(this::refresh, model::undo);
                });
                return b;
            });
            idem.setCellFactory(CheckBoxTableCell.forTableColumn(idem));
            idem.setEditable(true);
            return idem;
        }
    }

    private void targetStep() {
        title.setText("5. Target folder, then Finish imports");
        if (targetDir.getText().isBlank() || targetDir.getText().equals(suggestedTarget)) {
            suggestedTarget = ImportTarget.defaultFor(initialDir, model.source()).toString();
            targetDir.setText(suggestedTarget);
        }
        showTargetWarning();
        Button browse = new Button("Choose fol_der...");
        browse.setOnAction(e -> dialogs.chooseDirectory("Target folder", initialDir)
                .ifPresent(p -> targetDir.setText(p.toString())));
        TextArea preview = new TextArea(model.preview());
        preview.setId("wizard-preview");
        preview.setEditable(false);
        preview.setStyle("-fx-font-family: monospace;");
        Label folder = new Label("F_older:");
        folder.setLabelFor(targetDir);
        folder.setMnemonicParsing(true);
        VBox box = new VBox(8, new HBox(8, folder, targetDir, browse), targetWarning,
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
        if (inside.isPresent() && !dialogs.confirm("Import into the workspace?", inside.get()
                + "\n\nImport into " + target + " anyway?")) {
            work.say("Nothing was written: choose a folder outside the workspace.");
            return;
        }
        work.run("Importing", (c, p) -> model.runImport(target, c, p), r -> finished(r, target),
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
                + r.count(ImportChangeKind.CONFLICT) + " not written (exists), " + r.plan().flagCount() + " flags to review.");
        onImported.accept(target);
        List<Path> written = r.files().stream().filter(f -> f.change() != ImportChangeKind.REMOVED)
                .map(FileOutcome::fileName).map(target::resolve).filter(Files::exists).toList();
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

    /**
     * Shows (when {@code now}) or clears the upstream's problem under its field; true when the typed upstream cannot
     * be used.
     */
    private boolean showUpstreamProblem(boolean now) {
        java.util.Optional<String> problem = model.setUpstream(upstream.getText());
        if (problem.isPresent() && now) {
            upstreamProblem.setText("\u26A0 " + problem.get());
        }
        upstreamProblem.setVisible(problem.isPresent() && (now || upstreamProblem.isVisible()));
        return problem.isPresent();
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

    private static TableColumn<ImportWizardModel.Row, String> text(String name, Function<ImportWizardModel.Row, String> f) {
        TableColumn<ImportWizardModel.Row, String> c = new TableColumn<>(name);
        c.setCellValueFactory(x -> new SimpleStringProperty(f.apply(x.getValue())));
        return c;
    }
}
