package dev.agtpstudio.app.importwizard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.importer.OpenApiImporter;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.input.KeyCode;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Walks the wizard on a two-operation spec, headless: mouse-free API calls, the keyboard, bulk verbs, flags. */
class ImportWizardWindowTest {
    @TempDir
    Path tmp;

    private ImportWizardWindow wizard;
    private final FxRobot robot = new FxRobot();
    private final List<Path> opened = new ArrayList<>();
    private final List<Path> imported = new ArrayList<>();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void close() throws Exception {
        if (wizard != null) {
            FxToolkit.setupFixture(() -> wizard.stage().close());
        }
    }

    private Path bookings() throws Exception {
        return Path.of(getClass().getResource("/importwizard/bookings.yaml").toURI());
    }

    /** The open workspace the wizard is started from. */
    private Path workspace() throws Exception {
        return Files.createDirectories(tmp.resolve("hotel"));
    }

    private void start() throws Exception {
        Path ws = workspace();
        wizard = FxToolkit.setupFixture(() -> {
            ImportWizardWindow w = new ImportWizardWindow(
                    new ImportWizardModel(OpenApiImporter.standard(MethodCatalog.bundled()), MethodCatalog.bundled()),
                    dialogs,
                    ws,
                    imported::add,
                    opened::add);
            w.show(null);
            return w;
        });
    }

    /** Loads the spec with the Load button and goes to the review step. */
    private TableView<ImportWizardModel.Row> toReview() throws Exception {
        fx(() -> {
            ((TextField) lookup("#wizard-spec-path")).setText(bookings().toString());
            ((Button) lookup("#wizard-load")).fire();
            return null;
        });
        waitUntil("spec read", () -> !lookup("#wizard-next").isDisabled());
        next();
        next();
        next();
        waitUntil("review step", () -> lookup("#wizard-review") != null);
        TableView<ImportWizardModel.Row> review = table();
        waitUntil(
                "converted",
                () -> review.getItems().size() == 2 && !lookup("#wizard-next").isDisabled());
        return review;
    }

    @SuppressWarnings("unchecked")
    private TableView<ImportWizardModel.Row> table() throws Exception {
        // the review page is built when the plan made on the worker arrives, which may be after the title changed
        waitUntil("the review table", () -> lookup("#wizard-review") != null);
        return fx(() -> (TableView<ImportWizardModel.Row>) lookup("#wizard-review"));
    }

    @Test
    void chooseReviewAndFinishOpensTheGeneratedFiles() throws Exception {
        Path out = tmp.resolve("bookings-import"); // beside the workspace, named after the spec: never served unseen
        start();
        fx(() -> {
            ((TextField) lookup("#wizard-spec-path")).setText(bookings().toString());
            ((Button) lookup("#wizard-load")).fire();
            // The spec is read on a worker thread: the FX thread is free at once.
            assertThat(((Button) lookup("#wizard-next")).isDisabled()).isTrue();
            return null;
        });
        waitUntil("spec read", () -> !lookup("#wizard-next").isDisabled());
        shot("1-choose");
        next();
        assertThat(fx(() -> ((Label) lookup("#wizard-title")).getText())).contains("Summary");
        next();
        fx(() -> {
            ((Button) lookup("#wizard-select-all")).fire();
            return null;
        });
        next();
        TableView<ImportWizardModel.Row> review = table();
        waitUntil("converted", () -> review.getItems().size() == 2);
        assertThat(fx(() -> review.getItems().toString())).contains("CANCEL").contains("/bookings/{booking_id}");
        next();
        assertThat(fx(() -> ((TextArea) lookup("#wizard-preview")).getText()))
                .contains("[endpoint]")
                .contains("# REVIEW:");
        assertThat(fx(() -> ((TextField) lookup("#wizard-target")).getText())).isEqualTo(out.toString());
        fx(() -> {
            ((Button) lookup("#wizard-finish")).fire();
            return null;
        });
        waitUntil(
                "import finished",
                () -> ((Label) lookup("#wizard-status")).getText().contains("added"));
        assertThat(fx(() -> ((Button) lookup("#wizard-cancel")).getText())).isEqualTo("_Close");
        assertThat(imported).containsExactly(out);
        assertThat(opened)
                .containsExactlyInAnyOrder(out.resolve("get_booking.toml"), out.resolve("cancel_booking.toml"));
        assertThat(Files.readString(out.resolve("cancel_booking.toml"))).contains("method = \"CANCEL\"");
    }

    @Test
    void aTargetInsideTheServedWorkspaceIsWarnedAboutAndFinishAsksFirst() throws Exception {
        start();
        toReview();
        next();
        assertThat(fx(() -> lookup("#wizard-target-warning").isVisible()))
                .as("the default is outside")
                .isFalse();
        Path inside = workspace().resolve("endpoints");
        fx(() -> {
            ((TextField) lookup("#wizard-target")).setText(inside.toString());
            return null;
        });
        assertThat(fx(() -> lookup("#wizard-target-warning").isVisible())).isTrue();
        assertThat(fx(() -> ((Label) lookup("#wizard-target-warning")).getText()))
                .contains("inside the open workspace hotel")
                .contains("running server");
        dialogs.confirmAnswers.add(false);
        fx(() -> {
            ((Button) lookup("#wizard-finish")).fire();
            return null;
        });
        assertThat(dialogs.asked).singleElement().asString().contains("inside the open workspace");
        assertThat(fx(() -> ((Label) lookup("#wizard-status")).getText())).contains("Nothing was written");
        assertThat(inside).doesNotExist();
        Path hidden = workspace().resolve(".drafts/bookings");
        fx(() -> {
            ((TextField) lookup("#wizard-target")).setText(hidden.toString());
            return null;
        });
        assertThat(fx(() -> lookup("#wizard-target-warning").isVisible()))
                .as("a folder the workspace never reads")
                .isFalse();
    }

    @Test
    void anUpstreamOnTheOptionsPageDisablesTheServerChoiceAndTheReviewShowsIt() throws Exception {
        start();
        fx(() -> {
            ((TextField) lookup("#wizard-spec-path")).setText(bookings().toString());
            ((Button) lookup("#wizard-load")).fire();
            return null;
        });
        waitUntil("spec read", () -> !lookup("#wizard-next").isDisabled());
        next();
        assertThat(fx(() -> lookup("#wizard-servers").isDisabled())).isFalse();
        alt(KeyCode.U);
        waitUntil("Alt+U focuses the upstream", () -> lookup("#wizard-upstream").isFocused());
        robot.write("http://sandbox.example.com");
        assertThat(fx(() -> lookup("#wizard-servers").isDisabled()))
                .as("the spec's server is not used")
                .isTrue();
        assertThat(fx(() -> lookup("#wizard-upstream-problem").isVisible()))
                .as("not while typing")
                .isFalse();
        fx(() -> {
            ((Button) lookup("#wizard-next")).fire();
            return null;
        });
        assertThat(fx(() -> ((Label) lookup("#wizard-title")).getText()))
                .as("refused")
                .contains("Summary");
        assertThat(fx(() -> lookup("#wizard-upstream-problem").isVisible())).isTrue();
        assertThat(fx(() -> ((Label) lookup("#wizard-upstream-problem")).getText()))
                .contains("http://sandbox.example.com is plain http")
                .doesNotContain("Exception")
                .doesNotContain("--upstream");
        assertThat(fx(() -> lookup("#wizard-upstream").isFocused()))
                .as("located at the field")
                .isTrue();
        shot("upstream-problem");
        fx(() -> {
            ((TextField) lookup("#wizard-upstream")).setText("http://127.0.0.1:4010");
            return null;
        });
        assertThat(fx(() -> lookup("#wizard-upstream-problem").isVisible()))
                .as("fixed: cleared")
                .isFalse();
        next();
        next();
        TableView<ImportWizardModel.Row> review = table();
        waitUntil(
                "converted",
                () -> review.getItems().size() == 2 && !lookup("#wizard-next").isDisabled());
        assertThat(fx(() -> ((Label) lookup("#wizard-review-upstream")).getText()))
                .contains("http://127.0.0.1:4010")
                .contains("instead of the spec's servers");
        shot("upstream-review");
        fx(() -> {
            ((Button) lookup("#wizard-back")).fire();
            ((Button) lookup("#wizard-back")).fire();
            return null;
        });
        assertThat(fx(() -> ((TextField) lookup("#wizard-upstream")).getText()))
                .as("kept between steps")
                .isEqualTo("http://127.0.0.1:4010");
        fx(() -> {
            ((TextField) lookup("#wizard-upstream")).setText("");
            return null;
        });
        assertThat(fx(() -> lookup("#wizard-servers").isDisabled())).isFalse();
    }

    @Test
    void escapeClosesTheWizard() throws Exception {
        start();
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> wizard.stage().isShowing())).isFalse();
    }

    @Test
    void aBulkVerbChangeAppliesToTheSelectedRowsAndUndoTakesItBack() throws Exception {
        start();
        TableView<ImportWizardModel.Row> review = toReview();
        fx(() -> {
            review.getSelectionModel().selectAll();
            ((ComboBox<?>) lookup("#wizard-bulk-verb")).getEditor().setText("reserve");
            ((Button) lookup("#wizard-bulk-apply")).fire();
            return null;
        });
        waitUntil("re-planned", () -> verbsNow(review).equals(List.of("RESERVE", "RESERVE")));
        assertThat(fx(() -> review.getSelectionModel().getSelectedItems().size()))
                .as("selection kept")
                .isEqualTo(2);
        shot("bulk");
        fx(() -> {
            ((Button) lookup("#wizard-undo")).fire();
            return null;
        });
        waitUntil("undone", () -> verbsNow(review).equals(List.of("FETCH", "CANCEL")));
        assertThat(fx(() -> lookup("#wizard-undo").isDisabled())).isTrue();
    }

    @Test
    void aVerbOutsideTheCatalogIsRefusedWithAMessage() throws Exception {
        start();
        TableView<ImportWizardModel.Row> review = toReview();
        fx(() -> {
            review.getSelectionModel().selectAll();
            ((ComboBox<?>) lookup("#wizard-bulk-verb")).getEditor().setText("FROBNICATE");
            ((Button) lookup("#wizard-bulk-apply")).fire();
            return null;
        });
        assertThat(fx(() -> ((Label) lookup("#wizard-bulk-note")).getText())).contains("not a verb of the catalog");
        assertThat(verbs(review)).containsExactly("FETCH", "CANCEL");
    }

    @Test
    void theFlagsPanelShowsTheRanksInOrderWithTheLowOnesCollapsed() throws Exception {
        start();
        TableView<ImportWizardModel.Row> review = toReview();
        List<String> panes = fx(() -> ((javafx.scene.layout.VBox) lookup("#wizard-flag-ranks"))
                .getChildren().stream().map(Node::getId).toList());
        assertThat(panes)
                .isNotEmpty()
                .isSortedAccordingTo(java.util.Comparator.comparing(id -> dev.agtpstudio.importer.FlagCode.Rank.valueOf(
                        id.substring("wizard-flags-".length()).toUpperCase(java.util.Locale.ROOT))));
        assertThat(panes).contains("wizard-flags-low");
        assertThat(fx(() -> ((TitledPane) lookup("#wizard-flags-low")).isExpanded()))
                .isFalse();
        for (String id : panes) {
            if (!id.equals("wizard-flags-low")) {
                assertThat(fx(() -> ((TitledPane) lookup("#" + id)).isExpanded()))
                        .as(id)
                        .isTrue();
            }
        }
        assertThat(fx(() ->
                        ((TitledPane) lookup("#wizard-flags-low")).getContent().toString()))
                .isNotNull();
        String lowCodes = fx(() -> ((javafx.scene.layout.VBox) ((TitledPane) lookup("#wizard-flags-low")).getContent())
                .getChildren().stream()
                        .map(n -> ((Label) n).getText())
                        .collect(java.util.stream.Collectors.joining("\n")));
        assertThat(lowCodes)
                .contains("semantic-review")
                .contains(dev.agtpstudio.importer.FlagCode.SEMANTIC_REVIEW.meaning());
        fx(() -> {
            review.getSelectionModel().clearAndSelect(1);
            return null;
        });
        @SuppressWarnings("unchecked")
        ListView<String> ops = fx(() -> (ListView<String>) lookup("#wizard-operation-flags"));
        List<String> lines = fx(() -> List.copyOf(ops.getItems()));
        assertThat(lines).isNotEmpty();
        assertThat(String.join("\n", lines)).contains("semantic-review (semantic): confirm intent");
        List<Integer> ranks = lines.stream()
                .map(l -> l.startsWith("!! ") ? 0 : l.startsWith("!  ") ? 1 : 2)
                .toList();
        assertThat(ranks).isSorted();
        shot("flags");
    }

    /** Keyboard only: type the path, Enter loads, Alt+N and Enter move on, rows are selected with Ctrl+A, the
     *  verb is typed after Alt+V, Enter applies it, Alt+U undoes, Enter on the last step is Finish, Escape closes. */
    @Test
    void theWholeWizardWorksFromTheKeyboard() throws Exception {
        start();
        waitUntil("path field focused", () -> lookup("#wizard-spec-path").isFocused());
        robot.write(bookings().toString());
        press(KeyCode.ENTER);
        waitUntil("spec read", () -> !lookup("#wizard-next").isDisabled());
        assertThat(fx(() -> ((Label) lookup("#wizard-title")).getText()))
                .as("Enter loads, not Next")
                .contains("1.");
        alt(KeyCode.N);
        waitUntil("summary", () -> ((Label) lookup("#wizard-title")).getText().contains("Summary"));
        press(KeyCode.ENTER);
        waitUntil("select", () -> ((Label) lookup("#wizard-title")).getText().contains("Select"));
        press(KeyCode.ENTER);
        waitUntil("review", () -> ((Label) lookup("#wizard-title")).getText().contains("Review"));
        TableView<ImportWizardModel.Row> review = table();
        waitUntil(
                "converted",
                () -> review.getItems().size() == 2 && !lookup("#wizard-next").isDisabled());
        for (int i = 0; i < 12 && !fx(review::isFocused); i++) {
            press(KeyCode.TAB); // the Tab order reaches the table
        }
        assertThat(fx(review::isFocused)).as("Tab reaches the review table").isTrue();
        robot.press(KeyCode.CONTROL).press(KeyCode.A).release(KeyCode.A).release(KeyCode.CONTROL);
        waitUntil(
                "all rows selected",
                () -> review.getSelectionModel().getSelectedItems().size() == 2);
        alt(KeyCode.V);
        waitUntil(
                "verb field focused",
                () -> lookup("#wizard-bulk-verb").isFocused()
                        || ((ComboBox<?>) lookup("#wizard-bulk-verb"))
                                .getEditor()
                                .isFocused());
        robot.write("RESERVE");
        press(KeyCode.ENTER);
        assertThat(fx(() -> ((Label) lookup("#wizard-bulk-note")).getText() + " / "
                        + ((ComboBox<?>) lookup("#wizard-bulk-verb"))
                                .getEditor()
                                .getText()))
                .startsWith("RESERVE for 2");
        waitUntil("re-planned", () -> verbsNow(review).equals(List.of("RESERVE", "RESERVE")));
        alt(KeyCode.U);
        waitUntil("undone", () -> verbsNow(review).equals(List.of("FETCH", "CANCEL")));
        alt(KeyCode.N);
        waitUntil("target", () -> ((Label) lookup("#wizard-title")).getText().contains("Target"));
        press(KeyCode.ENTER);
        waitUntil(
                "import finished",
                () -> ((Label) lookup("#wizard-status")).getText().contains("added"));
        assertThat(tmp.resolve("bookings-import/cancel_booking.toml")).exists();
        press(KeyCode.ESCAPE);
        waitUntil("closed", () -> !wizard.stage().isShowing());
    }

    @Test
    void cancelStopsAReadAndTheWizardStaysOpen() throws Exception {
        Path big = tmp.resolve("large.yaml");
        Files.writeString(big, LargeSpec.generate(175));
        start();
        fx(() -> {
            ((TextField) lookup("#wizard-spec-path")).setText(big.toString());
            ((Button) lookup("#wizard-load")).fire();
            assertThat(lookup("#wizard-progress").isVisible()).isTrue();
            ((Button) lookup("#wizard-cancel")).fire();
            return null;
        });
        assertThat(fx(() -> wizard.stage().isShowing())).isTrue();
        assertThat(fx(() -> ((Label) lookup("#wizard-spec-status")).getText())).contains("cancelled");
        assertThat(fx(() -> lookup("#wizard-progress").isVisible())).isFalse();
    }

    private static List<String> verbs(TableView<ImportWizardModel.Row> t) throws Exception {
        return fx(() -> verbsNow(t));
    }

    /** On the FX thread. */
    private static List<String> verbsNow(TableView<ImportWizardModel.Row> t) {
        return t.getItems().stream().map(ImportWizardModel.Row::verb).toList();
    }

    private void press(KeyCode k) {
        robot.press(k).release(k);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void alt(KeyCode k) {
        robot.press(KeyCode.ALT).press(k).release(k).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Node lookup(String id) {
        return wizard.stage().getScene().lookup(id);
    }

    private void next() throws Exception {
        String before = fx(() -> ((Label) lookup("#wizard-title")).getText());
        fx(() -> {
            ((Button) lookup("#wizard-next")).fire();
            return null;
        });
        waitUntil(
                "the step after " + before,
                () -> !((Label) lookup("#wizard-title")).getText().equals(before));
    }

    private void shot(String name) throws Exception {
        Image img = fx(() -> wizard.stage().getScene().snapshot(null));
        Path dir = Path.of("target", "wizard-shots");
        Files.createDirectories(dir);
        int w = (int) img.getWidth();
        int h = (int) img.getHeight();
        BufferedImage b = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader r = img.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                b.setRGB(x, y, r.getArgb(x, y));
            }
        }
        ImageIO.write(b, "png", dir.resolve(name + ".png").toFile());
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get(10, TimeUnit.SECONDS);
    }

    private static void waitUntil(String what, BooleanSupplier condition) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!fx(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what + " (focus on "
                        + fx(() -> javafx.stage.Window.getWindows().stream()
                                .filter(w ->
                                        w.getScene() != null && w.getScene().lookup("#wizard-title") != null)
                                .map(w -> String.valueOf(w.getScene().getFocusOwner()) + ", title "
                                        + ((Label) w.getScene().lookup("#wizard-title")).getText())
                                .toList())
                        + ")");
            }
            Thread.sleep(50);
        }
    }
}
