package dev.agtpstudio.validator.bench;

import com.sun.management.ThreadMXBean;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.grade.Confusables;
import dev.agtpstudio.validator.grade.DescriptionGrader;
import dev.agtpstudio.validator.grade.EndpointGrade;
import dev.agtpstudio.validator.grade.GradeReport;
import dev.agtpstudio.validator.grade.GradeSubject;
import dev.agtpstudio.validator.grade.GradeSubjects;
import dev.agtpstudio.validator.grade.WorkspaceGrade;
import dev.agtpstudio.validator.report.ReportFormat;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * The description grade's own cost in a cold JVM (decision 0620): wall time, CPU time of this thread and bytes this
 * thread allocated, per phase, on a workspace folder ({@code ValidateBench 1000 --write DIR} writes the generated
 * one). Modes: {@code phases} (the tools, their near tools by word overlap, each tool's grade, the workspace grade,
 * the text report appended to the report as {@code validate} does, one after the other), {@code whole} (the one call {@code validate --grade} makes,
 * {@code DescriptionGrader.grade(subjects, Confusables.words())}), {@code parallel} (as {@code phases}, each tool's
 * grade in a parallel stream, as before decision 0620: compare the process CPU time, which counts the worker and
 * compiler threads) and {@code load} (only loads the workspace: the baseline for counting C1 compilations with
 * {@code -XX:+PrintCompilation}). Run as {@code validate} runs, one process each (docs/benchmarks.md):
 *
 * <pre>
 * java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "validator/target/test-classes:app/target/lib/*" \
 *     dev.agtpstudio.validator.bench.GradeBench phases|parallel|whole|load DIR
 * </pre>
 */
public final class GradeBench {
    private static final ThreadMXBean THREAD = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private long wall;
    private long cpu;
    private long bytes;
    private long process;

    private GradeBench() {}

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        Path root = Path.of(args[1]).toAbsolutePath().normalize();
        Workspace ws = WorkspaceLoader.loadInParallel(root, MethodCatalog.bundled());
        if (mode.equals("load")) {
            System.out.println("loaded " + ws.endpointFiles().size() + " endpoint files");
            return;
        }
        GradeBench b = new GradeBench();
        b.reset();
        long[] total = {b.wall, b.cpu, b.bytes, b.process};
        List<GradeSubject> subjects = GradeSubjects.of(ws);
        b.mark("subjects");
        WorkspaceGrade g;
        if (mode.equals("whole")) {
            g = DescriptionGrader.grade(subjects, Confusables.words());
            b.mark("grade (whole)");
        } else {
            List<Confusables.Near> near = Confusables.words().nearest(subjects);
            b.mark("near tools");
            List<EndpointGrade> grades;
            if (mode.equals("parallel")) {
                // as the grade ran before decision 0620: each tool's grade in a parallel stream
                grades = IntStream.range(0, subjects.size())
                        .parallel()
                        .mapToObj(i -> grade(subjects, near, i))
                        .toList();
            } else {
                grades = new ArrayList<>(subjects.size());
                for (int i = 0; i < subjects.size(); i++) {
                    grades.add(grade(subjects, near, i));
                }
            }
            b.mark("each tool");
            g = WorkspaceGrade.of(grades);
            b.mark("workspace");
        }
        // as validate --grade writes it: appended to the report it has written (here an empty one)
        StringBuilder text = new StringBuilder(64 * 1024);
        GradeReport.addTo(ReportFormat.TEXT, text, g, root);
        b.mark("text report");
        b.wall = total[0];
        b.cpu = total[1];
        b.bytes = total[2];
        b.process = total[3];
        b.mark("total");
        // the compiler threads finish what the run queued: their CPU time counts too (a cold run pays it)
        Thread.sleep(300);
        System.out.printf(
                Locale.ROOT, "process cpu, 300 ms later: %.1f ms%n", (OS.getProcessCpuTime() - total[3]) / 1e6);
        System.out.println(subjects.size() + " tools, workspace " + g.workspace() + ", " + text.length() + " chars");
    }

    private static EndpointGrade grade(List<GradeSubject> subjects, List<Confusables.Near> near, int i) {
        Confusables.Near n = near.get(i);
        return DescriptionGrader.grade(
                subjects.get(i), n == null ? null : subjects.get(n.index()), n == null ? 0 : n.similarity());
    }

    private void reset() {
        wall = System.nanoTime();
        cpu = THREAD.getCurrentThreadCpuTime();
        bytes = THREAD.getCurrentThreadAllocatedBytes();
        process = OS.getProcessCpuTime();
    }

    private void mark(String phase) {
        long w = System.nanoTime();
        long c = THREAD.getCurrentThreadCpuTime();
        long a = THREAD.getCurrentThreadAllocatedBytes();
        long p = OS.getProcessCpuTime();
        System.out.printf(
                Locale.ROOT,
                "%-14s wall %6.1f ms  cpu %6.1f ms  alloc %5.1f MB  process cpu %6.1f ms%n",
                phase,
                (w - wall) / 1e6,
                (c - cpu) / 1e6,
                (a - bytes) / 1e6,
                (p - process) / 1e6);
        reset();
    }
}
