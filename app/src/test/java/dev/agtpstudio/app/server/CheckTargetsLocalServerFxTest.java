package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.check.CheckExtension;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Run > Check Server... offers the IDE's own running server (its real port) as the target, not port 4480. */
class CheckTargetsLocalServerFxTest {
    @TempDir
    Path tmp;

    private ServerWindow window;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();

    @AfterEach
    void stop() throws Exception {
        if (window != null) {
            window.close();
        }
    }

    @Test
    void theDefaultTargetIsTheRunningLocalServer() throws Exception {
        window = ServerWindow.open(tmp, dialogs, List.of(new CheckExtension()));
        ServerExtension extension = window.extension;
        waitUntil("saved snapshot", () -> extension.savedSnapshot() != null);
        fx(() -> {
            extension.console().portProperty().set("0"); // any free port: never 4480
            extension.console().start();
            return null;
        });
        waitUntil("server running", () -> extension.console().runningProperty().get());
        int port = fx(() -> extension.console().boundPortProperty().get());
        assertThat(port).isPositive().isNotEqualTo(4480);
        dialogs.textAnswers.add(Optional.empty()); // the question is cancelled
        fx(() -> window.studio.actions().run("check.server"));
        assertThat(dialogs.textOffered).containsExactly("127.0.0.1:" + port);
    }
}
