package dev.agtpstudio.app.form;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.form.FieldForm;
import dev.agtpstudio.core.form.FormColumn;
import dev.agtpstudio.core.form.FormEndpoint;
import dev.agtpstudio.core.form.FormRow;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTablePosition;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The fields form: the inputs, outputs and errors of the endpoint under the caret as a table (nested properties
 * and array items as tree rows), with the live validation's diagnostics on their rows. It only paints and reports
 * what the user changed ({@link Listener}); the model and the edits are made off the FX thread
 * ({@link FormExtension}). Keyboard: arrows move between cells, Enter or F2 edits one, Insert adds a field, Delete
 * removes the selected one, Escape goes back to the text.
 */
public final class FieldsFormView extends BorderPane {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("form-error");
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("form-warning");

    /** What the user asked for; the extension turns it into text edits. */
    public interface Listener {
        void set(FormRow row, FormColumn column, String value);

        void addField(FormRow.Group group, FormRow parent);

        void addError();

        void remove(FormRow row);

        void backToText();
    }

    private final TreeTableView<FormItem> table = new TreeTableView<>();
    private final Label title = new Label();
    private final Label message = new Label();
    private final Label empty =
            new Label("Put the caret in an endpoint TOML file or an .agis endpoint to see its fields.");
    private final Button addField = new Button("Add field");
    private final Button addNested = new Button("Add nested field");
    private final Button addError = new Button("Add error");
    private final Button remove = new Button("Remove");
    private final Listener listener;
    private FormEndpoint shown;
    private String shownFile;
    private List<Diagnostic> shownDiagnostics = List.of();
    /** A show that came while a cell was being edited: made when the edit ends (a rebuild would cancel it). */
    private Runnable deferred;
    /** Why the last change was refused, and the row it was asked for (shown while that row stays selected). */
    private String refusal;

    private String refusalRow;

    public FieldsFormView(Listener listener) {
        this.listener = listener;
        setId("fields-form");
        getStylesheets()
                .add(FieldsFormView.class
                        .getResource("/dev/agtpstudio/app/form/form.css")
                        .toExternalForm());
        table.setId("fields-form-table");
        table.setShowRoot(false);
        table.setRoot(new TreeItem<>());
        table.setEditable(true);
        table.getSelectionModel().setCellSelectionEnabled(true);
        table.setColumnResizePolicy(TreeTableView.UNCONSTRAINED_RESIZE_POLICY);
        table.setAccessibleText("Fields of the endpoint: inputs, outputs and errors");
        for (FormColumn c : FormColumn.values()) {
            table.getColumns().add(FormColumns.column(c, listener));
        }
        table.setRowFactory(t -> new TreeTableRow<>() {
            @Override
            protected void updateItem(FormItem item, boolean isEmpty) {
                super.updateItem(item, isEmpty);
                Severity worst = isEmpty || item == null ? null : worst(item.diagnostics());
                pseudoClassStateChanged(ERROR, worst == Severity.ERROR);
                pseudoClassStateChanged(WARNING, worst == Severity.WARNING);
                getStyleClass().remove("form-heading");
                if (item != null && item.heading()) {
                    getStyleClass().add("form-heading");
                }
                setTooltip(worst == null ? null : new Tooltip(messages(item.diagnostics())));
            }
        });
        table.addEventFilter(KeyEvent.KEY_PRESSED, this::keys);
        table.editingCellProperty().addListener((o, was, now) -> {
            if (now == null && deferred != null) {
                Runnable r = deferred;
                deferred = null;
                javafx.application.Platform.runLater(r);
            }
        });
        table.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> showSelected());
        title.getStyleClass().add("form-title");
        message.getStyleClass().add("form-message");
        message.setWrapText(true);
        empty.getStyleClass().add("outline-empty");
        empty.setWrapText(true);
        addField.setOnAction(e -> selectedGroup().ifPresent(g -> {
            if (g == FormRow.Group.ERRORS) {
                listener.addError();
            } else {
                listener.addField(g, null);
            }
        }));
        addNested.setOnAction(
                e -> selectedRow().filter(FieldsFormView::nests).ifPresent(r -> listener.addField(r.group(), r)));
        addError.setOnAction(e -> listener.addError());
        remove.setOnAction(e -> selectedRow().ifPresent(listener::remove));
        for (Button b : List.of(addField, addNested, addError, remove)) {
            b.setFocusTraversable(true);
            b.setMinWidth(USE_PREF_SIZE); // the title gives way on a narrow pane, the buttons keep their words
        }
        title.setMinWidth(0);
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox bar = new HBox(6, title, grow, addField, addNested, addError, remove);
        bar.getStyleClass().add("form-bar");
        bar.setPadding(new Insets(4, 6, 4, 6));
        setTop(bar);
        VBox bottom = new VBox(message);
        bottom.setPadding(new Insets(4, 6, 4, 6));
        setBottom(bottom);
        setCenter(empty);
        showSelected();
    }

    public TreeTableView<FormItem> table() {
        return table;
    }

    /** What the status line says now (the last refusal, or the selected row's diagnostics). */
    public String message() {
        return message.getText();
    }

    public String title() {
        return title.getText();
    }

    /** The endpoint shown, or null. */
    public FormEndpoint endpoint() {
        return shown;
    }

    /**
     * Shows {@code ep} (null: nothing to show) with {@code diagnostics} (the file's) on their rows; keeps which rows
     * are collapsed and which cell is selected, by key path.
     */
    public void show(FormEndpoint ep, String file, List<Diagnostic> diagnostics) {
        if (table.getEditingCell() != null) {
            deferred = () -> show(ep, file, diagnostics);
            return;
        }
        if (java.util.Objects.equals(ep, shown)
                && java.util.Objects.equals(file, shownFile)
                && diagnostics.equals(shownDiagnostics)) {
            return;
        }
        shownFile = file;
        shownDiagnostics = List.copyOf(diagnostics);
        String keepPath = selectedRow().map(FormRow::keyPath).orElse(null);
        FormRow.Group keepGroup = selectedGroup().orElse(null);
        TreeTablePosition<FormItem, ?> cell = table.getFocusModel().getFocusedCell();
        TreeTableColumn<FormItem, ?> col = cell == null ? null : cell.getTableColumn();
        Set<String> collapsed = new HashSet<>();
        collectCollapsed(table.getRoot(), collapsed);
        shown = ep;
        title.setText(ep == null ? "" : ep.label() + (file == null ? "" : "  \u2014  " + file));
        TreeItem<FormItem> root = new TreeItem<>();
        if (ep != null) {
            for (FormRow.Group g : FormRow.Group.values()) {
                TreeItem<FormItem> heading = new TreeItem<>(new FormItem(g, null, List.of()));
                heading.setExpanded(!collapsed.contains(g.name()));
                for (FormRow r : ep.rows(g)) {
                    heading.getChildren().add(item(g, r, ep, diagnostics, collapsed));
                }
                root.getChildren().add(heading);
            }
        }
        table.setRoot(root);
        setCenter(ep == null ? empty : table);
        select(keepPath, keepGroup, col);
        showSelected();
    }

    /** Says {@code text} in the status line (a change that could not be made). */
    public void say(String text) {
        refusal = text;
        refusalRow = selectedRow().map(FormRow::keyPath).orElse(null);
        showSelected();
    }

    /** A change was made: an earlier refusal no longer applies. */
    public void applied() {
        refusal = null;
        showSelected();
    }

    /** Selects the row at {@code keyPath} and starts editing its name (a field just added). */
    public void editName(String keyPath) {
        select(keyPath, null, table.getColumns().get(0));
        int i = table.getSelectionModel().getSelectedIndex();
        if (i >= 0) {
            table.edit(i, table.getColumns().get(0));
        }
    }

    private TreeItem<FormItem> item(
            FormRow.Group g, FormRow r, FormEndpoint ep, List<Diagnostic> all, Set<String> collapsed) {
        List<Diagnostic> mine = new ArrayList<>();
        for (Diagnostic d : all) {
            if (FieldForm.rowFor(ep, d.keyPath())
                    .filter(x -> x.keyPath().equals(r.keyPath()))
                    .isPresent()) {
                mine.add(d);
            }
        }
        TreeItem<FormItem> i = new TreeItem<>(new FormItem(g, r, mine));
        for (FormRow c : r.children()) {
            i.getChildren().add(item(g, c, ep, all, collapsed));
        }
        i.setExpanded(!collapsed.contains(r.keyPath()));
        return i;
    }

    private static void collectCollapsed(TreeItem<FormItem> i, Set<String> out) {
        for (TreeItem<FormItem> c : i.getChildren()) {
            if (!c.isLeaf() && !c.isExpanded()) {
                out.add(
                        c.getValue().heading()
                                ? c.getValue().group().name()
                                : c.getValue().row().keyPath());
            }
            collectCollapsed(c, out);
        }
    }

    private void select(String keyPath, FormRow.Group group, TreeTableColumn<FormItem, ?> col) {
        TreeItem<FormItem> found = find(table.getRoot(), keyPath, group);
        if (found == null) {
            return;
        }
        int i = table.getRow(found);
        TreeTableColumn<FormItem, ?> c = col != null ? col : table.getColumns().get(0);
        table.getSelectionModel().clearAndSelect(i, c);
        table.getFocusModel().focus(i, c);
    }

    private static TreeItem<FormItem> find(TreeItem<FormItem> at, String keyPath, FormRow.Group group) {
        for (TreeItem<FormItem> c : at.getChildren()) {
            FormItem v = c.getValue();
            if (keyPath != null
                    ? !v.heading() && keyPath.equals(v.row().keyPath())
                    : v.heading() && v.group() == group) {
                return c;
            }
            TreeItem<FormItem> deeper = find(c, keyPath, group);
            if (deeper != null) {
                return deeper;
            }
        }
        return null;
    }

    private void keys(KeyEvent e) {
        if (table.getEditingCell() != null) {
            return;
        }
        TreeTablePosition<FormItem, ?> at = table.getFocusModel().getFocusedCell();
        if ((e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.F2) && at != null && at.getRow() >= 0) {
            table.edit(at.getRow(), at.getTableColumn());
            e.consume();
        } else if (e.getCode() == KeyCode.INSERT) {
            addField.fire();
            e.consume();
        } else if (e.getCode() == KeyCode.DELETE) {
            remove.fire();
            e.consume();
        } else if (e.getCode() == KeyCode.ESCAPE) {
            listener.backToText();
            e.consume();
        }
    }

    private Optional<FormItem> selectedItem() {
        TreeItem<FormItem> i = table.getSelectionModel().getSelectedItem();
        return i == null ? Optional.empty() : Optional.ofNullable(i.getValue());
    }

    private Optional<FormRow> selectedRow() {
        return selectedItem().map(FormItem::row);
    }

    private Optional<FormRow.Group> selectedGroup() {
        return selectedItem().map(FormItem::group).or(() -> Optional.of(FormRow.Group.INPUT));
    }

    private static boolean nests(FormRow r) {
        return r.kind() != FormRow.Kind.ERROR
                && r.kind() != FormRow.Kind.SHORTHAND
                && ("object".equals(r.type()) || "array".equals(r.type()));
    }

    private void showSelected() {
        Optional<FormItem> item = selectedItem();
        boolean row = item.map(i -> !i.heading()).orElse(false);
        remove.setDisable(!row);
        addNested.setDisable(
                !item.map(FormItem::row).filter(FieldsFormView::nests).isPresent());
        addField.setDisable(shown == null);
        addError.setDisable(shown == null);
        message.getStyleClass().remove("form-refused");
        if (refusal != null
                && java.util.Objects.equals(
                        refusalRow,
                        item.map(FormItem::row).map(FormRow::keyPath).orElse(null))) {
            message.setText(refusal);
            message.getStyleClass().add("form-refused");
            return;
        }
        refusal = null;
        message.setText(
                item.filter(i -> !i.diagnostics().isEmpty())
                        .map(i -> messages(i.diagnostics()))
                        .orElse(
                                shown == null
                                        ? ""
                                        : "Enter or F2 edits a cell, Insert adds a field, Delete removes one, "
                                                + "Escape goes back to the text; each change is one undo step (Ctrl+Z) in the text."));
    }

    private static Severity worst(List<Diagnostic> ds) {
        Severity w = null;
        for (Diagnostic d : ds) {
            if (!d.suppressed() && (w == null || d.severity().compareTo(w) < 0)) {
                w = d.severity();
            }
        }
        return w == Severity.ERROR || w == Severity.WARNING ? w : null;
    }

    private static String messages(List<Diagnostic> ds) {
        StringBuilder sb = new StringBuilder();
        for (Diagnostic d : ds) {
            if (!d.suppressed()) {
                sb.append(sb.length() == 0 ? "" : "\n")
                        .append(d.severity().name().toLowerCase(java.util.Locale.ROOT))
                        .append(' ')
                        .append(d.ruleId())
                        .append(": ")
                        .append(d.message());
            }
        }
        return sb.toString();
    }
}
