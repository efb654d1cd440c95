package dev.agtpstudio.app.preview;

import dev.agtpstudio.app.validation.DiscoveryRanking;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The preview's agent's-eye ranking: type an intent (and, optionally, the agent's scopes) and see what agent-level
 * DISCOVER would answer, ranked by the server's own ranker ({@link AgentsEyeRanking}), with scores and why. Computed
 * on the preview's worker, again whenever the intent, the scopes or the workspace change; only the newest answer is
 * shown.
 */
public final class AgentsEyeRankingPane extends TitledPane {
    private final PreviewViewModel vm;
    private final TextField intent = new TextField();
    private final TextField scopes = new TextField();
    private final ListView<AgentsEyeRanking.Row> results = new ListView<>();
    private final Label status = new Label("Type what an agent would ask for.");
    private final AtomicLong generation = new AtomicLong();

    public AgentsEyeRankingPane(PreviewViewModel vm) {
        this.vm = vm;
        setText("Agent's-eye ranking");
        getStyleClass().add("agents-eye-ranking");
        intent.setPromptText("What the agent asks, e.g. cancel my stay");
        intent.setId("agents-eye-intent");
        scopes.setPromptText("Scopes (optional)");
        scopes.setId("agents-eye-scopes");
        scopes.setPrefColumnCount(9);
        scopes.setTooltip(new Tooltip("The agent's Authority-Scope, space- or comma-separated, e.g. booking:read"));
        HBox inputs = new HBox(6, intent, scopes);
        HBox.setHgrow(intent, Priority.ALWAYS);
        results.setId("agents-eye-results");
        results.setPrefHeight(170);
        results.setCellFactory(l -> new RowCell());
        status.getStyleClass().add("json-count");
        VBox box = new VBox(4, inputs, results, status);
        box.setPadding(new Insets(4));
        VBox.setVgrow(results, Priority.ALWAYS);
        setContent(box);
        intent.textProperty().addListener((o, a, b) -> refresh());
        scopes.textProperty().addListener((o, a, b) -> refresh());
        vm.snapshotProperty().addListener((o, a, s) -> refresh());
    }

    /** Ranks again off the FX thread; an answer that a newer request overtook is dropped. FX thread. */
    void refresh() {
        long g = generation.incrementAndGet();
        PreviewViewModel.Input in = vm.lastInput();
        String i = intent.getText();
        String s = scopes.getText();
        if (in == null || i == null || i.isBlank()) {
            results.getItems().clear();
            status.setText(in == null ? "Waiting for the first validation\u2026" : "Type what an agent would ask for.");
            return;
        }
        status.setText("Ranking\u2026");
        CompletableFuture.supplyAsync(
                        () -> AgentsEyeRanking.rank(
                                DiscoveryRanking.forCatalog(in.workspace().catalog()), in, i, s),
                        vm.worker())
                .whenCompleteAsync(
                        (rows, ex) -> {
                            if (g != generation.get()) {
                                return;
                            }
                            if (ex != null) {
                                results.getItems().clear();
                                status.setText("Could not rank: " + ex.getCause());
                                return;
                            }
                            show(rows);
                        },
                        vm.fx());
    }

    private void show(List<AgentsEyeRanking.Row> rows) {
        results.getItems().setAll(rows);
        status.setText(
                rows.isEmpty()
                        ? "No endpoint matches this intent: an agent asking so finds nothing here."
                        : rows.size() + (rows.size() == 1 ? " endpoint matches" : " endpoints match")
                                + ", ranked as DISCOVER ranks (ANS \u00a73.5)");
    }

    /** The intent field (tests type into it). */
    public TextField intentField() {
        return intent;
    }

    /** The scopes field. */
    public TextField scopesField() {
        return scopes;
    }

    /** The ranked rows shown. */
    public List<AgentsEyeRanking.Row> rows() {
        return List.copyOf(results.getItems());
    }

    private static final class RowCell extends ListCell<AgentsEyeRanking.Row> {
        @Override
        protected void updateItem(AgentsEyeRanking.Row r, boolean empty) {
            super.updateItem(r, empty);
            if (empty || r == null) {
                setText(null);
                setGraphic(null);
                setTooltip(null);
                return;
            }
            Label head = new Label(r.rank() + ". " + r.endpoint());
            head.getStyleClass().add("agents-eye-head");
            head.setStyle("-fx-font-weight: bold;");
            Label why = new Label(String.format(Locale.ROOT, "rank %.3f = %s", r.rankScore(), r.why()));
            why.setWrapText(true);
            why.getStyleClass().add("json-count");
            setText(null);
            setGraphic(new VBox(1, head, why));
            setPrefWidth(0); // wrap to the list's width instead of widening the cell
            setTooltip(new Tooltip(r.why()));
        }
    }
}
