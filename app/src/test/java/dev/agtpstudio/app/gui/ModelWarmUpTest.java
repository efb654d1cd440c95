package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.live.StandardValidation;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/**
 * The embedding model (about a second of CPU) starts loading only after the window has been drawn with its workspace,
 * so a start-up that runs long never has it competing with opening the workspace (issue 20), and not while the user
 * types (issue 21).
 */
class ModelWarmUpTest {
    @TempDir
    Path tmp;

    private StudioFixture f;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void stop() throws Exception {
        if (f != null) {
            f.stop();
        }
    }

    /** Starts the window with the lexicon's validator; the latch counts down when the model's load would begin. */
    private CountDownLatch start(boolean openAtStart) throws Exception {
        CountDownLatch warmed = new CountDownLatch(1);
        WorkspaceValidator lexicon = new StandardValidation(null);
        f = new StudioFixture(tmp);
        f.validator = () -> new WorkspaceValidator() {
            @Override
            public List<Diagnostic> validate(Workspace workspace, Set<Path> changed) {
                return lexicon.validate(workspace, changed);
            }

            @Override
            public void warmUp() {
                warmed.countDown();
            }
        };
        f.openAtStart = openAtStart;
        f.start();
        return warmed;
    }

    @Test
    void theModelWaitsForTheDrawnWindowNotForAClock() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        CountDownLatch warmed = start(false);

        // a start-up still opening its workspace this long after the window was built: no model yet
        assertThat(warmed.await(ModelWarmUp.MODEL_DELAY.toMillis() + 3_000, TimeUnit.MILLISECONDS))
                .isFalse();

        fxRun(() -> f.studio.openWorkspace(f.workspace)); // the window is drawn with it and notices by itself
        fxRun(() -> f.studio.interactive()); // drawn again: still one load
        assertThat(warmed.await(ModelWarmUp.MODEL_DELAY.toMillis() + 10_000, TimeUnit.MILLISECONDS))
                .isTrue();
    }

    @Test
    void theModelWaitsWhileTheUserTypesAndLoadsOnceTheyPause() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        CountDownLatch warmed = start(true);
        Path file = f.workspace
                .resolve("endpoints/book_reservation.toml")
                .toAbsolutePath()
                .normalize();
        dev.agtpstudio.app.ui.docs.DocumentViewModel doc = StudioFixture.fx(
                        () -> f.studio.documents().open(file))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        // the window was drawn with its workspace as it started: the model is due MODEL_DELAY after that
        long typeUntil = System.nanoTime() + ModelWarmUp.MODEL_DELAY.toNanos() + TimeUnit.SECONDS.toNanos(3);
        while (System.nanoTime() < typeUntil) {
            fxRun(() -> doc.editor().replace(0, 0, "#"));
            Thread.sleep(100);
        }
        assertThat(warmed.getCount())
                .as("no load while the user typed, a second past when it was due")
                .isEqualTo(1);
        assertThat(warmed.await(ModelWarmUp.MODEL_IDLE.toMillis() + 10_000, TimeUnit.MILLISECONDS))
                .as("loaded once the typing paused")
                .isTrue();
    }
}
