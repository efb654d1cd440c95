package dev.agtpstudio.validator.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.ValidationReport;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Validation speed on a generated workspace of 1,000 endpoints (issue 3 targets: full warm validation ≤ 300 ms,
 * re-validation after editing one file ≤ 5 ms p95). Run:
 * <pre>
 * mvn -o -q -B -pl validator -am test-compile
 * java -cp "validator/target/test-classes:validator/target/classes:$(cat /tmp/cp.txt)" \
 *     dev.agtpstudio.validator.bench.ValidateBench [endpoints] [--write DIR]
 * </pre>
 * (see scripts/bench-validate for the class path and the cold CLI measurement). {@code --write DIR} only writes the
 * generated workspace to DIR for the cold {@code agtp-studio validate DIR} run; {@code --openapi FILE} writes the same
 * operations as an OpenAPI document, for the peer comparison in scripts/bench-cold-validate.
 */
public final class ValidateBench {
    private ValidateBench() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 && !args[0].startsWith("--") ? Integer.parseInt(args[0]) : 1000;
        int o = Arrays.asList(args).indexOf("--openapi");
        if (o >= 0) {
            java.nio.file.Files.writeString(Path.of(args[o + 1]), GeneratedWorkspace.openapi(n));
            System.out.println("wrote the same " + n + " operations as OpenAPI 3.1 to " + args[o + 1]);
            return;
        }
        int w = Arrays.asList(args).indexOf("--write");
        if (w >= 0) {
            GeneratedWorkspace.write(Path.of(args[w + 1]), n);
            System.out.println("wrote " + n + " endpoints to " + args[w + 1]);
            return;
        }
        Path root = Path.of("/bench");
        List<LoadedFile<?>> files = new ArrayList<>();
        for (Map.Entry<String, String> e : GeneratedWorkspace.files(n).entrySet()) {
            files.add(FileLoader.load(root.resolve(e.getKey()), e.getValue()));
        }
        Workspace ws = Workspace.of(root, MethodCatalog.bundled(), files);
        ValidationOptions opts = new ValidationOptions(Map.of("BENCH_TOKEN", "t"));

        ValidationReport check = Validators.standard(opts).validate(ws);
        System.out.printf(
                "workspace: %d endpoints, %d files; findings: %d errors, %d warnings, %d info, %d hints%n",
                ws.endpoints().size(),
                ws.files().size(),
                check.count(Severity.ERROR),
                check.count(Severity.WARNING),
                check.count(Severity.INFO),
                check.count(Severity.HINT));

        // Full validation with a fresh validator (empty cache) in a warm JVM.
        for (int i = 0; i < 15; i++) {
            Validators.standard(opts).validate(ws);
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long[] full = new long[20];
        long[] fullCpu = new long[20];
        for (int i = 0; i < full.length; i++) {
            Validator v = Validators.standard(opts);
            long c = cpu.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            v.validate(ws);
            full[i] = System.nanoTime() - t;
            fullCpu[i] = cpu.getCurrentThreadCpuTime() - c;
        }
        System.out.printf(
                "machine: %d cores, load average %.1f%n",
                Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        report("full validation (fresh cache, warm JVM), wall", full);
        report("full validation (fresh cache, warm JVM), thread CPU", fullCpu);

        // Re-validation after editing one endpoint file (the edited file is parsed by the editor beforehand).
        Validator v = Validators.standard(opts);
        v.validate(ws);
        Workspace cur = ws;
        int edits = 400;
        long[] revalidate = new long[edits];
        long[] loadAndRevalidate = new long[edits];
        long[] revalidateCpu = new long[edits];
        for (int i = 0; i < edits; i++) {
            int k = (i * 37) % n;
            String name = String.format("endpoints/ep_%04d.toml", k);
            long t0 = System.nanoTime();
            LoadedFile<?> edited = FileLoader.load(root.resolve(name), GeneratedWorkspace.endpoint(k, i + 1));
            cur = cur.withFile(edited);
            long c1 = cpu.getCurrentThreadCpuTime();
            long t1 = System.nanoTime();
            v.validate(cur);
            long t2 = System.nanoTime();
            revalidateCpu[i] = cpu.getCurrentThreadCpuTime() - c1;
            revalidate[i] = t2 - t1;
            loadAndRevalidate[i] = t2 - t0;
        }
        report("re-validation after one edit (validate only), wall", Arrays.copyOfRange(revalidate, 100, edits));
        report(
                "re-validation after one edit (validate only), thread CPU",
                Arrays.copyOfRange(revalidateCpu, 100, edits));
        report(
                "re-validation after one edit (parse + snapshot + validate)",
                Arrays.copyOfRange(loadAndRevalidate, 100, edits));
    }

    private static void report(String label, long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        System.out.printf(
                "%-60s median %7.2f ms   p95 %7.2f ms   max %7.2f ms   (n=%d)%n",
                label,
                s[s.length / 2] / 1e6,
                s[(int) Math.ceil(s.length * 0.95) - 1] / 1e6,
                s[s.length - 1] / 1e6,
                s.length);
    }
}
