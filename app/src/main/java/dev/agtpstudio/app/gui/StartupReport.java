package dev.agtpstudio.app.gui;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The start-up report ({@code -Dagtp.studio.startupReport=true}): for each phase, the milliseconds since JVM start, the
 * process's CPU time and the calling thread's own CPU time (the phases end on the FX thread, so that is the FX
 * thread's share); at the end, the CPU time of every thread that used more than a little. On a loaded machine the
 * CPU times between two phases say more than the wall time.
 */
final class StartupReport {
    /** Threads that used less than this much CPU are left out of the final list. */
    private static final long SMALL_MS = 20;

    private StartupReport() {}

    static boolean enabled() {
        return Boolean.getBoolean("agtp.studio.startupReport");
    }

    /** "PHASE at N ms (process CPU N ms, this thread N ms)", when the report is on. */
    static void phase(String what) {
        if (enabled()) {
            System.out.println("agtp-studio: " + what + " at " + sinceStart() + " ms" + cpu());
        }
    }

    /** The last line the benchmark reads, then the CPU of each busy thread, when the report is on. */
    static void interactive() {
        if (!enabled()) {
            return;
        }
        System.out.println("agtp-studio: interactive after " + sinceStart() + " ms" + processCpu());
        for (String line : busyThreads()) {
            System.out.println("agtp-studio:   thread " + line);
        }
    }

    private static long sinceStart() {
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    /** " (process CPU N ms, this thread N ms)", shortened where the runtime cannot tell. */
    private static String cpu() {
        long process = processCpuMillis();
        long thread = threadCpuMillis();
        if (process < 0) {
            return "";
        }
        return " (process CPU " + process + " ms" + (thread < 0 ? "" : ", this thread " + thread + " ms") + ")";
    }

    /** " (process CPU N ms)", or nothing where the runtime cannot tell (the installer's jlink image). */
    private static String processCpu() {
        long ms = processCpuMillis();
        return ms < 0 ? "" : " (process CPU " + ms + " ms)";
    }

    /** The process's CPU time, or -1 where the runtime has no {@code jdk.management} (the installed app's). */
    private static long processCpuMillis() {
        try {
            java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
            return os instanceof com.sun.management.OperatingSystemMXBean sun
                    ? sun.getProcessCpuTime() / 1_000_000
                    : -1;
        } catch (LinkageError e) {
            return -1;
        }
    }

    private static long threadCpuMillis() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() / 1_000_000 : -1;
    }

    /** "NAME N ms" for every live thread that used at least {@link #SMALL_MS}, busiest first. */
    private static List<String> busyThreads() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isThreadCpuTimeSupported()) {
            return List.of();
        }
        record Busy(String name, long ms) {}
        List<Busy> busy = new ArrayList<>();
        for (long id : threads.getAllThreadIds()) {
            long ms = threads.getThreadCpuTime(id) / 1_000_000;
            ThreadInfo info = threads.getThreadInfo(id);
            if (ms >= SMALL_MS && info != null) {
                busy.add(new Busy(info.getThreadName(), ms));
            }
        }
        busy.sort(Comparator.comparingLong(Busy::ms).reversed());
        return busy.stream().map(b -> b.name() + " " + b.ms() + " ms").toList();
    }
}
