package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.changes.ChangesExtension;
import dev.agtpstudio.app.changes.ChangesView;
import dev.agtpstudio.app.changes.ChangesViewModelTest;
import dev.agtpstudio.app.changes.SideBySide;
import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.evolution.StartedBaseline;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kordamp.ikonli.javafx.FontIcon;
import org.testfx.api.FxToolkit;

/** The Changes view side by side in the real window, and a baseline started in a folder outside git. */
class ChangesSideBySideFxTest {
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
    void showsBothTextsWithTheChangeInTheGutterAtItsLine() throws Exception {
        Path ws = ChangesViewModelTest.committed(tmp.resolve("api"), "input-required-added");
        ChangesView view = openAt(ws);
        waitUntil("the change is listed", () -> !view.table().getItems().isEmpty());
        Change c = fx(() -> view.table().getItems().get(0));
        fxRun(() -> {
            view.table().getSelectionModel().select(c);
            view.sideBySideToggle().fire();
        });
        waitUntil("the texts are shown", () -> view.sideBySide().shown() != null);
        assertThat(fx(() -> view.getCenter())).isSameAs(view.sideBySide());
        // the titles sit in a split pane, whose items become children only once its skin is made (the next pulse,
        // which a loaded machine delays)
        waitUntil("the titles are in the scene graph", () -> view.lookup("#side-by-side-old-title") != null);
        assertThat(fx(() -> ((Label) view.lookup("#side-by-side-old-title")).getText()))
                .isEqualTo("Then: Last commit (git HEAD)");
        assertThat(fx(() -> ((Label) view.lookup("#side-by-side-new-title")).getText()))
                .isEqualTo("Now: endpoints/book.toml");

        List<String> newLines = Files.readAllLines(ws.resolve("endpoints/book.toml"));
        int line = c.location().range().startLine();
        waitUntil("the change's row is painted", () -> markedRow(view, false) != null);
        // the painted row with the gutter mark is the change's line of the new text, facing a gap
        Object[] marked = fx(() -> markedRow(view, false));
        SideBySide.Row row = (SideBySide.Row) marked[0];
        assertThat(row.newLine()).isEqualTo(line);
        assertThat(row.newText()).isEqualTo(newLines.get(line - 1));
        assertThat(row.oldText()).isNull();
        assertThat(((FontIcon) marked[1]).getIconLiteral()).isEqualTo("mdi2c-close-octagon"); // breaking
        assertThat(fx(() -> markedRow(view, true)))
                .as("nothing marked on the baseline's side")
                .isNull();
        // both texts are there, the baseline's unchanged first line facing the workspace's
        SideBySide.Row first = fx(() -> view.sideBySide().rows().getItems().get(0));
        assertThat(first.oldText()).isEqualTo(newLines.get(0)).isEqualTo(first.newText());

        fxRun(() -> view.sideBySideToggle().fire());
        assertThat(fx(() -> view.getCenter())).isSameAs(view.table());
    }

    @Test
    void aBaselineStartedOutsideGitShowsTheNextChange() throws Exception {
        Path ws = tmp.resolve("plain");
        StudioFixture.copy(ChangesViewModelTest.CORPUS.resolve("error-added/old"), ws);
        ChangesView view = openAt(ws);
        waitUntil("the way out is offered", () -> {
            Node b = view.lookup("#changes-start-baseline");
            return b != null && b.isVisible();
        });
        assertThat(fx(() -> view.table().getPlaceholder().lookup(".changes-start-here")))
                .isNotNull();
        fxRun(() -> ((Button) view.table().getPlaceholder().lookup(".changes-start-here")).fire());
        waitUntil(
                "started",
                () -> Files.isDirectory(StartedBaseline.dir(ws))
                        && view.table().getPlaceholder() instanceof Label l
                        && l.getText().startsWith("No changes"));
        assertThat(f.studio.stage().getScene().lookup("#changes-baseline")).isNotNull();

        StudioFixture.copy(
                ChangesViewModelTest.CORPUS.resolve("error-added/new").resolve("endpoints"),
                tmp.resolve("new-endpoints"));
        Files.copy(
                tmp.resolve("new-endpoints/book.toml"),
                ws.resolve("endpoints/book.toml"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        fx(() -> f.studio.rescan());
        waitUntil(
                "the change shows against the started baseline",
                () -> view.table().getItems().stream()
                        .anyMatch(c -> c.kind().id().equals("error/added")));

        // starting again asks first; "no" keeps the baseline and the change
        f.dialogs.confirmAnswers.add(false);
        fxRun(() -> ((Button) view.lookup("#changes-start-baseline")).fire());
        waitUntil(
                "asked", () -> f.dialogs.asked.stream().anyMatch(a -> a.startsWith("confirm: A baseline was started")));
        Thread.sleep(300);
        assertThat(fx(() -> view.table().getItems().size())).isEqualTo(1);
    }

    private ChangesView openAt(Path ws) throws Exception {
        f = new StudioFixture(tmp);
        f.extensions = List.of(new ChangesExtension());
        f.openAtStart = false;
        Studio s = f.start();
        fx(() -> s.openWorkspace(ws)).get(30, java.util.concurrent.TimeUnit.SECONDS);
        fxRun(() -> {
            s.mainView().setBottomVisible(true);
            s.mainView().bottomPanes().getTabs().stream()
                    .filter(t -> "Changes".equals(t.getText()))
                    .findFirst()
                    .ifPresent(
                            t -> s.mainView().bottomPanes().getSelectionModel().select(t));
            s.mainView().restoreDividers(null, new double[] {0.3});
        });
        ChangesView v = fx(() -> (ChangesView) s.stage().getScene().lookup("#changes-view"));
        assertThat(v).isNotNull();
        return v;
    }

    /** The painted row with a gutter mark on that side, and the mark; null when none is painted. */
    @SuppressWarnings("unchecked")
    private static Object[] markedRow(ChangesView view, boolean oldSide) {
        for (Node n : view.sideBySide().rows().lookupAll(".sbs-row")) {
            ListCell<SideBySide.Row> cell = (ListCell<SideBySide.Row>) n;
            if (cell.getItem() == null || cell.isEmpty()) {
                continue;
            }
            Node half = cell.getGraphic() == null
                    ? null
                    : ((javafx.scene.layout.GridPane) cell.getGraphic())
                            .getChildren()
                            .get(oldSide ? 0 : 1);
            Node icon = half == null ? null : half.lookup(".sbs-gutter .ikonli-font-icon");
            if (icon != null) {
                return new Object[] {cell.getItem(), icon};
            }
        }
        return null;
    }
}
