package dev.agtpstudio.app.bench;

import dev.agtpstudio.app.gui.Studio;
import dev.agtpstudio.app.gui.StudioServices;
import dev.agtpstudio.app.settings.AppDirs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.stage.Stage;

/** Shared helpers of the benchmark harnesses: headless toolkit, the sample copy, big generated documents, stats. */
public final class BenchSupport {
    /** When the last studio's validator switched pass 6 to the embedding model ({@link System#nanoTime()}). */
    private static volatile CompletableFuture<Long> modelLoaded = new CompletableFuture<>();

    private BenchSupport() {}

    /**
     * Waits until the embedding model of the last {@link #studio} has loaded (the IDE starts it two seconds after the
     * window is interactive, ~1 s of CPU) and returns when that happened, so a benchmark can wait for the re-validation
     * that follows and measure the steady state rather than start-up.
     */
    static long awaitModel(int seconds) throws Exception {
        return modelLoaded.get(seconds, TimeUnit.SECONDS);
    }

    /** Headless Monocle unless {@code -Dbench.display=true} (then a real display is used). */
    /** Starts the toolkit and shows an IDE window with the production services and its home under {@code home}. */
    static Studio studio(Path home) throws Exception {
        java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        StudioServices services = StudioServices.production(AppDirs.under(home));
        CompletableFuture<Long> loaded = new CompletableFuture<>();
        modelLoaded = loaded;
        services.validator().onImproved(() -> loaded.complete(System.nanoTime()));
        return fx(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, new BenchDialogs(), Platform::runLater);
            stage.show();
            return s;
        });
    }

    /**
     * Closes the window and its workers, then the toolkit, and waits for the FX thread to end: the benchmark exits
     * next, and a toolkit still terminating then failed with "Shutdown in progress".
     */
    static void close(Studio studio) throws Exception {
        Thread fxThread = fx(() -> {
            studio.shutdown();
            studio.stage().close();
            return Thread.currentThread();
        });
        Platform.exit();
        fxThread.join(TimeUnit.SECONDS.toMillis(10));
    }

    /** A benchmark's body. */
    interface Body {
        void run() throws Exception;
    }

    /** Runs a benchmark as a process: exit 0 when it finished, 1 with the stack trace when it failed. */
    static void runAndExit(Body body) {
        try {
            body.run();
            System.exit(0);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1);
        }
    }

    /** The {@code i}-th argument as an int, or {@code orElse} when there are fewer arguments. */
    static int intArg(String[] args, int i, int orElse) {
        return args.length > i ? Integer.parseInt(args[i]) : orElse;
    }

    static void headless() {
        if (!Boolean.getBoolean("bench.display")) {
            System.setProperty("glass.platform", "Monocle");
            System.setProperty("monocle.platform", "Headless");
            System.setProperty("prism.order", "sw");
            System.setProperty("prism.text", "t2k");
            System.setProperty("headless.geometry", "1600x1000-32");
        }
    }

    static Path projectDir() {
        return Path.of(System.getProperty("agtp.project.dir", "."))
                .toAbsolutePath()
                .normalize();
    }

    public static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }

    /** Whether {@code r} has a diagnostic of {@code file} on 1-based {@code line} (the benches' edited verb). */
    static boolean flagsLine(dev.agtpstudio.app.validation.ValidationResult r, Path file, int line) {
        return r.forFile(file).stream()
                .anyMatch(d -> d.range() != null
                        && d.range().startLine() <= line
                        && d.range().endLine() >= line);
    }

    /**
     * The sample workspace copied to {@code dir}, its {@code .agis} grown to {@code lines} lines ({@link #bigAgis});
     * returns the path of that {@code .agis}.
     */
    static Path sampleWithBigAgis(Path dir, int lines) throws IOException {
        copy(projectDir().resolve("samples/hotel"), dir);
        Path agis = dir.resolve("harbor-light.agis").toAbsolutePath().normalize();
        Files.writeString(agis, bigAgis(Files.readString(agis), lines));
        return agis;
    }

    /**
     * An AGIS document of exactly {@code lines} lines: the sample's header, its endpoints repeated with distinct
     * paths ({@code /v2/...}, {@code /v3/...}), its vocabulary, padded with comment lines.
     */
    static String bigAgis(String sample, int lines) {
        List<String> all = sample.lines().toList();
        int start = indexOf(all, "endpoints:") + 1;
        int vocab = indexOf(all, "vocabulary:");
        List<String> header = all.subList(0, start);
        List<String> endpoints = all.subList(start, vocab);
        List<String> tail = all.subList(vocab, all.size());
        List<String> out = new ArrayList<>(header);
        int copy = 1;
        while (out.size() + endpoints.size() + tail.size() <= lines) {
            int c = copy++;
            endpoints.forEach(l -> out.add(
                    c == 1
                            ? l
                            : l.replace("path: /", "path: /v" + c + "/")
                                    .replace("mcp_tool_name: ", "mcp_tool_name: v" + c + "_")));
        }
        out.addAll(tail);
        while (out.size() < lines) {
            out.add("# padding line " + out.size());
        }
        return String.join("\n", out) + "\n";
    }

    private static int indexOf(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        throw new IllegalStateException("sample has no line starting with " + prefix);
    }

    /** Runs {@code c} on the FX thread and returns its result (waits at most a minute). */
    public static <T> T fx(Callable<T> c) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(c.call());
            } catch (Throwable t) {
                f.completeExceptionally(t);
            }
        });
        return f.get(60, TimeUnit.SECONDS);
    }

    static String stats(String what, long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        return String.format(
                "%s: n=%d  p50=%.1f ms  p95=%.1f ms  max=%.1f ms",
                what, s.length, pct(s, 50) / 1e6, pct(s, 95) / 1e6, s[s.length - 1] / 1e6);
    }

    static long pct(long[] sorted, int p) {
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(i, sorted.length - 1))];
    }
}
