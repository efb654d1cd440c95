package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.byId;
import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.fxRun;
import static dev.agtpstudio.app.server.ServerWindow.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.Launcher;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.server.client.request.RequestSpec;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Requests a designer keeps (issue 42 item 3), in the real window (headless Monocle): a request saved from the invoke
 * panel is a plain TOML file that a new window lists and reopens as the same request; an environment fills
 * {@code {{name}}} variables and an undefined one is a located message; Authority-Scope comes pre-filled from the
 * endpoint's required_scopes; "copy as agtp-studio invoke", split by a shell and run through the launcher's command
 * line against the window's local server, sends exactly the panel's "copy raw" request.
 */
class SavedRequestsFxTest {
    @TempDir
    Path tmp;

    private ServerWindow window;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final FxRobot robot = new FxRobot();

    @AfterEach
    void stop() throws Exception {
        if (window != null) {
            window.close();
        }
    }

    @Test
    void aSavedRequestIsAPlainFileThatReloadsInANewWindow() throws Exception {
        window = ServerWindow.open(tmp.resolve("first"), dialogs, List.of());
        window.showInvoke();
        pick("BOOK", "/reservations");
        // Authority-Scope comes from the endpoint's required_scopes, and goes with the endpoint
        assertThat(fx(() -> ((TextField) byId("header:Authority-Scope")).getText()))
                .isEqualTo("booking:write");
        pick("QUERY", "/rooms");
        assertThat(fx(() -> ((TextField) byId("header:Authority-Scope")).getText()))
                .isEmpty();
        fxRun(() -> {
            ((TextField) byId("header:Authority-Scope")).setText("inventory:read");
            ((TextField) byId("field:/property_id")).setText("3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f");
            ((TextField) byId("header:Task-ID")).setText("t-{{task}}");
        });
        RequestSpec before = fx(() -> window.extension.invoke().spec());
        dialogs.textAnswers.add(Optional.of("Rooms in Lisbon"));
        fxRun(() -> ((Button) robot.lookup("#invoke-save").query()).fire());
        Path file = root().resolve("requests/Rooms in Lisbon.toml");
        waitUntil(
                "the file",
                () -> Files.exists(file)
                        && window.extension.savedRequests().requests().contains("Rooms in Lisbon"));
        String text = Files.readString(file);
        assertThat(text)
                .contains("method = \"QUERY\"\npath = \"/rooms\"\nbody = '''\n{\n  \"property_id\" : \"3f2b6a1e")
                .contains(
                        "[headers]\nAgent-ID = \"agtp://localhost/agents/agtp-studio\"\nAuthority-Scope = \"inventory:read\"\nTask-ID = \"t-{{task}}\"\n")
                .doesNotContain("host =")
                .doesNotContain("port =");
        // saving again under the same name asks first; "no" leaves the file as it was
        fxRun(() -> ((TextField) byId("header:Task-ID")).setText("changed"));
        dialogs.textAnswers.add(Optional.of("Rooms in Lisbon"));
        dialogs.confirmAnswers.add(false);
        fxRun(() -> ((Button) robot.lookup("#invoke-save").query()).fire());
        waitUntil(
                "asked to replace",
                () -> dialogs.askedSnapshot().stream().anyMatch(a -> a.contains("exists. Replace it")));
        assertThat(Files.readString(file)).isEqualTo(text);

        // a new window on a workspace holding the file: listed, opened, the same request
        String kept = text;
        window.close();
        window = ServerWindow.open(tmp.resolve("second"), dialogs, List.of(), ws -> {
            Files.createDirectories(ws.resolve("requests"));
            Files.writeString(ws.resolve("requests/Rooms in Lisbon.toml"), kept);
        });
        window.showInvoke();
        waitUntil("listed", () -> window.extension.savedRequests().requests().contains("Rooms in Lisbon"));
        waitUntil("endpoints", () -> !window.extension.invoke().endpoints().isEmpty());
        fxRun(() -> {
            @SuppressWarnings("unchecked")
            ListView<String> list =
                    (ListView<String>) robot.lookup("#invoke-saved").query();
            list.getSelectionModel().select("Rooms in Lisbon");
            ((Button) robot.lookup("#invoke-saved-open").query()).fire();
        });
        waitUntil(
                "opened",
                () -> "Rooms in Lisbon"
                        .equals(window.extension
                                .savedRequests()
                                .currentProperty()
                                .get()));
        assertThat(fx(() -> window.extension.invoke().spec())).isEqualTo(before);
        assertThat(fx(() -> window.extension.invoke().endpointProperty().get().path()))
                .isEqualTo("/rooms");
    }

    @Test
    void anEnvironmentFillsVariablesAndTheCopiedCommandRunsTheSameRequest() throws Exception {
        window = ServerWindow.open(tmp, dialogs, List.of(), ws -> {
            Files.createDirectories(ws.resolve("requests/environments"));
            Files.writeString(ws.resolve("requests/rooms.toml"), """
                    method = "QUERY"
                    path = "/rooms"
                    body = '''
                    {"property_id": "{{property}}", "check_in": "2026-12-01", "check_out": "2026-12-03"}'''

                    [headers]
                    Authority-Scope = "{{scopes}}"
                    Agent-ID = "{{agent_id}}"
                    """);
            Files.writeString(
                    ws.resolve("requests/environments/local.toml"),
                    "scopes = \"inventory:read\"\n"
                            + "agent_id = \"agtp://localhost/agents/it's-me\"\nproperty = \"3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f\"\n");
            Files.writeString(ws.resolve("requests/environments/bare.toml"), "scopes = \"inventory:read\"\n");
            Files.writeString(ws.resolve("requests/environments/broken.toml"), "scopes = [\n");
        });
        startServer();
        window.showInvoke();
        waitUntil(
                "listed",
                () -> window.extension.savedRequests().environments().contains("local")
                        && window.extension.savedRequests().requests().contains("rooms"));
        waitUntil("endpoints", () -> !window.extension.invoke().endpoints().isEmpty());
        fxRun(() -> window.extension.savedRequests().open("rooms"));
        waitUntil(
                "opened",
                () -> "rooms"
                        .equals(window.extension
                                .savedRequests()
                                .currentProperty()
                                .get()));
        // no environment: the variable is a located message, nothing is sent
        fxRun(() -> ((Button) robot.lookup("#invoke-send").query()).fire());
        waitUntil(
                "refused",
                () -> labelText("#invoke-message").contains("{{scopes}} is a variable, and no environment is chosen"));
        chooseEnvironment("bare");
        fxRun(() -> ((Button) robot.lookup("#invoke-send").query()).fire());
        waitUntil(
                "undefined",
                () -> labelText("#invoke-message")
                        .contains(
                                "header Agent-ID: {{agent_id}} is not defined in environment 'bare' (it defines scopes)"));
        chooseEnvironment("broken");
        waitUntil(
                "located", () -> labelText("#invoke-saved-message").startsWith("requests/environments/broken.toml:1:"));
        chooseEnvironment("local");
        fxRun(() -> ((Button) robot.lookup("#invoke-send").query()).fire());
        try {
            waitUntil("answered", () -> labelText("#invoke-status").startsWith("200"));
        } catch (AssertionError e) {
            throw new AssertionError(
                    e.getMessage() + ": " + text("#invoke-status") + " / " + text("#invoke-message") + " / "
                            + fx(() -> ((TextArea) robot.lookup("#invoke-raw").query()).getText()),
                    e);
        }

        // copy as command and as raw: the command, as a shell splits it, sends exactly the raw request
        String command = fx(() -> window.extension.savedRequests().copyAsCommand());
        String raw = fx(() -> window.extension.savedRequests().copyAsRawRequest());
        assertThat(raw)
                .startsWith(
                        "AGTP/1.0 QUERY /rooms\r\nAgent-ID: agtp://localhost/agents/it's-me\r\nAuthority-Scope: inventory:read\r\n")
                .contains("\"property_id\": \"3f2b6a1e-8c4d-4e2a-9b7f-1a2b3c4d5e6f\"");
        List<String> args = new ArrayList<>(shellSplit(command));
        assertThat(args.subList(0, 6)).containsExactly("invoke", "QUERY", "/rooms", "--host", "127.0.0.1", "--port");
        args.add("--raw");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Launcher.commandLine()
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(args.toArray(String[]::new));
        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).startsWith(raw).contains("AGTP/1.0 200 OK");
        // the copy buttons put the same text on the clipboard
        fxRun(() -> ((Button) robot.lookup("#invoke-copy-raw").query()).fire());
        assertThat(fx(() -> javafx.scene.input.Clipboard.getSystemClipboard().getString()))
                .isEqualTo(raw);

        // the response: saved beside the request, searched, unwrapped
        fxRun(() -> ((Button) robot.lookup("#invoke-save-response").query()).fire());
        Path example = root().resolve("requests/rooms.response.txt");
        waitUntil("saved response", () -> Files.exists(example));
        assertThat(Files.readString(example, StandardCharsets.UTF_8))
                .startsWith("200 OK")
                .contains("\"rooms\"");
        fxRun(() -> ((TextField) robot.lookup("#invoke-find").query()).setText("room_id"));
        String count = text("#invoke-find-count");
        assertThat(count).matches("1 of \\d+");
        int total = Integer.parseInt(count.substring("1 of ".length()));
        fxRun(() -> ((Button) robot.lookup("#invoke-find-prev").query()).fire());
        assertThat(text("#invoke-find-count")).isEqualTo(total + " of " + total);
        assertThat(fx(() -> ((TextArea) robot.lookup("#invoke-body").query()).getSelectedText()))
                .isEqualTo("room_id");
        fxRun(() ->
                ((javafx.scene.control.CheckBox) robot.lookup("#invoke-wrap").query()).setSelected(false));
        assertThat(fx(() -> ((TextArea) robot.lookup("#invoke-body").query()).isWrapText()))
                .isFalse();
    }

    private void chooseEnvironment(String name) throws Exception {
        fxRun(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<String> env =
                    (ComboBox<String>) robot.lookup("#invoke-env").query();
            env.setValue(name);
        });
        if (!name.equals("broken")) {
            waitUntil(
                    "environment " + name,
                    () -> window.extension.invoke().environmentProperty().get() != null
                            && name.equals(window.extension
                                    .invoke()
                                    .environmentProperty()
                                    .get()
                                    .name()));
        }
    }

    private Path root() throws Exception {
        return fx(() -> window.studio.rootProperty().get());
    }

    private void pick(String method, String path) throws Exception {
        waitUntil("endpoints", () -> !window.extension.invoke().endpoints().isEmpty());
        fxRun(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<EndpointDecl> box =
                    (ComboBox<EndpointDecl>) robot.lookup("#invoke-endpoint").query();
            box.setValue(box.getItems().stream()
                    .filter(e -> e.method().equals(method) && e.path().equals(path))
                    .findFirst()
                    .orElseThrow());
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void startServer() throws Exception {
        waitUntil("validation result", () -> window.studio.lastResultProperty().get() != null);
        fxRun(() -> {
            window.studio
                    .mainView()
                    .bottomPanes()
                    .getSelectionModel()
                    .select(window.studio.mainView().bottomPanes().getTabs().stream()
                            .filter(t -> "Server".equals(t.getText()))
                            .findFirst()
                            .orElseThrow());
            window.extension.console().portProperty().set("0");
        });
        waitUntil("the console", () -> robot.lookup("#server-start").tryQuery().isPresent());
        fxRun(() -> ((Button) robot.lookup("#server-start").query()).fire());
        waitUntil(
                "server running",
                () -> window.extension.console().runningProperty().get());
    }

    /** The arguments a POSIX shell makes of {@code line} after its first word. */
    static List<String> shellSplit(String line) throws Exception {
        assertThat(line).startsWith("agtp-studio ");
        Process p = new ProcessBuilder("/bin/sh", "-c", "printf '%s\\0' " + line.substring("agtp-studio ".length()))
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).isZero();
        return List.of(out.substring(0, out.length() - 1).split("\0", -1));
    }

    private String text(String id) throws Exception {
        return fx(() -> labelText(id));
    }

    /** On the FX thread only (the conditions of {@link #waitUntil} run there). */
    private String labelText(String id) {
        return ((Label) robot.lookup(id).query()).getText();
    }
}
