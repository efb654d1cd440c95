package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.convert.ConvertExtension;
import dev.agtpstudio.app.files.Journal;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The recovery journal follows the buffer's real state: an edit undone back to the saved text (typing, or a
 * conversion) leaves nothing to restore, so switching workspace and back brings back a clean tab and no dialog.
 */
class UndoneEditsJournalFxTest {
    @RegisterExtension
    final StudioWindow window =
            new StudioWindow().configure(w -> w.extensions = java.util.List.of(new ConvertExtension()));

    private DocumentViewModel open(String relative) throws Exception {
        Path p = window.fixture().workspace.resolve(relative).toAbsolutePath().normalize();
        return fx(() -> window.studio().documents().open(p))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
    }

    private Path journalFile(DocumentViewModel d) {
        return new Journal(AppDirs.under(window.fixture().home).journalDir()).fileFor(d.path());
    }

    @Test
    void typingAndAConversionUndoneLeaveNothingToRestoreAfterASwitchOfWorkspace() throws Exception {
        Studio studio = window.studio();
        DocumentViewModel toml = open("endpoints/query_rooms.toml");
        fxRun(() -> toml.editor().replace(0, 0, "# typed\n"));
        waitUntil("the typed text is journaled", () -> Files.exists(journalFile(toml)));
        fxRun(() -> toml.editor().undo());
        assertThat(fx(toml::isDirty)).as("undone back to the saved text").isFalse();

        DocumentViewModel agis = open("harbor-light.agis");
        waitUntil("the AGIS tab is active", () -> studio.documents().active() == agis);
        assertThat(fx(() -> studio.actions().run("convert.agis-json"))).isTrue();
        waitUntil("the buffer is JSON", () -> agis.editor().text().startsWith("{"));
        waitUntil("the conversion is journaled", () -> Files.exists(journalFile(agis)));
        fxRun(() -> agis.editor().undo());
        assertThat(fx(agis::isDirty)).as("the conversion undone").isFalse();

        waitUntil(
                "the journal entries are gone",
                () -> !Files.exists(journalFile(toml)) && !Files.exists(journalFile(agis)));
        Path other = Files.createDirectories(window.fixture().home.resolve("other"));
        assertThat(fx(() -> studio.openWorkspace(other)).get(20, TimeUnit.SECONDS))
                .isTrue();
        assertThat(fx(() -> studio.openWorkspace(window.fixture().workspace)).get(20, TimeUnit.SECONDS))
                .isTrue();
        Thread.sleep(300); // the restore dialog is shown after the first frame
        assertThat(window.fixture().dialogs.infos).noneMatch(s -> s.contains("restored"));
        assertThat(fx(() -> studio.documents().documents().stream().noneMatch(DocumentViewModel::isDirty)))
                .as("every tab clean")
                .isTrue();
    }
}
