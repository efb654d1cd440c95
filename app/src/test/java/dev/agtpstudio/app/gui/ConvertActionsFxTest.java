package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.convert.ConvertExtension;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import java.nio.file.Files;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The File menu's Convert actions in a real window (headless): AGIS to JSON and back, enabled only on .agis. */
class ConvertActionsFxTest {
    @RegisterExtension
    final StudioWindow window =
            new StudioWindow().configure(w -> w.extensions = java.util.List.of(new ConvertExtension()));

    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() {
        f = window.fixture();
        studio = window.studio();
    }

    @Test
    void convertsTheActiveAgisDocumentToJsonAndBackAsUndoableEditsAndOnlyForAgis() throws Exception {
        DocumentViewModel toml = fx(() -> studio.documents()
                        .open(f.workspace
                                .resolve("endpoints/query_rooms.toml")
                                .toAbsolutePath()
                                .normalize()))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        waitUntil("the TOML tab is active", () -> studio.documents().active() == toml);
        assertThat(fx(() -> studio.actions().run("convert.agis-json")))
                .as("disabled on endpoint TOML")
                .isFalse();

        DocumentViewModel agis = fx(() -> studio.documents()
                        .open(f.workspace
                                .resolve("harbor-light.agis")
                                .toAbsolutePath()
                                .normalize()))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        waitUntil("the AGIS tab is active", () -> studio.documents().active() == agis);
        String yaml = fx(() -> agis.editor().text());

        assertThat(fx(() -> studio.actions().run("convert.agis-json"))).isTrue();
        waitUntil("the buffer is JSON", () -> agis.editor().text().startsWith("{"));
        assertThat(fx(agis::isDirty)).isTrue();
        assertThat(Files.readString(f.workspace.resolve("harbor-light.agis")))
                .as("nothing saved")
                .isEqualTo(yaml);

        assertThat(fx(() -> studio.actions().run("convert.agis-yaml"))).isTrue();
        waitUntil("the buffer is YAML again", () -> agis.editor().text().contains("endpoints:"));
    }
}
