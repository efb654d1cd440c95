package dev.agtpstudio.app.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * CPU time and allocation over a stretch of a benchmark, independent of the machine's load: the FX thread's CPU time
 * and allocated bytes, every thread's allocated bytes, and the collector's count and time. Divided by the number of
 * keystrokes they are the per-keystroke cost the wall-clock figures only hint at on a loaded machine.
 */
final class ThreadCost {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private final long fxThread;
    private final long fxCpu;
    private final long fxAlloc;
    private final long allAlloc;
    private final long gcCount;
    private final long gcMillis;
    private final long processCpu;
    /** Every thread's CPU time and allocated bytes at the start, by thread id. */
    private final Map<Long, Usage> threads = new HashMap<>();

    private record Usage(long cpuNanos, long allocatedBytes) {
        static Usage of(long thread) {
            return new Usage(
                    Math.max(0, THREADS.getThreadCpuTime(thread)),
                    Math.max(0, THREADS.getThreadAllocatedBytes(thread)));
        }
    }

    private ThreadCost(long fxThread) {
        this.fxThread = fxThread;
        this.fxCpu = THREADS.getThreadCpuTime(fxThread);
        this.fxAlloc = THREADS.getThreadAllocatedBytes(fxThread);
        this.allAlloc = allAllocated();
        this.gcCount = gc(true);
        this.gcMillis = gc(false);
        this.processCpu = processCpu();
        for (long id : THREADS.getAllThreadIds()) {
            threads.put(id, Usage.of(id));
        }
    }

    static ThreadCost start(long fxThread) {
        return new ThreadCost(fxThread);
    }

    static long currentCpu() {
        return THREADS.getCurrentThreadCpuTime();
    }

    static long currentAllocated() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }

    /** The cost since {@link #start}, per unit of {@code n}. */
    String report(int n) {
        double fxCpuMs = (THREADS.getThreadCpuTime(fxThread) - fxCpu) / 1e6 / n;
        double fxKb = (THREADS.getThreadAllocatedBytes(fxThread) - fxAlloc) / 1024.0 / n;
        double allKb = (allAllocated() - allAlloc) / 1024.0 / n;
        return String.format(
                        "per keystroke: FX thread CPU %.2f ms, FX thread allocation %.0f KB, all threads'"
                                + " allocation %.0f KB; collections %d (%d ms) over %d keystrokes",
                        fxCpuMs, fxKb, allKb, gc(true) - gcCount, gc(false) - gcMillis, n)
                + busiest(n);
    }

    /**
     * The process's CPU per unit (garbage collection and compilation included) and the Java threads that used the
     * most of it: on a machine with two cores, what competes with the FX thread.
     */
    private String busiest(int n) {
        double process = (processCpu() - processCpu) / 1e6 / n;
        record Use(String name, double ms, double kb) {}
        List<Use> uses = new ArrayList<>();
        long[] ids = THREADS.getAllThreadIds();
        ThreadInfo[] infos = THREADS.getThreadInfo(ids);
        for (int i = 0; i < ids.length; i++) {
            Usage now = Usage.of(ids[i]);
            if (now.cpuNanos() > 0 && infos[i] != null) {
                Usage then = threads.getOrDefault(ids[i], new Usage(0, 0));
                uses.add(new Use(
                        infos[i].getThreadName(),
                        (now.cpuNanos() - then.cpuNanos()) / 1e6 / n,
                        (now.allocatedBytes() - then.allocatedBytes()) / 1024.0 / n));
            }
        }
        uses.sort(Comparator.comparingDouble(Use::ms).reversed());
        StringBuilder sb = new StringBuilder(
                "%n  process CPU per keystroke %.2f ms; busiest threads (ms, KB allocated):".formatted(process));
        for (Use u : uses.subList(0, Math.min(6, uses.size()))) {
            sb.append(" %s %.2f, %.0f;".formatted(u.name(), u.ms(), u.kb()));
        }
        return sb.toString();
    }

    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static long allAllocated() {
        long sum = 0;
        for (long id : THREADS.getAllThreadIds()) {
            long b = THREADS.getThreadAllocatedBytes(id);
            if (b > 0) {
                sum += b;
            }
        }
        return sum;
    }

    private static long gc(boolean count) {
        long sum = 0;
        for (GarbageCollectorMXBean b : ManagementFactory.getGarbageCollectorMXBeans()) {
            sum += count ? b.getCollectionCount() : b.getCollectionTime();
        }
        return sum;
    }
}
