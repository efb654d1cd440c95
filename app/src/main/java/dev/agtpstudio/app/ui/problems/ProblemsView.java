package dev.agtpstudio.app.ui.problems;

import dev.agtpstudio.app.ui.TableActivation;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The problems table: severity, rule, message, file, line; sortable, filterable; double-click (or Enter) reveals; a
 * context menu (and its shortcuts) with the entries extensions add ({@link ProblemsViewModel#menu}).
 */
public final class ProblemsView extends BorderPane {
    private final TableView<Diagnostic> table = new TableView<>();

    public ProblemsView(ProblemsViewModel vm, Consumer<Diagnostic> reveal) {
        getStyleClass().add("problems-view");
        SortedList<Diagnostic> sorted = new SortedList<>(vm.visible());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.setId("problems-table");
        table.setPlaceholder(new Label("No problems"));
        table.setAccessibleText("Problems: one row per diagnostic; Enter or double-click shows it in the editor");
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);

        TableColumn<Diagnostic, Severity> sev = new TableColumn<>("Severity");
        sev.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().severity()));
        sev.setCellFactory(c -> new SeverityCell());
        sev.setPrefWidth(90);
        sev.setMinWidth(80);
        TableColumn<Diagnostic, String> rule = new TableColumn<>("Rule");
        rule.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().ruleId()));
        rule.setPrefWidth(210);
        rule.setMinWidth(150);
        TableColumn<Diagnostic, String> msg = new TableColumn<>("Message");
        msg.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().message()));
        msg.setPrefWidth(430);
        msg.setCellFactory(c -> new MessageCell());
        TableColumn<Diagnostic, String> file = new TableColumn<>("File");
        file.setCellValueFactory(c -> new ReadOnlyStringWrapper(vm.fileLabel(c.getValue())));
        file.setPrefWidth(220);
        file.setMinWidth(120);
        TableColumn<Diagnostic, Integer> line = new TableColumn<>("Line");
        line.setCellValueFactory(
                c -> new ReadOnlyObjectWrapper<>(c.getValue().range().startLine()));
        line.setPrefWidth(60);
        line.setMinWidth(50);
        TableColumn<Diagnostic, Diagnostic> action = new TableColumn<>("");
        action.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        action.setCellFactory(c -> new ActionCell(vm));
        action.setPrefWidth(80);
        action.setMinWidth(70);
        action.setSortable(false);
        // where first: file and line stay visible however narrow the bottom pane is (the rule id is last);
        // the action column is shown next to the severity, and only while some row offers an action (e.g. a failed
        // server check)
        action.visibleProperty()
                .bind(javafx.beans.binding.Bindings.createBooleanBinding(
                        () -> vm.all().stream().anyMatch(d -> vm.actionFor(d).isPresent()), vm.all(), vm.actions()));
        table.getColumns().setAll(java.util.List.of(sev, action, file, line, msg, rule));
        vm.actions().addListener((javafx.collections.ListChangeListener<ProblemsViewModel.RowAction>)
                ch -> table.refresh());

        TableActivation.install(table, reveal);
        table.getSelectionModel()
                .selectedItemProperty()
                .addListener((o, was, now) -> vm.selectedProperty().set(now));
        RowMenu.install(table, vm);

        ChoiceBox<Severity> severity = new ChoiceBox<>();
        severity.setId("problems-severity");
        severity.getItems().setAll(Severity.HINT, Severity.INFO, Severity.WARNING, Severity.ERROR);
        severity.setConverter(new StringConverter<>() {
            @Override
            public String toString(Severity s) {
                return s == null || s == Severity.HINT
                        ? "All severities"
                        : s == Severity.ERROR ? "Errors only" : capital(s.label()) + "s and above";
            }

            @Override
            public Severity fromString(String s) {
                return null;
            }
        });
        severity.valueProperty().bindBidirectional(vm.minimumSeverityProperty());
        TextField fileFilter = new TextField();
        fileFilter.setId("problems-file-filter");
        fileFilter.setPromptText("Filter by file");
        fileFilter.textProperty().bindBidirectional(vm.fileFilterProperty());
        Label summary = new Label();
        summary.textProperty().bind(vm.summary());
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox bar = new HBox(8, severity, fileFilter, grow, summary);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));
        bar.getStyleClass().add("problems-toolbar");
        setTop(bar);
        setCenter(table);
    }

    public TableView<Diagnostic> table() {
        return table;
    }

    static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /**
     * Icon and word for a severity. Cells are reused as rows change, so each keeps its icon node and only changes its
     * glyph (a new icon per update would be styled and laid out again on every validation result).
     */
    static final class SeverityCell extends TableCell<Diagnostic, Severity> {
        private final FontIcon icon = new FontIcon();
        private Severity shown;

        @Override
        protected void updateItem(Severity s, boolean empty) {
            super.updateItem(s, empty);
            if (empty || s == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            setText(capital(s.label()));
            if (s != shown) {
                icon.setIconLiteral(
                        switch (s) {
                            case ERROR -> "mdi2c-close-circle";
                            case WARNING -> "mdi2a-alert";
                            case INFO -> "mdi2i-information";
                            case HINT -> "mdi2l-lightbulb-outline";
                        });
                icon.getStyleClass().removeIf(c -> c.startsWith("severity-"));
                icon.getStyleClass().add("severity-" + s.label());
                shown = s;
            }
            setGraphic(icon);
        }
    }

    /** The button of the first extension action that applies to the row (see {@link ProblemsViewModel#actions}). */
    static final class ActionCell extends TableCell<Diagnostic, Diagnostic> {
        private final ProblemsViewModel vm;
        private final javafx.scene.control.Button button = new javafx.scene.control.Button();

        ActionCell(ProblemsViewModel vm) {
            this.vm = vm;
            button.getStyleClass().add("problems-row-action");
            button.setFocusTraversable(false);
        }

        @Override
        protected void updateItem(Diagnostic d, boolean empty) {
            super.updateItem(d, empty);
            java.util.Optional<ProblemsViewModel.RowAction> a =
                    empty || d == null ? java.util.Optional.empty() : vm.actionFor(d);
            if (a.isEmpty()) {
                setGraphic(null);
                return;
            }
            button.setText(a.get().label());
            button.setOnAction(e -> a.get().run().accept(d));
            setGraphic(button);
        }
    }

    /** The message, with the whole text in a tooltip (one tooltip per cell, its text replaced as rows change). */
    static final class MessageCell extends TableCell<Diagnostic, String> {
        private final javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();

        @Override
        protected void updateItem(String m, boolean empty) {
            super.updateItem(m, empty);
            setText(empty ? null : m);
            if (empty || m == null) {
                setTooltip(null);
            } else {
                tip.setText(m);
                setTooltip(tip);
            }
        }
    }
}
