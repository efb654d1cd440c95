package dev.agtpstudio.app.server;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The "Server" bottom tab: controls and status line, refused files, the request log and the selected raw exchange. */
public final class ServerConsoleView extends BorderPane {
    private final TableView<LogEntry> table = new TableView<>();
    private final TextArea raw = new TextArea();
    private final Button start = new Button("Start");
    private final Button stop = new Button("Stop");

    /** A label and its field, kept on one line when the controls wrap. */
    private static javafx.scene.layout.HBox labelled(String label, TextField field) {
        javafx.scene.layout.HBox box = new javafx.scene.layout.HBox(4, new Label(label), field);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private static TextField portField(
            String id, javafx.beans.property.StringProperty value, ServerConsoleViewModel vm, String tip) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(5);
        f.textProperty().bindBidirectional(value);
        f.disableProperty().bind(vm.runningProperty());
        f.setTooltip(new Tooltip(tip));
        return f;
    }

    public ServerConsoleView(ServerConsoleViewModel vm, Runnable openInvoke) {
        getStyleClass().add("server-console");
        start.setId("server-start");
        start.setOnAction(e -> vm.start());
        stop.setId("server-stop");
        stop.setOnAction(e -> vm.stop());
        start.disableProperty().bind(vm.runningProperty().or(vm.busyProperty()));
        stop.disableProperty().bind(vm.runningProperty().not().or(vm.busyProperty()));
        TextField port = new TextField();
        port.setId("server-port");
        port.setPrefColumnCount(5);
        port.textProperty().bindBidirectional(vm.portProperty());
        port.disableProperty().bind(vm.runningProperty());
        port.setTooltip(new Tooltip("Loopback port; 0 picks a free one. A busy port falls back to a free one."));
        TextField a2tPort = portField(
                "server-a2t-port",
                vm.a2tPortProperty(),
                vm,
                "The A2T listener's loopback port (as agtp-studio serve --a2t-port); 0 picks a free one. A busy port stops the start.");
        TextField mcpPort = portField(
                "server-mcp-port",
                vm.mcpPortProperty(),
                vm,
                "The MCP streamable HTTP endpoint's loopback port (as agtp-studio mcp --http); 0 picks a free one. A busy port stops the start.");
        CheckBox strict = option(
                "Strict output",
                "Validate handler outputs with additionalProperties false",
                vm.strictOutputProperty(),
                vm);
        CheckBox scope = option(
                "262 for missing scope",
                "Answer insufficient Authority-Scope with 262 scope-required instead of 455",
                vm.scopeRequired262Property(),
                vm);
        CheckBox http = option(
                "Allow loopback http upstreams",
                "external_service endpoints may call http://127.0.0.1 / http://localhost mocks",
                vm.allowLoopbackHttpProperty(),
                vm);
        Button invoke = new Button("Invoke\u2026");
        invoke.setOnAction(e -> openInvoke.run());
        Button clear = new Button("Clear log");
        clear.setOnAction(e -> vm.clearLog());
        Label status = new Label();
        status.setId("server-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        CheckBox tls = option(
                "TLS",
                "Serve TLS 1.3 with a generated self-signed certificate (the invoke panel trusts it)",
                vm.tlsProperty(),
                vm);
        tls.setId("server-tls");
        javafx.scene.layout.FlowPane controls = new javafx.scene.layout.FlowPane(
                8,
                4,
                start,
                stop,
                labelled("Port", port),
                labelled("A2T port", a2tPort),
                labelled("MCP port", mcpPort),
                tls,
                strict,
                scope,
                http,
                invoke,
                clear);
        controls.setAlignment(Pos.CENTER_LEFT);
        controls.getChildren().forEach(n -> {
            if (n instanceof javafx.scene.layout.Region r) {
                r.setMinWidth(USE_PREF_SIZE);
            }
        });

        TextArea refused = new TextArea();
        refused.setId("server-refusals");
        refused.setEditable(false);
        refused.setWrapText(true);
        refused.setPrefRowCount(2);
        refused.getStyleClass().add("server-refusals");
        vm.refusals().addListener((javafx.collections.ListChangeListener<String>)
                c -> refused.setText(String.join("\n", vm.refusals())));
        refused.visibleProperty().bind(Bindings.isNotEmpty(vm.refusals()));
        refused.managedProperty().bind(refused.visibleProperty());
        Label refusedTitle = new Label("Refused files (not served):");
        refusedTitle.getStyleClass().add("server-refusals-title");
        refusedTitle.visibleProperty().bind(refused.visibleProperty());
        refusedTitle.managedProperty().bind(refused.visibleProperty());
        VBox top = new VBox(4, controls, status, listenerGrid(vm), refusedTitle, refused);
        top.setPadding(new Insets(6));
        setTop(top);

        table.setId("server-log");
        table.setItems(vm.log());
        table.setPlaceholder(new Label("No requests yet."));
        table.getColumns().add(column("Time", 100, LogEntry::time));
        table.getColumns().add(column("Method", 72, LogEntry::method));
        table.getColumns().add(column("Path", 130, LogEntry::path));
        TableColumn<LogEntry, Number> st = new TableColumn<>("Status");
        st.setPrefWidth(52);
        st.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().status()));
        table.getColumns().add(st);
        table.getColumns().add(column("Latency", 72, e -> String.format("%.2f ms", e.latencyMillis())));
        TableColumn<LogEntry, String> warn = column("Warnings", 300, e -> String.join("; ", e.warnings()));
        warn.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                getStyleClass().remove("log-warning-text");
                if (!empty && item != null && !item.isEmpty()) {
                    getStyleClass().add("log-warning-text");
                }
            }
        });
        table.getColumns().add(warn);
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(LogEntry item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll("log-warning", "log-error");
                if (!empty && item != null && item.hasWarnings()) {
                    getStyleClass().add("log-warning");
                } else if (!empty && item != null && item.status() >= 400) {
                    getStyleClass().add("log-error");
                }
            }
        });
        raw.setId("server-raw");
        raw.setEditable(false);
        raw.setStyle("-fx-font-family: monospace;");
        raw.setPromptText("Click a row to see the raw request and response.");
        table.getSelectionModel()
                .selectedItemProperty()
                .addListener((o, a, e) -> raw.setText(e == null ? "" : e.rawExchange()));
        vm.log().addListener((javafx.collections.ListChangeListener<LogEntry>) c -> {
            if (!vm.log().isEmpty() && table.getSelectionModel().isEmpty()) {
                table.scrollTo(vm.log().size() - 1);
            }
        });
        SplitPane split = new SplitPane(table, raw);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.66);
        VBox.setVgrow(split, Priority.ALWAYS);
        setCenter(split);
    }

    /**
     * Moves the keyboard focus into the console (View > Show Server Console): to Start, or to Stop while the server
     * runs, or to the request log while both wait for a start or stop to finish; Tab then walks the console.
     */
    public void takeFocus() {
        if (!start.isDisabled()) {
            start.requestFocus();
        } else if (!stop.isDisabled()) {
            stop.requestFocus();
        } else {
            table.requestFocus();
        }
    }

    public TableView<LogEntry> table() {
        return table;
    }

    public TextArea raw() {
        return raw;
    }

    private static CheckBox option(
            String text, String tip, javafx.beans.property.BooleanProperty p, ServerConsoleViewModel vm) {
        CheckBox c = new CheckBox(text);
        c.selectedProperty().bindBidirectional(p);
        c.setTooltip(new Tooltip(tip + " (applies at the next start)"));
        c.disableProperty().bind(vm.runningProperty());
        return c;
    }

    private static TableColumn<LogEntry, String> column(
            String title, double width, java.util.function.Function<LogEntry, String> f) {
        TableColumn<LogEntry, String> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setCellValueFactory(x -> new ReadOnlyStringWrapper(f.apply(x.getValue())));
        return c;
    }

    /** One row per listener while running: protocol, URL (selectable, to copy into a client) and what it speaks. */
    private static javafx.scene.layout.GridPane listenerGrid(ServerConsoleViewModel vm) {
        javafx.scene.layout.GridPane grid = new javafx.scene.layout.GridPane();
        grid.setId("server-listeners");
        grid.getStyleClass().add("server-listeners");
        grid.setHgap(10);
        grid.setVgap(2);
        Runnable fill = () -> {
            grid.getChildren().clear();
            int row = 0;
            for (EmbeddedServer.Listener l : vm.listeners()) {
                Label protocol = new Label(l.protocol());
                protocol.setStyle("-fx-font-weight: bold;");
                protocol.setMinWidth(USE_PREF_SIZE);
                TextField url = new TextField(l.url());
                url.setId("server-listener:" + l.protocol());
                url.setEditable(false);
                url.setPrefColumnCount(20);
                url.setMinWidth(USE_PREF_SIZE);
                Label note = new Label(note(l));
                note.setTooltip(new Tooltip(note(l)));
                note.getStyleClass().add("server-listener-note");
                grid.addRow(row++, protocol, url, note);
            }
        };
        vm.listeners().addListener((javafx.collections.ListChangeListener<EmbeddedServer.Listener>) c -> fill.run());
        grid.visibleProperty().bind(Bindings.isNotEmpty(vm.listeners()));
        grid.managedProperty().bind(grid.visibleProperty());
        fill.run();
        return grid;
    }

    static String note(EmbeddedServer.Listener l) {
        String security = l.tls() ? "TLS 1.3, self-signed" : "plaintext";
        return switch (l.protocol()) {
            case EmbeddedServer.Listener.A2T ->
                security + " \u00b7 GET /tools, POST /tools/{id}:invoke (A2T \u00a76-\u00a77)";
            case EmbeddedServer.Listener.MCP -> security + " \u00b7 streamable HTTP: tools/list, tools/call";
            default -> security + " \u00b7 AGTP/1.0";
        };
    }
}
