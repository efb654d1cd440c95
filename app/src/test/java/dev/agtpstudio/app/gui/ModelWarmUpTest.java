package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.files.ManualScheduler;
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
 * types (issue 21). When it loads while the user types is tested on virtual time; the window tests only check that
 * it waits for the drawn window.
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

    /** Virtual time of the last keystroke in the tests on virtual time, in nanoseconds; none yet. */
    private long lastKeystroke = Long.MIN_VALUE;

    private final List<Long> loadedAt = new java.util.ArrayList<>();

    /** A warm-up on virtual time ({@link ManualScheduler}, decision 0611), due {@link ModelWarmUp#MODEL_DELAY} from 0. */
    private ModelWarmUp onVirtualTime(ManualScheduler timer) {
        ModelWarmUp w = new ModelWarmUp(
                timer,
                timer::nanoTime,
                Runnable::run,
                d -> lastKeystroke != Long.MIN_VALUE && timer.nanoTime() - lastKeystroke < d.toNanos(),
                () -> false,
                () -> loadedAt.add(timer.nanoTime() / 1_000_000));
        w.loadAfter(ModelWarmUp.MODEL_DELAY);
        return w;
    }

    /**
     * A keystroke every 100 ms until 4.9 s: the load, due at 2 s, is put off a second at a time while the user types,
     * and starts at 6 s, the first check a second after the last keystroke. On virtual time, so a loaded machine
     * cannot make the typing look paused; it was a 5 s wall-clock test in a window.
     */
    @Test
    void theModelWaitsWhileTheUserTypesAndLoadsOnceTheyPause() {
        ManualScheduler timer = new ManualScheduler();
        onVirtualTime(timer);
        for (long t = 0; t < 5000; t += 100) {
            timer.advance(java.time.Duration.ofNanos(t * 1_000_000 - timer.nanoTime()));
            lastKeystroke = timer.nanoTime();
        }
        assertThat(loadedAt)
                .as("no load while the user typed, three seconds past when it was due")
                .isEmpty();
        timer.advance(java.time.Duration.ofSeconds(60));
        assertThat(loadedAt)
                .as("loaded once, at the first check a second after the typing paused")
                .containsExactly(6000L);
    }

    @Test
    void theModelLoadsAtTheLatestThirtySecondsAfterItWasDueWhateverTheUserDoes() {
        ManualScheduler timer = new ManualScheduler();
        onVirtualTime(timer);
        for (long t = 0; t < 60_000; t += 100) {
            timer.advance(java.time.Duration.ofNanos(t * 1_000_000 - timer.nanoTime()));
            lastKeystroke = timer.nanoTime();
        }
        assertThat(loadedAt)
                .as("due at 2 s, loaded at the latest 30 s after")
                .containsExactly(
                        ModelWarmUp.MODEL_DELAY.plus(ModelWarmUp.MODEL_LONGEST).toMillis());
    }
}
