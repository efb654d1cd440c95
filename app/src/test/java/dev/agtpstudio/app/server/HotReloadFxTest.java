package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The IDE's running server follows a save: the new path is served, the invoke picker offers it and
 * the console says what changed (a save changes no text, so no validation result announces it).
 */
class HotReloadFxTest {
    @TempDir
    Path tmp;

    private Studio studio;
    private ServerExtension extension;
    private ServerWindow window;

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
    void savingAChangedPathReRegistersWithinASecondAndThePickerFollows() throws Exception {
        waitUntil("validation result", () -> studio.lastResultProperty().get() != null, 40);
        waitUntil("saved snapshot", () -> extension.savedSnapshot() != null, 40);
        fxRun(() -> {
            extension.console().portProperty().set("0");
            extension.console().start();
        });
        waitUntil("server running", () -> extension.console().runningProperty().get(), 40);
        int port = fx(() -> extension.console().boundPortProperty().get());
        Path file = fx(() -> studio.rootProperty()
                .get()
                .resolve("endpoints/query_rooms.toml")
                .toAbsolutePath()
                .normalize());
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        // typed, validated, then saved: the validation result that follows the edit still has unsaved text
        fxRun(() -> doc.editor().replaceText(doc.editor().text().replace("path = \"/rooms\"", "path = \"/suites\"")));
        waitUntil(
                "edit validated",
                () -> studio.lastResultProperty()
                        .get()
                        .workspace()
                        .file(file)
                        .map(f -> f.text().contains("/suites"))
                        .orElse(false),
                40);
        assertThat(status(port, "/suites")).as("unsaved edits are not served").isEqualTo(404);

        fxRun(() -> studio.actions().run("file.save"));
        // no keystroke and no validation result follows the save: the save alone re-registers
        waitUntil(
                "re-registered",
                () -> extension.console().statusProperty().get().contains("+ QUERY /suites"),
                10);
        assertThat(fx(() -> extension.console().statusProperty().get()))
                .startsWith("Reloaded (")
                .contains("\u2212 QUERY /rooms");
        assertThat(status(port, "/suites")).isNotEqualTo(404);
        assertThat(status(port, "/rooms")).isEqualTo(404);
        assertThat(fx(() -> extension.invoke().endpoints().stream()
                        .map(e -> e.method() + " " + e.path())
                        .toList()))
                .contains("QUERY /suites")
                .doesNotContain("QUERY /rooms");
    }

    private static int status(int port, String path) throws Exception {
        return AgtpClient.exchange(ClientOptions.loopback(port), ClientRequest.json("QUERY", path, null, "{}"))
                .status();
    }

    private static void waitUntil(String what, BooleanSupplier condition, int seconds) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!fx(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(20);
        }
    }
}
