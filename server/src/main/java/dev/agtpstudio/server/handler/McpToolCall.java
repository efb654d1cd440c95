package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.net.McpFrames;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;

/**
 * An external_service binding with {@code mcp_tool} (docs/decisions/0555): the invocation is an MCP {@code tools/call}
 * over Streamable HTTP at the binding's URL. Each invocation initializes its own session (initialize, then
 * notifications/initialized, carrying the server's {@code Mcp-Session-Id} when it gives one), so nothing is shared
 * between calls; the configured headers (credentials) go with every message. The tool's {@code structuredContent}
 * is the output, else {@code {"content": [...]}}; a result with {@code isError} is {@code upstream_error} with the
 * tool's text, and transport failures map to the §12.3 codes as any external_service call.
 */
final class McpToolCall {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private final HandlerBinding.ExternalService binding;
    private final Map<String, String> headers;
    private final HttpClient http;
    private final BiFunction<Throwable, Long, HandlerResult> failure;

    McpToolCall(
            HandlerBinding.ExternalService binding,
            Map<String, String> headers,
            HttpClient http,
            BiFunction<Throwable, Long, HandlerResult> failure) {
        this.binding = binding;
        this.headers = headers;
        this.http = http;
        this.failure = failure;
    }

    CompletionStage<HandlerResult> invoke(JsonNode arguments) {
        long start = System.nanoTime();
        return send(McpFrames.initialize(1, "agtp-studio-server", "1"), null)
                .thenCompose(init -> {
                    String session =
                            init.headers().firstValue(McpFrames.SESSION_HEADER).orElse(null);
                    Reply r = read(init, 1, "initialize");
                    if (r.error != null) {
                        return CompletableFuture.completedFuture(r.error);
                    }
                    return send(McpFrames.initialized(), session)
                            .thenCompose(ack -> send(McpFrames.toolsCall(2, binding.mcpTool(), arguments), session))
                            .thenApply(call -> answer(read(call, 2, "tools/call")));
                })
                .handle((r, err) -> err != null ? failure.apply(unwrap(err), start) : r);
    }

    private CompletableFuture<HttpResponse<byte[]>> send(JsonNode message, String session) {
        HttpRequest.Builder rb = HttpRequest.newBuilder(URI.create(binding.url()))
                .timeout(Duration.ofMillis((long) (binding.effectiveTimeoutSeconds() * 1000)))
                .POST(HttpRequest.BodyPublishers.ofByteArray(McpFrames.bytes(message)));
        headers.forEach((k, v) -> {
            if (!k.equalsIgnoreCase("Content-Type") && !k.equalsIgnoreCase("Accept") && !k.equalsIgnoreCase("Host")) {
                rb.setHeader(k, v);
            }
        });
        rb.setHeader("Content-Type", "application/json")
                .setHeader("Accept", McpFrames.ACCEPT)
                .setHeader("MCP-Protocol-Version", McpFrames.PROTOCOL_VERSION);
        if (session != null) {
            rb.setHeader(McpFrames.SESSION_HEADER, session);
        }
        return http.sendAsync(rb.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    /** The JSON-RPC result of an answer, or the §12.3 error it amounts to. */
    private Reply read(HttpResponse<byte[]> resp, int id, String what) {
        int status = resp.statusCode();
        String body = resp.body() == null ? "" : new String(resp.body(), StandardCharsets.UTF_8);
        ObjectNode d = F.objectNode().put("upstream_status", status).put("mcp_method", what);
        if (status == 401 || status == 403) {
            return new Reply(
                    null,
                    error("upstream_authentication_failed", "the MCP server answered " + status + " to " + what, d));
        }
        if (status >= 300) {
            d.put("upstream_body", body.length() <= 500 ? body : body.substring(0, 500) + "...");
            String mapped = binding.errorMap().get(String.valueOf(status));
            return new Reply(
                    null,
                    error(
                            mapped != null ? mapped : "upstream_error",
                            "the MCP server answered " + status + " to " + what,
                            d));
        }
        try {
            JsonNode response =
                    McpFrames.response(resp.headers().firstValue("Content-Type").orElse(""), body, id);
            if (response.has("error")) {
                d.set("mcp_error", response.get("error"));
                return new Reply(
                        null,
                        error(
                                "upstream_error",
                                what + " failed: "
                                        + response.path("error").path("message").asText("an error"),
                                d));
            }
            return new Reply(McpFrames.result(response, what), null);
        } catch (IOException e) {
            d.put("upstream_body", body.length() <= 500 ? body : body.substring(0, 500) + "...");
            return new Reply(
                    null,
                    error(
                            "upstream_malformed_response",
                            "the MCP server's answer to " + what + " is not a JSON-RPC response: " + e.getMessage(),
                            d));
        }
    }

    private HandlerResult answer(Reply r) {
        if (r.error != null) {
            return r.error;
        }
        JsonNode result = r.result;
        if (result.path("isError").asBoolean(false)) {
            StringBuilder text = new StringBuilder();
            result.path("content").forEach(c -> text.append(c.path("text").asText("")));
            ObjectNode d = F.objectNode();
            d.set("content", result.path("content"));
            return error(
                    "upstream_error",
                    "the tool " + binding.mcpTool() + " reported an error" + (text.length() == 0 ? "" : ": " + text),
                    d);
        }
        if (result.path("structuredContent").isObject()) {
            ObjectNode o = F.objectNode();
            Map<String, String> inverted = new java.util.HashMap<>();
            binding.outputTransform().forEach((agtp, up) -> inverted.put(up, agtp));
            result.get("structuredContent")
                    .fields()
                    .forEachRemaining(e -> o.set(inverted.getOrDefault(e.getKey(), e.getKey()), e.getValue()));
            return new HandlerResult.Success(o, Map.of());
        }
        ObjectNode o = F.objectNode();
        o.set("content", result.path("content").isArray() ? result.get("content") : F.arrayNode());
        return new HandlerResult.Success(o, Map.of());
    }

    private static HandlerResult error(String code, String message, JsonNode details) {
        return new HandlerResult.NamedError(code, message, details, Map.of());
    }

    private static Throwable unwrap(Throwable t) {
        while (t instanceof CompletionException && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    private record Reply(JsonNode result, HandlerResult error) {}
}
