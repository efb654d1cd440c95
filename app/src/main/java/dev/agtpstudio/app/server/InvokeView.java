package dev.agtpstudio.app.server;

import dev.agtpstudio.server.client.request.Transport;
import dev.agtpstudio.core.model.EndpointDecl;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** The "Invoke" tab: request (endpoint, target, headers, form or raw body), response, and history. */
public final class InvokeView extends BorderPane {
    static final java.util.List<String> STATUS_CLASSES = java.util.List.of("status-success", "status-pending", "status-warning",
            "status-error", "status-muted");

    public InvokeView(InvokeViewModel vm, SavedRequestsViewModel saved, dev.agtpstudio.app.ui.dialog.DialogService dialogs) {
        getStyleClass().add("invoke-panel");
        ComboBox<EndpointDecl> endpoint = new ComboBox<>(vm.endpoints());
        endpoint.setId("invoke-endpoint");
        endpoint.setPromptText("Pick an endpoint, or type method and path");
        endpoint.setMaxWidth(Double.MAX_VALUE);
        endpoint.valueProperty().bindBidirectional(vm.endpointProperty());
        endpoint.setConverter(new StringConverter<>() {
            @Override
            public String toString(EndpointDecl e) {
                return e == null ? "" : e.method() + " " + e.path();
            }

            @Override
            public EndpointDecl fromString(String s) {
                return null;
            }
        });
        TextField method = new TextField();
        method.setId("invoke-method");
        method.setPrefColumnCount(8);
        method.textProperty().bindBidirectional(vm.methodProperty());
        TextField path = new TextField();
        path.setId("invoke-path");
        path.textProperty().bindBidirectional(vm.pathProperty());
        HBox.setHgrow(path, Priority.ALWAYS);
        Button send = new Button("Send");
        send.setId("invoke-send");
        send.setDefaultButton(true);
        send.disableProperty().bind(vm.sendingProperty());
        send.setOnAction(e -> vm.send());
        HBox line = new HBox(6, method, path, send);
        line.setAlignment(Pos.CENTER_LEFT);

        CheckBox local = new CheckBox("Local server");
        local.setId("invoke-local");
        local.selectedProperty().bindBidirectional(vm.useLocalServerProperty());
        TextField host = new TextField();
        host.setId("invoke-host");
        host.setPrefColumnCount(12);
        host.textProperty().bindBidirectional(vm.hostProperty());
        TextField port = new TextField();
        port.setId("invoke-port");
        port.setPrefColumnCount(5);
        port.textProperty().bindBidirectional(vm.portProperty());
        host.disableProperty().bind(vm.useLocalServerProperty());
        port.disableProperty().bind(vm.useLocalServerProperty());
        CheckBox tls = new CheckBox("TLS");
        tls.setId("invoke-tls");
        tls.setTooltip(new javafx.scene.control.Tooltip("Connect to the host with TLS 1.3 (the local server's setting is followed)"));
        tls.selectedProperty().bindBidirectional(vm.tlsProperty());
        tls.disableProperty().bind(vm.useLocalServerProperty());
        ComboBox<Transport> transport = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(Transport.values()));
        transport.setId("invoke-transport");
        transport.valueProperty().bindBidirectional(vm.transportProperty());
        transport.setTooltip(new javafx.scene.control.Tooltip("AGTP, or the local server's A2T listener (POST /tools/{id}:invoke, A2T \u00a77) "
                + "or MCP endpoint (tools/call through the MCP SDK's client)"));
        Label via = new Label("Via");
        via.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        transport.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.layout.FlowPane target = new javafx.scene.layout.FlowPane(6, 4, via, transport, local, new Label("Host"), host, new Label("Port"), port, tls);
        target.setAlignment(Pos.CENTER_LEFT);

        GridPane hg = new GridPane();
        hg.setHgap(8);
        hg.setVgap(4);
        int r = 0;
        for (String h : InvokeViewModel.STANDARD_HEADERS) {
            TextField t = new TextField();
            t.setId("header:" + h);
            t.textProperty().bindBidirectional(vm.header(h));
            if (h.equals("Authority-Scope")) {
                t.setPromptText("comma-separated scopes, e.g. booking:room, inventory:read");
            }
            GridPane.setHgrow(t, Priority.ALWAYS);
            hg.add(new Label(h), 0, r);
            hg.add(t, 1, r++);
        }
        TextArea extra = new TextArea();
        extra.setId("invoke-extra-headers");
        extra.setPromptText("Other headers, one 'Name: value' per line");
        extra.setPrefRowCount(2);
        extra.textProperty().bindBidirectional(vm.extraHeadersProperty());
        hg.add(extra, 0, r, 2, 1);
        TitledPane headers = new TitledPane("Headers", hg);
        headers.setExpanded(false);

        CheckBox rawSwitch = new CheckBox("Raw JSON");
        rawSwitch.setId("invoke-raw-switch");
        rawSwitch.selectedProperty().bindBidirectional(vm.rawModeProperty());
        TextArea raw = new TextArea();
        raw.setId("invoke-raw-body");
        raw.setStyle("-fx-font-family: monospace;");
        raw.textProperty().bindBidirectional(vm.rawJsonProperty());
        ScrollPane formScroll = new ScrollPane();
        formScroll.setFitToWidth(true);
        formScroll.setContent(new SchemaFormView(vm.form()));
        vm.formProperty().addListener((o, a, f) -> formScroll.setContent(new SchemaFormView(f)));
        StackPane body = new StackPane(formScroll, raw);
        raw.visibleProperty().bind(vm.rawModeProperty());
        formScroll.visibleProperty().bind(vm.rawModeProperty().not());
        VBox.setVgrow(body, Priority.ALWAYS);
        Label message = new Label();
        message.setId("invoke-message");
        message.getStyleClass().add("invoke-message");
        message.setWrapText(true);
        message.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        message.textProperty().bind(vm.messageProperty());
        message.managedProperty().bind(message.textProperty().isNotEmpty());
        message.visibleProperty().bind(message.managedProperty());
        Label hint = new Label();
        hint.setId("invoke-hint");
        hint.getStyleClass().add("invoke-hint");
        hint.setWrapText(true);
        hint.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        hint.textProperty().bind(vm.hintProperty());
        hint.managedProperty().bind(hint.textProperty().isNotEmpty());
        hint.visibleProperty().bind(hint.managedProperty());
        for (javafx.scene.layout.Region fixed : java.util.List.<javafx.scene.layout.Region>of(send, local, method)) {
            fixed.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        target.getChildren().forEach(n -> {
            if (n instanceof Label l) {
                l.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            }
        });
        vm.hintProperty().addListener((o, a, h) -> {
            if (!h.isEmpty()) {
                headers.setExpanded(true);
            }
        });
        // The Send line, the message and the hint stay at the top at any panel height; the rest scrolls under them
        // (the wheel brings every part back), and the body keeps room for a few lines.
        raw.setWrapText(true);
        body.setMinHeight(120);
        VBox rest = new VBox(6, new SavedRequestsView(saved, dialogs), target, headers, new HBox(8, new Label("Body"), rawSwitch), body);
        rest.setPadding(new Insets(0, 6, 6, 6));
        ScrollPane restScroll = new ScrollPane(rest);
        restScroll.setId("invoke-request-scroll");
        restScroll.setFitToWidth(true);
        restScroll.setFitToHeight(true);
        VBox top = new VBox(6, endpoint, line, message, hint);
        top.setPadding(new Insets(6, 6, 0, 6));
        javafx.scene.layout.BorderPane request = new javafx.scene.layout.BorderPane(restScroll);
        request.setTop(top);
        request.setMinHeight(0);

        Label status = new Label("No response yet.");
        status.setId("invoke-status");
        status.getStyleClass().add("invoke-status");
        Label verdict = new Label();
        verdict.setId("invoke-verdict");
        verdict.setWrapText(true);
        TextArea pretty = area("invoke-body");
        TextArea rawBytes = area("invoke-raw");
        ListView<InvokeOutcome.HeaderLine> headerList = new ListView<>();
        headerList.setId("invoke-headers");
        headerList.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(InvokeOutcome.HeaderLine item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.toString());
                getStyleClass().remove("warning-header");
                if (!empty && item != null && item.warning()) {
                    getStyleClass().add("warning-header");
                }
            }
        });
        TabPane responseTabs = new TabPane(new Tab("Body", pretty), new Tab("Headers", headerList), new Tab("Raw", rawBytes));
        responseTabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(responseTabs, Priority.ALWAYS);
        responseTabs.setMinHeight(150); // a few lines of the body at 1280x800, whatever the dividers
        vm.outcomeProperty().addListener((o, a, out) -> {
            status.getStyleClass().removeAll(STATUS_CLASSES);
            verdict.getStyleClass().removeAll(STATUS_CLASSES);
            if (out == null) {
                // a new send or another endpoint: the previous response must not pass for the new one's
                status.setText(vm.sendingProperty().get() ? "Sending\u2026" : "No response yet.");
                verdict.setText("");
                pretty.clear();
                rawBytes.clear();
                headerList.getItems().clear();
                return;
            }
            status.setText(out.statusLine() + String.format("   %.1f ms", out.millis()) + (out.hasWarnings() ? "   \u26a0 warnings" : ""));
            status.getStyleClass().add(out.statusStyleClass());
            verdict.setText(out.verdict().summary() + (out.verdict().problems().isEmpty() ? "" : "\n  " + String.join("\n  ", out.verdict().problems())));
            verdict.getStyleClass().add(out.verdict().matches() == null ? "status-muted"
                    : out.verdict().matches() ? "status-success" : "status-error");
            pretty.setText(out.prettyBody());
            rawBytes.setText(out.raw());
            headerList.getItems().setAll(out.headers());
        });
        // an MCP transcript and JSON bodies have long lines: they wrap in the panel's width unless Wrap is unticked
        ResponseFindBar find = new ResponseFindBar(() -> "Raw".equals(responseTabs.getSelectionModel().getSelectedItem().getText())
                ? rawBytes : pretty, java.util.List.of(pretty, rawBytes));
        VBox response = new VBox(6, status, verdict, find, responseTabs);
        response.setPadding(new Insets(6));

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
        VBox historyBox = new VBox(4, new HBox(6, new Label("History"), load, replay), history);
        historyBox.setPadding(new Insets(6));
        VBox.setVgrow(history, Priority.ALWAYS);

        SplitPane split = new SplitPane(request, response, historyBox);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.5, 0.92);
        setCenter(split);
        // Ctrl+Enter (Cmd+Enter) sends from any field of the panel, a multi-line one included
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER && e.isShortcutDown()) {
                e.consume();
                if (!vm.sendingProperty().get()) {
                    vm.send();
                }
            }
        });
    }

    private static TextArea area(String id) {
        TextArea t = new TextArea();
        t.setId(id);
        t.setEditable(false);
        t.setStyle("-fx-font-family: monospace;");
        return t;
    }
}
