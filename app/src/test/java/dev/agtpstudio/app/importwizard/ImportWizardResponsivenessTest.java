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
 * Reading and converting a 700-operation spec happens off the FX thread: while the wizard reads it, no sample of the
 * FX thread's stack is inside file reading, parsing or the importer (the same probe as {@code FxThreadFreeTest}). This
 * checks where the work runs, not how fast it is: the figure is {@code WizardStallBench}'s (docs/benchmarks.md). The
 * read takes hundreds of milliseconds, sampled every 2 ms, so a read on the FX thread is seen many times over; code
 * that does not read there cannot be seen doing it, however loaded the machine (docs/decisions/0635).
 */
class ImportWizardResponsivenessTest {
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
            probe.reset();
            fx(() -> {
                ((TextField) wizard.stage().getScene().lookup("#wizard-spec-path")).setText(spec.toString());
                ((Button) wizard.stage().getScene().lookup("#wizard-load")).fire();
                return null;
            });
            waitUntil(() -> !wizard.stage().getScene().lookup("#wizard-next").isDisabled());
            fx(() -> null); // what the FX thread does right after the result arrived counts too
            assertThat(probe.blockingSamples())
                    .as("samples of the FX thread in blocking calls while reading: %s", probe.describe())
                    .isZero();
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
