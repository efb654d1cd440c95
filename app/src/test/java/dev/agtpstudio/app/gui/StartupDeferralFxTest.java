package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.changes.ChangesExtension;
import dev.agtpstudio.app.preview.PreviewExtension;
import dev.agtpstudio.app.preview.PreviewPane;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Tab;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/**
 * What the first frame does not show waits for it (issue 20, docs/decisions/0270): the Changes baseline (git) and the
 * projections start only once the window has been drawn with its start-up workspace, and hidden panes (the Changes
 * view, the command palette) are built the first time they are shown.
 */
class StartupDeferralFxTest {
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
    void theBaselineAndTheProjectionsWaitForTheFirstFrameWithTheWorkspace() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        ChangesExtension changes = new ChangesExtension();
        f = new StudioFixture(tmp);
        f.extensions = List.of(changes, new PreviewExtension());
        f.openAtStart = false;
        f.start();
        PreviewPane preview = fx(() -> (PreviewPane) f.studio.stage().getScene().lookup("#preview-pane"));

        // a validation result while no workspace has been opened and drawn yet
        Workspace ws = new WorkspaceScanner(f.loader)
                .scan(f.workspace, MethodCatalog.bundled())
                .workspace();
        fxRun(() -> f.studio.validation().reset(ws));
        waitUntil("a validation result", () -> f.studio.lastResultProperty().get() != null);
        Thread.sleep(1_500); // what it would have started by now had it not waited
        assertThat(fx(() -> changes.viewModel().snapshotProperty().get())).isNull();
        assertThat(fx(preview::shown)).isNull();

        fxRun(() -> f.studio.openWorkspace(f.workspace)); // opened and drawn: both start
        waitUntil(
                "the changes are compared",
                () -> changes.viewModel().snapshotProperty().get() != null);
        waitUntil("the projections are shown", () -> preview.shown() != null);
    }

    @Test
    void restoredChangesAreAnnouncedOnceTheWindowIsDrawnWithTheWorkspace() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        f = new StudioFixture(tmp);
        f.openAtStart = false;
        Path agis = f.workspace.resolve("harbor-light.agis").toAbsolutePath().normalize();
        new dev.agtpstudio.app.files.Journal(
                        dev.agtpstudio.app.settings.AppDirs.under(f.home).journalDir())
                .write(new dev.agtpstudio.app.files.JournalEntry(
                        agis, Files.readString(agis) + "# not saved\n", java.time.Instant.now(), null));
        f.start();
        java.util.concurrent.atomic.AtomicInteger atOpen = new java.util.concurrent.atomic.AtomicInteger(-1);
        java.util.concurrent.CompletableFuture<?> opened =
                fx(() -> f.studio.openWorkspace(f.workspace).thenRun(() -> atOpen.set(f.dialogs.infos.size())));
        opened.get(30, java.util.concurrent.TimeUnit.SECONDS);
        // A modal dialog while the workspace opens kept the window from its first frame, and the preview, the
        // folder watcher and the disk poll with it, until it was dismissed.
        assertThat(atOpen.get()).as("messages shown while the workspace opened").isZero();
        waitUntil(
                "the restored changes are announced",
                () -> f.dialogs.infos.stream()
                        .anyMatch(m -> m.startsWith("Unsaved changes restored") && m.contains("harbor-light.agis")));
        assertThat(fx(() ->
                        f.studio.documents().find(agis).orElseThrow().editor().text()))
                .endsWith("# not saved\n");
    }

    @Test
    void theRulesAreBuiltForTheEnvironmentOffTheFxThread() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
        dev.agtpstudio.validator.live.WorkspaceValidator rules =
                new dev.agtpstudio.validator.live.StandardValidation(null);
        f = new StudioFixture(tmp);
        f.validator = () -> new dev.agtpstudio.validator.live.WorkspaceValidator() {
            @Override
            public List<dev.agtpstudio.core.diag.Diagnostic> validate(
                    Workspace workspace, java.util.Set<Path> changed) {
                return rules.validate(workspace, changed);
            }

            @Override
            public void setEnvironment(java.util.Map<String, String> environment) {
                threads.add(Thread.currentThread().getName());
                rules.setEnvironment(environment);
            }
        };
        f.start();
        waitUntil("the environment is set", () -> !threads.isEmpty());
        assertThat(threads).containsExactly("validate");
    }

    @Test
    void hiddenPanesAreBuiltTheFirstTimeTheyAreShown() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        f = new StudioFixture(tmp);
        f.extensions = List.of(new ChangesExtension());
        f.start();
        assertThat(fx(() -> f.studio.stage().getScene().lookup("#changes-view")))
                .isNull();

        Tab tab = fx(() -> f.studio.mainView().bottomPanes().getTabs().stream()
                .filter(t -> "Changes".equals(t.getText()))
                .findFirst()
                .orElseThrow());
        fxRun(() -> f.studio.mainView().bottomPanes().getSelectionModel().select(tab));
        waitUntil("the Changes view is built", () -> f.studio.stage().getScene().lookup("#changes-view") != null);
    }
}
