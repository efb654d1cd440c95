package dev.agtpstudio.app.bench;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.ui.docs.DiskText;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.editor.CodeEditorSurface;
import dev.agtpstudio.app.validation.ValidationResult;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Whether the largest file the editor opens ({@link DiskText#MAX_OPEN_BYTES}, an {@code .agis} just under it) fits
 * the heap the IDE is started with: opens it in the real window (headless), waits until it is highlighted and its
 * buffer validated, types a few keystrokes (each validated), and reports the live heap after a full collection and
 * the RSS. Run it under the heap options to decide (see docs/decisions/0265):
 *
 * <pre>
 * BENCH_JAVA_OPTS=-Xmx1g app/bench.sh LargeFileBench [bytes, default the editor's limit] [keystrokes, default 6]
 * </pre>
 *
 * An {@link OutOfMemoryError} anywhere ends the run with exit status 1 (the heap is too small for the file).
 */
public final class LargeFileBench {
    private LargeFileBench() {}

    public static void main(String[] args) {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            if (e instanceof OutOfMemoryError) {
                System.out.println("OutOfMemoryError on thread " + t.getName() + ": the heap is too small");
                Runtime.getRuntime().halt(1);
            }
        });
        BenchSupport.runAndExit(() -> run(args));
    }

    private static void run(String[] args) throws Exception {
        long bytes = args.length > 0 ? Long.parseLong(args[0]) : DiskText.MAX_OPEN_BYTES - 64 * 1024;
        int keystrokes = BenchSupport.intArg(args, 1, 6);
        BenchSupport.headless();
        System.out.printf("max heap %d MB%n", Runtime.getRuntime().maxMemory() >> 20);
        Path tmp = Files.createTempDirectory("agtp-large");
        Path ws = tmp.resolve("hotel");
        BenchSupport.copy(BenchSupport.projectDir().resolve("samples/hotel"), ws);
        Path agis = ws.resolve("harbor-light.agis").toAbsolutePath().normalize();
        String sample = Files.readString(agis);
        int lines = (int) (bytes / (sample.length() / sample.lines().count() + 1));
        String big = BenchSupport.bigAgis(sample, lines);
        while (big.length() > bytes) {
            lines -= Math.max(1, (big.length() - bytes) / 40);
            big = BenchSupport.bigAgis(sample, lines);
        }
        Files.writeString(agis, big);
        System.out.printf("file: %d lines, %.1f MB%n", lines, big.length() / 1048576.0);
        big = null;

        Studio studio = BenchSupport.studio(tmp.resolve("home"));
        CompletableFuture<?>[] opening = new CompletableFuture<?>[1];
        BenchSupport.fx(
                () -> opening[0] = studio.openWorkspace(ws.toAbsolutePath().normalize()));
        opening[0].get(300, TimeUnit.SECONDS);
        long t0 = System.nanoTime();
        DocumentViewModel doc = BenchSupport.fx(() -> studio.documents().open(agis))
                .get(300, TimeUnit.SECONDS)
                .orElseThrow();
        var editor = ((CodeEditorSurface) doc.editor()).control();
        await(() -> editor.highlighter().highlightedVersionProperty().get() == editor.documentVersion(), 600);
        System.out.printf("opened and highlighted in %.1f s%n", (System.nanoTime() - t0) / 1e9);
        memory("open");
        int at = BenchSupport.fx(() -> editor.getText().indexOf("method: LIST") + "method: LIST".length());
        for (int i = 0; i < keystrokes; i++) {
            boolean add = (i & 1) == 0;
            long version = BenchSupport.fx(() -> {
                doc.editor().replace(at, add ? at : at + 1, add ? "x" : "");
                return doc.editor().version();
            });
            long k0 = System.nanoTime();
            await(
                    () -> {
                        ValidationResult r = studio.lastResultProperty().get();
                        Long v = r == null ? null : r.bufferVersions().get(agis);
                        return v != null && v >= version;
                    },
                    600);
            System.out.printf("keystroke %d validated in %.1f s%n", i + 1, (System.nanoTime() - k0) / 1e9);
        }
        memory("after " + keystrokes + " validated keystrokes");
        Thread.sleep(Long.getLong("bench.hold", 0)); // time to take a class histogram (jcmd PID GC.class_histogram)
        System.out.printf(
                "load average %.1f on %d cores%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
        BenchSupport.close(studio);
    }

    private static void await(java.util.concurrent.Callable<Boolean> fxCondition, int seconds) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!BenchSupport.fx(fxCondition)) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("not done within " + seconds + " s");
            }
            Thread.sleep(50);
        }
    }

    private static void memory(String when) throws Exception {
        System.gc();
        long live = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        String status = Files.readString(Path.of("/proc/self/status"));
        System.out.printf(
                "%s: live heap after a full collection %d MB; RSS %d MB (peak %d MB)%n",
                when, live >> 20, kb(status, "VmRSS:") >> 10, kb(status, "VmHWM:") >> 10);
    }

    private static long kb(String status, String key) {
        return status.lines()
                .filter(l -> l.startsWith(key))
                .findFirst()
                .map(l -> Long.parseLong(l.replaceAll("\\D", "")))
                .orElse(-1L);
    }
}
