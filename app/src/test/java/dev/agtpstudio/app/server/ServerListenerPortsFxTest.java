package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.fxRun;
import static dev.agtpstudio.app.server.ServerWindow.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.gui.Studio;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Server console's A2T and MCP ports (headless Monocle): typed into the console, they are the ports the listeners
 * bind and the console lists; a port another program holds stops the start with a message naming the listener.
 */
class ServerListenerPortsFxTest {
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
    void theA2tAndMcpPortsAreTheOnesTypedAndABusyOneIsSaid() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        fxRun(() -> studio.mainView()
                .bottomPanes()
                .getSelectionModel()
                .select(studio.mainView().bottomPanes().getTabs().stream()
                        .filter(t -> "Server".equals(t.getText()))
                        .findFirst()
                        .orElseThrow()));
        waitUntil(
                "the console", () -> robot.lookup("#server-a2t-port").tryQuery().isPresent());
        try (ServerSocket held = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int busy = held.getLocalPort();
            fxRun(() -> {
                extension.console().portProperty().set("0");
                ((TextField) robot.lookup("#server-a2t-port").query()).setText(String.valueOf(busy));
            });
            fxRun(() -> extension.console().start());
            waitUntil(
                    "the start refused",
                    () -> !extension.console().busyProperty().get()
                            && extension.console().statusProperty().get().startsWith("Could not start"));
            assertThat(fx(() -> ((Label) robot.lookup("#server-status").query()).getText()))
                    .contains("A2T port " + busy + " is in use")
                    .contains("0 for any free port");
            assertThat(fx(() -> extension.console().runningProperty().get())).isFalse();
        }
        int a2t = freePort();
        int mcp = freePort();
        fxRun(() -> {
            ((TextField) robot.lookup("#server-a2t-port").query()).setText(String.valueOf(a2t));
            ((TextField) robot.lookup("#server-mcp-port").query()).setText(String.valueOf(mcp));
        });
        fxRun(() -> extension.console().start());
        waitUntil("server running", () -> extension.console().runningProperty().get());
        assertThat(fx(() -> extension.console().listenerUrl(EmbeddedServer.Listener.A2T)))
                .contains(":" + a2t);
        assertThat(fx(() -> extension.console().listenerUrl(EmbeddedServer.Listener.MCP)))
                .contains(":" + mcp);
        WaitForAsyncUtils.waitForFxEvents();
        // the console lists them with their URLs
        String shown = fx(() -> robot.lookup("#server-listeners").queryAll().stream()
                .findFirst()
                .map(ServerListenerPortsFxTest::texts)
                .orElse(""));
        assertThat(shown).contains(":" + a2t).contains(":" + mcp);
        assertThat(fx(() -> robot.lookup("#server-a2t-port").query().isDisabled()))
                .isTrue();
    }

    private static String texts(Node n) {
        StringBuilder sb = new StringBuilder();
        if (n instanceof javafx.scene.control.Labeled l) {
            sb.append(l.getText()).append('\n');
        } else if (n instanceof javafx.scene.control.TextInputControl t) {
            sb.append(t.getText()).append('\n');
        }
        if (n instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> sb.append(texts(c)));
        }
        return sb.toString();
    }

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
