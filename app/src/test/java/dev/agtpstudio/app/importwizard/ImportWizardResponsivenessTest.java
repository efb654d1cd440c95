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
 * Reading and converting a 700-operation spec happens off the FX thread: while the wizard reads it, the FX thread
 * answers a probe posted every 10 ms within a generous bound. This checks where the work runs, not how fast it is
 * (the figure is {@code WizardStallBench}'s): the work itself takes longer than the bound, so a read on the FX
 * thread would fail.
 */
class ImportWizardResponsivenessTest {
    /** Far above a free FX thread's answer (a pulse or a GC pause), well below reading the spec. */
    static final long BOUND_MS = 1000;

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
            ImportWizardWindow w = new ImportWizardWindow(new ImportWizardModel(
                    OpenApiImporter.standard(MethodCatalog.bundled()), MethodCatalog.bundled()), new ScriptedDialogs(),
                    tmp, d -> { }, f -> { });
            w.show(null);
            return w;
        });
        try (FxStallProbe probe = new FxStallProbe()) {
            Thread.sleep(200);
            probe.takeMaxMillis();
            long t0 = System.nanoTime();
            fx(() -> {
                ((TextField) wizard.stage().getScene().lookup("#wizard-spec-path")).setText(spec.toString());
                ((Button) wizard.stage().getScene().lookup("#wizard-load")).fire();
                return null;
            });
            waitUntil(() -> !wizard.stage().getScene().lookup("#wizard-next").isDisabled());
            long readMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            long stall = probe.takeMaxMillis();
            assertThat(readMs).as("reading and converting takes longer than the bound, so the check can fail")
                    .isGreaterThan(BOUND_MS);
            assertThat(stall).as("longest FX-thread stall while reading (read took %d ms)", readMs)
                    .isLessThan(BOUND_MS);
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
