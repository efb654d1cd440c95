package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.testing.FxStallProbe;
import dev.agtpstudio.app.workspace.SourceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/**
 * Opening, re-reading and importing into a workspace, opening files and exporting a projection never read, parse or
 * write files on the FX thread. Each test checks where the work runs, never how long anything takes, so a loaded
 * machine cannot fail it (docs/decisions/0635); how long the FX thread waits is a benchmark's figure
 * ({@code WizardStallBench}, {@code ThemeToggleBench}, {@code EditLatencyBench}: docs/benchmarks.md).
 *
 * <p>{@link #openRescanAndImportNeverReadOrParseOnTheFxThread} asks the loader which thread called it.
 * {@link #theFxThreadIsNeverSeenReadingParsingOrWritingFiles} samples the FX thread's stack with an
 * {@link FxStallProbe} while the workspace is opened and re-read, a 20 MB file is opened and a projection is exported,
 * and fails when any sample shows it inside file I/O, decoding or parsing: the inputs are large enough that such work
 * on the FX thread is seen in many samples. A file on a slow device (a named pipe) is opened with an ordering check:
 * the pipe gets its text only after the FX thread has answered while the read was pending.
 */
class FxThreadFreeTest {
    private static final long SLOW_MILLIS = 150;
    /** How long the pipe's writer waits for the FX thread: a bound for a broken build, not a measurement. */
    private static final long PIPE_BOUND_SECONDS = 60;

    @TempDir
    Path tmp;

    private StudioFixture f;
    private final List<String> loadedOnFx = new CopyOnWriteArrayList<>();
    private final List<String> loaded = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        f = new StudioFixture(tmp);
        SourceLoader real = ProductionParts.loader();
        f.loader = (path, text, catalog) -> {
            loaded.add(path.getFileName().toString());
            if (Platform.isFxApplicationThread()) {
                loadedOnFx.add(path.getFileName().toString());
            }
            try {
                Thread.sleep(SLOW_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return real.load(path, text, catalog);
        };
        f.openAtStart = false;
        f.extensions = List.of(new dev.agtpstudio.app.preview.PreviewExtension());
        // plain editors: what is measured is reading and parsing, not how long the code editor takes to draw
        f.editors = () -> kind -> new dev.agtpstudio.app.testing.FakeEditor();
        f.start();
    }

    @AfterEach
    void stop() throws Exception {
        f.stop();
    }

    @Test
    void openRescanAndImportNeverReadOrParseOnTheFxThread() throws Exception {
        Studio studio = f.studio;
        fx(() -> studio.openWorkspace(f.workspace)).get(30, TimeUnit.SECONDS);
        fx(studio::rescan).get(30, TimeUnit.SECONDS);
        // what the import wizard does after writing its files: the new folder is opened as the workspace
        Path imported = tmp.resolve("imported");
        StudioFixture.copy(f.workspace.resolve("endpoints"), imported.resolve("endpoints"));
        fx(() -> studio.openWorkspace(imported)).get(30, TimeUnit.SECONDS);
        // a file the explorer created joins the validated workspace
        f.dialogs.textAnswers.add(java.util.Optional.of("BOOK /rooms"));
        Path created = fx(() -> studio.explorer().vm().newEndpoint()).orElseThrow();
        waitUntil(
                "the created file is validated",
                () -> studio.lastResultProperty().get() != null
                        && studio.lastResultProperty()
                                .get()
                                .workspace()
                                .file(created)
                                .isPresent());

        assertThat(loaded).as("files loaded").isNotEmpty();
        assertThat(loadedOnFx)
                .as("files read and parsed on the FX thread (each blocks it for %d ms)", SLOW_MILLIS)
                .isEmpty();
    }

    @Test
    void theFxThreadIsNeverSeenReadingParsingOrWritingFiles() throws Exception {
        Studio studio = f.studio;
        Path big = tmp.resolve("outside/big.toml");
        Files.createDirectories(big.getParent());
        Files.writeString(big, "# a large file\n".repeat(20 * 1024 * 1024 / 15));
        for (int i = 0; i < 2000; i++) { // watching the workspace for other programs' changes walks every folder
            Files.createDirectories(f.workspace.resolve("notes/n" + (i / 50) + "/" + i));
        }
        Path slow = tmp.resolve("outside/slow.toml");
        assumeTrue(new ProcessBuilder("mkfifo", slow.toString()).start().waitFor() == 0, "mkfifo makes a slow device");
        try (FxStallProbe probe = FxStallProbe.start()) {
            watch(
                    probe,
                    "open workspace",
                    () -> fx(() -> studio.openWorkspace(f.workspace)).get(60, TimeUnit.SECONDS));
            watch(probe, "rescan", () -> fx(studio::rescan).get(60, TimeUnit.SECONDS));
            watch(
                    probe,
                    "open a 20 MB file",
                    () -> assertThat(fx(() -> studio.documents().open(big)).get(60, TimeUnit.SECONDS))
                            .isPresent());
            watch(probe, "open a file on a slow device", () -> openWhileTheFxThreadAnswers(slow));
            waitUntil(
                    "the preview is computed",
                    () -> studio.stage().getScene().lookup("#preview-export-manifest") != null
                            && studio.lastResultProperty().get() != null);
            Path exported = tmp.resolve("exported/manifest.json");
            Files.createDirectories(exported.getParent());
            watch(probe, "preview export", () -> {
                f.dialogs.textAnswers.add(java.util.Optional.of(exported.toString()));
                StudioFixture.fxRun(() -> ((javafx.scene.control.Button)
                                studio.stage().getScene().lookup("#preview-export-manifest"))
                        .fire());
                waitUntil("the manifest is written", () -> Files.exists(exported));
            });
        }
        assertThat(f.dialogs.errors).as("errors shown").isEmpty();
    }

    /**
     * Opens a named pipe: its reader waits until the test's writer has opened it and written. The writer writes only
     * once the FX thread has answered while the read was pending, so the file opens only if the FX thread was not the
     * one reading (were it, the FX thread would wait for the writer and the writer for it, until the bound).
     */
    private void openWhileTheFxThreadAnswers(Path pipe) throws Exception {
        java.util.concurrent.atomic.AtomicReference<String> answered =
                new java.util.concurrent.atomic.AtomicReference<>();
        Thread writer = new Thread(() -> {
            // opening a pipe for writing returns once a reader has opened it; the reader then waits for the text
            try (java.io.OutputStream out = Files.newOutputStream(pipe)) {
                try {
                    answered.set(org.testfx.util.WaitForAsyncUtils.asyncFx(() -> "answered")
                            .get(PIPE_BOUND_SECONDS, TimeUnit.SECONDS));
                } catch (java.util.concurrent.TimeoutException e) {
                    answered.set("no answer from the FX thread while the file on the pipe was being read");
                }
                out.write("title = \"slow\"\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            } catch (Exception e) {
                answered.set("the writer failed: " + e);
            }
        });
        writer.setDaemon(true);
        writer.start();
        java.util.concurrent.CompletableFuture<java.util.Optional<dev.agtpstudio.app.ui.docs.DocumentViewModel>>
                opening = fx(() -> f.studio.documents().open(pipe));
        assertThat(opening.get(2 * PIPE_BOUND_SECONDS, TimeUnit.SECONDS)).isPresent();
        writer.join(TimeUnit.SECONDS.toMillis(PIPE_BOUND_SECONDS));
        assertThat(answered.get())
                .as("the FX thread while a file was read from a pipe")
                .isEqualTo("answered");
    }

    private interface Operation {
        void run() throws Exception;
    }

    /**
     * Runs {@code op} under the probe and fails when any sample showed the FX thread in a blocking call (a count of
     * what the FX thread was doing, not a duration: docs/decisions/0635).
     */
    private static void watch(FxStallProbe probe, String what, Operation op) throws Exception {
        probe.reset();
        op.run();
        fx(() -> null); // what the FX thread does right after the result arrived counts too
        System.out.println("[fx-thread] " + what + ": " + probe.describe());
        assertThat(probe.blockingSamples()).as("%s: %s", what, probe.describe()).isZero();
    }
}
