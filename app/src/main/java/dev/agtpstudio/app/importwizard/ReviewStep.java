package dev.agtpstudio.app.importwizard;

import dev.agtpstudio.core.model.Semantic;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.CheckBoxTableCell;
import javafx.scene.control.cell.ComboBoxTableCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The wizard's review step: the plan's operations in a table (several rows can be selected), the bulk verb bar, the
 * flags panel, and where the handlers will call. Every change re-plans on the wizard's worker and can be undone.
 */
final class ReviewStep {
    private final ImportWizardModel model;
    private final WizardWork work;
    private final TableView<ImportWizardModel.Row> table = new TableView<>();
    private final FlagsPanel flags = new FlagsPanel();
    private final ComboBox<String> bulkVerb = new ComboBox<>();
    private final Button apply = new Button("_Apply to selected");
    private final Button undo = new Button("_Undo");
    private final Label note = new Label();
    private final Label calls = new Label();

    ReviewStep(ImportWizardModel model, WizardWork work) {
        this.model = model;
        this.work = work;
        bulkVerb.getItems().setAll(model.catalogVerbs());
        calls.setId("wizard-review-upstream");
        table.setId("wizard-review");
        table.setEditable(true);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.getColumns()
                .addAll(List.of(
                        text("Operation", r -> r.operation()),
                        verbColumn(),
                        text("Score", r -> String.format(Locale.ROOT, "%.2f", r.score())),
                        text("Resulting path", r -> r.path()),
                        impactColumn(),
                        idempotentColumn(),
                        text("Flags", r -> r.flags())));
        table.getColumns().get(0).setPrefWidth(230);
        table.getColumns().get(3).setPrefWidth(200);
        table.getColumns().get(6).setPrefWidth(200);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> flags.showOperation(b));
        bulkVerb.setId("wizard-bulk-verb");
        bulkVerb.setEditable(true);
        bulkVerb.setPromptText("catalog verb");
        bulkVerb.setPrefWidth(170);
        bulkVerb.setTooltip(
                new Tooltip("A verb of the method catalog for every selected row (AGTP-API §4); Enter applies it"));
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
                replanThen(this::refresh, () -> {});
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
                .map(ImportWizardModel.Row::operation)
                .toList();
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
                .map(ImportWizardModel.Row::operation)
                .collect(Collectors.toSet());
        model.filter("", "");
        List<ImportWizardModel.Row> rows =
                model.rows().stream().filter(ImportWizardModel.Row::selected).toList();
        table.getSelectionModel().clearSelection(); // before the items change: moving 700 selected rows is slow
        table.getItems().setAll(rows);
        table.setPlaceholder(new Label("No operation selected."));
        int[] again = java.util.stream.IntStream.range(0, rows.size())
                .filter(i -> chosen.contains(rows.get(i).operation()))
                .toArray();
        if (again.length > 0) { // one call: selecting 700 rows one by one is quadratic
            table.getSelectionModel().selectIndices(again[0], java.util.Arrays.copyOfRange(again, 1, again.length));
        }
        String up = model.upstream();
        calls.setText(
                up != null
                        ? "Upstream: every handler calls " + up + " instead of the spec's servers."
                        : model.baseUrl() == null || model.baseUrl().isEmpty()
                                ? "Handlers call: no server (the spec names none)."
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
                ImportWizardModel.Row r =
                        getTableRow() == null ? null : getTableRow().getItem();
                if (r != null) {
                    getItems().setAll(r.alternatives());
                }
                super.startEdit();
            }

            @Override
            public void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                ImportWizardModel.Row r =
                        getTableRow() == null ? null : getTableRow().getItem();
                setTooltip(
                        r == null || empty
                                ? null
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

    TableView<ImportWizardModel.Row> table() {
        return table;
    }

    /** Re-plans on the worker, then {@code done} on the FX thread; {@code cancelled} if the user stops it. */
    void replanThen(Runnable done, Runnable cancelled) {
        work.run("Converting", model::replan, ok -> done.run(), cancelled);
    }

    static TableColumn<ImportWizardModel.Row, String> text(String name, Function<ImportWizardModel.Row, String> f) {
        TableColumn<ImportWizardModel.Row, String> c = new TableColumn<>(name);
        c.setCellValueFactory(x -> new SimpleStringProperty(f.apply(x.getValue())));
        return c;
    }
}
