package dev.agtpstudio.app.grade;

import dev.agtpstudio.app.ui.TableActivation;
import dev.agtpstudio.validator.grade.EndpointGrade;
import dev.agtpstudio.validator.grade.GradeFinding;
import dev.agtpstudio.validator.grade.WorkspaceGrade;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;

/**
 * The Grade view: the workspace's description grade, then every endpoint worst first with its grade badge, the tool
 * name and the finding that costs most; the selected endpoint's findings with their fixes beside it. Double-click
 * (or Enter) opens the endpoint.
 */
public final class GradeView extends BorderPane {
    /** At or above it a description is acceptable (docs/grade.md, the pass mark). */
    public static final int PASS_MARK = 80;

    private final TableView<EndpointGrade> table = new TableView<>();
    private final ListView<String> findings = new ListView<>();
    private final Label summary = new Label("Not graded yet");

    public GradeView(GradeViewModel vm, Consumer<EndpointGrade> reveal) {
        setId("grade-view");
        getStyleClass().add("grade-view");
        table.setId("grade-table");
        findings.setId("grade-findings");
        summary.setId("grade-summary");
        summary.setPadding(new Insets(4, 8, 4, 8));
        // read whole at 1280x800 (the bottom area is ~700 px wide there): the sentence wraps instead of ending in "..."
        summary.setWrapText(true);
        summary.setMinHeight(USE_PREF_SIZE);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        table.getColumns()
                .setAll(List.of(
                        badgeColumn(),
                        column("Endpoint", 260, EndpointGrade::endpoint),
                        column("Tool", 180, EndpointGrade::name),
                        column(
                                "Costs most",
                                420,
                                e -> e.findings().isEmpty()
                                        ? ""
                                        : "-" + e.findings().get(0).points() + " "
                                                + e.findings().get(0).code())));
        table.setItems(vm.grades());
        TableActivation.install(table, reveal);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, e) -> showFindings(e));
        vm.workspaceProperty().addListener((o, a, g) -> summary.setText(summaryOf(g)));
        summary.setText(summaryOf(vm.workspaceProperty().get()));
        SplitPane split = new SplitPane(table, findings);
        split.setDividerPositions(0.6);
        setTop(summary);
        setCenter(split);
    }

    static String summaryOf(WorkspaceGrade g) {
        if (g == null) {
            return "Not graded yet";
        }
        long below = g.grades().stream().filter(e -> e.score() < PASS_MARK).count();
        return "Description grade: workspace " + g.workspace() + "/100 (the mean and the worst tool weigh equally);"
                + " " + below + " of " + g.grades().size() + " endpoints below " + PASS_MARK + ". See docs/grade.md.";
    }

    private void showFindings(EndpointGrade e) {
        if (e == null) {
            findings.getItems().clear();
            return;
        }
        if (e.findings().isEmpty()) {
            findings.getItems().setAll(e.endpoint() + ": nothing costs points.");
            return;
        }
        findings.getItems().setAll(e.findings().stream().map(GradeView::line).toList());
    }

    static String line(GradeFinding f) {
        return "-" + f.points() + "  " + f.code() + ": " + f.message() + "  Fix: " + f.fix();
    }

    /** The grade as a badge: the score on a colour by band (pass mark and above, 50 and above, below). */
    private static TableColumn<EndpointGrade, EndpointGrade> badgeColumn() {
        TableColumn<EndpointGrade, EndpointGrade> c = new TableColumn<>("Grade");
        c.setPrefWidth(70);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue()));
        c.setCellFactory(col -> new TableCell<>() {
            private final Label badge = new Label();

            @Override
            protected void updateItem(EndpointGrade e, boolean empty) {
                super.updateItem(e, empty);
                if (empty || e == null) {
                    setGraphic(null);
                    return;
                }
                badge.setText(Integer.toString(e.score()));
                badge.getStyleClass().setAll("label", "grade-badge", band(e.score()));
                badge.setAccessibleText("Grade " + e.score() + " of 100");
                setGraphic(badge);
            }
        });
        c.setComparator(java.util.Comparator.comparingInt(EndpointGrade::score));
        return c;
    }

    /** The badge's style class. */
    public static String band(int score) {
        return score >= PASS_MARK ? "grade-good" : score >= 50 ? "grade-fair" : "grade-poor";
    }

    private static TableColumn<EndpointGrade, String> column(
            String title, double width, Function<EndpointGrade, String> value) {
        TableColumn<EndpointGrade, String> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(value.apply(d.getValue())));
        return c;
    }

    public TableView<EndpointGrade> table() {
        return table;
    }

    public ListView<String> findings() {
        return findings;
    }

    public Label summary() {
        return summary;
    }
}
