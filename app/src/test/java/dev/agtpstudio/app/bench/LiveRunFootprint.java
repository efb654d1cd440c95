package dev.agtpstudio.app.bench;

import dev.agtpstudio.app.gui.StudioServices;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.validator.live.IncrementalValidation;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.ObjectName;

/**
 * What one live-validation run on a large {@code .agis} allocates and what the IDE keeps of it (issue 21, decision
 * 0275): the sample workspace with its {@code .agis} grown to N lines (as {@link ScaleBench} makes it), loaded and
 * validated the way {@code LiveValidation} does after a keystroke, 40 times; it prints the load's and the validation's
 * time and allocation for the last 10 runs, then the live heap after a full collection and, with {@code --histogram},
 * the classes that fill it. Allocation and live objects do not depend on the machine's load; the times do.
 *
 * <pre>app/bench.sh LiveRunFootprint [lines, default 20000] [--histogram]</pre>
 */
public final class LiveRunFootprint {
    private LiveRunFootprint() {}

    public static void main(String[] args) throws Exception {
        int lines = args.length > 0 && !args[0].startsWith("--") ? Integer.parseInt(args[0]) : 20000;
        boolean histogram = java.util.Arrays.asList(args).contains("--histogram");
        Path tmp = Files.createTempDirectory("agtp-fp");
        Path small = tmp.resolve("hotel");
        Path agis = BenchSupport.sampleWithBigAgis(small, lines);
        String big = Files.readString(agis);
        StudioServices services = StudioServices.production(AppDirs.under(tmp.resolve("home")));
        WorkspaceScanner scanner = new WorkspaceScanner(services.loader());
        var ws = scanner.scan(small.toAbsolutePath().normalize(), MethodCatalog.bundled())
                .workspace();
        IncrementalValidation iv = new IncrementalValidation(services.validator());
        iv.reset(ws);
        iv.run(null);
        int at = big.indexOf("method: LIST") + "method: LIST".length();
        var mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long tid = Thread.currentThread().getId();
        for (int i = 0; i < Integer.getInteger("fp.runs", 40); i++) {
            String text = (i & 1) == 0 ? big.substring(0, at) + "x" + big.substring(at) : big;
            long a0 = mx.getThreadAllocatedBytes(tid);
            long t0 = System.nanoTime();
            LoadedFile<?> f = scanner.reload(iv.workspace().file(agis).orElse(null), agis, text, ws.catalog());
            long t1 = System.nanoTime();
            long a1 = mx.getThreadAllocatedBytes(tid);
            iv.fileLoaded(f);
            var d = iv.run(agis);
            long t2 = System.nanoTime();
            long a2 = mx.getThreadAllocatedBytes(tid);
            if (i >= 30) {
                System.out.printf(
                        "load %.1f ms %.1f MB  validate %.1f ms %.1f MB  (%d diags)%n",
                        (t1 - t0) / 1e6, (a1 - a0) / 1e6, (t2 - t1) / 1e6, (a2 - a1) / 1e6, d.size());
            }
        }
        System.gc();
        Runtime rt = Runtime.getRuntime();
        System.out.printf("live heap with the state: %.1f MB%n", (rt.totalMemory() - rt.freeMemory()) / 1e6);
        if (histogram) {
            String h = (String) ManagementFactory.getPlatformMBeanServer()
                    .invoke(
                            new ObjectName("com.sun.management:type=DiagnosticCommand"),
                            "gcClassHistogram",
                            new Object[] {null},
                            new String[] {String[].class.getName()});
            h.lines().limit(40).forEach(System.out::println);
        }
        System.exit(0);
    }
}
