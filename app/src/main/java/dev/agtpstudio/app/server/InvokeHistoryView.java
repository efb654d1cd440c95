package dev.agtpstudio.app.server;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The invoke panel's history: the sent requests, loaded back into the fields or replayed (a double click replays). */
final class InvokeHistoryView extends VBox {
    InvokeHistoryView(InvokeViewModel vm) {
        super(4);
        ListView<InvokeRequest> history = new ListView<>(vm.history());
        history.setId("invoke-history");
        history.setPlaceholder(new Label("Sent requests are kept here per workspace."));
        history.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(InvokeRequest item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.label());
            }
        });
        history.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && history.getSelectionModel().getSelectedItem() != null) {
                vm.replay(history.getSelectionModel().getSelectedItem());
            }
        });
        Button load = new Button("Load");
        load.setOnAction(e -> {
            if (history.getSelectionModel().getSelectedItem() != null) {
                vm.load(history.getSelectionModel().getSelectedItem());
            }
        });
        Button replay = new Button("Replay");
        replay.setId("invoke-replay");
        replay.setOnAction(e -> {
            if (history.getSelectionModel().getSelectedItem() != null) {
                vm.replay(history.getSelectionModel().getSelectedItem());
            }
        });
        getChildren().setAll(new HBox(6, new Label("History"), load, replay), history);
        setPadding(new Insets(6));
        setVgrow(history, Priority.ALWAYS);
    }
}
