package dev.agtpstudio.app.server;

import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The "Capability" tab: the A2S document's inputs, the target and headers, Run, and each step's request and response. */
public final class RunCapabilityView extends BorderPane {
    public RunCapabilityView(RunCapabilityViewModel vm) {
        getStyleClass().add("invoke-panel");
        Label doc = new Label();
        doc.setId("capability-document");
        doc.getStyleClass().add("invoke-status");
        doc.textProperty()
                .bind(vm.documentProperty()
                        .map(p -> "Capability: " + p.getFileName())
                        .orElse("No capability"));

        GridPane form = new GridPane();
        form.setId("capability-inputs");
        form.setHgap(8);
        form.setVgap(4);
        Runnable fields = () -> {
            form.getChildren().clear();
            int r = 0;
            for (String name : vm.inputNames()) {
                TextField t = new TextField();
                t.setId("capability-input:" + name);
                t.setPromptText("text, or JSON (number, true, null, object, array); empty: left out");
                t.textProperty().bindBidirectional(vm.input(name));
                GridPane.setHgrow(t, Priority.ALWAYS);
                form.add(new Label(name), 0, r);
                form.add(t, 1, r++);
            }
        };
        vm.inputNames().addListener((ListChangeListener<String>) c -> fields.run());
        fields.run();

        TextField target = new TextField();
        target.setId("capability-target");
        target.setPromptText("local server, or HOST:PORT");
        target.setTooltip(new javafx.scene.control.Tooltip(
                "Empty: the IDE's own server (Run > Start Local Server)." + " Or HOST:PORT of another AGTP server."));
        target.textProperty().bindBidirectional(vm.targetProperty());
        HBox.setHgrow(target, Priority.ALWAYS);
        TextArea headers = new TextArea();
        headers.setId("capability-headers");
        headers.setPromptText("Headers sent with every step, one per line: Authority-Scope: inventory:read");
        headers.setPrefRowCount(2);
        headers.textProperty().bindBidirectional(vm.headersProperty());
        Button run = new Button("Run");
        run.setId("capability-run");
        run.setDefaultButton(true);
        run.disableProperty().bind(vm.runningProperty().or(vm.documentProperty().isNull()));
        run.setOnAction(e -> vm.run());
        HBox targetRow = new HBox(8, new Label("Target"), target, run);
        targetRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        VBox top = new VBox(6, doc, new Label("Inputs"), form, targetRow, new Label("Headers"), headers);
        top.setPadding(new Insets(6));
        setTop(top);

        ListView<RunCapabilityViewModel.Line> steps = new ListView<>(vm.transcript());
        steps.setId("capability-transcript");
        steps.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(RunCapabilityViewModel.Line item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll(InvokeView.STATUS_CLASSES);
                getStyleClass().remove("capability-step");
                setText(empty || item == null ? null : item.text());
                setWrapText(true);
                setPrefWidth(0);
                setStyle(
                        empty || item == null || item.kind() == RunCapabilityViewModel.Kind.STEP
                                ? null
                                : "-fx-font-family: monospace;");
                if (empty || item == null) {
                    return;
                }
                switch (item.kind()) {
                    case STEP -> getStyleClass().add("capability-step");
                    case STATUS ->
                        getStyleClass()
                                .add(
                                        item.text().startsWith("< AGTP/1.0 2")
                                                        && !item.text().startsWith("< AGTP/1.0 26")
                                                ? "status-success"
                                                : "status-error");
                    case ERROR -> getStyleClass().add("status-error");
                    default -> {}
                }
            }
        });
        Label status = new Label();
        status.setId("capability-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        status.setPadding(new Insets(4, 6, 6, 6));
        setCenter(steps);
        setMargin(steps, new Insets(0, 6, 0, 6));
        setBottom(status);
    }
}
