package dev.agtpstudio.app.cli;

import dev.agtpstudio.conformance.CheckOptions;
import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.ManifestFetch;
import dev.agtpstudio.conformance.Target;
import dev.agtpstudio.conformance.report.CheckFormat;
import dev.agtpstudio.conformance.run.ConformanceRunner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.sign.SigningKeys;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio check WS --target HOST:PORT}: the conformance runner of docs/conformance.md. */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        description = "Prove that a running AGTP server honours the workspace's contract (AGTP-API §13.1).%n"
                + "Exit status: 0 every check passed or was skipped, 1 a check failed, 2 the workspace cannot be read"
                + " or the target cannot be reached.")
public final class CheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "WS", description = "Workspace folder holding the declarations.")
    Path workspace;

    @Option(
            names = "--target",
            required = true,
            paramLabel = "HOST:PORT",
            description = "The server under test (port 4480 when omitted).")
    String target;

    @Option(names = "--tls", description = "Connect with TLS 1.3.")
    boolean tls;

    @Option(names = "--insecure", description = "With --tls, accept any certificate (a self-signed local one).")
    boolean insecure;

    @Option(
            names = "--scope",
            paramLabel = "SCOPE",
            description = "An Authority-Scope token to claim besides each endpoint's required_scopes; repeatable.")
    List<String> scopes = new ArrayList<>();

    @Option(
            names = "--agent-id",
            paramLabel = "HEX",
            description = "Agent-ID to send (64 hex characters; default a fixed test id).")
    String agentId;

    @Option(
            names = "--format",
            defaultValue = "text",
            description = "text, json, junit or sarif (default: ${DEFAULT-VALUE}).")
    CheckFormat format;

    @Option(
            names = "--seed",
            defaultValue = "1",
            description =
                    "Seed of the generated inputs; the same seed sends the same requests (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--max-examples",
            defaultValue = "10",
            description = "Valid inputs generated per endpoint (default: ${DEFAULT-VALUE}).")
    int maxExamples;

    @Option(
            names = "--allow-unsafe",
            description =
                    "Call endpoints whose impact is not informational with generated data (otherwise those checks are skipped).")
    boolean allowUnsafe;

    @Option(
            names = "--scope-status",
            defaultValue = "455",
            description =
                    "Status a missing scope must get: 455 (AGTP-API) or 262 (core-09 prose, reference) (default: ${DEFAULT-VALUE}).")
    int scopeStatus;

    @Option(
            names = "--trust",
            paramLabel = "PUBKEY|JWKS",
            description =
                    "Verify the served manifest's manifest_signature against this public JWK or JWK Set file"
                            + " (check manifest-signature; AGTP-API §8.8, docs/signing.md). Without it an unsigned manifest is a warning.")
    Path trust;

    @Option(
            names = "--timeout",
            defaultValue = "60",
            paramLabel = "SECONDS",
            description = "Seconds the whole run may take, every exchange included; checks not started by then are not"
                    + " run and the run fails (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(workspace)) {
            err.println("agtp-studio check: " + workspace + ": not a folder");
            return CheckReport.UNUSABLE;
        }
        Target t;
        CheckOptions opts;
        try {
            if (timeoutSeconds < 1) {
                throw new IllegalArgumentException("--timeout must be at least 1 second");
            }
            t = Target.parse(target, tls, insecure);
            opts = new CheckOptions(
                    scopes, agentId, seed, maxExamples, allowUnsafe, scopeStatus, Duration.ofSeconds(timeoutSeconds));
            if (trust != null) {
                opts = opts.withTrust(SigningKeys.readTrust(trust));
            }
        } catch (SigningKeys.KeyProblem e) {
            err.println("agtp-studio check: --trust " + e.getMessage());
            return CheckReport.UNUSABLE;
        } catch (IllegalArgumentException e) {
            err.println("agtp-studio check: " + e.getMessage());
            return CheckReport.UNUSABLE;
        }
        Workspace ws = WorkspaceLoader.load(workspace, MethodCatalog.bundled());
        Contract contract = Contract.of(ws);
        if (contract.endpoints().isEmpty()) {
            err.println("agtp-studio check: " + workspace
                    + " declares no endpoint that validates (run agtp-studio validate " + workspace + ")");
            return CheckReport.UNUSABLE;
        }
        try {
            CheckReport report = new ConformanceRunner(opts).run(contract, t);
            format.write(report, out);
            return report.exitCode();
        } catch (ManifestFetch.Unreachable e) {
            err.println("agtp-studio check: " + e.getMessage());
            return CheckReport.UNUSABLE;
        }
    }
}
