package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.ui.dialog.DialogService.SaveChoice;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/** Quitting with unsaved changes and "Don't Save": the window goes, and nothing fails after it. */
class QuitTest {
    @TempDir
    Path tmp;

    private StudioFixture f;
    private final List<Throwable> uncaught = new CopyOnWriteArrayList<>();
    private Thread.UncaughtExceptionHandler saved;
    /** Worker threads of windows other tests in this JVM left behind: not this window's to stop. */
    private java.util.Set<Thread> earlierWorkers;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        saved = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        earlierWorkers = java.util.Set.copyOf(workers());
        f = new StudioFixture(tmp);
        // the preview stops its worker when the window hides, as it does in the product
        f.extensions = List.of(new dev.agtpstudio.app.preview.PreviewExtension());
        f.start();
    }

    @AfterEach
    void stop() throws Exception {
        Thread.setDefaultUncaughtExceptionHandler(saved);
        f.stop();
    }

    @Test
    void theWindowHasAUsableMinimumSize() throws Exception {
        assertThat(fx(() -> f.studio.stage().getMinWidth()))
                .isEqualTo(dev.agtpstudio.app.settings.WindowPlacement.MIN_WIDTH);
        assertThat(fx(() -> f.studio.stage().getMinHeight()))
                .isEqualTo(dev.agtpstudio.app.settings.WindowPlacement.MIN_HEIGHT);
    }

    @Test
    void dontSaveOnQuitClosesTheWindowWithNoErrorAfterwards() throws Exception {
        Studio studio = f.studio;
        Path file = f.workspace
                .resolve("endpoints/notify_guest.toml")
                .toAbsolutePath()
                .normalize();
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        waitUntil("first validation", () -> studio.lastResultProperty().get() != null);
        // an edit whose validation is still pending when the user quits
        fxRun(() -> doc.editor().replaceText(doc.editor().text() + "\nbroken = ["));
        f.dialogs.saveAnswers.add(SaveChoice.DISCARD);

        assertThat(fx(studio::quit)).isTrue();
        // the pending validation ends with this window's workers (a fixed sleep here failed when they took longer to
        // stop on a loaded machine, decision 0635); once they are gone nothing more can arrive from them
        waitUntil("this window's workers have stopped", () -> workers().stream().allMatch(earlierWorkers::contains));
        fxRun(() -> {}); // what they handed to the FX thread has run

        assertThat(fx(() -> studio.stage().isShowing())).isFalse();
        assertThat(dev.agtpstudio.app.settings.WindowPlacement.load(
                        dev.agtpstudio.app.settings.AppDirs.under(f.home).windowFile()))
                .isPresent();
        assertThat(uncaught).isEmpty();
        assertThat(f.dialogs.errors).isEmpty();
        assertThat(workers()).as("this window's workers still alive after quit").allMatch(earlierWorkers::contains);
    }

    private static List<Thread> workers() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive()
                        && List.of("validate", "journal", "disk-watch", "model-load", "workspace", "file-read")
                                .contains(t.getName()))
                .toList();
    }
}
