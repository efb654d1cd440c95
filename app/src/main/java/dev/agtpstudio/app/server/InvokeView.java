package dev.agtpstudio.app.server;

import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.server.client.request.Transport;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** The "Invoke" tab: request (endpoint, target, headers, form or raw body), response, and history. */
public final class InvokeView extends BorderPane {
    static final java.util.List<String> STATUS_CLASSES =
            java.util.List.of("status-success", "status-pending", "status-warning", "status-error", "status-muted");

    public InvokeView(InvokeViewModel vm, SavedRequestsViewModel saved, DialogService dialogs) {
        getStyleClass().add("invoke-panel");
        SplitPane split =
                new SplitPane(request(vm, saved, dialogs), new InvokeResponseView(vm), new InvokeHistoryView(vm));
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.5, 0.92);
        setCenter(split);
        // Ctrl+Enter (Cmd+Enter) sends from any field of the panel, a multi-line one included
        addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && e.isShortcutDown()) {
                e.consume();
                if (!vm.sendingProperty().get()) {
                    vm.send();
                }
            }
        });
    }

    /**
     * The request part. The Send line, the message and the hint stay at the top at any panel height; the rest scrolls
     * under them (the wheel brings every part back), and the body keeps room for a few lines.
     */
    private static BorderPane request(InvokeViewModel vm, SavedRequestsViewModel saved, DialogService dialogs) {
        TitledPane headers = headers(vm);
        CheckBox rawSwitch = new CheckBox("Raw JSON");
        rawSwitch.setId("invoke-raw-switch");
        rawSwitch.selectedProperty().bindBidirectional(vm.rawModeProperty());
        VBox rest = new VBox(
                6,
                new SavedRequestsView(saved, dialogs),
                target(vm),
                headers,
                new HBox(8, new Label("Body"), rawSwitch),
                body(vm));
        rest.setPadding(new Insets(0, 6, 6, 6));
        ScrollPane restScroll = new ScrollPane(rest);
        restScroll.setId("invoke-request-scroll");
        restScroll.setFitToWidth(true);
        restScroll.setFitToHeight(true);
        VBox top = new VBox(
                6,
                endpoint(vm),
                sendLine(vm),
                notice("invoke-message", "invoke-message", vm.messageProperty()),
                notice("invoke-hint", "invoke-hint", vm.hintProperty()));
        top.setPadding(new Insets(6, 6, 0, 6));
        BorderPane request = new BorderPane(restScroll);
        request.setTop(top);
        request.setMinHeight(0);
        return request;
    }

    private static ComboBox<EndpointDecl> endpoint(InvokeViewModel vm) {
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
        return endpoint;
    }

    /** Method, path and Send. */
    private static HBox sendLine(InvokeViewModel vm) {
        TextField method = new TextField();
        method.setId("invoke-method");
        method.setPrefColumnCount(8);
        method.setMinWidth(USE_PREF_SIZE);
        method.textProperty().bindBidirectional(vm.methodProperty());
        TextField path = new TextField();
        path.setId("invoke-path");
        path.textProperty().bindBidirectional(vm.pathProperty());
        HBox.setHgrow(path, Priority.ALWAYS);
        Button send = new Button("Send");
        send.setId("invoke-send");
        send.setDefaultButton(true);
        send.setMinWidth(USE_PREF_SIZE);
        send.disableProperty().bind(vm.sendingProperty());
        send.setOnAction(e -> vm.send());
        HBox line = new HBox(6, method, path, send);
        line.setAlignment(Pos.CENTER_LEFT);
        return line;
    }

    /** Transport, the local server or a host and port, and TLS for another host. */
    private static FlowPane target(InvokeViewModel vm) {
        CheckBox local = new CheckBox("Local server");
        local.setId("invoke-local");
        local.setMinWidth(USE_PREF_SIZE);
        local.selectedProperty().bindBidirectional(vm.useLocalServerProperty());
        TextField host = hostOrPort(vm, "invoke-host", 12);
        host.textProperty().bindBidirectional(vm.hostProperty());
        TextField port = hostOrPort(vm, "invoke-port", 5);
        port.textProperty().bindBidirectional(vm.portProperty());
        CheckBox tls = new CheckBox("TLS");
        tls.setId("invoke-tls");
        tls.setTooltip(new Tooltip("Connect to the host with TLS 1.3 (the local server's setting is followed)"));
        tls.selectedProperty().bindBidirectional(vm.tlsProperty());
        tls.disableProperty().bind(vm.useLocalServerProperty());
        ComboBox<Transport> transport = new ComboBox<>(FXCollections.observableArrayList(Transport.values()));
        transport.setId("invoke-transport");
        transport.valueProperty().bindBidirectional(vm.transportProperty());
        transport.setTooltip(
                new Tooltip("AGTP, or the local server's A2T listener (POST /tools/{id}:invoke, A2T \u00a77) "
                        + "or MCP endpoint (tools/call through the MCP SDK's client)"));
        transport.setMinWidth(USE_PREF_SIZE);
        FlowPane target = new FlowPane(
                6, 4, new Label("Via"), transport, local, new Label("Host"), host, new Label("Port"), port, tls);
        target.setAlignment(Pos.CENTER_LEFT);
        target.getChildren().forEach(n -> {
            if (n instanceof Label l) {
                l.setMinWidth(USE_PREF_SIZE);
            }
        });
        return target;
    }

    private static TextField hostOrPort(InvokeViewModel vm, String id, int columns) {
        TextField t = new TextField();
        t.setId(id);
        t.setPrefColumnCount(columns);
        t.disableProperty().bind(vm.useLocalServerProperty());
        return t;
    }

    /** The standard header fields and further lines, opened when a hint (a 262 asking for Authority-Scope) shows. */
    private static TitledPane headers(InvokeViewModel vm) {
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
        vm.hintProperty().addListener((o, a, h) -> {
            if (!h.isEmpty()) {
                headers.setExpanded(true);
            }
        });
        return headers;
    }

    /** The body: the form generated from the input schema, or the raw JSON. */
    private static StackPane body(InvokeViewModel vm) {
        TextArea raw = new TextArea();
        raw.setId("invoke-raw-body");
        raw.setStyle("-fx-font-family: monospace;");
        raw.textProperty().bindBidirectional(vm.rawJsonProperty());
        raw.setWrapText(true);
        ScrollPane formScroll = new ScrollPane();
        formScroll.setFitToWidth(true);
        formScroll.setContent(new SchemaFormView(vm.form()));
        vm.formProperty().addListener((o, a, f) -> formScroll.setContent(new SchemaFormView(f)));
        StackPane body = new StackPane(formScroll, raw);
        raw.visibleProperty().bind(vm.rawModeProperty());
        formScroll.visibleProperty().bind(vm.rawModeProperty().not());
        VBox.setVgrow(body, Priority.ALWAYS);
        body.setMinHeight(120);
        return body;
    }

    /** A message line shown only when it has text. */
    private static Label notice(String id, String styleClass, ObservableStringValue text) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add(styleClass);
        l.setWrapText(true);
        l.setMinHeight(USE_PREF_SIZE);
        l.textProperty().bind(text);
        l.managedProperty().bind(l.textProperty().isNotEmpty());
        l.visibleProperty().bind(l.managedProperty());
        return l;
    }
}
