package dev.agtpstudio.app.bench;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.validation.ValidationResult;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;

/**
 * The IDE's at-scale targets of issue 21, measured in the real application window (headless Monocle):
 * <ol>
 * <li>a 20,000-line {@code .agis} open in a workspace: keystrokes arrive at typing speed (one every 40 ms) while
 * validation runs; each is timed from the moment it is posted to the FX thread until the pulse that lays out the
 * changed text ({@code keystroke to paint}, which includes any wait behind validation work on the FX thread);</li>
 * <li>the same document, one keystroke at a time: time until the diagnostics of exactly that buffer version are
 * applied and laid out. Every live run gives the whole document's diagnostics (the endpoints an edit did not change
 * keep their results, docs/decisions/0295, and the workspace is re-checked around them), so the edited line's
 * diagnostics arrive with the whole document's: one figure stands for both, and the bench fails if
 * the result for that version does not flag the edited line's unknown verb (or still flags it once it is valid
 * again);</li>
 * <li>a 2,000-file workspace (the sample's endpoints copied under distinct paths): time from opening it until its
 * validation result is applied, then the process's RSS with it open.</li>
 * </ol>
 *
 * <pre>
 * app/bench.sh ScaleBench [keystrokes, default 150] [workspace files, default 2000] [document lines, default 20000]
 * </pre>
 * With {@code -Dbench.series=true} (in {@code BENCH_JAVA_OPTS}) it also prints each keystroke's time in order, which
 * shows the first keystrokes' warm-up and where collections fall; with {@code -Dbench.parts=true}, for each keystroke
 * of the second measure, when its text was copied, when its run ended and when its result was applied.
 */
public final class ScaleBench {
    private static final long TYPING_INTERVAL_MS = 40;
    private static int recordings;

    private ScaleBench() {}

    public static void main(String[] args) {
        BenchSupport.runAndExit(() -> run(args));
    }

    private static void run(String[] args) throws Exception {
        int keystrokes = BenchSupport.intArg(args, 0, 150);
        int files = BenchSupport.intArg(args, 1, 2000);
        int lines = BenchSupport.intArg(args, 2, 20000);
        BenchSupport.headless();
        Path tmp = Files.createTempDirectory("agtp-scale");
        Path small = tmp.resolve("hotel");
        Path agis = BenchSupport.sampleWithBigAgis(small, lines);
        String big = Files.readString(agis);
        Path large = tmp.resolve("large");
        int made = bigWorkspace(BenchSupport.projectDir().resolve("samples/hotel"), large, files);

        Studio studio = BenchSupport.studio(tmp.resolve("home"));

        if (keystrokes > 0) {
            typing(studio, small, agis, big, keystrokes);
        }
        if (files == 0) {
            BenchSupport.close(studio);
            return;
        }

        long t0 = System.nanoTime();
        openAndWait(studio, large, made);
        long validated = System.nanoTime() - t0;
        System.out.printf(
                "workspace of %d files: open to fully validated and applied: %.0f ms%n", made, validated / 1e6);
        Path endpoint =
                large.resolve("endpoints/list_properties.toml").toAbsolutePath().normalize();
        String text = Files.readString(endpoint);
        DocumentViewModel other = BenchSupport.fx(() -> studio.documents().open(endpoint))
                .get(60, TimeUnit.SECONDS)
                .orElseThrow();
        int at = text.indexOf("method = \"LIST") + "method = \"LIST".length();
        int line = (int) text.substring(0, at).lines().count();
        long[] paint = typeAtSpeed(studio, other, at, 60);
        System.out.println(BenchSupport.stats(
                "keystroke to paint while typing every " + TYPING_INTERVAL_MS
                        + " ms (an endpoint file of the %d-file workspace)".formatted(made),
                paint));
        long[] diag = diagnosticsPerKeystroke(studio, other, endpoint, at, line, 20);
        System.out.println(
                BenchSupport.stats("keystroke to its diagnostics applied (whole workspace re-checked)", diag));
        Thread.sleep(2000);
        memory("with the %d-file workspace open (and one of its files in an editor)".formatted(made));
        Thread.sleep(10_000);
        memory("10 s later, idle");
        Thread.sleep(15_000); // past the IDE's periodic collection (G1PeriodicGCInterval, docs/decisions/0265)
        memory("25 s later, idle");
        load("at the end");
        BenchSupport.close(studio);
    }

    private static void typing(Studio studio, Path small, Path agis, String big, int keystrokes) throws Exception {
        openAndWait(studio, small, 1);
        DocumentViewModel doc = BenchSupport.fx(() -> studio.documents().open(agis))
                .get(60, TimeUnit.SECONDS)
                .orElseThrow();
        awaitResult(studio, r -> r.workspace().file(agis).isPresent(), 60);
        if (!Boolean.getBoolean("bench.coldModel")) {
            long loaded = BenchSupport.awaitModel(120);
            awaitResult(
                    studio,
                    r -> r.finishedAt() > loaded && r.workspace().file(agis).isPresent(),
                    120);
            System.out.println("embedding model loaded and the document re-validated with it before typing"
                    + " (-Dbench.coldModel=true types while it loads)");
        }
        System.out.printf(
                "document: %d lines, %d chars, %d diagnostics%n",
                big.lines().count(),
                big.length(),
                BenchSupport.fx(
                        () -> studio.lastResultProperty().get().forFile(agis).size()));
        int verbAt = big.indexOf("method: LIST") + "method: LIST".length();
        int verbLine = (int) big.substring(0, verbAt).lines().count();

        long[] paint = typeAtSpeed(studio, doc, verbAt, keystrokes);
        System.out.println(BenchSupport.stats(
                "keystroke to paint while typing every " + TYPING_INTERVAL_MS + " ms (20,000-line .agis)", paint));
        long[] diag = diagnosticsPerKeystroke(studio, doc, agis, verbAt, verbLine, Math.max(20, keystrokes / 3));
        System.out.println(BenchSupport.stats(
                "keystroke to diagnostics applied (the whole document's, the edited line's among them)", diag));
        load("during the 20,000-line runs");
    }

    /** Copies the sample and adds endpoint files (its own, under distinct paths) until the workspace has {@code n}. */
    static int bigWorkspace(Path sample, Path to, int n) throws IOException {
        BenchSupport.copy(sample, to);
        List<Path> endpoints;
        try (var s = Files.list(sample.resolve("endpoints"))) {
            endpoints = s.filter(p -> p.toString().endsWith(".toml")).sorted().toList();
        }
        int count;
        try (var s = Files.walk(to)) { // the files the workspace is made of (not the README)
            count = (int) s.filter(Files::isRegularFile)
                    .filter(dev.agtpstudio.app.workspace.WorkspaceScanner::isModelFile)
                    .count();
        }
        for (int copy = 2; count < n; copy++) {
            Path dir = to.resolve("endpoints/v" + copy);
            Files.createDirectories(dir);
            for (Path e : endpoints) {
                if (count >= n) {
                    break;
                }
                String text = Files.readString(e).replace("path = \"/", "path = \"/v" + copy + "/");
                Files.writeString(dir.resolve(e.getFileName()), text);
                count++;
            }
        }
        return count;
    }

    private static void openAndWait(Studio studio, Path root, int minFiles) throws Exception {
        Path r = root.toAbsolutePath().normalize();
        CompletableFuture<?>[] opening = new CompletableFuture<?>[1];
        BenchSupport.fx(() -> opening[0] = studio.openWorkspace(r));
        opening[0].get(120, TimeUnit.SECONDS);
        awaitResult(
                studio,
                res -> res.workspace().root().equals(r)
                        && res.workspace().files().size() >= minFiles,
                600);
    }

    /** Posts a keystroke every {@link #TYPING_INTERVAL_MS}; returns each one's post-to-laid-out time. */
    private static long[] typeAtSpeed(Studio studio, DocumentViewModel doc, int at, int n) throws Exception {
        long[] out = new long[n];
        long[] queued = new long[n];
        long[] editCpu = new long[n];
        long[] editAlloc = new long[n];
        long[] editWall = new long[n];
        long[][] gcAt = new long[n][];
        int[] resultsAt = new int[n];
        int[] results = {0};
        ChangeListener<ValidationResult> counting = (o, a, r) -> results[0]++;
        BenchSupport.fx(() -> {
            studio.lastResultProperty().addListener(counting);
            return null;
        });
        CountDownLatch all = new CountDownLatch(n);
        ThreadCost cost =
                ThreadCost.start(BenchSupport.fx(() -> Thread.currentThread().getId()));
        jdk.jfr.Recording jfr = profile();
        for (int i = 0; i < n; i++) {
            int k = i;
            long posted = System.nanoTime();
            Platform.runLater(() -> {
                queued[k] = System.nanoTime() - posted;
                gcAt[k] = gcs();
                resultsAt[k] = results[0];
                long wall0 = System.nanoTime();
                long cpu0 = ThreadCost.currentCpu();
                long alloc0 = ThreadCost.currentAllocated();
                if ((k & 1) == 0) {
                    doc.editor().replace(at, at, "x");
                } else {
                    doc.editor().replace(at, at + 1, "");
                }
                editCpu[k] = ThreadCost.currentCpu() - cpu0;
                editAlloc[k] = ThreadCost.currentAllocated() - alloc0;
                editWall[k] = System.nanoTime() - wall0;
                afterNextLayout(studio, () -> {
                    out[k] = System.nanoTime() - posted;
                    long[] gc = gcs();
                    gcAt[k] = new long[] {gc[0] - gcAt[k][0], gc[1] - gcAt[k][1]};
                    resultsAt[k] = results[0] - resultsAt[k];
                    all.countDown();
                });
            });
            Thread.sleep(TYPING_INTERVAL_MS);
        }
        if (!all.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("keystrokes were not all painted");
        }
        if ((n & 1) == 1) { // an odd count left the added character: take it out (untimed), the verb is valid again
            BenchSupport.fx(() -> {
                doc.editor().replace(at, at + 1, "");
                return null;
            });
        }
        String profiled = cost.report(n);
        BenchSupport.fx(() -> {
            studio.lastResultProperty().removeListener(counting);
            return null;
        });
        if (Boolean.getBoolean("bench.series")) {
            StringBuilder series = new StringBuilder("  each keystroke in order (ms):");
            for (long t : out) {
                series.append(' ').append(t / 1_000_000);
            }
            System.out.println(series);
        }
        if (jfr != null) {
            Path file = Path.of(System.getProperty("bench.jfr") + "-" + (++recordings) + ".jfr");
            jfr.dump(file);
            jfr.close();
            System.out.println("  typing profiled (JFR) into " + file);
        }
        Thread.sleep(1500); // let the last validation finish
        System.out.println(BenchSupport.stats("  of which waiting for the FX thread", queued));
        System.out.println(BenchSupport.stats("  FX thread CPU inside the edit call itself", editCpu));
        System.out.printf(
                "  FX thread allocation inside the edit call: mean %.1f KB%n",
                java.util.Arrays.stream(editAlloc).average().orElse(0) / 1024);
        System.out.println("  " + profiled);
        slowest(out, queued, editWall, gcAt, resultsAt);
        return out;
    }

    /**
     * The slowest keystrokes taken apart: waiting for the FX thread, the edit call, and from there to the end of the
     * next layout pass, with the collections and validation results that fell inside each.
     */
    private static void slowest(long[] out, long[] queued, long[] edit, long[][] gc, int[] results) {
        Integer[] order = new Integer[out.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Long.compare(out[b], out[a]));
        StringBuilder sb =
                new StringBuilder("  slowest keystrokes (total = queued + edit + to laid out; GCs; results applied):");
        for (int j = 0; j < Math.min(8, order.length); j++) {
            int k = order[j];
            long rest = out[k] - queued[k] - edit[k];
            sb.append("%n    #%d %.1f = %.1f + %.1f + %.1f ms; %d GC (%d ms); %d results"
                    .formatted(
                            k,
                            out[k] / 1e6,
                            queued[k] / 1e6,
                            edit[k] / 1e6,
                            rest / 1e6,
                            gc[k][0],
                            gc[k][1],
                            results[k]));
        }
        System.out.println(sb);
    }

    /** Collections so far and their total time (ms), over all collectors. */
    private static long[] gcs() {
        long count = 0;
        long time = 0;
        for (var b : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, b.getCollectionCount());
            time += Math.max(0, b.getCollectionTime());
        }
        return new long[] {count, time};
    }

    /**
     * One keystroke at a time (unknown verb, then valid again): the time until the result for exactly that buffer
     * version is applied and laid out. Fails when that result does not show the edit (the verb's line flagged after
     * adding a character, not flagged after removing it).
     */
    private static long[] diagnosticsPerKeystroke(
            Studio studio, DocumentViewModel doc, Path file, int at, int line, int n) throws Exception {
        long[] applied = new long[n];
        for (int i = -4; i < n; i++) { // four untimed keystrokes first; each pair adds a character, then removes it
            boolean add = (i & 1) == 0;
            CountDownLatch done = new CountDownLatch(1);
            AtomicLong appliedAt = new AtomicLong();
            java.util.concurrent.atomic.AtomicBoolean shown = new java.util.concurrent.atomic.AtomicBoolean();
            long t0 = System.nanoTime();
            BenchSupport.fx(() -> {
                if (add) {
                    doc.editor().replace(at, at, "x");
                } else {
                    doc.editor().replace(at, at + 1, "");
                }
                long version = doc.editor().version();
                ChangeListener<ValidationResult> l = new ChangeListener<>() {
                    @Override
                    public void changed(
                            javafx.beans.value.ObservableValue<? extends ValidationResult> o,
                            ValidationResult a,
                            ValidationResult r) {
                        Long v = r.bufferVersions().get(file);
                        if (v == null || v != version) {
                            return;
                        }
                        studio.lastResultProperty().removeListener(this);
                        if (Boolean.getBoolean("bench.parts")) {
                            System.out.printf(
                                    "  parts: snapshot %.0f, validated %.0f, applied %.0f ms%n",
                                    (r.snapshotAt() - t0) / 1e6,
                                    (r.finishedAt() - t0) / 1e6,
                                    (System.nanoTime() - t0) / 1e6);
                        }
                        shown.set(BenchSupport.flagsLine(r, file, line) == add);
                        afterNextLayout(studio, () -> {
                            appliedAt.set(System.nanoTime() - t0);
                            done.countDown();
                        });
                    }
                };
                studio.lastResultProperty().addListener(l);
                return null;
            });
            if (!done.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("no result for keystroke " + i);
            }
            if (!shown.get()) {
                throw new IllegalStateException("the result for keystroke " + i + " does not show its edit on line "
                        + line + (add ? " (no diagnostic for the unknown verb)" : " (the verb is still flagged)"));
            }
            if (i >= 0) {
                applied[i] = appliedAt.get();
            }
            Thread.sleep(250);
        }
        return applied;
    }

    /**
     * With {@code -Dbench.jfr=PREFIX}: a flight recording (the JDK's "profile" settings) of the typing alone, dumped
     * to {@code PREFIX-N.jfr}, so its samples are those of keystrokes and not of opening the workspace.
     */
    private static jdk.jfr.Recording profile() throws Exception {
        if (System.getProperty("bench.jfr") == null) {
            return null;
        }
        jdk.jfr.Recording r = new jdk.jfr.Recording(jdk.jfr.Configuration.getConfiguration("profile"));
        r.enable("jdk.ExecutionSample").withPeriod(java.time.Duration.ofMillis(2));
        r.enable("jdk.NativeMethodSample").withPeriod(java.time.Duration.ofMillis(2));
        r.start();
        return r;
    }

    private static void afterNextLayout(Studio studio, Runnable r) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            studio.stage().getScene().removePostLayoutPulseListener(once[0]);
            r.run();
        };
        studio.stage().getScene().addPostLayoutPulseListener(once[0]);
        Platform.requestNextPulse();
    }

    private static void awaitResult(Studio studio, Predicate<ValidationResult> ok, int seconds) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!BenchSupport.fx(() -> {
            ValidationResult r = studio.lastResultProperty().get();
            return r != null && ok.test(r);
        })) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("no validation result within " + seconds + " s");
            }
            Thread.sleep(10);
        }
    }

    private static void memory(String when) throws IOException {
        String status = Files.readString(Path.of("/proc/self/status"));
        System.out.printf(
                "RSS %s: %s MB (peak %s MB); heap used %d MB of %d MB committed%n",
                when,
                kb(status, "VmRSS:") / 1024,
                kb(status, "VmHWM:") / 1024,
                (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) >> 20,
                Runtime.getRuntime().totalMemory() >> 20);
    }

    private static long kb(String status, String key) {
        return status.lines()
                .filter(l -> l.startsWith(key))
                .findFirst()
                .map(l -> Long.parseLong(l.replaceAll("\\D", "")))
                .orElse(-1L);
    }

    private static void load(String when) {
        System.out.printf(
                "load average %s: %.1f on %d cores%n",
                when,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }
}
