package dev.agtpstudio.app.testing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;

/**
 * Watches the FX thread while an operation runs, two ways:
 * <ul>
 *   <li>a heartbeat posted with {@link Platform#runLater} every 10 ms: the largest gap between two beats is how long
 *   the FX thread did not get to its queue (for any reason, a loaded machine's scheduler included);</li>
 *   <li>its stack sampled every 2 ms through {@link ThreadMXBean}: the longest continuous stretch in which every sample
 *   shows it inside a blocking call (file I/O, decoding, parsing, sleeping) is how long the code blocked it.</li>
 * </ul>
 * Tests assert on the second, which measures what the FX thread is doing rather than how the machine schedules it
 * (on a loaded 2-core machine Monocle stalls for reasons outside the code); the first is reported with it. A stretch
 * is only counted while the sampler itself ran on time (samples at most 25 ms apart): when the machine starves every
 * thread, a 2 ms directory listing on the FX thread would otherwise look like a 700 ms block.
 */
public final class FxStallProbe implements AutoCloseable {
    /** Frames that mean the FX thread waits for a disk or does work that belongs on a worker. */
    private static final List<String> BLOCKING = List.of(
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
            "dev.agtpstudio.core.load.",
            "dev.agtpstudio.app.workspace.WorkspaceScanner",
            "dev.agtpstudio.app.files.ContentHash",
            "dev.agtpstudio.core.workspace.WorkspaceLoader",
            "com.fasterxml.jackson.core.json.",
            "org.tomlj.",
            "dev.agtpstudio.core.toml.",
            "org.snakeyaml.",
            "java.lang.Thread.sleep",
            "dev.agtpstudio.importer.",
            "io.swagger.",
            "org.yaml.snakeyaml.");

    /**
     * Deep enough to reach the frame that called into a parser: swagger-parser and Jackson stacks run past 40 frames,
     * and a shallower sample would miss the caller and break one long block into short ones.
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
    private long blockedSince = -1; // sampler thread only
    private long lastSample = -1;
    /** A longer pause between two samples means the machine starved the sampler too: the stretch is not counted. */
    private static final long MAX_SAMPLE_GAP_NANOS = TimeUnit.MILLISECONDS.toNanos(25);

    private String blockedAt;
    private String blockedStack;
    private volatile String maxBlockedStack = "";
    private volatile long maxBlockedNanos;
    private volatile String maxBlockedAt = "";
    private final List<String> seen = new ArrayList<>();

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
        FxStallProbe p = new FxStallProbe(id);
        Thread.sleep(30); // the first beats arrive
        return p;
    }

    private void beat() {
        long now = System.nanoTime();
        maxGapNanos = Math.max(maxGapNanos, now - lastBeat);
        lastBeat = now;
    }

    private void sample() {
        ThreadInfo info = threads.getThreadInfo(fxThreadId, STACK_DEPTH);
        long now = System.nanoTime();
        String frame = info == null ? null : blockingFrame(info.getStackTrace());
        synchronized (this) {
            boolean starved = lastSample >= 0 && now - lastSample > MAX_SAMPLE_GAP_NANOS;
            lastSample = now;
            if (starved) {
                blockedSince = -1; // only what was watched without a break counts
            }
            if (frame == null) {
                blockedSince = -1;
                return;
            }
            if (blockedSince < 0) {
                blockedSince = now;
                blockedAt = frame;
                StringBuilder sb = new StringBuilder();
                for (StackTraceElement e : info.getStackTrace()) {
                    sb.append("\n    at ").append(e);
                }
                blockedStack = sb.toString();
                if (seen.size() < 20 && !seen.contains(frame)) {
                    seen.add(frame);
                }
            }
            if (now - blockedSince > maxBlockedNanos) {
                maxBlockedNanos = now - blockedSince;
                maxBlockedAt = blockedAt;
                maxBlockedStack = blockedStack;
            }
        }
    }

    private static String blockingFrame(StackTraceElement[] stack) {
        for (StackTraceElement e : stack) {
            if (e.getClassName().startsWith("jdk.internal.loader.")
                    || e.getClassName().equals("java.lang.ClassLoader")) {
                return null; // loading a class reads the jar: the JVM's doing, not the code's
            }
        }
        for (StackTraceElement e : stack) {
            String name = e.getClassName() + "." + e.getMethodName();
            for (String b : BLOCKING) {
                if (name.startsWith(b)) {
                    return name + " (" + e.getFileName() + ":" + e.getLineNumber() + ")";
                }
            }
        }
        return null;
    }

    /** Longest stretch the FX thread was seen inside blocking calls without a break, in milliseconds. */
    public long maxBlockedMillis() {
        return TimeUnit.NANOSECONDS.toMillis(maxBlockedNanos);
    }

    /** Largest gap between heartbeats, in milliseconds (scheduler stalls included). */
    public long maxGapMillis() {
        return TimeUnit.NANOSECONDS.toMillis(maxGapNanos);
    }

    /** Resets both measures (between operations). */
    public synchronized void reset() {
        maxGapNanos = 0;
        lastBeat = System.nanoTime();
        maxBlockedNanos = 0;
        maxBlockedAt = "";
        maxBlockedStack = "";
        blockedSince = -1;
        seen.clear();
    }

    public synchronized String describe() {
        return "longest block " + maxBlockedMillis() + " ms in " + maxBlockedAt + "; longest heartbeat gap "
                + maxGapMillis() + " ms; blocking calls seen on the FX thread: " + seen
                + (maxBlockedStack.isEmpty() ? "" : "; the longest block began at:" + maxBlockedStack);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
