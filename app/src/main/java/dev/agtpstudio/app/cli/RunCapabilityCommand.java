package dev.agtpstudio.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.a2s.CapabilityRun;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.validator.a2s.A2sValidation;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio run-capability DOC}: runs an A2S capability step by step against an AGTP server. */
@Command(
        name = "run-capability",
        mixinStandardHelpOptions = true,
        description = "Run an A2S capability document (NAME.a2s.json or .a2s.yaml) step by step against an AGTP"
                + " server, printing each step's request and response (docs/a2s.md). The document is validated first;"
                + " one that does not verify is not run.%n"
                + "Exit codes: 0 every step answered with its output (2xx, not 26x), 1 a step did not (the run stops there), 2 the document or an"
                + " argument cannot be used, or the server cannot be reached.")
public final class RunCapabilityCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DOC", description = "The A2S capability document.")
    Path doc;

    @Option(
            names = "--input",
            paramLabel = "NAME=VALUE",
            description = "A capability input; repeatable. VALUE is"
                    + " read as JSON when it is a number, true, false, null, an object or an array, else as text.")
    List<String> inputs = new ArrayList<>();

    @Option(
            names = "--target",
            paramLabel = "HOST:PORT",
            defaultValue = "127.0.0.1:4480",
            description = "The AGTP server (default ${DEFAULT-VALUE}).")
    String target;

    @Option(
            names = {"-H", "--header"},
            paramLabel = "NAME:VALUE",
            description = "A header sent with every step" + " (Agent-ID, Authority-Scope, ...); repeatable.")
    List<String> headers = new ArrayList<>();

    @Option(
            names = "--timeout",
            defaultValue = "30",
            paramLabel = "SECONDS",
            description = "Seconds each step may take (default ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!A2sFiles.isA2s(doc)) {
            err.println(
                    "agtp-studio run-capability: " + doc + ": not an A2S document (NAME.a2s.json or NAME.a2s.yaml)");
            return 2;
        }
        String text;
        try {
            text = Files.readString(doc);
        } catch (IOException e) {
            err.println("agtp-studio run-capability: cannot read " + doc + ": " + ErrorMessages.describe(e));
            return 2;
        }
        List<Diagnostic> problems = A2sValidation.validate(doc, text);
        if (!problems.isEmpty()) {
            for (Diagnostic d : problems) {
                err.println(doc + ":" + d.range().startLine() + ":" + d.range().startColumn() + ": error " + d.ruleId()
                        + ": " + d.message());
            }
            err.println("agtp-studio run-capability: the document does not verify; nothing was sent (agtp-studio"
                    + " validate " + doc + ")");
            return 2;
        }
        JsonNode cap;
        Map<String, JsonNode> vars;
        Headers.Builder h = Headers.builder();
        ClientOptions opts;
        try {
            cap = A2sValidation.read(doc, text);
            vars = CapabilityRun.variables(cap, inputs);
            for (String kv : headers) {
                int i = kv.indexOf(':');
                if (i <= 0) {
                    throw new IllegalArgumentException("header '" + kv + "' is not NAME:VALUE");
                }
                h.add(kv.substring(0, i).trim(), kv.substring(i + 1).trim());
            }
            opts = CapabilityRun.target(target, timeoutSeconds);
        } catch (IllegalArgumentException | IOException e) {
            err.println("agtp-studio run-capability: " + e.getMessage());
            return 2;
        }
        CapabilityRun.Result r = CapabilityRun.run(cap, vars, opts, h.build(), new CapabilityRun.Listener() {
            @Override
            public void request(int number, String stepId, String method, String path, String body) {
                out.println("step " + number + " (" + stepId + "): " + method + (path == null ? "" : " " + path));
                out.println("> " + body);
            }

            @Override
            public void response(int number, int status, String reason, String body) {
                out.println("< AGTP/1.0 " + status + " " + reason);
                out.println("< " + body);
                out.flush();
            }
        });
        if (r.outcome() != CapabilityRun.Outcome.DONE) {
            out.flush();
            err.println("agtp-studio run-capability: " + r.message());
            return r.outcome() == CapabilityRun.Outcome.STEP_FAILED ? 1 : 2;
        }
        try {
            out.println("outputs: " + JSON.writerWithDefaultPrettyPrinter().writeValueAsString(r.outputs()));
        } catch (IOException e) {
            out.println("outputs: " + r.outputs());
        }
        out.flush();
        return 0;
    }
}
