package dev.agtpstudio.app.testing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;

/**
 * Watches the FX thread while an operation runs, two ways:
 * <ul>
 *   <li>its stack sampled every 2 ms through {@link ThreadMXBean}: each sample that shows it inside a blocking call
 *   (reading or writing a file's content, decoding, parsing, scanning a workspace, sleeping) is counted, with the call
 *   and the stack it was first seen in;</li>
 *   <li>a heartbeat posted with {@link Platform#runLater} every 10 ms: the largest gap between two beats is how long
 *   the FX thread did not get to its queue (for any reason, a loaded machine's scheduler included).</li>
 * </ul>
 * Tests assert that {@link #blockingSamples()} is zero: code that never does such work on the FX thread cannot be
 * seen doing it, however loaded the machine, and work that does (on an input large enough to take tens of
 * milliseconds) is seen in several samples. The heartbeat gap is a duration: benchmarks report it, tests do not
 * assert on it (docs/decisions/0635).
 */
public final class FxStallProbe implements AutoCloseable {
    /** Frames that mean the FX thread waits for a disk or does work that belongs on a worker. */
    private static final java.util.List<String> BLOCKING = java.util.List.of(
            "java.io.FileInputStream",
            "java.io.FileOutputStream",
            "sun.nio.ch.FileChannelImpl",
            "sun.nio.fs.UnixNativeDispatcher",
            "sun.nio.fs.UnixChannelFactory",
            "java.nio.file.Files.read",
            "java.nio.file.Files.write",
            "java.nio.file.Files.size",
            "java.nio.file.Files.walk",
            "java.nio.file.Files.newBufferedReader",
            "java.nio.charset.CharsetDecoder.decode",
            "dev.agtpstudio.core.io.AtomicWrite",
            // the loaders and parsers of core.load (not its records: LoadedFile.kind() is a field read)
            "dev.agtpstudio.core.load.FileLoader",
            "dev.agtpstudio.core.load.AgisLoader",
            "dev.agtpstudio.core.load.EndpointTomlLoader",
            "dev.agtpstudio.core.load.ServerConfigLoader",
            "dev.agtpstudio.core.load.RecipesLoader",
            "dev.agtpstudio.core.load.DiscoveryTestsLoader",
            "dev.agtpstudio.core.load.SourceReader",
            "dev.agtpstudio.core.load.TomlScanner",
            "dev.agtpstudio.core.load.YamlTree",
            "dev.agtpstudio.core.load.JsonRangeReader",
            // methods, not class prefixes: a record's accessor (WorkspaceScanner.Result.workspace()) is a field read
            "dev.agtpstudio.app.workspace.WorkspaceScanner.scan",
            "dev.agtpstudio.app.workspace.WorkspaceScanner.read",
            "dev.agtpstudio.app.workspace.WorkspaceScanner.load",
            "dev.agtpstudio.app.workspace.WorkspaceScanner.reload",
            "dev.agtpstudio.app.files.ContentHash.of",
            "dev.agtpstudio.core.workspace.WorkspaceLoader.load",
            "com.fasterxml.jackson.core.json.",
            "org.tomlj.",
            "dev.agtpstudio.core.toml.",
            "org.snakeyaml.",
            "java.lang.Thread.sleep",
            // the importer's readers and planners (its results, flags and plans are records the wizard shows)
            "dev.agtpstudio.importer.SpecReader.",
            "dev.agtpstudio.importer.OpenApiImporter.",
            "dev.agtpstudio.importer.ImportPlanner.",
            "dev.agtpstudio.importer.RefResolver.",
            "dev.agtpstudio.importer.ImportWriter.",
            "io.swagger.",
            "org.yaml.snakeyaml.");

    /**
     * Calls that look through a whole text only when given one: they count while the frame on the right runs above
     * them ({@code FileKind.classify(path, null)} judges by the name alone).
     */
    private static final Map<String, String> CONTENT_SCANS =
            Map.of("dev.agtpstudio.core.load.FileKind.classify", "java.util.regex.");

    /**
     * Callers that read the program's own resources from its class path, once per run (a class, a service list, the
     * icon font, an icon image, a style sheet; in tests the class path is a folder, so these are file reads): not the
     * user's files, which are always read by path, never through a URL.
     */
    private static final java.util.List<String> OWN_RESOURCES = java.util.List.of(
            "jdk.internal.loader.",
            "java.lang.ClassLoader",
            "java.util.ServiceLoader",
            "java.net.URL.openStream",
            "sun.net.www.protocol.",
            "javafx.scene.text.Font.loadFont",
            "javafx.scene.image.Image.",
            "com.sun.javafx.css.StyleManager",
            "org.kordamp.ikonli.",
            // Not the program's own, but a known gap left for its own change: the explorer lists the folders it
            // shows on the FX thread (one directory listing per folder, no file content).
            "dev.agtpstudio.app.ui.explorer.ExplorerViewModel.entries");

    /**
     * Deep enough to reach the frame that called into a parser: swagger-parser and Jackson stacks run past 40 frames,
     * and a shallower sample would miss the caller.
     */
    private static final int STACK_DEPTH = 256;

    private final ScheduledExecutorService timer = Executors.newScheduledThreadPool(2, r -> {
        Thread t = new Thread(r, "fx-stall-probe");
        t.setDaemon(true);
        return t;
    });
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final long fxThreadId;
    private volatile long lastBeat = System.nanoTime();
    private volatile long maxGapNanos;

    private int samples; // guarded by this
    private int blockingSamples;
    /** Each blocking call seen, with how many samples showed it and the first stack it was seen in. */
    private final Map<String, Seen> seen = new LinkedHashMap<>();

    private static final class Seen {
        int count;
        final String stack;

        Seen(String stack) {
            this.stack = stack;
        }
    }

    private FxStallProbe(long fxThreadId) {
        this.fxThreadId = fxThreadId;
        timer.scheduleAtFixedRate(() -> Platform.runLater(this::beat), 0, 10, TimeUnit.MILLISECONDS);
        timer.scheduleAtFixedRate(this::sample, 0, 2, TimeUnit.MILLISECONDS);
    }

    /** Starts watching (call from any thread but the FX thread). */
    public static FxStallProbe start() throws Exception {
        long id = org.testfx.util.WaitForAsyncUtils.asyncFx(
                        () -> Thread.currentThread().getId())
                .get(10, TimeUnit.SECONDS);
        return new FxStallProbe(id);
    }

    private void beat() {
        long now = System.nanoTime();
        maxGapNanos = Math.max(maxGapNanos, now - lastBeat);
        lastBeat = now;
    }

    private void sample() {
        ThreadInfo info = threads.getThreadInfo(fxThreadId, STACK_DEPTH);
        StackTraceElement[] stack = info == null ? new StackTraceElement[0] : info.getStackTrace();
        String frame = blockingFrame(stack);
        synchronized (this) {
            samples++;
            if (frame == null) {
                return;
            }
            blockingSamples++;
            seen.computeIfAbsent(frame, f -> {
                        StringBuilder sb = new StringBuilder();
                        for (StackTraceElement e : stack) {
                            sb.append("\n    at ").append(e);
                        }
                        return new Seen(sb.toString());
                    })
                    .count++;
        }
    }

    private static String blockingFrame(StackTraceElement[] stack) {
        for (StackTraceElement e : stack) {
            String name = e.getClassName() + "." + e.getMethodName();
            for (String own : OWN_RESOURCES) {
                if (name.startsWith(own)) {
                    return null; // see OWN_RESOURCES
                }
            }
        }
        for (int i = 0; i < stack.length; i++) {
            StackTraceElement e = stack[i];
            String name = e.getClassName() + "." + e.getMethodName();
            String scan = CONTENT_SCANS.get(name);
            if (scan != null && i > 0 && (stack[i - 1].getClassName() + ".").startsWith(scan)) {
                return name + " (" + e.getFileName() + ":" + e.getLineNumber() + ")";
            }
            for (String b : BLOCKING) {
                if (name.startsWith(b)) {
                    return name + " (" + e.getFileName() + ":" + e.getLineNumber() + ")";
                }
            }
        }
        return null;
    }

    /** How many samples since the last {@link #reset} showed the FX thread inside a blocking call. */
    public synchronized int blockingSamples() {
        return blockingSamples;
    }

    /** How many samples were taken since the last {@link #reset}. */
    public synchronized int samples() {
        return samples;
    }

    /** Largest gap between heartbeats, in milliseconds (scheduler stalls included): for benchmarks. */
    public long maxGapMillis() {
        return TimeUnit.NANOSECONDS.toMillis(maxGapNanos);
    }

    /** Resets both measures (between operations). */
    public synchronized void reset() {
        maxGapNanos = 0;
        lastBeat = System.nanoTime();
        samples = 0;
        blockingSamples = 0;
        seen.clear();
    }

    public synchronized String describe() {
        StringBuilder sb = new StringBuilder()
                .append(blockingSamples)
                .append(" of ")
                .append(samples)
                .append(" samples showed the FX thread in a blocking call; longest heartbeat gap ")
                .append(maxGapMillis())
                .append(" ms");
        seen.forEach((frame, s) -> sb.append("\n  ")
                .append(s.count)
                .append(" x ")
                .append(frame)
                .append(", first seen at:")
                .append(s.stack));
        return sb.toString();
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
