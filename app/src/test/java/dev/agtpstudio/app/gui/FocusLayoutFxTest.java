package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.agtpstudio.app.layout.LayoutExtension;
import dev.agtpstudio.app.preview.PreviewExtension;
import dev.agtpstudio.app.preview.PreviewPane;
import dev.agtpstudio.app.server.ServerExtension;
import dev.agtpstudio.app.settings.Theme;
import dev.agtpstudio.core.workspace.DocumentVersion;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/** The focus layout (F11) and the Preview and Invoke panes in their own windows, in the real window. */
class FocusLayoutFxTest {
    @TempDir
    Path tmp;

    private StudioFixture f;
    private final LayoutExtension layout = new LayoutExtension();

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

    private Studio start() throws Exception {
        f = new StudioFixture(tmp);
        f.extensions = List.of(new PreviewExtension(), new ServerExtension(), layout);
        return f.start();
    }

    private static SplitPane horizontal(Studio s) {
        return (SplitPane) s.mainView().getCenter();
    }

    @Test
    void f11GivesTheEditorTheFullWidthAndRestoresTheExactLayout() throws Exception {
        Studio s = start();
        assertThat((Object) fx(
                        () -> s.actions().find("view.focusLayout").orElseThrow().accelerator()))
                .isEqualTo(new KeyCodeCombination(KeyCode.F11));
        fxRun(() -> {
            horizontal(s).setDividerPositions(0.23, 0.61);
            s.stage().getScene().getRoot().layout();
        });
        double[] before = fx(() -> horizontal(s).getDividerPositions());
        List<Node> items = fx(() -> List.copyOf(horizontal(s).getItems()));
        assertThat(items).hasSize(3);

        fxRun(() -> s.actions().run("view.focusLayout"));
        fxRun(() -> s.stage().getScene().getRoot().layout());
        assertThat(fx(() -> s.mainView().focusLayout().isActive())).isTrue();
        assertThat(fx(() -> horizontal(s).getItems()))
                .as("explorer and right area hidden")
                .hasSize(1);
        assertThat(fx(() -> s.mainView().editorArea().getBoundsInParent().getWidth() > 0
                        && s.mainView().editorArea().localToScene(0, 0).getX() < 2))
                .as("the editor starts at the left edge")
                .isTrue();
        assertThat(fx(() -> s.mainView().editorArea().getLayoutBounds().getWidth()))
                .isCloseTo(fx(() -> s.stage().getScene().getWidth()), within(4.0));
        assertThat(fx(() -> s.mainView().horizontalDividers()))
                .as("the next start gets the full layout's positions")
                .containsExactly(before);

        // F11 pressed in the editor (the code area does not keep it) toggles back
        var doc = fx(() -> s.documents()
                        .open(f.workspace
                                .resolve("endpoints/book_reservation.toml")
                                .toAbsolutePath()
                                .normalize()))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        fxRun(() -> doc.editor().requestFocus());
        waitUntil("the editor has the focus", () -> s.stage().getScene().getFocusOwner() != null);
        fxRun(() -> {
            Node owner = s.stage().getScene().getFocusOwner();
            javafx.event.Event.fireEvent(
                    owner,
                    new javafx.scene.input.KeyEvent(
                            null,
                            owner,
                            javafx.scene.input.KeyEvent.KEY_PRESSED,
                            javafx.scene.input.KeyEvent.CHAR_UNDEFINED,
                            "",
                            KeyCode.F11,
                            false,
                            false,
                            false,
                            false));
        });
        fxRun(() -> s.stage().getScene().getRoot().layout());
        assertThat(fx(() -> s.mainView().focusLayout().isActive())).isFalse();
        assertThat(fx(() -> List.copyOf(horizontal(s).getItems()))).containsExactlyElementsOf(items);
        assertThat(fx(() -> horizontal(s).getDividerPositions())).containsExactly(before);
    }

    @Test
    void showingAPaneLeavesTheFocusLayoutWithItsPositions() throws Exception {
        Studio s = start();
        fxRun(() -> {
            horizontal(s).setDividerPositions(0.2, 0.7);
            s.stage().getScene().getRoot().layout();
        });
        double[] before = fx(() -> horizontal(s).getDividerPositions());
        fxRun(() -> s.actions().run("view.focusLayout"));
        fxRun(() -> s.mainView().setRightVisible(true)); // e.g. Invoke Endpoint, Preview: Manifest
        waitUntil("focus left", () -> !s.mainView().focusLayout().isActive());
        fxRun(() -> s.stage().getScene().getRoot().layout());
        assertThat(fx(() -> horizontal(s).getItems())).hasSize(3);
        assertThat(fx(() -> horizontal(s).getDividerPositions())).containsExactly(before);
    }

    @Test
    void thePreviewDetachedInTheFocusLayoutKeepsIt() throws Exception {
        Studio s = start();
        fxRun(() -> {
            s.mainView().setRightVisible(false);
            s.actions().run("view.focusLayout");
            s.actions().run("view.detach.preview");
        });
        waitUntil("the preview has its window", () -> layout.windows().count() == 1);
        Thread.sleep(200); // a layout change would leave the focus layout on the next pulse
        assertThat(fx(() -> s.mainView().focusLayout().isActive())).isTrue();
        assertThat(fx(() -> horizontal(s).getItems())).hasSize(1);
        fxRun(() -> s.actions().run("view.detach.preview"));
        assertThat(fx(() -> layout.windows().count())).isZero();
        fxRun(() -> s.actions().run("view.focusLayout"));
        assertThat(fx(() -> horizontal(s).getItems()))
                .as("explorer and editor, as before")
                .hasSize(2);
    }

    @Test
    void previewAndInvokeDetachSurviveAWorkspaceSwitchAndDockBack() throws Exception {
        Studio s = start();
        Path second = tmp.resolve("second");
        StudioFixture.copy(StudioFixture.sampleSource(), second);
        DocumentVersion.write(second, "7");
        int windows = fx(() -> Window.getWindows().size());
        Tab preview = fx(() -> s.mainView().rightPanes().getTabs().stream()
                .filter(t -> "right-preview".equals(t.getId()))
                .findFirst()
                .orElseThrow());
        int index = fx(() -> s.mainView().rightPanes().getTabs().indexOf(preview));
        PreviewPane pane = fx(() -> (PreviewPane) preview.getContent());
        List<String> sheets = fx(() -> List.copyOf(s.stage().getScene().getStylesheets()));

        fxRun(() -> s.actions().run("view.detach.preview"));
        Stage own = fx(() -> layout.windows().windowOf(preview).orElseThrow());
        assertThat(fx(own::isShowing)).isTrue();
        assertThat(fx(() -> own.getOwner())).isSameAs(s.stage());
        assertThat(fx(() -> s.mainView().rightPanes().getTabs())).doesNotContain(preview);
        assertThat(fx(() -> pane.getScene()))
                .as("the same pane, with its state")
                .isSameAs(fx(own::getScene));
        assertThat(fx(() -> own.getScene().getStylesheets())).containsExactlyElementsOf(sheets);

        // another workspace: the window stays and the pane follows the new workspace
        assertThat(fx(() -> s.openWorkspace(second)).get(30, java.util.concurrent.TimeUnit.SECONDS))
                .isTrue();
        waitUntil(
                "the preview shows the second workspace",
                () -> pane.shown() != null && "7".equals(pane.shown().documentVersion()));
        assertThat(fx(own::isShowing)).isTrue();
        assertThat(fx(() -> pane.getScene())).isSameAs(fx(own::getScene));
        assertThat(fx(() -> Window.getWindows().size())).isEqualTo(windows + 1);

        // Invoke too, then back with the same command
        Tab invoke = fx(() -> s.mainView().rightPanes().getTabs().stream()
                .filter(t -> "right-invoke".equals(t.getId()))
                .findFirst()
                .orElseThrow());
        fxRun(() -> s.actions().run("view.detach.invoke"));
        assertThat(fx(() -> layout.windows().count())).isEqualTo(2);
        Node invokeView = fx(() -> layout.windows()
                .windowOf(invoke)
                .orElseThrow()
                .getScene()
                .getRoot()
                .getChildrenUnmodifiable()
                .get(0));
        fxRun(() -> s.actions().run("view.detach.invoke"));
        assertThat(fx(() -> invoke.getContent())).isSameAs(invokeView);
        assertThat(fx(() -> s.mainView().rightPanes().getTabs())).contains(invoke);

        // closing the Preview's window docks it where it was
        fxRun(own::close);
        assertThat(fx(() -> layout.windows().count())).isZero();
        assertThat(fx(() -> s.mainView().rightPanes().getTabs().indexOf(preview)))
                .isEqualTo(index);
        assertThat(fx(preview::getContent)).isSameAs(pane);
        assertThat(fx(() -> s.mainView().rightPanes().getSelectionModel().getSelectedItem()))
                .isSameAs(preview);
        assertThat(fx(() -> Window.getWindows().size())).isEqualTo(windows);
        // nothing of the closed window follows the main one any more (its style sheets were unbound)
        Scene closed = fx(own::getScene);
        fxRun(() -> s.updateSettings(s.settingsProperty()
                .get()
                .withTheme(s.settingsProperty().get().theme() == Theme.DARK ? Theme.LIGHT : Theme.DARK)));
        assertThat(fx(() -> closed.getStylesheets())).containsExactlyElementsOf(sheets);
        assertThat(fx(() -> s.stage().getScene().getStylesheets())).isNotEqualTo(sheets);
    }
}
