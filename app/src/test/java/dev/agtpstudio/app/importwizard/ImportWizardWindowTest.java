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
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Walks the wizard end to end on a two-operation spec, headless; saves a picture of each step under target/. */
class ImportWizardWindowTest {
    @TempDir
    Path tmp;
    private ImportWizardWindow wizard;
    private final FxRobot robot = new FxRobot();
    private final List<Path> opened = new ArrayList<>();
    private final List<Path> imported = new ArrayList<>();

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

    @Test
    void chooseReviewAndImportOpensTheGeneratedFiles() throws Exception {
        Path spec = Path.of(getClass().getResource("/importwizard/bookings.yaml").toURI());
        Path out = tmp.resolve("endpoints");
        wizard = FxToolkit.setupFixture(() -> {
            ImportWizardWindow w = new ImportWizardWindow(
                    new ImportWizardModel(OpenApiImporter.standard(MethodCatalog.bundled())), new ScriptedDialogs(),
                    tmp, imported::add, opened::add);
            w.show(null);
            return w;
        });
        fx(() -> {
            ((TextField) lookup("#wizard-spec-path")).setText(spec.toString());
            ((Button) lookup("#wizard-load")).fire();
            // The spec is read on a worker thread: the FX thread is free at once.
            assertThat(((Button) lookup("#wizard-next")).isDisabled()).isTrue();
            return null;
        });
        waitUntil("spec read", () -> !lookup("#wizard-next").isDisabled());
        shot("1-choose");
        next();
        assertThat(fx(() -> ((Label) lookup("#wizard-title")).getText())).contains("Summary");
        shot("2-summary");
        next();
        fx(() -> {
            ((Button) lookup("#wizard-select-all")).fire();
            return null;
        });
        shot("3-select");
        next();
        TableView<?> review = fx(() -> (TableView<?>) lookup("#wizard-review"));
        assertThat(fx(() -> review.getItems().size())).isEqualTo(2);
        assertThat(fx(() -> review.getItems().toString())).contains("CANCEL").contains("/bookings/{booking_id}");
        shot("4-review");
        next();
        fx(() -> {
            ((TextField) lookup("#wizard-target")).setText(out.toString());
            return null;
        });
        assertThat(fx(() -> ((TextArea) lookup("#wizard-preview")).getText())).contains("[endpoint]").contains("# REVIEW:");
        shot("5-target");
        fx(() -> {
            ((Button) lookup("#wizard-import")).fire();
            return null;
        });
        waitUntil("import finished", () -> ((Label) lookup("#wizard-status")).getText().contains("added"));
        assertThat(fx(() -> ((ProgressBar) lookup("#wizard-progress")).getProgress())).isEqualTo(1.0);
        shot("6-done");
        assertThat(imported).containsExactly(out);
        assertThat(opened).containsExactlyInAnyOrder(out.resolve("get_booking.toml"), out.resolve("cancel_booking.toml"));
        assertThat(Files.readString(out.resolve("cancel_booking.toml"))).contains("method = \"CANCEL\"");
    }

    @Test
    void escapeClosesTheWizard() throws Exception {
        wizard = fx(() -> {
            ImportWizardWindow w = new ImportWizardWindow(new ImportWizardModel(
                    dev.agtpstudio.importer.OpenApiImporter.standard(dev.agtpstudio.core.catalog.MethodCatalog.bundled())),
                    null, null, d -> { }, f -> { });
            w.show(null);
            return w;
        });
        fx(() -> {
            javafx.event.Event.fireEvent(wizard.stage().getScene().getRoot(), new javafx.scene.input.KeyEvent(
                    javafx.scene.input.KeyEvent.KEY_PRESSED, "", "", javafx.scene.input.KeyCode.ESCAPE,
                    false, false, false, false));
            return null;
        });
        assertThat(fx(() -> wizard.stage().isShowing())).isFalse();
    }

    private javafx.scene.Node lookup(String id) {
        return wizard.stage().getScene().lookup(id);
    }

    private void next() throws Exception {
        fx(() -> {
            ((Button) lookup("#wizard-next")).fire();
            return null;
        });
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
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(50);
        }
    }
}
