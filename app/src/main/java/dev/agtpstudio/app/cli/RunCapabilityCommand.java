package dev.agtpstudio.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientAddress;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.server.wire.WireException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio run-capability DOC}: runs an A2S capability step by step against an AGTP server. */
@Command(name = "run-capability", mixinStandardHelpOptions = true,
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

    @Option(names = "--input", paramLabel = "NAME=VALUE", description = "A capability input; repeatable. VALUE is"
            + " read as JSON when it is a number, true, false, null, an object or an array, else as text.")
    List<String> inputs = new ArrayList<>();

    @Option(names = "--target", paramLabel = "HOST:PORT", defaultValue = "127.0.0.1:4480",
            description = "The AGTP server (default ${DEFAULT-VALUE}).")
    String target;

    @Option(names = {"-H", "--header"}, paramLabel = "NAME:VALUE", description = "A header sent with every step"
            + " (Agent-ID, Authority-Scope, ...); repeatable.")
    List<String> headers = new ArrayList<>();

    @Option(names = "--timeout", defaultValue = "30", paramLabel = "SECONDS",
            description = "Seconds each step may take (default ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!A2sFiles.isA2s(doc)) {
            err.println("agtp-studio run-capability: " + doc + ": not an A2S document (NAME.a2s.json or NAME.a2s.yaml)");
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
        Map<String, JsonNode> vars = new LinkedHashMap<>();
        Headers.Builder h = Headers.builder();
        ClientOptions opts;
        try {
            cap = (A2sFiles.isYaml(doc) ? A2sFiles.YAML : A2sFiles.JSON).readTree(text);
            cap.path("inputs").forEach(n -> vars.put(n.asText(), null));
            for (String kv : inputs) {
                int i = kv.indexOf('=');
                if (i <= 0 || !vars.containsKey(kv.substring(0, i))) {
                    throw new IllegalArgumentException("--input " + kv + ": give NAME=VALUE with NAME one of the"
                            + " capability's inputs " + vars.keySet());
                }
                vars.put(kv.substring(0, i), value(kv.substring(i + 1)));
            }
            for (String kv : headers) {
                int i = kv.indexOf(':');
                if (i <= 0) {
                    throw new IllegalArgumentException("header '" + kv + "' is not NAME:VALUE");
                }
                h.add(kv.substring(0, i).trim(), kv.substring(i + 1).trim());
            }
            int colon = target.lastIndexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("--target " + target + ": give HOST:PORT");
            }
            String host = target.substring(0, colon);
            int port = Integer.parseInt(target.substring(colon + 1));
            ClientAddress.requireHost(host, "--target " + target);
            ClientAddress.requirePort(port, "--target " + target);
            if (timeoutSeconds < 1) {
                throw new IllegalArgumentException("--timeout must be at least 1 second");
            }
            opts = ClientOptions.loopback(port).withHost(host).withTimeout(Duration.ofSeconds(timeoutSeconds));
        } catch (NumberFormatException e) {
            err.println("agtp-studio run-capability: --target " + target + ": the port is not a number");
            return 2;
        } catch (IllegalArgumentException | IOException e) {
            err.println("agtp-studio run-capability: " + e.getMessage());
            return 2;
        }
        Headers sent = h.build();
        int n = 1;
        for (JsonNode step : cap.at("/execution/steps")) {
            A2sRun.Call call;
            try {
                call = A2sRun.call(step, vars);
            } catch (A2sRun.Refusal e) {
                err.println("agtp-studio run-capability: " + e.getMessage());
                return 2;
            }
            String body = call.body().toString();
            out.println("step " + n + " (" + step.path("id").asText() + "): " + call.method()
                    + (call.path() == null ? "" : " " + call.path()));
            out.println("> " + body);
            ClientExchange x;
            try {
                x = AgtpClient.exchange(opts, ClientRequest.json(call.method(), call.path(), sent, body));
            } catch (WireException e) {
                err.println("agtp-studio run-capability: " + target + ": the answer breaks AGTP/1.0 framing: " + e.getMessage());
                return 2;
            } catch (IOException e) {
                err.println("agtp-studio run-capability: " + target + ": " + ErrorMessages.describe(e));
                return 2;
            }
            out.println("< AGTP/1.0 " + x.status() + " " + x.reason());
            out.println("< " + x.bodyText());
            out.flush();
            // 26x sit in the 2xx range but are not the endpoint's answer (262 Authorization Required is a refusal).
            if (!dev.agtpstudio.server.wire.StatusClass.of(x.status()).isSuccess()) {
                err.println("agtp-studio run-capability: step " + n + " (" + step.path("id").asText() + ") answered "
                        + x.status() + " " + x.reason() + ", not the endpoint's output; the run stops here");
                return 1;
            }
            JsonNode response;
            try {
                response = x.bodyText().isBlank() ? JSON.createObjectNode() : JSON.readTree(x.bodyText());
            } catch (IOException e) {
                response = JSON.getNodeFactory().textNode(x.bodyText());
            }
            vars.putAll(A2sRun.outputs(step, response));
            n++;
        }
        ObjectNode result = JSON.createObjectNode();
        for (JsonNode step : cap.at("/execution/steps")) {
            step.path("output_mapping").fieldNames().forEachRemaining(k -> result.set(k, vars.get(k)));
        }
        try {
            out.println("outputs: " + JSON.writerWithDefaultPrettyPrinter().writeValueAsString(result));
        } catch (IOException e) {
            out.println("outputs: " + result);
        }
        out.flush();
        return 0;
    }

    private static JsonNode value(String v) {
        try {
            JsonNode n = JSON.readTree(v);
            if (n != null && (n.isNumber() || n.isBoolean() || n.isNull() || n.isContainerNode())) {
                return n;
            }
        } catch (IOException e) {
            // text
        }
        return JSON.getNodeFactory().textNode(v);
    }
}
