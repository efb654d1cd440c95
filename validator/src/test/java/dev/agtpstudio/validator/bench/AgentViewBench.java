package dev.agtpstudio.validator.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.WorkspaceCheck;
import dev.agtpstudio.validator.agentview.AgentViewCheck;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What the agent's-eye lints add to a full validation of a generated workspace (1,000 endpoints by default): the
 * validator without them (what {@code validate} ran before), with {@code agent/token-budget} (always on), and with
 * every client lint ({@code --clients all}). The three run interleaved, a fresh validator each time in a warm JVM, so
 * a load change on a shared machine hits them alike; wall time and the process's CPU time are reported as medians.
 * Each validation gets a new workspace snapshot of the same loaded files (what the IDE and the language server
 * validate after an edit, less the one changed file), so nothing remembered per snapshot is reused between
 * validations (decision 0605); {@code same} as the third argument validates one snapshot again and again instead.
 * Run through {@code scripts/bench-agent-view}.
 */
public final class AgentViewBench {
    private AgentViewBench() {}

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        boolean same = args.length > 2 && args[2].equals("same");
        Path root = Path.of("/bench");
        List<LoadedFile<?>> files = new ArrayList<>();
        for (Map.Entry<String, String> e : GeneratedWorkspace.files(n).entrySet()) {
            files.add(FileLoader.load(root.resolve(e.getKey()), e.getValue()));
        }
        Workspace ws = Workspace.of(root, MethodCatalog.bundled(), files);
        Supplier<Workspace> snapshot = same ? () -> ws : () -> Workspace.of(root, MethodCatalog.bundled(), files);
        ValidationOptions opts = new ValidationOptions(Map.of("BENCH_TOKEN", "t"));
        ValidationOptions all = opts.withClients(Set.copyOf(Clients.ALL));
        List<String> names =
                List.of("without the agent's-eye lints", "with agent/token-budget (default)", "with --clients all");
        long[] own = new long[3];
        List<Supplier<Validator>> configs =
                List.of(() -> without(opts), () -> timed(opts, own, 1), () -> timed(all, own, 2));
        System.out.printf(
                "workspace: %d endpoints; findings with --clients all: %d%n",
                ws.endpoints().size(),
                Validators.standard(all).validate(ws).diagnostics().size());
        dev.agtpstudio.validator.grade.GradeMemo memo = new dev.agtpstudio.validator.grade.GradeMemo();
        for (int i = 0; i < 5; i++) {
            configs.forEach(c -> c.get().validate(snapshot.get()));
            memo.grade(snapshot.get(), dev.agtpstudio.validator.grade.Confusables.words());
            dev.agtpstudio.validator.grade.DescriptionGrader.grade(
                    dev.agtpstudio.validator.grade.GradeSubjects.of(snapshot.get()),
                    dev.agtpstudio.validator.grade.Confusables.words());
        }
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[][] wall = new long[3][rounds];
        long[][] cpu = new long[3][rounds];
        long[][] thread = new long[3][rounds];
        Arrays.fill(own, 0);
        double loadBefore = os.getSystemLoadAverage();
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 3; k++) {
                int c = (r + k) % 3; // each configuration runs first, second and third in turn
                Validator v = configs.get(c).get();
                Workspace w = snapshot.get();
                long p = os.getProcessCpuTime();
                long o = threads.getCurrentThreadCpuTime();
                long t = System.nanoTime();
                v.validate(w);
                wall[c][r] = System.nanoTime() - t;
                thread[c][r] = threads.getCurrentThreadCpuTime() - o;
                cpu[c][r] = os.getProcessCpuTime() - p;
            }
        }
        System.out.printf(
                "machine: %d cores, load average %.1f before, %.1f after; %d rounds, %s%n",
                Runtime.getRuntime().availableProcessors(),
                loadBefore,
                os.getSystemLoadAverage(),
                rounds,
                same
                        ? "one workspace snapshot validated again and again"
                        : "a new snapshot of the same files per validation");
        for (int c = 0; c < 3; c++) {
            System.out.printf(
                    "  %-36s wall median %7.1f ms, best %7.1f ms;  cpu median %7.1f ms%n",
                    names.get(c), median(wall[c]) / 1e6, best(wall[c]) / 1e6, median(cpu[c]) / 1e6);
        }
        System.out.printf(
                "  best wall (least disturbed by other processes): token budget %+.1f%%, client lints alone %+.1f%%,"
                        + " both %+.1f%%%n",
                pct(best(wall[1]), best(wall[0])),
                pct(best(wall[2]), best(wall[1])),
                pct(best(wall[2]), best(wall[0])));
        for (int c = 1; c < 3; c++) {
            System.out.printf(
                    "  %s vs without: wall %+.1f%%, cpu %+.1f%%%n",
                    names.get(c), pct(median(wall[c]), median(wall[0])), pct(median(cpu[c]), median(cpu[0])));
        }
        // CPU time is what a loaded machine disturbs least: the process's (all threads, in the OS's ticks) as a mean
        // over the rounds, and the validating thread's own (where the workspace checks run), which has ns resolution
        System.out.printf(
                "  cpu means (process / validating thread): without %.1f / %.1f ms",
                mean(cpu[0]) / 1e6, mean(thread[0]) / 1e6);
        for (int c = 1; c < 3; c++) {
            System.out.printf(
                    "; %s %.1f / %.1f ms (%+.1f%% / %+.1f%%)",
                    c == 1 ? "token budget" : "--clients all",
                    mean(cpu[c]) / 1e6,
                    mean(thread[c]) / 1e6,
                    pct(mean(cpu[c]), mean(cpu[0])),
                    pct(mean(thread[c]), mean(thread[0])));
        }
        System.out.println();
        // the description grade as the IDE runs it (after each validation, on its own worker, on the same snapshot):
        // its thread CPU per snapshot, against the validation it follows
        // afresh: everything read and graded again; remembered: the IDE's GradeMemo after one file was edited
        long[] grade = new long[rounds];
        long[] remembered = new long[rounds];
        List<Integer> edited = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            if (files.get(i).path().getParent().endsWith("endpoints")) {
                edited.add(i);
            }
        }
        for (int r = 0; r < rounds; r++) {
            Workspace w = snapshot.get();
            long o = threads.getCurrentThreadCpuTime();
            dev.agtpstudio.validator.grade.DescriptionGrader.grade(
                    dev.agtpstudio.validator.grade.GradeSubjects.of(w),
                    dev.agtpstudio.validator.grade.Confusables.words());
            grade[r] = threads.getCurrentThreadCpuTime() - o;
            // what an edit gives: one endpoint file loaded again (a new object), the others kept
            int k = edited.get(r % edited.size());
            files.set(k, FileLoader.load(files.get(k).path(), files.get(k).text()));
            Workspace w2 = Workspace.of(root, MethodCatalog.bundled(), files);
            o = threads.getCurrentThreadCpuTime();
            memo.grade(w2, dev.agtpstudio.validator.grade.Confusables.words());
            remembered[r] = threads.getCurrentThreadCpuTime() - o;
        }
        System.out.printf(
                "  the description grade (word overlap), mean thread cpu per snapshot: afresh %.2f ms (%.1f%% of the"
                        + " process cpu of a default validation), as the IDE runs it after an edit of one file (remembered) %.2f ms (%.1f%%)%n",
                mean(grade) / 1e6,
                mean(grade) * 100 / mean(cpu[1]),
                mean(remembered) / 1e6,
                mean(remembered) * 100 / mean(cpu[1]));
        // the agent's-eye check's own CPU (its thread, ns resolution), which the noise of the rest does not blur
        for (int c = 1; c < 3; c++) {
            double per = (double) own[c] / rounds;
            System.out.printf(
                    "  the agent's-eye check itself (%s), mean thread cpu %.2f ms: %.1f%% of the process cpu"
                            + " without it, %.1f%% of the validating thread's%n",
                    c == 1 ? "token budget" : "--clients all",
                    per / 1e6,
                    per * 100 / mean(cpu[0]),
                    per * 100 / mean(thread[0]));
        }
    }

    /**
     * The standard validator with its agent's-eye check timed: the check's thread CPU is added to {@code into[slot]}
     * (during the measured rounds; the warm-up rounds are cleared before them).
     */
    private static Validator timed(ValidationOptions opts, long[] into, int slot) {
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        List<WorkspaceCheck> ws = new ArrayList<>();
        for (WorkspaceCheck c : Validators.workspaceChecks(opts)) {
            ws.add(
                    !(c instanceof AgentViewCheck)
                            ? c
                            : new WorkspaceCheck() {
                                @Override
                                public List<dev.agtpstudio.validator.RuleInfo> rules() {
                                    return c.rules();
                                }

                                @Override
                                public void check(
                                        Workspace w,
                                        dev.agtpstudio.validator.ValidationContext ctx,
                                        java.util.function.Function<LoadedFile<?>, dev.agtpstudio.validator.Reporter>
                                                r) {
                                    long t = threads.getCurrentThreadCpuTime();
                                    c.check(w, ctx, r);
                                    into[slot] += threads.getCurrentThreadCpuTime() - t;
                                }
                            });
        }
        return new Validator(Validators.fileChecks(opts, LexiconConsistency.bundled()), ws, opts);
    }

    /** The standard validator minus the agent's-eye check: what {@code validate} ran before it existed. */
    private static Validator without(ValidationOptions opts) {
        List<WorkspaceCheck> ws = new ArrayList<>(Validators.workspaceChecks(opts));
        ws.removeIf(c -> c instanceof AgentViewCheck);
        return new Validator(Validators.fileChecks(opts, LexiconConsistency.bundled()), ws, opts);
    }

    private static double median(long[] xs) {
        long[] s = xs.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    private static double mean(long[] xs) {
        return Arrays.stream(xs).average().orElse(0);
    }

    private static double best(long[] xs) {
        return Arrays.stream(xs).min().orElse(0);
    }

    private static double pct(double a, double b) {
        return (a - b) * 100.0 / b;
    }
}
