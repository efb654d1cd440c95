package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.byId;
import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.fxRun;
import static dev.agtpstudio.app.server.ServerWindow.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.core.model.EndpointDecl;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.image.WritableImage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window (headless Monocle) with the server extension: start the server from the console on an ephemeral
 * port, pick QUERY /rooms in the invoke panel, fill the generated form, send, and see 200, the body, the verdict,
 * and the exchange in the console's request log.
 */
class InvokePanelFxTest {
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
    void whatWasTypedIntoTheFormSurvivesPreferenceChanges() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
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
        // typed into the field's control on the FX thread (a validation result may rebuild the form between a lookup
        // here and a robot click, as in the test below)
        fxRun(() -> ((javafx.scene.control.TextField) byId("field:/property_id")).setText("typed-before-the-change"));
        fxRun(() -> ((javafx.scene.control.TextField) byId("header:Authority-Scope")).setText("inventory:read"));
        var before = studio.lastResultProperty().get();
        fxRun(() -> studio.updateSettings(studio.settingsProperty()
                .get()
                .withTheme(dev.agtpstudio.app.settings.Theme.DARK)
                .withFontSize(17)
                .withEnvironment(java.util.Map.of("HOTEL_REGION", "eu"))));
        // the environment change re-validates everything: a new snapshot of the same endpoint reaches the panel
        waitUntil("re-validated", () -> studio.lastResultProperty().get() != before);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> ((javafx.scene.control.TextField) byId("field:/property_id")).getText()))
                .isEqualTo("typed-before-the-change");
        assertThat(fx(() -> ((javafx.scene.control.TextField) byId("header:Authority-Scope")).getText()))
                .isEqualTo("inventory:read");
        assertThat(fx(() -> extension
                        .invoke()
                        .form()
                        .toJson()
                        .json()
                        .path("property_id")
                        .asText()))
                .isEqualTo("typed-before-the-change");
    }

    @Test
    void withTheTlsBoxTheServerUsesASelfSignedCertificateAndThePanelInvokesOverTls() throws Exception {
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
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#server-tls");
        assertThat(fx(() -> extension.console().tlsProperty().get())).isTrue();
        robot.clickOn("#server-start");
        waitUntil("server running", () -> extension.console().runningProperty().get());
        assertThat(fx(() -> extension.console().servingTlsProperty().get())).isTrue();
        assertThat(fx(() -> ((Label) robot.lookup("#server-status").query()).getText()))
                .contains("TLS 1.3, self-signed certificate");
        int port = fx(() -> extension.console().boundPortProperty().get());
        // the server really speaks TLS: a plain TLS 1.3 handshake completes and shows a self-signed certificate
        try (javax.net.ssl.SSLSocket socket = (javax.net.ssl.SSLSocket) dev.agtpstudio.server.client.ClientTls.connect(
                dev.agtpstudio.server.client.ClientOptions.loopback(port).withTls(true, true),
                dev.agtpstudio.core.net.Deadline.after(java.time.Duration.ofSeconds(10)))) {
            java.security.cert.X509Certificate cert =
                    (java.security.cert.X509Certificate) socket.getSession().getPeerCertificates()[0];
            assertThat(socket.getSession().getProtocol()).isEqualTo("TLSv1.3");
            assertThat(cert.getSubjectX500Principal()).isEqualTo(cert.getIssuerX500Principal());
        }

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
            ((javafx.scene.control.TextField) byId("field:/property_id"))
                    .setText("3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f");
            @SuppressWarnings("unchecked")
            ComboBox<String> type = (ComboBox<String>) byId("field:/room_type");
            type.setValue("suite");
            ((javafx.scene.control.DatePicker) byId("field:/check_in")).setValue(java.time.LocalDate.of(2026, 12, 1));
            ((javafx.scene.control.DatePicker) byId("field:/check_out")).setValue(java.time.LocalDate.of(2026, 12, 3));
            ((javafx.scene.control.TextField) byId("header:Authority-Scope")).setText("inventory:read");
        });
        // the local server: the panel follows its TLS setting and trusts its own certificate
        robot.clickOn("#invoke-send");
        waitUntil(
                "answered over TLS",
                () -> ((Label) robot.lookup("#invoke-status").query()).getText().startsWith("200"));

        // the same server as another host, with the panel's TLS box: its self-signed certificate is verified, and
        // refused with a message rather than trusted silently
        fxRun(() -> {
            extension.invoke().useLocalServerProperty().set(false);
            extension.invoke().hostProperty().set("127.0.0.1");
            extension.invoke().portProperty().set(String.valueOf(port));
        });
        robot.clickOn("#invoke-tls");
        assertThat(fx(() -> extension.invoke().tlsProperty().get())).isTrue();
        robot.clickOn("#invoke-send");
        waitUntil(
                "remote answer",
                () -> !extension.invoke().sendingProperty().get()
                        && (extension.invoke().outcomeProperty().get() != null
                                || !extension.invoke().messageProperty().get().isEmpty()));
        String said = fx(() -> extension.invoke().messageProperty().get() + " "
                + (extension.invoke().outcomeProperty().get() == null
                        ? ""
                        : extension.invoke().outcomeProperty().get().statusLine()));
        assertThat(said.toLowerCase(java.util.Locale.ROOT)).containsAnyOf("certificate", "trust", "pkix", "handshake");
    }

    @Test
    void invokesAnEndpointOfTheSampleThroughTheFormAgainstTheLocalServer() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        waitUntil("saved snapshot", () -> extension.savedSnapshot() != null);
        fxRun(() -> {
            studio.mainView()
                    .bottomPanes()
                    .getSelectionModel()
                    .select(studio.mainView().bottomPanes().getTabs().stream()
                            .filter(t -> "Server".equals(t.getText()))
                            .findFirst()
                            .orElseThrow());
            extension.console().portProperty().set("0");
        });
        robot.clickOn("#server-start");
        waitUntil("server running", () -> extension.console().runningProperty().get());
        String status = fx(() -> ((Label) robot.lookup("#server-status").query()).getText());
        assertThat(status)
                .startsWith("Listening on agtp://127.0.0.1:"
                        + extension.console().boundPortProperty().get());

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
        // set on the FX thread like the other fields: a validation result may rebuild the form between a lookup on
        // this thread and a robot click, leaving the robot a detached node
        fxRun(() -> {
            ((javafx.scene.control.TextField) byId("field:/property_id"))
                    .setText("3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f");
            @SuppressWarnings("unchecked")
            ComboBox<String> type = (ComboBox<String>) byId("field:/room_type");
            type.setValue("suite");
            ((javafx.scene.control.DatePicker) byId("field:/check_in")).setValue(java.time.LocalDate.of(2026, 12, 1));
            ((javafx.scene.control.DatePicker) byId("field:/check_out")).setValue(java.time.LocalDate.of(2026, 12, 3));
            ((javafx.scene.control.TextField) byId("header:Authority-Scope")).setText("inventory:read");
        });
        assertThat(fx(() -> extension.invoke().form().toJson().problems())).isEmpty();
        robot.clickOn("#invoke-send");
        try {
            waitUntil(
                    "response shown",
                    () -> ((Label) robot.lookup("#invoke-status").query())
                            .getText()
                            .startsWith("200"));
        } catch (AssertionError e) {
            write(
                    fx(() -> snapshot(studio.stage().getScene().getRoot())),
                    Path.of(System.getProperty("java.io.tmpdir"), "invoke-failure.png"));
            throw new AssertionError(
                    e.getMessage() + "; status: "
                            + fx(() -> ((Label) robot.lookup("#invoke-status").query()).getText())
                            + "; message: "
                            + fx(() -> ((Label) robot.lookup("#invoke-message").query()).getText())
                            + "; sending: "
                            + fx(() -> extension.invoke().sendingProperty().get())
                            + "; outcome: "
                            + fx(() -> extension.invoke().outcomeProperty().get()),
                    e);
        }
        String body = fx(() -> ((TextArea) robot.lookup("#invoke-body").query()).getText());
        assertThat(body).contains("\"rooms\"").contains("\"currency\"");
        assertThat(fx(() -> ((Label) robot.lookup("#invoke-verdict").query()).getText()))
                .startsWith("Body matches the output schema");
        assertThat(fx(() -> ((TextArea) robot.lookup("#invoke-raw").query()).getText()))
                .contains("\"check_in\":\"2026-12-01\"");

        waitUntil(
                "log row",
                () -> ((TableView<?>) robot.lookup("#server-log").query())
                                .getItems()
                                .size()
                        == 1);
        LogEntry row = fx(() -> extension.console().log().get(0));
        assertThat(row.method()).isEqualTo("QUERY");
        assertThat(row.status()).isEqualTo(200);
        fxRun(() -> ((TableView<?>) robot.lookup("#server-log").query())
                .getSelectionModel()
                .select(0));
        assertThat(fx(() -> ((TextArea) robot.lookup("#server-raw").query()).getText()))
                .startsWith("AGTP/1.0 QUERY /rooms");
        assertThat(Files.readString(studio.rootProperty().get().resolve(InvokeHistory.FILE)))
                .contains("/rooms");

        screenshots();
    }

    @Test
    void atTwelveEightyByEightHundredA262KeepsSendInViewNamesTheScopesAndCtrlEnterSends() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        waitUntil("saved snapshot", () -> extension.savedSnapshot() != null);
        fxRun(() -> {
            studio.stage().setMaximized(false);
            studio.stage().setWidth(1280);
            studio.stage().setHeight(800);
            extension.console().portProperty().set("0");
            extension.console().scopeRequired262Property().set(true);
            extension.console().start();
        });
        waitUntil("server running", () -> extension.console().runningProperty().get());
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
            ((javafx.scene.control.TextField) byId("field:/property_id"))
                    .setText("3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f");
            ((javafx.scene.control.DatePicker) byId("field:/check_in")).setValue(java.time.LocalDate.of(2026, 12, 1));
            ((javafx.scene.control.DatePicker) byId("field:/check_out")).setValue(java.time.LocalDate.of(2026, 12, 3));
            ((javafx.scene.control.TextField) byId("header:Authority-Scope")).setText("");
        });
        fxRun(() -> byId("field:/property_id").requestFocus());
        robot.press(javafx.scene.input.KeyCode.CONTROL)
                .press(javafx.scene.input.KeyCode.ENTER)
                .release(javafx.scene.input.KeyCode.ENTER)
                .release(javafx.scene.input.KeyCode.CONTROL);
        waitUntil(
                "Ctrl+Enter sent it: 262",
                () -> ((Label) robot.lookup("#invoke-status").query()).getText().startsWith("262"));
        String hint = fx(() -> ((Label) robot.lookup("#invoke-hint").query()).getText());
        assertThat(hint)
                .contains("names no required_scopes")
                .doesNotContain("e.g.")
                .doesNotContain("booking:room");
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(200);
        WaitForAsyncUtils.waitForFxEvents();
        // Send stays inside the panel (not under the tab header) with the banner and the expanded headers shown
        javafx.geometry.Bounds send = fx(() -> robot.lookup("#invoke-send")
                .query()
                .localToScene(robot.lookup("#invoke-send").query().getBoundsInLocal()));
        javafx.geometry.Bounds split = fx(() -> {
            Node sp = robot.lookup("#invoke-send").query();
            while (!(sp instanceof javafx.scene.control.SplitPane)) {
                sp = sp.getParent();
            }
            return sp.localToScene(sp.getBoundsInLocal());
        });
        assertThat(send.getMinY()).as("Send below the panel's top").isGreaterThanOrEqualTo(split.getMinY());
        assertThat(send.getMaxY()).as("Send above the response").isLessThanOrEqualTo(split.getMaxY());
        // the status line (status, reason and time) and the verdict are read whole, not cut with "..."
        for (String id : java.util.List.of("#invoke-status", "#invoke-verdict")) {
            Label l = fx(() -> (Label) robot.lookup(id).query());
            assertThat(fx(() -> ((javafx.scene.text.Text) l.lookup(".text")).getText()))
                    .as(id + " as displayed at 1280x800")
                    .isEqualTo(fx(l::getText));
        }
        assertThat(fx(() -> ((Label) robot.lookup("#invoke-status").query()).getText()))
                .contains("262 Authorization Required")
                .contains("ms");
        TextArea body = fx(() -> (TextArea) robot.lookup("#invoke-body").query());
        assertThat(fx(body::isWrapText)).as("bodies wrap").isTrue();
        assertThat(fx(body::getHeight))
                .as("several lines of the body at 1280x800")
                .isGreaterThan(80);
    }

    @Test
    void showServerConsoleMovesTheKeyboardFocusIntoTheConsole() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null);
        var doc = fx(() -> studio.documents().active());
        Node editor = fx(() -> doc.editor().node());
        fxRun(editor::requestFocus);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(editor::isFocused)).as("the editor has the focus before").isTrue();
        assertThat(fx(() -> studio.actions().run("server.console"))).isTrue();
        WaitForAsyncUtils.waitForFxEvents();
        Node console = fx(() -> studio.mainView()
                .bottomPanes()
                .getSelectionModel()
                .getSelectedItem()
                .getContent());
        assertThat(console).isInstanceOf(ServerConsoleView.class);
        assertThat(fx(() -> inside(studio.stage().getScene().getFocusOwner(), console)))
                .as("the focus owner is in the console")
                .isTrue();
        String text = fx(() -> doc.editor().text());
        robot.press(javafx.scene.input.KeyCode.TAB).release(javafx.scene.input.KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> inside(studio.stage().getScene().getFocusOwner(), console)))
                .as("Tab walks the console")
                .isTrue();
        assertThat(fx(() -> doc.editor().text()))
                .as("Tab typed nothing into the editor")
                .isEqualTo(text);
    }

    private static boolean inside(Node n, Node ancestor) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** With -Dagtp.screenshots.dir=DIR, writes the console and the invoke panel as PNGs (for docs/screenshots). */
    private void screenshots() throws Exception {
        String dir = System.getProperty("agtp.screenshots.dir");
        if (dir == null || dir.isBlank()) {
            return;
        }
        Path out = Path.of(dir);
        Files.createDirectories(out);
        fxRun(() -> {
            // give the bottom area room for the log (the console screenshot), then the right area (the panel)
            for (javafx.scene.Parent p = studio.mainView().bottomPanes().getParent(); p != null; p = p.getParent()) {
                if (p instanceof javafx.scene.control.SplitPane sp
                        && sp.getOrientation() == javafx.geometry.Orientation.VERTICAL) {
                    sp.setDividerPositions(0.3);
                    break;
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        write(fx(() -> snapshot(studio.mainView().bottomPanes())), out.resolve("server-console.png"));
        fxRun(() -> {
            for (javafx.scene.Parent p = studio.mainView().rightPanes().getParent(); p != null; p = p.getParent()) {
                if (p instanceof javafx.scene.control.SplitPane sp
                        && sp.getOrientation() == javafx.geometry.Orientation.HORIZONTAL) {
                    double[] d = sp.getDividerPositions();
                    if (d.length > 0) {
                        sp.setDividerPosition(d.length - 1, 0.58);
                    }
                    break;
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        write(fx(() -> snapshot(studio.stage().getScene().getRoot())), out.resolve("server-window.png"));
        write(fx(() -> snapshot(studio.mainView().rightPanes())), out.resolve("invoke-panel.png"));
        fxRun(() -> studio.updateSettings(
                studio.settingsProperty().get().withTheme(dev.agtpstudio.app.settings.Theme.DARK)));
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        write(fx(() -> snapshot(studio.stage().getScene().getRoot())), out.resolve("server-window-dark.png"));
        write(fx(() -> snapshot(studio.mainView().rightPanes())), out.resolve("invoke-panel-dark.png"));
        write(fx(() -> snapshot(studio.mainView().bottomPanes())), out.resolve("server-console-dark.png"));
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
