package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.changes.ChangesExtension;
import dev.agtpstudio.app.changes.ChangesView;
import dev.agtpstudio.app.changes.ChangesViewModelTest;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.app.workspace.SampleWorkspace;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.evolution.Change;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/** The Changes view in the real window: it lists the change against the last commit, jumps to it, and bumps. */
class ChangesViewTest {
    @TempDir
    Path tmp;

    private Studio studio;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void stop() throws Exception {
        if (studio != null) {
            Studio s = studio;
            FxToolkit.setupFixture(() -> {
                s.shutdown();
                s.stage().close();
            });
        }
    }

    @Test
    void listsJumpsAndBumps() throws Exception {
        Path ws = ChangesViewModelTest.committed(tmp.resolve("api"), "input-required-added");
        AppDirs dirs = AppDirs.under(tmp.resolve("home"));
        StudioServices services = new StudioServices(
                dirs,
                ProductionParts.loader(),
                new dev.agtpstudio.validator.live.StandardValidation(null),
                ProductionParts.editors(),
                new SampleWorkspace(List.of(), dirs.sampleDir()),
                Clock.systemUTC(),
                Duration.ofMillis(60),
                Duration.ofMillis(100),
                Duration.ofMillis(250),
                List.of(new ChangesExtension()));
        studio = FxToolkit.setupFixture(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, new ScriptedDialogs(), Platform::runLater);
            stage.show();
            s.openWorkspace(ws);
            return s;
        });
        fx(
                () -> { // the view is built when its tab is first shown
                    studio.mainView().bottomPanes().getTabs().stream()
                            .filter(t -> "Changes".equals(t.getText()))
                            .findFirst()
                            .ifPresent(t -> studio.mainView()
                                    .bottomPanes()
                                    .getSelectionModel()
                                    .select(t));
                    return null;
                });
        ChangesView view = fx(() -> (ChangesView) studio.stage().getScene().lookup("#changes-view"));
        assertThat(view).isNotNull();
        waitUntil("the change is listed", () -> !view.table().getItems().isEmpty());
        Change c = fx(() -> view.table().getItems().get(0));
        assertThat(c.kind().id()).isEqualTo("input/required-added");

        fx(() -> {
            view.table().getSelectionModel().select(0);
            view.table().requestFocus();
            view.table()
                    .fireEvent(new javafx.scene.input.KeyEvent(
                            javafx.scene.input.KeyEvent.KEY_PRESSED,
                            "",
                            "",
                            javafx.scene.input.KeyCode.ENTER,
                            false,
                            false,
                            false,
                            false));
            return null;
        });
        waitUntil(
                "the file is open at the change",
                () -> studio.documents().activeProperty().get() != null
                        && studio.documents().activeProperty().get().path().endsWith("endpoints/book.toml")
                        && studio.documents()
                                        .activeProperty()
                                        .get()
                                        .editor()
                                        .caretLine()
                                        .getValue()
                                == c.location().range().endLine());

        Button bump = fx(() -> (Button) studio.stage().getScene().lookup("#changes-bump"));
        assertThat(fx(bump::getText)).isEqualTo("Bump document_version to 2 (major)");
        fx(() -> {
            bump.fire();
            return null;
        });
        waitUntil("document_version written", () -> "2".equals(DocumentVersion.read(ws)));
        waitUntil("the button goes once bumped", () -> !bump.isVisible());
    }
}
