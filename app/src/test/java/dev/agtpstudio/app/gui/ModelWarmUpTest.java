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
 * so a start-up that runs long never has it competing with opening the workspace (issue 20).
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

    @Test
    void theModelWaitsForTheDrawnWindowNotForAClock() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
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
        f.openAtStart = false;
        f.start();

        // a start-up still opening its workspace this long after the window was built: no model yet
        assertThat(warmed.await(Studio.MODEL_DELAY.toMillis() + 3_000, TimeUnit.MILLISECONDS)).isFalse();

        fxRun(() -> f.studio.openWorkspace(f.workspace)); // the window is drawn with it and notices by itself
        fxRun(() -> f.studio.interactive()); // drawn again: still one load
        assertThat(warmed.await(Studio.MODEL_DELAY.toMillis() + 10_000, TimeUnit.MILLISECONDS)).isTrue();
    }
}
