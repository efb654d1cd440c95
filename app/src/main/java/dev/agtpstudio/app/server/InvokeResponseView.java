package dev.agtpstudio.app.server;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The invoke panel's response: status line, output-schema verdict, find bar, and the body, headers and raw tabs. */
final class InvokeResponseView extends VBox {
    private final Label status = new Label("No response yet.");
    private final Label verdict = new Label();
    private final TextArea pretty = area("invoke-body");
    private final TextArea rawBytes = area("invoke-raw");
    private final ListView<InvokeOutcome.HeaderLine> headerList = headerList();

    InvokeResponseView(InvokeViewModel vm) {
        super(6);
        status.setId("invoke-status");
        status.getStyleClass().add("invoke-status");
        // the status and the time wrap onto a second line rather than end in "..." in a narrow panel (1280x800), and
        // the column never squeezes them below the lines they need (the body's tabs give up the room)
        status.setWrapText(true);
        status.setMinHeight(USE_PREF_SIZE);
        verdict.setId("invoke-verdict");
        verdict.setWrapText(true);
        verdict.setMinHeight(USE_PREF_SIZE);
        TabPane responseTabs =
                new TabPane(new Tab("Body", pretty), new Tab("Headers", headerList), new Tab("Raw", rawBytes));
        responseTabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        setVgrow(responseTabs, Priority.ALWAYS);
        responseTabs.setMinHeight(150); // a few lines of the body at 1280x800, whatever the dividers
        vm.outcomeProperty()
                .addListener((o, a, out) -> show(out, vm.sendingProperty().get()));
        // an MCP transcript and JSON bodies have long lines: they wrap in the panel's width unless Wrap is unticked
        ResponseFindBar find = new ResponseFindBar(
                () -> "Raw"
                                .equals(responseTabs
                                        .getSelectionModel()
                                        .getSelectedItem()
                                        .getText())
                        ? rawBytes
                        : pretty,
                java.util.List.of(pretty, rawBytes));
        getChildren().setAll(status, verdict, find, responseTabs);
        setPadding(new Insets(6));
    }

    private void show(InvokeOutcome out, boolean sending) {
        status.getStyleClass().removeAll(InvokeView.STATUS_CLASSES);
        verdict.getStyleClass().removeAll(InvokeView.STATUS_CLASSES);
        if (out == null) {
            // a new send or another endpoint: the previous response must not pass for the new one's
            status.setText(sending ? "Sending\u2026" : "No response yet.");
            verdict.setText("");
            pretty.clear();
            rawBytes.clear();
            headerList.getItems().clear();
            return;
        }
        // no-break spaces keep "12.3 ms" and "\u26a0 warnings" whole when the line wraps
        status.setText(out.statusLine()
                + String.format("   %.1f\u00a0ms", out.millis())
                + (out.hasWarnings() ? "   \u26a0\u00a0warnings" : ""));
        status.getStyleClass().add(out.statusStyleClass());
        verdict.setText(out.verdict().summary()
                + (out.verdict().problems().isEmpty()
                        ? ""
                        : "\n  " + String.join("\n  ", out.verdict().problems())));
        verdict.getStyleClass()
                .add(
                        out.verdict().matches() == null
                                ? "status-muted"
                                : out.verdict().matches() ? "status-success" : "status-error");
        pretty.setText(out.prettyBody());
        rawBytes.setText(out.raw());
        headerList.getItems().setAll(out.headers());
    }

    private static ListView<InvokeOutcome.HeaderLine> headerList() {
        ListView<InvokeOutcome.HeaderLine> list = new ListView<>();
        list.setId("invoke-headers");
        list.setCellFactory(l -> new ListCell<>() {
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
        return list;
    }

    private static TextArea area(String id) {
        TextArea t = new TextArea();
        t.setId(id);
        t.setEditable(false);
        t.setStyle("-fx-font-family: monospace;");
        return t;
    }
}
