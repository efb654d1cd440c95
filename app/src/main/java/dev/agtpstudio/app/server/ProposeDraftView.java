package dev.agtpstudio.app.server;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The "Propose" pane: the endpoint being proposed, its PROPOSE body (editable), the Authority-Scope to send, the
 * server evaluator's dry run, and the answer of the running local server ({@link ProposeDraftViewModel}).
 */
public final class ProposeDraftView extends VBox {
    public ProposeDraftView(ProposeDraftViewModel vm) {
        super(6);
        setPadding(new Insets(8));
        getStyleClass().add("propose-panel");
        Label endpoint = new Label();
        endpoint.setId("propose-endpoint");
        endpoint.textProperty().bind(vm.endpointProperty());
        endpoint.setStyle("-fx-font-weight: bold;");

        TextArea body = area("propose-body", true);
        body.textProperty().bindBidirectional(vm.bodyProperty());
        TextField scope = new TextField();
        scope.setId("propose-scope");
        scope.setPromptText("Authority-Scope (space-separated)");
        scope.textProperty().bindBidirectional(vm.authorityScopeProperty());
        HBox.setHgrow(scope, Priority.ALWAYS);
        Button again = new Button("Dry Run");
        again.setId("propose-dry-run");
        again.setOnAction(e -> vm.dryRunAgain());
        Button send = new Button("Send to Local Server");
        send.setId("propose-send");
        send.setDefaultButton(true);
        send.setOnAction(e -> vm.send());
        again.disableProperty().bind(vm.busyProperty().or(vm.readyProperty().not()));
        send.disableProperty().bind(vm.busyProperty().or(vm.readyProperty().not()));
        Label scopeLabel = new Label("Authority-Scope");
        scopeLabel.setMinWidth(USE_PREF_SIZE);
        HBox scopeRow = new HBox(6, scopeLabel, scope);
        scopeRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        again.setMinWidth(USE_PREF_SIZE);
        send.setMinWidth(USE_PREF_SIZE);
        HBox actions = new HBox(6, again, send);
        actions.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        Label dryStatus = new Label();
        dryStatus.setId("propose-dry-run-status");
        dryStatus.textProperty().bind(vm.dryRunStatusProperty());
        dryStatus.setStyle("-fx-font-weight: bold;");
        TextArea dry = area("propose-dry-run-body", false);
        dry.setWrapText(true);
        dry.textProperty().bind(vm.dryRunProperty());
        Label answerStatus = new Label();
        answerStatus.setId("propose-answer-status");
        answerStatus.textProperty().bind(vm.answerStatusProperty());
        answerStatus.setStyle("-fx-font-weight: bold;");
        TextArea answer = area("propose-answer", false);
        answer.setWrapText(true);
        answer.textProperty().bind(vm.answerProperty());

        Label hint = new Label("Evaluated by the server's PROPOSE evaluator (AGTP-API §10.3) before anything is sent.");
        hint.setWrapText(true);
        hint.getStyleClass().add("hint");
        getChildren()
                .addAll(
                        endpoint,
                        new Label("PROPOSE body"),
                        body,
                        scopeRow,
                        actions,
                        hint,
                        dryStatus,
                        dry,
                        answerStatus,
                        answer);
        setVgrow(body, Priority.ALWAYS);
        setVgrow(dry, Priority.ALWAYS);
        setVgrow(answer, Priority.ALWAYS);
    }

    private static TextArea area(String id, boolean editable) {
        TextArea a = new TextArea();
        a.setId(id);
        a.setEditable(editable);
        a.setWrapText(false);
        a.setPrefRowCount(8);
        a.setStyle("-fx-font-family: monospace;");
        return a;
    }
}
