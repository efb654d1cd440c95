package dev.agtpstudio.app.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

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

    private ThreadCost(long fxThread) {
        this.fxThread = fxThread;
        this.fxCpu = THREADS.getThreadCpuTime(fxThread);
        this.fxAlloc = THREADS.getThreadAllocatedBytes(fxThread);
        this.allAlloc = allAllocated();
        this.gcCount = gc(true);
        this.gcMillis = gc(false);
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
        return String.format("per keystroke: FX thread CPU %.2f ms, FX thread allocation %.0f KB, all threads'"
                        + " allocation %.0f KB; collections %d (%d ms) over %d keystrokes", fxCpuMs, fxKb, allKb,
                gc(true) - gcCount, gc(false) - gcMillis, n);
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
