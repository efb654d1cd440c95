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
 * Opening, re-reading and importing into a workspace never block the FX thread: the files are read and parsed by a
 * loader that takes 150 ms per file (a slow disk, a large file), so any of that work on the FX thread would block it
 * for more than 100 ms; the test fails when any file is loaded there. (How long the FX thread waits is a number for
 * a benchmark, not a timed test: on a loaded machine it says more about the scheduler than about the code.)
 *
 * <p>{@link #theFxThreadIsNeverBlockedForMoreThan100Ms} measures it directly with an {@link FxStallProbe}: the FX
 * thread's stack is sampled while the workspace is opened and re-read, a 20 MB file and a file on a slow device are
 * opened, and a projection is exported; the test fails when the FX thread spends more than 100 ms without a break in
 * blocking calls (file I/O, decoding, parsing). The probe's heartbeat gap is reported, not asserted (see the probe).
 */
class FxThreadFreeTest {
    private static final long SLOW_MILLIS = 150;
    private static final long MAX_BLOCK_MILLIS = 100;

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
    void theFxThreadIsNeverBlockedForMoreThan100Ms() throws Exception {
        Studio studio = f.studio;
        Path big = tmp.resolve("outside/big.toml");
        Files.createDirectories(big.getParent());
        Files.writeString(big, "# a large file\n".repeat(20 * 1024 * 1024 / 15));
        Path slow = tmp.resolve("outside/slow.toml");
        assumeTrue(new ProcessBuilder("mkfifo", slow.toString()).start().waitFor() == 0, "mkfifo makes a slow device");
        try (FxStallProbe probe = FxStallProbe.start()) {
            measure(
                    probe,
                    "open workspace",
                    () -> fx(() -> studio.openWorkspace(f.workspace)).get(30, TimeUnit.SECONDS));
            measure(probe, "rescan", () -> fx(studio::rescan).get(30, TimeUnit.SECONDS));
            measure(
                    probe,
                    "open a 20 MB file",
                    () -> assertThat(fx(() -> studio.documents().open(big)).get(30, TimeUnit.SECONDS))
                            .isPresent());
            measure(probe, "open a file on a slow device", () -> {
                Thread writer = new Thread(() -> {
                    try {
                        Thread.sleep(300); // the device answers after 300 ms
                        Files.writeString(slow, "title = \"slow\"\n");
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
                writer.start();
                assertThat(fx(() -> studio.documents().open(slow)).get(30, TimeUnit.SECONDS))
                        .isPresent();
                writer.join();
            });
            waitUntil(
                    "the preview is computed",
                    () -> studio.stage().getScene().lookup("#preview-export-manifest") != null
                            && studio.lastResultProperty().get() != null);
            Path exported = tmp.resolve("exported/manifest.json");
            Files.createDirectories(exported.getParent());
            measure(probe, "preview export", () -> {
                f.dialogs.textAnswers.add(java.util.Optional.of(exported.toString()));
                StudioFixture.fxRun(() -> ((javafx.scene.control.Button)
                                studio.stage().getScene().lookup("#preview-export-manifest"))
                        .fire());
                waitUntil("the manifest is written", () -> Files.exists(exported));
            });
        }
        assertThat(f.dialogs.errors).as("errors shown").isEmpty();
    }

    private interface Operation {
        void run() throws Exception;
    }

    private static void measure(FxStallProbe probe, String what, Operation op) throws Exception {
        probe.reset();
        op.run();
        Thread.sleep(50); // what the FX thread does right after the result arrived counts too
        System.out.println("[fx-thread] " + what + ": " + probe.describe());
        assertThat(probe.maxBlockedMillis())
                .as("%s: FX thread blocked (%s)", what, probe.describe())
                .isLessThan(MAX_BLOCK_MILLIS);
    }
}
