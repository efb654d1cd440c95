package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.fxRun;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.importwizard.ImportWizardExtension;
import dev.agtpstudio.app.ui.WelcomeView;
import dev.agtpstudio.app.ui.status.StatusBarViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.AccessibleAttribute;
import javafx.scene.control.Button;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/** The window's menus, keyboard paths, welcome page and status message. */
class ShellPolishTest {
    @TempDir
    Path tmp;

    private StudioFixture f;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        f = new StudioFixture(tmp);
        f.extensions = List.of(new ImportWizardExtension());
        f.start();
        waitUntil("first validation", () -> f.studio.lastResultProperty().get() != null);
    }

    @AfterEach
    void stop() throws Exception {
        f.stop();
    }

    private Menu fileMenu() throws Exception {
        return fx(() -> ((MenuBar) f.studio.stage().getScene().lookup("#main-menu"))
                .getMenus()
                .get(0));
    }

    @Test
    void menusHaveMnemonicsAndImportComesBeforeQuit() throws Exception {
        Menu file = fileMenu();
        assertThat(fx(file::getText)).isEqualTo("_File");
        assertThat(fx(file::isMnemonicParsing)).isTrue();
        List<String> ids = fx(() -> file.getItems().stream()
                .map(MenuItem::getId)
                .filter(i -> i != null)
                .toList());
        assertThat(ids).contains("action-import.openapi").last().isEqualTo("action-file.quit");
    }

    @Test
    void altFOpensTheFileMenuAndTypesNothing() throws Exception {
        var doc = fx(() -> f.studio.documents().active());
        String before = fx(() -> doc.editor().text());
        fxRun(() -> doc.editor().requestFocus());
        robot.press(KeyCode.ALT).press(KeyCode.F).release(KeyCode.F).release(KeyCode.ALT);
        waitUntil("File menu open", () -> fileMenuShowing());
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        assertThat(fx(() -> doc.editor().text())).isEqualTo(before);
    }

    private boolean fileMenuShowing() {
        return ((MenuBar) f.studio.stage().getScene().lookup("#main-menu"))
                .getMenus()
                .get(0)
                .isShowing();
    }

    @Test
    void ctrlShiftMFocusesTheProblemsTable() throws Exception {
        var doc = fx(() -> f.studio.documents().active());
        fxRun(() -> doc.editor().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.M).release(KeyCode.M, KeyCode.SHIFT, KeyCode.CONTROL);
        TableView<?> table = fx(() -> f.studio.problemsView().table());
        waitUntil("problems table focused", table::isFocused);
        assertThat(fx(() -> table.getAccessibleText())).isNotBlank();
    }

    @Test
    void anEmptyWorkspaceShowsTheWelcomePageWithKeyboardReachableNextSteps() throws Exception {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        fx(() -> f.studio.openWorkspace(empty)).get(30, TimeUnit.SECONDS);

        WelcomeView welcome = fx(() -> f.studio.welcome());
        assertThat(welcome).isNotNull();
        List<Button> steps = fx(() -> welcome.getChildren().stream()
                .filter(Button.class::isInstance)
                .map(Button.class::cast)
                .toList());
        assertThat(steps).extracting(Button::getId).contains("welcome-file-newEndpoint", "welcome-import-openapi");
        assertThat(fx(() -> steps.get(0).queryAccessibleAttribute(AccessibleAttribute.TEXT)))
                .asString()
                .contains("New Endpoint from Template");
        // Tab moves through the steps, and Space runs the focused one
        fxRun(() -> steps.get(0).requestFocus());
        robot.press(KeyCode.TAB).release(KeyCode.TAB);
        assertThat(fx(() -> steps.get(1).isFocused())).isTrue();

        // once the workspace has a file, the page goes
        f.dialogs.textAnswers.add(java.util.Optional.of("BOOK /rooms"));
        fxRun(() -> robot.lookup("#welcome-file-newEndpoint").queryButton().fire());
        waitUntil("welcome page gone", () -> f.studio.welcome() == null);
    }

    @Test
    void fileAndLineOfAProblemAreVisibleAtTheDefaultWindowSize() throws Exception {
        TableView<?> table = fx(() -> f.studio.problemsView().table());
        double visible = fx(table::getWidth);
        double upToLine = fx(() -> {
            double x = 0;
            for (var c : table.getColumns()) {
                x += c.getWidth();
                if (c.getText().equals("Line")) {
                    return x;
                }
            }
            return Double.MAX_VALUE;
        });
        assertThat(fx(() -> f.studio.stage().getWidth())).isLessThanOrEqualTo(1400);
        assertThat(upToLine).isLessThan(visible);
    }

    @Test
    void aProblemRowJumpsToWhereItsMarkMovedWithTheEdits() throws Exception {
        Path file = f.workspace
                .resolve("endpoints/book_reservation.toml")
                .toAbsolutePath()
                .normalize();
        var doc = fx(() -> f.studio.documents().open(file))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        fxRun(() -> doc.editor().replaceText(doc.editor().text().replace("method = \"BOOK\"", "method = \"BOOKING\"")));
        waitUntil(
                "the error is shown",
                () -> doc.editor().shownDiagnostics().stream()
                        .anyMatch(s -> s.diagnostic().severity() == dev.agtpstudio.core.diag.Severity.ERROR));
        var shown = fx(() -> doc.editor().shownDiagnostics().stream()
                .filter(s -> s.diagnostic().severity() == dev.agtpstudio.core.diag.Severity.ERROR)
                .findFirst()
                .orElseThrow());
        int line = shown.diagnostic().range().startLine();
        // three lines typed above it; the row still holds the old range when the user double-clicks it
        int caretLine = fx(() -> {
            doc.editor().replace(0, 0, "# one\n# two\n# three\n");
            f.studio.documents().reveal(shown.diagnostic());
            return doc.editor().caretLine().getValue();
        });
        assertThat(caretLine).isEqualTo(line + 3);
    }

    @Test
    void theStatusBarCountsWhatProblemsCounts() throws Exception {
        // issue 37: the status bar counted the validation result by itself ("1 error, 2 info") while Problems said
        // "1 error, 0 warnings, 2 other" and also listed the Check Server rows
        fxRun(() -> f.studio
                .problems()
                .setExternal(
                        "check",
                        List.of(new dev.agtpstudio.core.diag.Diagnostic(
                                "check/probe",
                                dev.agtpstudio.core.diag.Severity.ERROR,
                                "check",
                                null,
                                null,
                                null,
                                "a check row",
                                null,
                                List.of(),
                                null))));
        String problems = fx(() -> f.studio.problems().summary().get());
        assertThat(fx(() -> f.studio.status().validationProperty().get())).isEqualTo(problems);
    }

    @Test
    void aStatusMessageClearsByItself() throws Exception {
        StatusBarViewModel status = fx(() -> new StatusBarViewModel(javafx.util.Duration.millis(200)));
        fxRun(() -> status.setMessage("Saved."));
        assertThat(fx(() -> status.messageProperty().get())).isEqualTo("Saved.");
        waitUntil("message cleared", () -> status.messageProperty().get().isEmpty());
    }
}
