package dev.agtpstudio.app.importwizard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.testing.FxStallProbe;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.importer.OpenApiImporter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Reading and converting a 700-operation spec happens off the FX thread: while the wizard reads it, the FX thread's
 * sampled stack is never inside file reading, parsing or the importer for 100 ms on end (the same probe as
 * {@code FxThreadFreeTest}). This checks where the work runs, not how fast it is (the figure is
 * {@code WizardStallBench}'s): the read itself takes several times that bound, so a read on the FX thread would fail.
 */
class ImportWizardResponsivenessTest {
    /** Longer than the FX thread may spend in blocking work on end. */
    static final long MAX_BLOCK_MS = 100;
    /** The read takes at least this long (in a warm JVM too), so running it on the FX thread could not pass. */
    static final long BOUND_MS = 3 * MAX_BLOCK_MS;

    @TempDir
    Path tmp;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void readingA700OperationSpecLeavesTheFxThreadFree() throws Exception {
        Path spec = tmp.resolve("large.yaml");
        Files.writeString(spec, LargeSpec.generate(175));
        ImportWizardWindow wizard = FxToolkit.setupFixture(() -> {
            ImportWizardWindow w = new ImportWizardWindow(
                    new ImportWizardModel(OpenApiImporter.standard(MethodCatalog.bundled()), MethodCatalog.bundled()),
                    new ScriptedDialogs(),
                    tmp,
                    d -> {},
                    f -> {});
            w.show(null);
            return w;
        });
        try (FxStallProbe probe = FxStallProbe.start()) {
            Thread.sleep(200);
            probe.reset();
            long t0 = System.nanoTime();
            fx(() -> {
                ((TextField) wizard.stage().getScene().lookup("#wizard-spec-path")).setText(spec.toString());
                ((Button) wizard.stage().getScene().lookup("#wizard-load")).fire();
                return null;
            });
            waitUntil(() -> !wizard.stage().getScene().lookup("#wizard-next").isDisabled());
            long readMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            Thread.sleep(50); // what the FX thread does right after the result arrived counts too
            assertThat(readMs)
                    .as("reading and converting takes longer than the bound, so the check can fail")
                    .isGreaterThan(BOUND_MS);
            assertThat(probe.maxBlockedMillis())
                    .as("FX thread blocked while reading (read took %d ms): %s", readMs, probe.describe())
                    .isLessThan(MAX_BLOCK_MS);
        } finally {
            FxToolkit.setupFixture(() -> wizard.stage().close());
        }
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get(60, TimeUnit.SECONDS);
    }

    private static void waitUntil(BooleanSupplier condition) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!fx(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out reading the spec");
            }
            Thread.sleep(20);
        }
    }
}
