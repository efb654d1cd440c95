package dev.agtpstudio.validator.semantic.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import dev.agtpstudio.validator.semantic.SemanticOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Pass-6 figures: model load time, verb-index build time, time per check (uncached: the intent is embedded; cached:
 * its embedding is in the LRU), and the memory the model adds (heap after GC, and native RSS from /proc/self/status).
 * Run (after {@code mvn -o -q -pl validator -am install -DskipTests} and a test-compile):
 * <pre>
 * mvn -o -q -pl validator dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt
 * java -cp "$(cat /tmp/cp.txt):validator/target/classes:validator/target/test-classes" \
 *     dev.agtpstudio.validator.semantic.bench.SemanticBench
 * </pre>
 */
public final class SemanticBench {
    private SemanticBench() {}

    public static void main(String[] args) throws Exception {
        List<String[]> pairs = evalPairs();
        MethodCatalog.bundled();
        LexiconConsistency lexicon = LexiconConsistency.bundled();
        for (String[] p : pairs) {
            lexicon.check(p[0], p[1]);
        }
        long heap0 = heapAfterGc();
        long rss0 = rssKb();
        long t0 = System.nanoTime();
        EmbeddingService service = EmbeddingService.miniLm();
        service.ready().join();
        long load = System.nanoTime() - t0;
        EmbeddingConsistency scorer = EmbeddingConsistency.bundled(service, SemanticOptions.defaults());
        long t1 = System.nanoTime();
        scorer.start().join();
        long index = System.nanoTime() - t1;
        long heap1 = heapAfterGc();
        long rss1 = rssKb();

        double[] lex = time(pairs, p -> lexicon.check(p[0], p[1]), null, 3);
        double[] uncached = time(pairs, p -> scorer.check(p[0], p[1]), service, 3);
        time(pairs, p -> scorer.check(p[0], p[1]), null, 1);
        double[] cached = time(pairs, p -> scorer.check(p[0], p[1]), null, 3);
        EmbeddingConsistency naive = EmbeddingConsistency.bundled(
                service, SemanticOptions.defaults().withMode(SemanticOptions.Mode.NAIVE_COSINE));
        naive.start().join();
        double[] naiveUncached = time(pairs, p -> naive.check(p[0], p[1]), service, 1);

        System.out.printf(Locale.ROOT, "model load (construct + first sentence): %7.1f ms%n", load / 1e6);
        System.out.printf(Locale.ROOT, "verb index (425 glosses embedded):       %7.1f ms%n", index / 1e6);
        System.out.printf(
                Locale.ROOT,
                "memory added: heap %+.1f MB, RSS %+.1f MB (RSS %.1f -> %.1f MB)%n",
                (heap1 - heap0) / 1048576.0,
                (rss1 - rss0) / 1024.0,
                rss0 / 1024.0,
                rss1 / 1024.0);
        report("pass-6 check, lexicon only", lex);
        report("pass-6 check, embedding, uncached", uncached);
        report("pass-6 check, embedding, cached", cached);
        report("pass-6 check, naive-cosine, uncached", naiveUncached);
        // What live validation pays per edit of an intent: a sentence never seen (no verdict, no embedding cached).
        int n = 200;
        double[] fresh = new double[n];
        long cpu0 = processCpuNanos();
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            scorer.check("QUERY", "Deletes the booking number " + (1000 + i) + " of the guest and frees its rooms");
            fresh[i] = (System.nanoTime() - t) / 1e6;
        }
        report("pass-6 check, embedding, new intent", fresh);
        System.out.printf(
                Locale.ROOT,
                "process CPU per new-intent check: %.2f ms; load average %.2f%n",
                (processCpuNanos() - cpu0) / 1e6 / n,
                java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        .getSystemLoadAverage());
        service.close();
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean)
                        java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private interface Check {
        void run(String[] pair);
    }

    /** Per-check latencies in ms over {@code rounds} passes; clears the text cache before each check when given. */
    private static double[] time(List<String[]> pairs, Check c, EmbeddingService clearBefore, int rounds) {
        List<Double> out = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            for (String[] p : pairs) {
                if (clearBefore != null) {
                    clearBefore.clearCache();
                }
                long t = System.nanoTime();
                c.run(p);
                out.add((System.nanoTime() - t) / 1e6);
            }
        }
        return out.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static void report(String name, double[] ms) {
        double[] s = ms.clone();
        Arrays.sort(s);
        System.out.printf(
                Locale.ROOT,
                "%-40s n=%4d  p50 %7.3f ms  p95 %7.3f ms  mean %7.3f ms%n",
                name,
                s.length,
                s[s.length / 2],
                s[(int) (s.length * 0.95)],
                Arrays.stream(s).average().orElse(0));
    }

    private static long heapAfterGc() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }

    private static long rssKb() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return -1;
        }
        for (String l : Files.readAllLines(status)) {
            if (l.startsWith("VmRSS:")) {
                return Long.parseLong(l.replaceAll("[^0-9]", ""));
            }
        }
        return -1;
    }

    private static List<String[]> evalPairs() throws IOException {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = SemanticBench.class.getResourceAsStream("/semantic/consistency-eval.csv")) {
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (l.isBlank() || l.startsWith("#") || l.startsWith("method,")) {
                    continue;
                }
                String[] p = l.split(",", 4);
                out.add(new String[] {p[0], p[3].replace("\"", "")});
            }
        }
        return out;
    }
}
