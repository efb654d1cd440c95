package dev.agtpstudio.app.changes;

import dev.agtpstudio.app.ui.TableActivation;
import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.evolution.ChangeSeverity;
import dev.agtpstudio.evolution.DiffResult;
import dev.agtpstudio.evolution.report.DiffTextFormat;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Changes view: every contract change against the chosen baseline with its severity icon, worst first;
 * double-click (or Enter) jumps to the source; one button applies the suggested {@code document_version} bump.
 */
public final class ChangesView extends BorderPane {
    private final TableView<Change> table = new TableView<>();
    private final Label summary = new Label();
    private final Button bump = new Button();
    private final Button start = new Button();
    private final javafx.scene.control.ToggleButton sideBySide = new javafx.scene.control.ToggleButton("Side by Side");
    private final SideBySideView pairs;
    private final Runnable startBaseline;

    /**
     * @param startBaseline starts a baseline from the current state (asking before it replaces one)
     */
    public ChangesView(ChangesViewModel vm, Consumer<Change> reveal, Runnable applyBump, Runnable startBaseline) {
        this.startBaseline = startBaseline;
        pairs = new SideBySideView(vm);
        getStyleClass().add("changes-view");
        setId("changes-view");
        table.setId("changes-table");
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        table.getColumns()
                .setAll(List.of(
                        severityColumn(),
                        column("Kind", 230, c -> c.kind().id()),
                        column("Endpoint", 240, c -> c.endpoint() == null ? "(server)" : c.endpoint()),
                        messageColumn(),
                        column("Where", 230, c -> c.location() == null ? "" : DiffTextFormat.where(c.location()))));
        TableActivation.install(table, reveal);

        ChoiceBox<Baseline> base = new ChoiceBox<>();
        base.setId("changes-baseline");
        base.getItems().setAll(Baseline.values());
        base.setConverter(new StringConverter<>() {
            @Override
            public String toString(Baseline b) {
                return b == null ? "" : "Against: " + b.label();
            }

            @Override
            public Baseline fromString(String s) {
                return null;
            }
        });
        base.valueProperty().bindBidirectional(vm.baselineProperty());
        Button refresh = new Button("Refresh");
        refresh.setId("changes-refresh");
        refresh.setOnAction(e -> vm.refresh());
        bump.setId("changes-bump");
        bump.setMnemonicParsing(false);
        bump.setOnAction(e -> applyBump.run());
        summary.setId("changes-summary");
        start.setId("changes-start-baseline");
        start.setMnemonicParsing(false);
        start.setOnAction(e -> startBaseline.run());
        sideBySide.setId("changes-side-by-side");
        sideBySide.setMnemonicParsing(false);
        sideBySide.selectedProperty().addListener((o, a, on) -> {
            if (on) {
                pairs.select(table.getSelectionModel().getSelectedItem());
            }
            setCenter(on ? pairs : table);
        });
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        for (Region r : List.of(base, refresh, sideBySide, start, bump)) {
            r.setMinWidth(USE_PREF_SIZE); // on a narrow window the summary gives way, not the commands
        }
        summary.setMinWidth(0);
        HBox bar = new HBox(8, base, refresh, sideBySide, summary, grow, start, bump);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));
        bar.getStyleClass().add("changes-toolbar");
        setTop(bar);
        setCenter(table);
        vm.snapshotProperty().addListener((o, a, s) -> show(s));
        show(vm.snapshotProperty().get());
    }

    public TableView<Change> table() {
        return table;
    }

    /** The side-by-side mode's view (shown while {@link #sideBySideToggle} is on). */
    public SideBySideView sideBySide() {
        return pairs;
    }

    public javafx.scene.control.ToggleButton sideBySideToggle() {
        return sideBySide;
    }

    private void show(ChangesSnapshot s) {
        pairs.show(s);
        showStart(s);
        if (s == null) {
            table.setPlaceholder(new Label("Comparing\u2026"));
            summary.setText("");
            bump.setVisible(false);
            return;
        }
        DiffResult r = s.result();
        if (r == null) {
            table.getItems().clear();
            table.setPlaceholder(unavailable(s));
            pairs.entries().setPlaceholder(unavailable(s));
            summary.setText("");
            bump.setVisible(false);
            return;
        }
        table.setPlaceholder(new Label("No changes an agent could see since the "
                + s.baseline().label().toLowerCase(java.util.Locale.ROOT) + "."));
        table.getItems().setAll(r.changes());
        summary.setText(DiffTextFormat.summary(r));
        boolean can = ChangesViewModel.canBump(s);
        bump.setVisible(can);
        bump.setText(
                can
                        ? "Bump document_version to " + r.suggestedDocumentVersion() + " ("
                                + r.suggestedBump().id() + ")"
                        : "");
    }

    /** Why there is no comparison, with the way to one when starting a baseline is it. */
    private javafx.scene.Node unavailable(ChangesSnapshot s) {
        Label why = new Label(s.unavailable());
        why.setWrapText(true);
        if (!s.startable()) {
            return why;
        }
        Button here = new Button("Start a Baseline from the Current State");
        here.setMnemonicParsing(false);
        here.getStyleClass().add("changes-start-here");
        here.setOnAction(e -> startBaseline.run());
        javafx.scene.layout.VBox box = new javafx.scene.layout.VBox(8, why, here);
        box.setAlignment(Pos.CENTER);
        box.setPadding(new Insets(12));
        return box;
    }

    /** The toolbar's button: start a baseline (none yet, no git history) or start it again from the current state. */
    private void showStart(ChangesSnapshot s) {
        boolean started = s != null && s.baseline() == Baseline.STARTED && s.result() != null;
        boolean offer = s != null && s.startable();
        start.setVisible(started || offer);
        start.setManaged(started || offer);
        start.setText(started ? "Start Again from the Current State\u2026" : "Start a Baseline from the Current State");
    }

    private static TableColumn<Change, String> column(
            String title, double width, java.util.function.Function<Change, String> value) {
        TableColumn<Change, String> c = new TableColumn<>(title);
        c.setCellValueFactory(x -> new ReadOnlyStringWrapper(value.apply(x.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    private static TableColumn<Change, String> messageColumn() {
        TableColumn<Change, String> c = column("What agents see", 520, Change::message);
        c.setCellFactory(x -> new TableCell<>() {
            private final Tooltip tip = new Tooltip();

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
        });
        return c;
    }

    private static TableColumn<Change, ChangeSeverity> severityColumn() {
        TableColumn<Change, ChangeSeverity> c = new TableColumn<>("Severity");
        c.setCellValueFactory(x -> new ReadOnlyObjectWrapper<>(x.getValue().severity()));
        c.setCellFactory(x -> new SeverityCell());
        c.setPrefWidth(120);
        return c;
    }

    /** The icon of a severity; its colour comes from the theme's diagnostic severity classes. */
    static String iconLiteral(ChangeSeverity s) {
        return switch (s) {
            case BREAKING -> "mdi2c-close-octagon";
            case DEPRECATION -> "mdi2c-clock-alert-outline";
            case COMPATIBLE -> "mdi2c-check-circle-outline";
            case INTERNAL -> "mdi2e-eye-off-outline";
        };
    }

    static String styleClass(ChangeSeverity s) {
        return switch (s) {
            case BREAKING -> "severity-error";
            case DEPRECATION -> "severity-warning";
            case COMPATIBLE -> "severity-info";
            case INTERNAL -> "severity-hint";
        };
    }

    /** Icon and word; the cell keeps its icon node and changes only its glyph as rows are reused. */
    static final class SeverityCell extends TableCell<Change, ChangeSeverity> {
        private final FontIcon icon = new FontIcon();

        @Override
        protected void updateItem(ChangeSeverity s, boolean empty) {
            super.updateItem(s, empty);
            if (empty || s == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            setText(s.id());
            icon.setIconLiteral(iconLiteral(s));
            icon.getStyleClass().removeIf(c -> c.startsWith("severity-"));
            icon.getStyleClass().add(styleClass(s));
            setGraphic(icon);
        }
    }
}
