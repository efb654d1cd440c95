package dev.agtpstudio.app.bench;

import dev.agtpstudio.app.importwizard.ImportWizardModel;
import dev.agtpstudio.app.importwizard.ImportWizardWindow;
import dev.agtpstudio.app.importwizard.LargeSpec;
import dev.agtpstudio.app.testing.FxStallProbe;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.importer.OpenApiImporter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;

/**
 * The import wizard's longest FX-thread stall on a large spec (headless): while it reads and converts the spec, and
 * while it re-plans after a bulk verb change on every row. A probe posts a {@code runLater} every 10 ms; the figure is
 * the longest wait from posting to running. The spec is generated (700 operations) unless a file is given.
 *
 * <pre>
 * mvn -o -q -B -pl app -am test-compile -DskipTests
 * mvn -o -q -B -pl app exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=dev.agtpstudio.app.bench.WizardStallBench [-Dexec.args="path/to/spec.yaml"]
 * </pre>
 */
public final class WizardStallBench {
    private WizardStallBench() {}

    public static void main(String[] args) {
        BenchSupport.runAndExit(() -> run(args));
    }

    private static void run(String[] args) throws Exception {
        BenchSupport.headless();
        Path spec;
        if (args.length > 0) {
            spec = Path.of(args[0]);
            if (!Files.isRegularFile(spec)) {
                System.out.println(spec + " not found; skipped");
                return;
            }
        } else {
            spec = Files.createTempFile("wizard-bench", ".yaml");
            Files.writeString(spec, LargeSpec.generate(175));
        }
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        Path out = Files.createTempDirectory("wizard-bench-out");
        ImportWizardWindow w = fx(() -> {
            ImportWizardWindow x = new ImportWizardWindow(
                    new ImportWizardModel(OpenApiImporter.standard(MethodCatalog.bundled()), MethodCatalog.bundled()),
                    null,
                    out,
                    d -> {},
                    f -> {});
            x.show(null);
            return x;
        });
        Scene scene = fx(() -> w.stage().getScene());
        try (FxStallProbe probe = FxStallProbe.start()) {
            Thread.sleep(300);
            long idle = probe.maxGapMillis();
            probe.reset();
            long t0 = System.nanoTime();
            fx(() -> {
                ((TextField) scene.lookup("#wizard-spec-path")).setText(spec.toString());
                ((Button) scene.lookup("#wizard-load")).fire();
                return null;
            });
            waitUntil(() -> !scene.lookup("#wizard-next").isDisabled());
            long readMs = ms(t0);
            long readStall = probe.maxGapMillis();
            for (int i = 0; i < 3; i++) {
                fx(() -> {
                    ((Button) scene.lookup("#wizard-next")).fire();
                    return null;
                });
                waitUntil(() -> !scene.lookup("#wizard-next").isDisabled());
            }
            @SuppressWarnings("unchecked")
            TableView<ImportWizardModel.Row> table =
                    fx(() -> (TableView<ImportWizardModel.Row>) scene.lookup("#wizard-review"));
            waitUntil(() ->
                    !table.getItems().isEmpty() && !scene.lookup("#wizard-next").isDisabled());
            int rows = fx(() -> table.getItems().size());
            probe.reset();
            long t1 = System.nanoTime();
            fx(() -> {
                table.getSelectionModel().selectAll();
                ((ComboBox<?>) scene.lookup("#wizard-bulk-verb")).getEditor().setText("RESERVE");
                ((Button) scene.lookup("#wizard-bulk-apply")).fire();
                if (!scene.lookup("#wizard-bulk-apply").isDisabled()) {
                    throw new IllegalStateException("the bulk change did not start a re-plan");
                }
                return null;
            });
            waitUntil(() -> !scene.lookup("#wizard-bulk-apply").isDisabled());
            long reserved = fx(() -> table.getItems().stream()
                    .filter(r -> r.verb().equals("RESERVE"))
                    .count());
            long replanMs = ms(t1);
            long replanStall = probe.maxGapMillis();
            System.out.printf(Locale.ROOT, "%s: %d operations%n", spec.getFileName(), rows);
            System.out.printf(Locale.ROOT, "idle              longest FX stall %5d ms%n", idle);
            System.out.printf(Locale.ROOT, "read + convert    %6d ms, longest FX stall %5d ms%n", readMs, readStall);
            System.out.printf(
                    Locale.ROOT,
                    "bulk verb re-plan %6d ms, longest FX stall %5d ms (%d rows)%n",
                    replanMs,
                    replanStall,
                    rows);
            System.out.printf(
                    Locale.ROOT,
                    "(%d rows became RESERVE; the others collided and took a free alternative)%n",
                    reserved);
        }
    }

    private static long ms(long t0) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(c.call());
            } catch (Exception | Error e) {
                f.completeExceptionally(e);
            }
        });
        return f.get(120, TimeUnit.SECONDS);
    }

    private static void waitUntil(BooleanSupplier condition) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!fx(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out");
            }
            Thread.sleep(20);
        }
    }
}
