package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.catalog.CatalogExtension;
import dev.agtpstudio.app.catalog.CatalogIndex;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.core.catalogdiff.CatalogDiffTextFormat;
import dev.agtpstudio.core.catalogdiff.CatalogDiffTool;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The Method Catalog view: verbs by category with marks and the workspace's uses; catalog-diff as an action. */
class CatalogBrowserFxTest {
    private static final Path CATALOG_2 = Path.of(
                    "../core/src/test/resources/dev/agtpstudio/core/catalog/diff/catalog-2.0.0.json")
            .toAbsolutePath()
            .normalize();
    private final CatalogExtension catalog = new CatalogExtension();

    @RegisterExtension
    final StudioWindow window = new StudioWindow().configure(w -> w.extensions = List.of(catalog));

    private final FxRobot robot = new FxRobot();
    private StudioFixture f;
    private Studio studio;

    @BeforeEach
    void window() throws Exception {
        f = window.fixture();
        studio = window.studio();
        waitUntil(
                "the catalog index",
                () -> catalog.index() != null
                        && catalog.index().verb("BOOK").isPresent()
                        && !catalog.index().verb("BOOK").get().usages().isEmpty());
    }

    @Test
    void showsVerbsByCategoryWithMarksAndOpensAnEndpointThatUsesOne() throws Exception {
        assertThat(fx(() -> studio.actions().run("catalog.show"))).isTrue();
        CatalogIndex idx = fx(catalog::index);
        assertThat(idx.categories())
                .extracting(CatalogIndex.Category::name)
                .contains("transaction", CatalogIndex.LEGACY);
        assertThat(idx.verb("QUERY").orElseThrow().marks()).contains("embedded");
        assertThat(idx.verb("GET").orElseThrow().marks()).isEqualTo("legacy, use FETCH");
        assertThat(idx.verb("BOOK").orElseThrow().usages())
                .extracting(CatalogIndex.Usage::fileLabel)
                .containsExactly("endpoints/book_reservation.toml", "harbor-light.agis");

        assertThat(fx(() -> catalog.view().select("BOOK"))).isTrue();
        assertThat(fx(() -> catalog.view().usages().getItems())).hasSize(2);
        fxRun(() -> {
            catalog.view().usages().getSelectionModel().select(1);
            catalog.view().usages().requestFocus();
        });
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        Path agis = f.workspace.resolve("harbor-light.agis").toAbsolutePath().normalize();
        waitUntil("the AGIS document is open at BOOK", () -> {
            DocumentViewModel d = studio.documents().active();
            return d != null
                    && d.path().equals(agis)
                    && !d.isLoading()
                    && d.editor()
                            .text()
                            .startsWith("BOOK", d.editor().caretOffset().getValue());
        });

        fxRun(() -> catalog.view().filter().setText("rese"));
        assertThat(fx(() -> catalog.view().tree().getRoot().getChildren().stream()
                        .flatMap(c -> c.getChildren().stream())
                        .map(i -> ((CatalogIndex.Verb) i.getValue()).name())
                        .toList()))
                .contains("RESERVE")
                .doesNotContain("BOOK")
                .allMatch(n -> n.contains("RESE"));
    }

    @Test
    void comparingWithACatalogFileShowsTheImpactTheCliReports() throws Exception {
        f.dialogs.fileAnswers.add(CATALOG_2);
        assertThat(fx(() -> studio.actions().run("catalog.diff"))).isTrue();
        waitUntil(
                "the report is shown",
                () -> catalog.view().diffReport().getText().contains("RESERVE"));
        String shown = fx(() -> catalog.view().diffReport().getText());
        String cli = new CatalogDiffTextFormat()
                .render(new CatalogDiffTool(WorkspaceLoader::load)
                        .run(Path.of(CatalogDiffTool.BUNDLED), CATALOG_2, f.workspace)
                        .report());
        assertThat(shown).isEqualTo(cli).contains("reserve_reservation.toml");

        f.dialogs.fileAnswers.add(f.workspace.resolve("agtp-server.toml"));
        fxRun(() -> studio.actions().run("catalog.diff"));
        waitUntil(
                "a clear error for a file that is not a catalog",
                () -> catalog.view().diffReport().getText().startsWith("NEW catalog"));
        assertThat(fx(() -> catalog.view().diffReport().getText())).doesNotContain("Exception");
    }
}
