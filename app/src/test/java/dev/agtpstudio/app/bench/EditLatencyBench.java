package dev.agtpstudio.app.bench;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.validation.ValidationResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;

/**
 * Keystroke-to-diagnostic latency in the real application window (headless): a 2,000-line {@code .agis} is open,
 * one character is typed into a method verb (alternately making it unknown and valid again), and the time is taken
 * until the validation result for exactly that buffer version has been applied on the FX thread (problems view and
 * editor marks updated) and the next pulse has laid the changed nodes out. The debounce delay is part of the figure;
 * the bench fails unless each result shows its edit (the verb's line flagged after a character is added, not after it
 * is taken out). Also times opening a 20,000-line file.
 *
 * <pre>
 * mvn -o -q -B -pl app -am test-compile -DskipTests
 * mvn -o -q -B -pl app exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=dev.agtpstudio.app.bench.EditLatencyBench -Dagtp.project.dir=$PWD
 * </pre>
 */
public final class EditLatencyBench {
    private EditLatencyBench() {}

    public static void main(String[] args) {
        BenchSupport.runAndExit(() -> run(args));
    }

    private static void run(String[] args) throws Exception {
        int warmup = BenchSupport.intArg(args, 0, 15);
        int runs = BenchSupport.intArg(args, 1, 60);
        // An uppercase letter in a method value also opens verb completion (a popup window each time); a lowercase
        // one makes the verb just as unknown without it. Both are typing; the default measures diagnostics alone.
        boolean withCompletion = args.length > 2 && args[2].equals("--completion");
        String typed = withCompletion ? "X" : "x";
        BenchSupport.headless();
        Path tmp = Files.createTempDirectory("agtp-bench");
        Path ws = tmp.resolve("hotel");
        BenchSupport.copy(BenchSupport.projectDir().resolve("samples/hotel"), ws);
        Path agis = ws.resolve("harbor-light.agis");
        String big = BenchSupport.bigAgis(Files.readString(agis), 2000);
        Files.writeString(agis, big);
        Path huge = tmp.resolve("huge.agis"); // outside the workspace: only the open is timed
        Files.writeString(huge, BenchSupport.bigAgis(Files.readString(agis), 20000));

        Studio studio = BenchSupport.studio(tmp.resolve("home"));
        BenchSupport.fx(() -> studio.openWorkspace(ws)).get(30, TimeUnit.SECONDS);
        Path file = agis.toAbsolutePath().normalize();
        DocumentViewModel doc = BenchSupport.fx(() -> studio.documents().open(file))
                .get(10, TimeUnit.SECONDS)
                .orElseThrow();
        waitForResult(studio, file);
        System.out.printf(
                "document: %d lines, %d chars; workspace: %d files%n",
                big.lines().count(),
                big.length(),
                BenchSupport.fx(() ->
                        studio.lastResultProperty().get().workspace().files().size() - 1));

        int verbAt = big.indexOf("method: LIST") + "method: LIST".length();
        int verbLine = (int) big.substring(0, verbAt).lines().count(); // 1-based, as TextRange's lines
        long[] latency = new long[runs];
        long[] compute = new long[runs];
        long[] toSnapshot = new long[runs];
        long[] toApply = new long[runs];
        java.util.concurrent.atomic.AtomicBoolean editShown = new java.util.concurrent.atomic.AtomicBoolean();
        for (int i = -warmup; i < runs; i++) {
            // the first keystroke adds a character and the next takes it out again, whatever the warm-up count
            boolean add = ((i + warmup) & 1) == 0;
            AtomicLong t0 = new AtomicLong();
            CountDownLatch done = new CountDownLatch(1);
            AtomicLong elapsed = new AtomicLong();
            BenchSupport.fx(() -> {
                long[] version = new long[1];
                javafx.beans.value.ChangeListener<ValidationResult> l = new javafx.beans.value.ChangeListener<>() {
                    @Override
                    public void changed(
                            javafx.beans.value.ObservableValue<? extends ValidationResult> o,
                            ValidationResult a,
                            ValidationResult r) {
                        Long v = r.bufferVersions().get(file);
                        if (v != null && v == version[0]) {
                            // applied to the problems view and the editor; visible once the next pulse has laid
                            // the changed nodes out (rendering then runs on the render thread)
                            studio.lastResultProperty().removeListener(this);
                            editShown.set(BenchSupport.flagsLine(r, file, verbLine) == add);
                            Runnable[] once = new Runnable[1];
                            once[0] = () -> {
                                studio.stage().getScene().removePostLayoutPulseListener(once[0]);
                                long now = System.nanoTime();
                                elapsed.set(now - t0.get());
                                lastPhases = new long[] {
                                    r.snapshotAt() - t0.get(), r.finishedAt() - r.snapshotAt(), now - r.finishedAt()
                                };
                                done.countDown();
                            };
                            studio.stage().getScene().addPostLayoutPulseListener(once[0]);
                            Platform.requestNextPulse();
                        }
                    }
                };
                studio.lastResultProperty().addListener(l);
                t0.set(System.nanoTime());
                if (add) {
                    doc.editor().replace(verbAt, verbAt, typed);
                } else {
                    doc.editor().replace(verbAt, verbAt + 1, "");
                }
                version[0] = doc.editor().version();
                return null;
            });
            if (!done.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("no result for keystroke " + i);
            }
            if (!editShown.get()) { // a figure for a result that does not show the edit would measure something else
                throw new IllegalStateException("the result for keystroke " + i + " does not show its edit on line "
                        + verbLine + (add ? " (no diagnostic for the unknown verb)" : " (the verb is still flagged)"));
            }
            if (i >= 0) {
                latency[i] = elapsed.get();
                toSnapshot[i] = lastPhases[0];
                compute[i] = lastPhases[1];
                toApply[i] = lastPhases[2];
            }
            Thread.sleep(200);
        }
        System.out.println(BenchSupport.stats("keystroke to diagnostics applied (2,000-line .agis)", latency));
        System.out.println(BenchSupport.stats("  keystroke to text snapshot (debounce + FX queue)", toSnapshot));
        System.out.println(BenchSupport.stats("  snapshot to result (queue + load + rules, validate thread)", compute));
        System.out.println(
                BenchSupport.stats("  result to applied and laid out (FX queue + problems + marks + pulse)", toApply));

        long[] open = new long[5];
        for (int i = 0; i < open.length; i++) {
            Path h = huge.toAbsolutePath().normalize();
            long t = System.nanoTime();
            CountDownLatch shown = new CountDownLatch(1);
            BenchSupport.fx(() -> {
                // the tab appears at once, loading; what is timed is the text read (on file-read) and laid out
                studio.documents().open(h).thenRun(() -> {
                    Runnable[] once = new Runnable[1];
                    once[0] = () -> {
                        studio.stage().getScene().removePostLayoutPulseListener(once[0]);
                        shown.countDown();
                    };
                    studio.stage().getScene().addPostLayoutPulseListener(once[0]);
                    Platform.requestNextPulse();
                });
                return null;
            });
            shown.await(60, TimeUnit.SECONDS);
            open[i] = System.nanoTime() - t;
            BenchSupport.fx(
                    () -> studio.documents().close(studio.documents().find(h).orElseThrow()));
            Thread.sleep(300);
        }
        System.out.println(BenchSupport.stats("open a 20,000-line .agis until laid out", open));
        System.out.printf(
                "load average while measuring: %.1f on %d cores%n",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        .getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
        BenchSupport.close(studio);
    }

    private static volatile long[] lastPhases;

    private static void waitForResult(Studio studio, Path file) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (BenchSupport.fx(() -> studio.lastResultProperty().get() == null
                || !studio.lastResultProperty().get().workspace().file(file).isPresent())) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("no validation result");
            }
            Thread.sleep(50);
        }
    }
}
