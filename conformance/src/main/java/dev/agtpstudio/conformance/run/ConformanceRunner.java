package dev.agtpstudio.conformance.run;

import dev.agtpstudio.conformance.CheckOptions;
import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.ManifestFetch;
import dev.agtpstudio.conformance.Outcome;
import dev.agtpstudio.conformance.Probe;
import dev.agtpstudio.conformance.Requests;
import dev.agtpstudio.conformance.ServedManifest;
import dev.agtpstudio.conformance.Target;
import dev.agtpstudio.conformance.checks.ConformanceItems;
import dev.agtpstudio.conformance.checks.DiscoverMethodsCheck;
import dev.agtpstudio.conformance.checks.EndpointCheck;
import dev.agtpstudio.conformance.checks.EndpointRun;
import dev.agtpstudio.conformance.checks.IdempotencyCheck;
import dev.agtpstudio.conformance.checks.InvalidInputCheck;
import dev.agtpstudio.conformance.checks.ManifestChecks;
import dev.agtpstudio.conformance.checks.ObservedResponsesCheck;
import dev.agtpstudio.conformance.checks.ProposeCheck;
import dev.agtpstudio.conformance.checks.ProtocolChecks;
import dev.agtpstudio.conformance.checks.RunContext;
import dev.agtpstudio.conformance.checks.ScopeCheck;
import dev.agtpstudio.conformance.checks.ServedCheck;
import dev.agtpstudio.conformance.checks.ServerCheck;
import dev.agtpstudio.conformance.checks.ValidInputCheck;
import dev.agtpstudio.conformance.checks.WrongMethodCheck;
import dev.agtpstudio.conformance.generate.InputGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs every check against one target: fetches the manifest (DISCOVER without Agent-ID), runs the server-wide checks,
 * then each declared endpoint's checks in order (the observed-responses check last, as it reads the others'
 * exchanges), then rolls the results up into the 13 items of AGTP-API §13.1.
 */
public final class ConformanceRunner {
    private static final List<ServerCheck> SERVER_CHECKS =
            List.of(new ManifestChecks(), new ProtocolChecks(), new DiscoverMethodsCheck(), new ProposeCheck());
    private static final List<EndpointCheck> ENDPOINT_CHECKS = List.of(
            new ServedCheck(),
            new ValidInputCheck(),
            new InvalidInputCheck(),
            new WrongMethodCheck(),
            new ScopeCheck(),
            new IdempotencyCheck(),
            new ObservedResponsesCheck());

    /** The check id of the result that says the run's time limit was reached. */
    public static final String DEADLINE = "run-deadline";

    private final CheckOptions options;

    public ConformanceRunner(CheckOptions options) {
        this.options = options;
    }

    public CheckReport run(Contract contract, Target target) throws ManifestFetch.Unreachable {
        return run(contract, target, r -> {});
    }

    /** Runs and hands each result to {@code progress} as it is decided (the IDE shows them as they come). */
    public CheckReport run(Contract contract, Target target, Consumer<CheckResult> progress)
            throws ManifestFetch.Unreachable {
        long start = System.nanoTime();
        Probe probe = new Probe(target, options);
        Requests requests = new Requests(options, target.host());
        ServedManifest manifest = ManifestFetch.fetch(probe, requests);
        requests = requests.withScopeRequiredForInvocation(manifest.scopeRequiredForInvocation());
        RunContext ctx =
                new RunContext(probe, requests, options, contract, manifest, new InputGenerator(options.seed()));
        List<CheckResult> results = new ArrayList<>();
        Consumer<List<CheckResult>> add = rs -> rs.forEach(r -> {
            results.add(r);
            progress.accept(r);
        });
        for (java.nio.file.Path refused : contract.refused()) {
            add.accept(List.of(new CheckResult(
                    CheckResult.SERVER,
                    "workspace",
                    Outcome.SKIP,
                    refused.getFileName() + " has validation errors and is not checked (run agtp-studio validate)",
                    null,
                    null,
                    "",
                    refused)));
        }
        int planned = SERVER_CHECKS.size() + contract.endpoints().size() * ENDPOINT_CHECKS.size();
        int ran = 0;
        for (ServerCheck c : SERVER_CHECKS) {
            if (probe.expired()) {
                break;
            }
            add.accept(c.run(ctx));
            ran++;
        }
        for (Contract.Declared d : contract.endpoints()) {
            EndpointRun ep = new EndpointRun(
                    d, manifest.endpoint(d.decl().method(), d.decl().path()).orElse(null));
            for (EndpointCheck c : ENDPOINT_CHECKS) {
                if (probe.expired()) {
                    break;
                }
                add.accept(c.run(ctx, ep));
                ran++;
            }
        }
        if (probe.expired()) {
            add.accept(List.of(new CheckResult(
                    CheckResult.SERVER,
                    DEADLINE,
                    Outcome.FAIL,
                    "the run stopped at its time limit of "
                            + probe.deadline().describe() + " (--timeout) after " + probe.exchanges() + " requests; "
                            + (planned - ran)
                            + " of " + planned
                            + " checks did not run, and the last ones may have failed for want of time",
                    null,
                    null,
                    "",
                    null)));
        }
        add.accept(ConformanceItems.rollUp(results));
        return new CheckReport(target.toString(), results, System.nanoTime() - start, probe.exchanges());
    }
}
