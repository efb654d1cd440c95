package dev.agtpstudio.app.server;

import static dev.agtpstudio.app.server.ServerWindow.fx;
import static dev.agtpstudio.app.server.ServerWindow.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.changes.ChangesExtension;
import dev.agtpstudio.app.check.CheckExtension;
import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.preview.PreviewExtension;
import dev.agtpstudio.app.preview.PreviewPane;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.preview.ProjectionKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File > Open Workspace on another folder (headless Monocle, the server, check, preview and changes extensions
 * installed): nothing of the previous workspace is left in any view, a running server is stopped with a message in
 * the console and the status bar, and every view follows the new workspace (docs/decisions/0490).
 */
class WorkspaceSwitchFxTest {
    @TempDir
    Path tmp;

    private ServerWindow window;

    @AfterEach
    void stop() throws Exception {
        if (window != null) {
            window.close();
        }
    }

    @Test
    void nothingOfThePreviousWorkspaceLingersAndTheStoppedServerIsSaid() throws Exception {
        ScriptedDialogs dialogs = new ScriptedDialogs();
        ChangesExtension changes = new ChangesExtension();
        window = ServerWindow.open(tmp, dialogs, List.of(new PreviewExtension(), new CheckExtension(), changes));
        Studio studio = window.studio;
        ServerExtension server = window.extension;
        waitUntil("validation result", () -> studio.settledResultProperty().get() != null);
        Path first = fx(() -> studio.rootProperty().get());

        // the first workspace's day: served, invoked, checked, previewed
        fxRun(() -> {
            server.console().portProperty().set("0");
            server.console().start();
        });
        waitUntil("server running", () -> server.console().runningProperty().get());
        fxRun(() -> {
            server.invoke().methodProperty().set("DISCOVER");
            server.invoke().pathProperty().set("/methods");
            server.invoke().send();
        });
        waitUntil(
                "invoked",
                () -> server.invoke().outcomeProperty().get() != null
                        && !server.console().log().isEmpty());
        int port = fx(() -> server.console().boundPortProperty().get());
        dialogs.textAnswers.add(Optional.of("127.0.0.1:" + port));
        fxRun(() -> studio.actions().run("check.server"));
        waitUntil(
                "check rows",
                () -> studio.problems().all().stream()
                        .anyMatch(d -> d.ruleId() != null && d.ruleId().startsWith("check/")));
        PreviewPane preview = fx(() -> (PreviewPane) studio.stage().getScene().lookup("#preview-pane"));
        waitUntil("preview", () -> preview.shown() != null);
        waitUntil("changes", () -> changes.viewModel().snapshotProperty().get() != null);

        // another workspace: one endpoint of its own
        Path second = tmp.resolve("second");
        Files.createDirectories(second.resolve("endpoints"));
        Files.writeString(
                second.resolve("endpoints/list_properties.toml"),
                Files.readString(first.resolve("endpoints/list_properties.toml")));
        CompletableFuture<?>[] opening = new CompletableFuture<?>[1];
        fxRun(() -> opening[0] = studio.openWorkspace(second));
        opening[0].get(30, TimeUnit.SECONDS);

        // at once: nothing of the first workspace is shown
        assertThat(fx(() -> server.console().runningProperty().get())).isFalse();
        assertThat(fx(() -> server.console().log())).isEmpty();
        assertThat(fx(() -> studio.status().messageProperty().get()))
                .contains("The local server was stopped: it served " + first.getFileName());
        assertThat(fx(() -> server.invoke().outcomeProperty().get())).isNull();
        assertThat(fx(() -> server.invoke().methodProperty().get())).isEmpty();
        assertThat(fx(() -> server.invoke().history())).isEmpty();
        assertThat(fx(() -> List.copyOf(studio.problems().all())))
                .as("check rows and the first workspace's problems")
                .isEmpty();
        // the preview is empty, or already the new workspace's (its first result may have come)
        assertThat(fx(() -> preview.shown() == null
                        ? ""
                        : preview.shown()
                                .get(ProjectionKind.MANIFEST)
                                .document()
                                .toString()))
                .doesNotContain("/rooms");

        waitUntil("stopped", () -> !server.console().busyProperty().get());
        assertThat(fx(() -> server.console().statusProperty().get()))
                .startsWith("Stopped: it served " + first.getFileName());

        // then every view follows the new workspace
        waitUntil(
                "the new workspace validated",
                () -> studio.settledResultProperty().get() != null
                        && studio.settledResultProperty()
                                .get()
                                .workspace()
                                .root()
                                .equals(second.toAbsolutePath().normalize()));
        waitUntil("the new preview", () -> preview.shown() != null);
        String manifest =
                fx(() -> preview.shown().get(ProjectionKind.MANIFEST).document().toString());
        assertThat(manifest).contains("/properties").doesNotContain("/rooms");
        waitUntil("the panel's endpoints", () -> server.invoke().endpoints().size() == 1);
        fxRun(() -> server.console().start());
        waitUntil(
                "server running again", () -> server.console().runningProperty().get());
        assertThat(fx(() -> server.console().statusProperty().get())).contains("1 endpoint registered");
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void waitUntil(String what, BooleanSupplier condition) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!fx(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(50);
        }
    }
}
