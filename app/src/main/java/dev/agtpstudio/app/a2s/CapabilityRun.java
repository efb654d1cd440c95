package dev.agtpstudio.app.a2s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientAddress;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.server.wire.StatusClass;
import dev.agtpstudio.server.wire.WireException;
import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs one verified A2S capability step by step against an AGTP server (docs/a2s.md): the one implementation behind
 * {@code agtp-studio run-capability} and the IDE's "Run capability..." action. Each step is one AGTP request
 * ({@link A2sRun}); the run stops at the first step that does not answer with the endpoint's output. Blocking: the
 * IDE calls it on a worker thread and paints what the {@link Listener} hears.
 */
public final class CapabilityRun {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Hears each step as it runs (on the calling thread). */
    public interface Listener {
        /** Step {@code number} (from 1) is about to send {@code body} as {@code method path} ({@code path} may be null). */
        void request(int number, String stepId, String method, String path, String body);

        /** The answer to the step just sent. */
        void response(int number, int status, String reason, String body);
    }

    /** How the run ended. */
    public enum Outcome {
        /** Every step answered with its output. */
        DONE,
        /** A step answered, but not with the endpoint's output (an error or a 26x); the run stopped there. */
        STEP_FAILED,
        /** A step could not be sent (a refusal of the document, the server unreachable, broken framing). */
        NOT_RUN
    }

    /** The outcome, a message for the user when it is not {@link Outcome#DONE}, and the collected outputs. */
    public record Result(Outcome outcome, String message, ObjectNode outputs) {}

    private CapabilityRun() {}

    /** The capability's input names, in document order. */
    public static List<String> inputNames(JsonNode capability) {
        java.util.ArrayList<String> names = new java.util.ArrayList<>();
        capability.path("inputs").forEach(n -> names.add(n.asText()));
        return names;
    }

    /**
     * The run's variables from {@code NAME=VALUE} pairs: every input of the capability, null when not given. VALUE is
     * JSON when it is a number, boolean, null, object or array, else text.
     *
     * @throws IllegalArgumentException a pair that is not NAME=VALUE with NAME an input (the message says so)
     */
    public static Map<String, JsonNode> variables(JsonNode capability, List<String> pairs) {
        Map<String, JsonNode> vars = new LinkedHashMap<>();
        inputNames(capability).forEach(n -> vars.put(n, null));
        for (String kv : pairs) {
            int i = kv.indexOf('=');
            if (i <= 0 || !vars.containsKey(kv.substring(0, i))) {
                throw new IllegalArgumentException("--input " + kv + ": give NAME=VALUE with NAME one of the"
                        + " capability's inputs " + vars.keySet());
            }
            vars.put(kv.substring(0, i), value(kv.substring(i + 1)));
        }
        return vars;
    }

    /**
     * The client options for {@code HOST:PORT} with {@code timeoutSeconds} per step.
     *
     * @throws IllegalArgumentException a target or timeout that cannot be used (the message names it)
     */
    public static ClientOptions target(String target, int timeoutSeconds) {
        int colon = target.lastIndexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException("--target " + target + ": give HOST:PORT");
        }
        String host = target.substring(0, colon);
        int port;
        try {
            port = Integer.parseInt(target.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--target " + target + ": the port is not a number");
        }
        ClientAddress.requireHost(host, "--target " + target);
        ClientAddress.requirePort(port, "--target " + target);
        if (timeoutSeconds < 1) {
            throw new IllegalArgumentException("--timeout must be at least 1 second");
        }
        return ClientOptions.loopback(port).withHost(host).withTimeout(Duration.ofSeconds(timeoutSeconds));
    }

    /** Runs every step of {@code capability} (verified beforehand) with {@code vars}, sending {@code headers} with each. */
    public static Result run(
            JsonNode capability, Map<String, JsonNode> vars, ClientOptions opts, Headers headers, Listener listener) {
        Map<String, JsonNode> known = new LinkedHashMap<>(vars);
        String target = opts.host() + ":" + opts.port();
        int n = 1;
        for (JsonNode step : capability.at("/execution/steps")) {
            String id = step.path("id").asText();
            A2sRun.Call call;
            try {
                call = A2sRun.call(step, known);
            } catch (A2sRun.Refusal e) {
                return new Result(Outcome.NOT_RUN, e.getMessage(), outputs(capability, known));
            }
            String body = call.body().toString();
            listener.request(n, id, call.method(), call.path(), body);
            ClientExchange x;
            try {
                x = AgtpClient.exchange(opts, ClientRequest.json(call.method(), call.path(), headers, body));
            } catch (WireException e) {
                return new Result(
                        Outcome.NOT_RUN,
                        target + ": the answer breaks AGTP/1.0 framing: " + e.getMessage(),
                        outputs(capability, known));
            } catch (IOException e) {
                return new Result(
                        Outcome.NOT_RUN, target + ": " + ErrorMessages.describe(e), outputs(capability, known));
            }
            listener.response(n, x.status(), x.reason(), x.bodyText());
            // 26x sit in the 2xx range but are not the endpoint's answer (262 Authorization Required is a refusal).
            if (!StatusClass.of(x.status()).isSuccess()) {
                return new Result(
                        Outcome.STEP_FAILED,
                        "step " + n + " (" + id + ") answered " + x.status() + " " + x.reason()
                                + ", not the endpoint's output; the run stops here",
                        outputs(capability, known));
            }
            JsonNode response;
            try {
                response = x.bodyText().isBlank() ? JSON.createObjectNode() : JSON.readTree(x.bodyText());
            } catch (IOException e) {
                response = JSON.getNodeFactory().textNode(x.bodyText());
            }
            known.putAll(A2sRun.outputs(step, response));
            n++;
        }
        return new Result(Outcome.DONE, "", outputs(capability, known));
    }

    private static ObjectNode outputs(JsonNode capability, Map<String, JsonNode> known) {
        ObjectNode result = JSON.createObjectNode();
        for (JsonNode step : capability.at("/execution/steps")) {
            step.path("output_mapping").fieldNames().forEachRemaining(k -> {
                if (known.containsKey(k)) {
                    result.set(k, known.get(k));
                }
            });
        }
        return result;
    }

    /** {@code v} as JSON when it is a number, boolean, null, object or array, else as text. */
    public static JsonNode value(String v) {
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
