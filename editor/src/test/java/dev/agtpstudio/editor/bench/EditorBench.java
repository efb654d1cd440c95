package dev.agtpstudio.editor.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.editor.CodeEditor;
import dev.agtpstudio.editor.highlight.HighlightExecutors;
import dev.agtpstudio.editor.lexer.LexedDocument;
import dev.agtpstudio.editor.lexer.LineSource;
import dev.agtpstudio.editor.lexer.TomlLexer;
import dev.agtpstudio.editor.lexer.YamlLexer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Editor benchmark, headless (Monocle). Measures (1) opening a 20,000-line file: text set to highlighting applied,
 * (2) the work one keystroke causes on the FX thread (edit pipeline: version, diagnostic shift, relex of the dirty
 * lines, restyle) for files of 200, 2,000 and 20,000 lines, showing it does not grow with file size.
 *
 * <p>Run: {@code mvn -o -q -pl editor -am test-compile && mvn -o -q -pl editor exec:java
 * -Dexec.mainClass=dev.agtpstudio.editor.bench.EditorBench -Dexec.classpathScope=test}; add {@code -Dexec.args=keys}
 * for the keystrokes alone (200 and 20,000 lines of TOML, 20,000 of YAML), with the bytes each one allocates.
 */
public final class EditorBench {
    private static final int KEYSTROKES = 300;

    private EditorBench() {}

    public static void main(String[] args) throws Exception {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("prism.text", "t2k");
        System.setProperty("java.awt.headless", "true");
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        Platform.setImplicitExit(false);
        started.await();
        MethodCatalog catalog = MethodCatalog.bundled();
        ExecutorService highlight = HighlightExecutors.newHighlightExecutor();

        System.out.printf(
                "EditorBench (headless Monocle, %d cores, Java %s)%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"));
        pureLexing();

        boolean keysOnly = args.length > 0 && args[0].equals("keys");
        String big = endpointLike(20_000);
        if (keysOnly) {
            for (int lines : new int[] {200, 20_000}) {
                keystrokes(FileKind.ENDPOINT, endpointLike(lines), lines, catalog, highlight);
            }
            keystrokes(FileKind.AGIS, agisLike(20_000), 20_000, catalog, highlight);
            highlight.shutdownNow();
            Platform.exit();
            return;
        }
        // Warm up JIT and the toolkit on a smaller file first.
        for (int i = 0; i < 3; i++) {
            openOnce(endpointLike(5_000), catalog, highlight);
        }
        double[][] open = new double[5][];
        for (int i = 0; i < open.length; i++) {
            open[i] = openOnce(big, catalog, highlight);
        }
        System.out.printf(
                "open 20,000-line TOML (%,d chars), text set -> highlighted on screen: median %.0f ms, max %.0f ms%n",
                big.length(), median(col(open, 0)), max(col(open, 0)));
        System.out.printf(
                "  of which (wall): setting the text (FX thread) median %.0f ms; lex+compose (highlight thread) median %.0f ms;"
                        + " applying styles (FX thread) median %.0f ms%n",
                median(col(open, 1)), median(col(open, 2)), median(col(open, 3)));
        System.out.printf(
                "  CPU time actually used (FX + highlight threads), which is what a quiet machine waits for: median %.0f ms"
                        + " (FX %.0f ms, highlight %.0f ms)%n",
                median(col(open, 4)) + median(col(open, 5)), median(col(open, 4)), median(col(open, 5)));

        for (int lines : new int[] {200, 2_000, 20_000}) {
            keystrokes(FileKind.ENDPOINT, endpointLike(lines), lines, catalog, highlight);
        }
        keystrokes(FileKind.AGIS, agisLike(20_000), 20_000, catalog, highlight);
        highlight.shutdownNow();
        Platform.exit();
    }

    private static void pureLexing() {
        String toml = endpointLike(20_000);
        String yaml = agisLike(20_000);
        double[] t = new double[7];
        double[] y = new double[7];
        for (int i = 0; i < t.length; i++) {
            long s = System.nanoTime();
            LexedDocument.lex(new TomlLexer(v -> false), LineSource.of(toml));
            t[i] = (System.nanoTime() - s) / 1e6;
            s = System.nanoTime();
            LexedDocument.lex(new YamlLexer(v -> false), LineSource.of(yaml));
            y[i] = (System.nanoTime() - s) / 1e6;
        }
        System.out.printf("pure lex of 20,000 lines: TOML median %.1f ms, YAML median %.1f ms%n", median(t), median(y));
    }

    /** Bytes the current thread allocated so far. */
    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean())
                .getCurrentThreadAllocatedBytes();
    }

    /** CPU time of the thread named "highlight" (0 before it first ran). */
    private static long highlightCpu(java.lang.management.ThreadMXBean mx) {
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().equals("highlight")) {
                return Math.max(0, mx.getThreadCpuTime(t.getId()));
            }
        }
        return 0;
    }

    private static double[] col(double[][] rows, int c) {
        return Arrays.stream(rows).mapToDouble(r -> r[c]).toArray();
    }

    /** Total, set-text, compute, apply milliseconds. */
    private static double[] openOnce(String text, MethodCatalog catalog, ExecutorService highlight) throws Exception {
        CodeEditor[] holder = new CodeEditor[1];
        Stage[] stage = new Stage[1];
        onFx(() -> {
            holder[0] = new CodeEditor(FileKind.ENDPOINT, new DefaultCompletionProvider(), highlight, catalog);
            stage[0] = new Stage();
            stage[0].setScene(new Scene(holder[0], 1000, 700));
            stage[0].show();
            return null;
        });
        CodeEditor ed = holder[0];
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long fxId = onFx(() -> Thread.currentThread().getId());
        long fxCpu0 = mx.getThreadCpuTime(fxId);
        long hlCpu0 = highlightCpu(mx);
        CountDownLatch done = new CountDownLatch(1);
        long[] doneAt = new long[1];
        onFx(() -> {
            ed.highlighter().highlightedVersionProperty().addListener((o, a, b) -> {
                if (b.longValue() == ed.documentVersion() && doneAt[0] == 0) {
                    ed.getCodeArea().layout();
                    doneAt[0] = System.nanoTime();
                    done.countDown();
                }
            });
            return null;
        });
        long start = System.nanoTime();
        double setText = onFx(() -> {
            long s0 = System.nanoTime();
            ed.resetText(text);
            return (System.nanoTime() - s0) / 1e6;
        });
        if (!done.await(120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("highlighting did not finish");
        }
        double ms = (doneAt[0] - start) / 1e6;
        double fxCpu = (mx.getThreadCpuTime(fxId) - fxCpu0) / 1e6;
        double hlCpu = (highlightCpu(mx) - hlCpu0) / 1e6;
        double compute = ed.highlighter().lastPassComputeNanos() / 1e6;
        double apply = ed.highlighter().lastPassApplyNanos() / 1e6;
        onFx(() -> {
            stage[0].close();
            ed.dispose();
            return null;
        });
        return new double[] {ms, setText, compute, apply, fxCpu, hlCpu};
    }

    private static void keystrokes(
            FileKind kind, String text, int lines, MethodCatalog catalog, ExecutorService highlight) throws Exception {
        CodeEditor[] holder = new CodeEditor[1];
        Stage[] stage = new Stage[1];
        onFx(() -> {
            holder[0] = new CodeEditor(kind, new DefaultCompletionProvider(), highlight, catalog);
            stage[0] = new Stage();
            stage[0].setScene(new Scene(holder[0], 1000, 700));
            stage[0].show();
            holder[0].resetText(text);
            return null;
        });
        CodeEditor ed = holder[0];
        while (onFx(() -> ed.highlighter().highlightedVersionProperty().get() != ed.documentVersion())) {
            Thread.sleep(2);
        }
        // 100 diagnostics spread over the file, as a validator would report.
        onFx(() -> {
            List<Diagnostic> ds = new ArrayList<>();
            int len = ed.getCodeArea().getLength();
            for (int i = 0; i < 100; i++) {
                int at = (int) ((long) len * i / 100);
                ds.add(Diagnostic.builder("bench/x", Severity.WARNING, "m")
                        .range(new TextRange(at, at + 3, 1, 1, 1, 1))
                        .build());
            }
            ed.setDiagnostics(ds, ed.documentVersion());
            int line = lines / 2;
            ed.getCodeArea().moveTo(line, 0);
            ed.getCodeArea().showParagraphAtCenter(line);
            return null;
        });
        int middleLine = lines / 2;
        double[] t = new double[KEYSTROKES];
        double[] ours = new double[KEYSTROKES];
        double[] cpu = new double[KEYSTROKES];
        double[] alloc = new double[KEYSTROKES];
        int[] relexed = new int[KEYSTROKES];
        for (int k = 0; k < KEYSTROKES; k++) {
            final int kk = k;
            t[k] = onFx(() -> {
                var area = ed.getCodeArea();
                int pos = area.getAbsolutePosition(middleLine, 0) + 4;
                long s = System.nanoTime();
                long c0 =
                        java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
                long a0 = allocated();
                if (kk % 2 == 0) {
                    area.insertText(pos, "x");
                } else {
                    area.deleteText(pos, pos + 1);
                }
                double ms = (System.nanoTime() - s) / 1e6;
                cpu[kk] = (java.lang.management.ManagementFactory.getThreadMXBean()
                                        .getCurrentThreadCpuTime()
                                - c0)
                        / 1e6;
                alloc[kk] = (allocated() - a0) / 1024.0;
                relexed[kk] = ed.highlighter().lastRelexed().size();
                ours[kk] = ed.lastEditNanos() / 1e6;
                return ms;
            });
            if (k % 10 == 0) {
                onFx(() -> {
                    ed.getCodeArea().layout();
                    return null;
                });
            }
        }
        double[] warm = Arrays.copyOfRange(t, 50, t.length);
        double[] warmOurs = Arrays.copyOfRange(ours, 50, ours.length);
        double[] warmCpu = Arrays.copyOfRange(cpu, 50, cpu.length);
        int maxRelexed = Arrays.stream(relexed).max().orElse(0);
        System.out.printf(
                "keystroke in %s file of %,6d lines: editor pipeline median %.3f ms, p95 %.3f ms;"
                        + " whole insertText incl. RichTextFX median %.3f ms, p95 %.3f ms (CPU median %.3f ms, p95 %.3f ms);"
                        + " lines relexed <= %d; allocated median %.0f KB%n",
                kind == FileKind.AGIS ? "YAML" : "TOML",
                lines,
                median(warmOurs),
                percentile(warmOurs, 0.95),
                median(warm),
                percentile(warm, 0.95),
                median(warmCpu),
                percentile(warmCpu, 0.95),
                maxRelexed,
                median(Arrays.copyOfRange(alloc, 50, alloc.length)));
        onFx(() -> {
            stage[0].close();
            ed.dispose();
            return null;
        });
    }

    static String endpointLike(int lines) {
        String[] block = {
            "[endpoint]",
            "method = \"BOOK\"",
            "path = \"/room/{room_id}\"",
            "description = \"\"\"",
            "Books a room for the named guest.",
            "\"\"\"",
            "errors = [",
            "  \"room_unavailable\",",
            "]",
            "[endpoint.semantic]",
            "confidence = 0.85",
            "is_idempotent = false # note",
            "url = \"https://x/${HOST}\"",
            ""
        };
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            sb.append(block[i % block.length]);
            if (i < lines - 1) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    static String agisLike(int lines) {
        String[] block = {
            "  - method: BOOK", "    path: /room/{room_id}", "    description: |", "      Books a room.",
            "      method: not a key", "    semantic:", "      intent: \"Reserve a room\"",
                    "      impact_tier: irreversible",
            "      confidence_guidance: 0.9", "    errors: [room_unavailable, invalid_dates]  # codes"
        };
        StringBuilder sb = new StringBuilder("agis: \"1.0\"\nendpoints:\n");
        for (int i = 2; i < lines; i++) {
            sb.append(block[i % block.length]);
            if (i < lines - 1) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> c) throws Exception {
        FutureTask<T> f = new FutureTask<>(c);
        Platform.runLater(f);
        return f.get(60, TimeUnit.SECONDS);
    }

    private static double median(double[] a) {
        return percentile(a, 0.5);
    }

    private static double percentile(double[] a, double p) {
        double[] s = a.clone();
        Arrays.sort(s);
        return s[Math.min(s.length - 1, (int) Math.ceil(p * s.length) - 1)];
    }

    private static double max(double[] a) {
        return Arrays.stream(a).max().orElse(0);
    }
}
