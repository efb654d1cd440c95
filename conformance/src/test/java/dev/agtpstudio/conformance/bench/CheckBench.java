package dev.agtpstudio.conformance.bench;

import dev.agtpstudio.conformance.CheckOptions;
import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Outcome;
import dev.agtpstudio.conformance.Target;
import dev.agtpstudio.conformance.run.ConformanceRunner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code agtp-studio check} throughput on the sample workspace against the local server in the same JVM:
 * wall time of a whole run (manifest fetch, every check, the §13.1 roll-up), checks per second and requests per
 * second, after one warm-up run. Run with {@code scripts/bench-check [RUNS] [MAX_EXAMPLES]}.
 */
public final class CheckBench {
    private CheckBench() {}

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int examples = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Path sample = Path.of(args.length > 2 ? args[2] : "samples/hotel")
                .toAbsolutePath()
                .normalize();
        if (!Files.isDirectory(sample)) {
            throw new IllegalArgumentException(sample + " is not a folder");
        }
        Contract contract = Contract.of(WorkspaceLoader.load(sample, MethodCatalog.bundled()));
        CheckOptions d = CheckOptions.defaults();
        CheckOptions opts =
                new CheckOptions(List.of("booking:read"), null, d.seed(), examples, true, d.scopeStatus(), d.timeout());
        try (LocalServer s = LocalServer.start(
                sample,
                ServerOptions.defaults().withPort(0),
                DispatchOptions.defaults().withEnvironment(Map.of("HOTEL_PMS_TOKEN", "bench")),
                null,
                null,
                false)) {
            Target t = new Target("127.0.0.1", s.server().port(), false, false);
            ConformanceRunner runner = new ConformanceRunner(opts);
            CheckReport warm = runner.run(contract, t);
            System.out.printf(
                    Locale.ROOT,
                    "sample workspace: %d endpoints, %d checks, %d requests per run (--max-examples %d, --allow-unsafe); warm-up %.2f s, %d failed%n",
                    contract.endpoints().size(),
                    warm.results().size(),
                    warm.exchanges(),
                    examples,
                    warm.elapsedNanos() / 1e9,
                    warm.count(Outcome.FAIL));
            List<Double> seconds = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                CheckReport r = runner.run(contract, t);
                double sec = r.elapsedNanos() / 1e9;
                seconds.add(sec);
                System.out.printf(
                        Locale.ROOT,
                        "  run %d: %.3f s, %.0f checks/s, %.0f requests/s%n",
                        i + 1,
                        sec,
                        r.results().size() / sec,
                        r.exchanges() / sec);
            }
            seconds.sort(null);
            double median = seconds.get(seconds.size() / 2);
            System.out.printf(
                    Locale.ROOT,
                    "median %.3f s per run = %.0f checks/s, %.0f requests/s (load average %s)%n",
                    median,
                    warm.results().size() / median,
                    warm.exchanges() / median,
                    Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        }
    }
}
