package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.byId;
import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.fxRun;
import static dev.agtpstudio.app.server.ServerWindow.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.server.client.request.Transport;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.image.WritableImage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window (headless Monocle): the console lists every listener of the started server (AGTP, A2T, MCP with
 * their URLs), and the invoke panel sends QUERY /rooms through the A2T listener and through MCP (the SDK's client),
 * each showing its raw exchange. With -Dagtp.screenshots.dir=DIR it writes the screenshots for docs/screenshots.
 */
class InvokeTransportsFxTest {
    @TempDir
    Path tmp;

    private Studio studio;
    private ServerExtension extension;
    private ServerWindow window;
    private final FxRobot robot = new FxRobot();

    @BeforeEach
    void start() throws Exception {
        window = ServerWindow.open(tmp);
        studio = window.studio;
        extension = window.extension;
    }

    @AfterEach
    void stop() throws Exception {
        if (window != null) {
            window.close();
        }
    }

    @Test
    void consoleListsEveryListenerAndTheInvokePanelSendsThroughA2t() throws Exception {
        startServer(false);
        String agtp = fx(() -> ((javafx.scene.control.TextField) byId("server-listener:AGTP")).getText());
        String a2t = fx(() -> ((javafx.scene.control.TextField) byId("server-listener:A2T")).getText());
        String mcp = fx(() -> ((javafx.scene.control.TextField) byId("server-listener:MCP")).getText());
        assertThat(agtp)
                .isEqualTo("agtp://127.0.0.1:"
                        + extension.console().boundPortProperty().get());
        assertThat(a2t).matches("http://127\\.0\\.0\\.1:\\d+");
        assertThat(mcp).matches("http://127\\.0\\.0\\.1:\\d+/mcp");
        assertThat(fx(() -> texts(byId("server-listeners"))))
                .contains("plaintext \u00b7 GET /tools, POST /tools/{id}:invoke (A2T \u00a76-\u00a77)");
        // the A2T port answers A2T
        dev.agtpstudio.server.client.ClientExchange tools = dev.agtpstudio.server.client.HttpWire.exchange(
                dev.agtpstudio.server.client.ClientOptions.http(java.net.URI.create(a2t), false),
                "GET",
                "/tools",
                java.util.Map.of(),
                new byte[0]);
        assertThat(tools.bodyText()).contains("\"query_rooms\"");
        shot("server-console-listeners.png", false);

        String raw = send(Transport.A2T, "200");
        assertThat(raw)
                .startsWith("POST /tools/")
                .contains(":invoke HTTP/1.1")
                .contains("Authority-Scope: inventory:read")
                .contains("\"input_parameters\"")
                .contains("\"name\":\"property_id\"")
                .contains("HTTP/1.1 200 OK")
                .contains("\"output_parameters\"");
        assertThat(fx(() -> ((TextArea) robot.lookup("#invoke-body").query()).getText()))
                .contains("\"output_parameters\"")
                .contains("\"Rooms\"")
                .contains("\"room_id\"");
        waitUntil(
                "the A2T exchange in the console's log",
                () -> extension.console().log().stream()
                        .anyMatch(r -> "POST".equals(r.method()) && r.path().endsWith(":invoke") && r.status() == 200));
        shot("invoke-a2t.png", true);

        // the history says how each entry was sent, and a replay sends it the same way
        InvokeRequest entry = fx(() -> extension.invoke().history().get(0));
        assertThat(entry.via()).isEqualTo(Transport.A2T);
        assertThat(entry.label())
                .startsWith("200 OK")
                .contains("QUERY /rooms via A2T")
                .doesNotContain(" @ ");
        fxRun(() -> extension.invoke().transportProperty().set(Transport.AGTP));
        fxRun(() -> ((TextArea) robot.lookup("#invoke-raw").query()).clear());
        fxRun(() -> extension.invoke().replay(entry));
        assertThat(fx(() -> extension.invoke().transportProperty().get())).isEqualTo(Transport.A2T);
        waitUntil(
                "the replay's A2T exchange",
                () -> ((TextArea) robot.lookup("#invoke-raw").query()).getText().contains(":invoke HTTP/1.1"));
    }

    @Test
    void theInvokePanelSendsThroughMcpWithTheSdkClient() throws Exception {
        startServer(false);
        String raw = send(Transport.MCP, "200");
        assertThat(raw)
                .contains("--> POST http://127.0.0.1:")
                .contains("\"method\":\"initialize\"")
                .contains("\"method\":\"tools/call\"")
                .contains("\"name\":\"query_rooms\"")
                .contains("<-- ")
                .contains("\"isError\":false");
        assertThat(fx(() -> ((TextArea) robot.lookup("#invoke-body").query()).getText()))
                .contains("\"rooms\"");
        shot("invoke-mcp.png", true);

        // without the scope: the refusal is a tool error, shown as such with its exchange
        fxRun(() -> ((javafx.scene.control.TextField) byId("header:Authority-Scope")).setText(""));
        robot.clickOn("#invoke-send");
        waitUntil(
                "tool error",
                () -> ((Label) robot.lookup("#invoke-status").query())
                        .getText()
                        .startsWith("Failed: MCP tool error: AGTP 262"));
        assertThat(fx(() -> ((TextArea) robot.lookup("#invoke-raw").query()).getText()))
                .contains("\"isError\":true");
    }

    @Test
    void a2tAndMcpNeedTheLocalServerAndAnEndpoint() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        window.showInvoke();
        fxRun(() -> {
            extension.invoke().transportProperty().set(Transport.A2T);
            extension.invoke().methodProperty().set("QUERY");
            extension.invoke().pathProperty().set("/nowhere");
        });
        robot.clickOn("#invoke-send");
        waitUntil(
                "refused",
                () -> ((Label) robot.lookup("#invoke-message").query())
                        .getText()
                        .contains("pick an endpoint of the workspace"));
    }

    private void startServer(boolean tls) throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        fxRun(() -> {
            studio.mainView()
                    .bottomPanes()
                    .getSelectionModel()
                    .select(studio.mainView().bottomPanes().getTabs().stream()
                            .filter(t -> "Server".equals(t.getText()))
                            .findFirst()
                            .orElseThrow());
            extension.console().portProperty().set("0");
            extension.console().tlsProperty().set(tls);
        });
        robot.clickOn("#server-start");
        waitUntil("server running", () -> extension.console().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Picks QUERY /rooms, fills the form and the scope, sends through {@code via}; the raw exchange once answered. */
    private String send(Transport via, String status) throws Exception {
        window.showInvoke();
        fxRun(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<EndpointDecl> box =
                    (ComboBox<EndpointDecl>) robot.lookup("#invoke-endpoint").query();
            box.setValue(box.getItems().stream()
                    .filter(e -> e.method().equals("QUERY") && e.path().equals("/rooms"))
                    .findFirst()
                    .orElseThrow());
        });
        WaitForAsyncUtils.waitForFxEvents();
        fxRun(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<Transport> t =
                    (ComboBox<Transport>) robot.lookup("#invoke-transport").query();
            t.setValue(via);
            ((javafx.scene.control.TextField) byId("field:/property_id"))
                    .setText("3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f");
            ((javafx.scene.control.DatePicker) byId("field:/check_in")).setValue(java.time.LocalDate.of(2026, 12, 1));
            ((javafx.scene.control.DatePicker) byId("field:/check_out")).setValue(java.time.LocalDate.of(2026, 12, 3));
            ((javafx.scene.control.TextField) byId("header:Authority-Scope")).setText("inventory:read");
        });
        assertThat(extension.invoke().transportProperty().get()).isEqualTo(via);
        robot.clickOn("#invoke-send");
        try {
            waitUntil(
                    "response shown",
                    () -> ((Label) robot.lookup("#invoke-status").query())
                            .getText()
                            .startsWith(status));
        } catch (AssertionError e) {
            throw new AssertionError(
                    e.getMessage() + "; status: "
                            + fx(() -> ((Label) robot.lookup("#invoke-status").query()).getText())
                            + "; message: "
                            + fx(() -> ((Label) robot.lookup("#invoke-message").query()).getText())
                            + "; raw: "
                            + fx(() -> ((TextArea) robot.lookup("#invoke-raw").query()).getText()),
                    e);
        }
        fxRun(() -> {
            javafx.scene.control.TabPane tabs =
                    (javafx.scene.control.TabPane) robot.lookup((Node n) -> n instanceof javafx.scene.control.TabPane tp
                                    && tp.getTabs().stream().anyMatch(t -> "Raw".equals(t.getText())))
                            .query();
            tabs.getSelectionModel()
                    .select(tabs.getTabs().stream()
                            .filter(t -> "Raw".equals(t.getText()))
                            .findFirst()
                            .orElseThrow());
        });
        return fx(() -> ((TextArea) robot.lookup("#invoke-raw").query()).getText());
    }

    private static String texts(Node n) {
        StringBuilder sb = new StringBuilder();
        if (n instanceof Label l) {
            sb.append(l.getText()).append('\n');
        }
        if (n instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> sb.append(texts(c)));
        }
        return sb.toString();
    }

    /** With -Dagtp.screenshots.dir=DIR, the whole window at its default size (the invoke panel shown when asked). */
    private void shot(String name, boolean invokePanel) throws Exception {
        String dir = System.getProperty("agtp.screenshots.dir");
        if (dir == null || dir.isBlank()) {
            return;
        }
        Files.createDirectories(Path.of(dir));
        if (invokePanel) {
            window.showInvoke();
        }
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        write(
                fx(() -> snapshot(studio.stage().getScene().getRoot())),
                Path.of(dir).resolve(name));
    }

    private static WritableImage snapshot(Node n) {
        return n.snapshot(null, null);
    }

    private static void write(WritableImage img, Path file) throws Exception {
        int w = (int) img.getWidth();
        int h = (int) img.getHeight();
        BufferedImage b = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        javafx.scene.image.PixelReader r = img.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                b.setRGB(x, y, r.getArgb(x, y));
            }
        }
        javax.imageio.ImageIO.write(b, "png", file.toFile());
    }
}
