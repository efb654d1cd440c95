package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.core.diag.Severity;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Explorer entries carry error and warning badges counted from the Problems view's list; folders add them up. */
class ExplorerBadgesFxTest {
    @RegisterExtension
    final StudioWindow window = new StudioWindow();

    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() {
        f = window.fixture();
        studio = window.studio();
    }

    @Test
    void anErrorInAFileBadgesTheFileAndItsFoldersAndGoesAwayWithIt() throws Exception {
        Path file = f.workspace
                .resolve("endpoints/query_rooms.toml")
                .toAbsolutePath()
                .normalize();
        Path folder = file.getParent();
        Path root = f.workspace.toAbsolutePath().normalize();
        fxRun(() -> studio.documents().open(file));
        waitUntil(
                "open",
                () -> studio.documents().find(file).filter(d -> !d.isLoading()).isPresent());
        DocumentViewModel doc = fx(() -> studio.documents().find(file).orElseThrow());
        assertThat(fx(() -> studio.explorer().problemsOf(file).errors())).isZero();

        fxRun(() -> doc.editor().replace(doc.editor().length(), doc.editor().length(), "\n[[[ broken\n"));
        waitUntil(
                "the file has an error badge",
                () -> studio.explorer().problemsOf(file).errors() > 0);
        long inProblems = fx(() -> studio.problems().all().stream()
                .filter(d -> file.equals(d.file()) && d.severity() == Severity.ERROR && !d.suppressed())
                .count());
        assertThat(fx(() -> studio.explorer().problemsOf(file).errors())).isEqualTo((int) inProblems);
        assertThat(fx(() -> studio.explorer().problemsOf(folder).errors())).isGreaterThanOrEqualTo((int) inProblems);
        assertThat(fx(() -> studio.explorer().problemsOf(root).errors()))
                .isEqualTo(fx(() -> (int) studio.problems().all().stream()
                        .filter(d -> d.severity() == Severity.ERROR && !d.suppressed())
                        .count()));

        fxRun(() -> doc.editor().undo());
        waitUntil("the badge is gone", () -> studio.explorer().problemsOf(file).errors() == 0);
    }
}
