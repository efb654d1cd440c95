package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.importwizard.ImportWizardExtension;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/**
 * File > Import OpenAPI... in the real window, with an edited (unsaved) document open: the import writes only into
 * the chosen folder; no tab is closed, the edit stays unsaved and unchanged, and no save question is asked.
 */
class ImportWizardKeepsWorkspaceFxTest {
    @TempDir
    Path tmp;

    private StudioFixture f;
    private Studio studio;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        f = new StudioFixture(tmp);
        f.extensions = List.of(new ImportWizardExtension());
        studio = f.start();
    }

    @AfterEach
    void stop() throws Exception {
        fxRun(() -> Window.getWindows().stream()
                .filter(w -> w instanceof Stage s && "Import OpenAPI".equals(s.getTitle()))
                .toList()
                .forEach(Window::hide));
        if (f != null) {
            f.stop();
        }
    }

    @Test
    void importingLeavesOpenTabsAndUnsavedEditsAlone() throws Exception {
        Path edited = f.workspace
                .resolve("endpoints/query_rooms.toml")
                .toAbsolutePath()
                .normalize();
        Path other = f.workspace
                .resolve("endpoints/cancel_reservation.toml")
                .toAbsolutePath()
                .normalize();
        String onDisk = Files.readString(edited);
        DocumentViewModel doc = fx(() -> studio.documents().open(edited))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        fx(() -> studio.documents().open(other)).get(10, java.util.concurrent.TimeUnit.SECONDS);
        fxRun(() -> doc.editor().replaceText(onDisk + "\n# an edit not saved yet\n"));
        assertThat(fx(() -> doc.dirtyProperty().get())).isTrue();
        List<Path> tabsBefore = fx(() -> studio.documents().documents().stream()
                .map(DocumentViewModel::path)
                .toList());
        List<Path> filesBefore = files(f.workspace);

        assertThat(fx(() -> studio.actions().run("import.openapi"))).isTrue();
        Scene wizard = fx(() -> Window.getWindows().stream()
                .filter(w -> w instanceof Stage s && "Import OpenAPI".equals(s.getTitle()))
                .findFirst()
                .orElseThrow()
                .getScene());
        Path spec =
                Path.of(getClass().getResource("/importwizard/bookings.yaml").toURI());
        fxRun(() -> {
            ((TextField) wizard.lookup("#wizard-spec-path")).setText(spec.toString());
            ((Button) wizard.lookup("#wizard-load")).fire();
        });
        waitUntil("spec read", () -> !wizard.lookup("#wizard-next").isDisabled());
        for (int i = 0; i < 4; i++) {
            fxRun(() -> ((Button) wizard.lookup("#wizard-next")).fire());
            waitUntil(
                    "next step",
                    () -> !wizard.lookup("#wizard-next").isDisabled()
                            || !wizard.lookup("#wizard-finish").isDisabled());
        }
        Path target = f.workspace.resolve("imported");
        f.dialogs.confirmAnswers.add(true); // "Import into the workspace?": yes, this test is about the workspace
        fxRun(() -> {
            ((TextField) wizard.lookup("#wizard-target")).setText(target.toString());
            ((Button) wizard.lookup("#wizard-finish")).fire();
        });
        waitUntil(
                "imported",
                () -> ((Label) wizard.lookup("#wizard-status")).getText().contains("added"));

        assertThat(f.dialogs.asked)
                .as("no save (or other) question, only whether to import into the workspace")
                .singleElement()
                .asString()
                .startsWith("confirm: This folder is inside the open workspace");
        List<Path> tabsAfter = fx(() -> studio.documents().documents().stream()
                .map(DocumentViewModel::path)
                .toList());
        assertThat(tabsAfter).as("no tab closed").containsAll(tabsBefore);
        assertThat(fx(() -> doc.dirtyProperty().get()))
                .as("the edit is still unsaved")
                .isTrue();
        assertThat(fx(() -> doc.editor().text())).endsWith("# an edit not saved yet\n");
        assertThat(Files.readString(edited))
                .as("nothing saved behind the user's back")
                .isEqualTo(onDisk);
        List<Path> added = files(f.workspace).stream()
                .filter(p -> !filesBefore.contains(p))
                .toList();
        assertThat(added).isNotEmpty().allMatch(p -> p.startsWith(target), "written only into the chosen folder");
        assertThat(files(f.workspace)).containsAll(filesBefore);
    }

    private static List<Path> files(Path root) throws Exception {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile)
                    .filter(p -> !p.toString().contains(".agtp-studio"))
                    .map(p -> p.toAbsolutePath().normalize())
                    .sorted()
                    .toList();
        }
    }
}
