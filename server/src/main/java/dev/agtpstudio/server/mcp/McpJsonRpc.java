package dev.agtpstudio.server.mcp;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.ProtocolVersions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The JSON-RPC 2.0 front of both MCP transports: every message is parsed here with size and nesting limits and checked
 * (a JSON object, {@code "jsonrpc": "2.0"}, a string or number {@code id}, a string {@code method}, object
 * {@code params}, and the params of the methods served) before the SDK's handler sees it, so a malformed message gets
 * the error JSON-RPC names (-32700 parse error, -32600 invalid request, -32601 method not found, -32602 invalid
 * params) and the session goes on. Error messages never carry a Java class or exception name.
 */
public final class McpJsonRpc {
    /** Largest message accepted (bytes); HTTP bodies and stdio lines alike. */
    public static final int MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
    /** Deepest JSON nesting accepted. */
    public static final int MAX_DEPTH = 64;
    /** The protocol versions negotiated (oldest first; a client asking for another is offered the newest). */
    public static final List<String> PROTOCOL_VERSIONS = List.of(
            ProtocolVersions.MCP_2024_11_05,
            ProtocolVersions.MCP_2025_03_26,
            ProtocolVersions.MCP_2025_06_18,
            ProtocolVersions.MCP_2025_11_25);

    public static final int PARSE_ERROR = -32700;
    public static final int INVALID_REQUEST = -32600;
    public static final int METHOD_NOT_FOUND = -32601;
    public static final int INVALID_PARAMS = -32602;
    public static final int INTERNAL_ERROR = -32603;
    private static final Duration TIMEOUT = Duration.ofSeconds(90);
    private static final Set<String> METHODS = Set.of(
            "initialize",
            "ping",
            "tools/list",
            "tools/call",
            "resources/list",
            "resources/read",
            "resources/templates/list");
    private static final Pattern INTERNAL = Pattern.compile(
            "(?:\\b(?:java|javax|jdk|sun|com|io|org|dev|reactor)\\.[a-z]\\w*\\.)|\\b[A-Z][A-Za-z0-9]*(?:Exception|Error)\\b|\\$[A-Z]|Cannot (?:invoke|deserialize|construct)");
    static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(MAX_DEPTH)
                    .maxStringLength(MAX_MESSAGE_BYTES)
                    .build())
            .build());
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final McpStatelessServerHandler handler;
    private final Predicate<String> toolExists;
    private final CompletableFuture<Void> ready;

    /** {@code toolExists} says whether a {@code tools/call} name is served (an unknown name is -32602 naming it). */
    public McpJsonRpc(McpStatelessServerHandler handler, Predicate<String> toolExists) {
        this(handler, toolExists, CompletableFuture.completedFuture(null));
    }

    /**
     * The same, answering {@code initialize} and {@code ping} at once and every other request once {@code ready}
     * completes (the workspace is registered): a client that spawns the server is answered while it starts.
     */
    public McpJsonRpc(McpStatelessServerHandler handler, Predicate<String> toolExists, CompletableFuture<Void> ready) {
        this.handler = handler;
        this.toolExists = toolExists;
        this.ready = ready;
    }

    /** What one message gets: the JSON-RPC answer (null for a notification or a response) and whether it was malformed. */
    public record Answer(String json, boolean malformed) {
        static Answer none() {
            return new Answer(null, false);
        }
    }

    /** Handles one message (the text of one HTTP body or one stdio line); never fails. */
    public CompletableFuture<Answer> handle(String text, McpTransportContext context) {
        if (text.length() > MAX_MESSAGE_BYTES) {
            return done(
                    error(null, INVALID_REQUEST, "the message is larger than " + MAX_MESSAGE_BYTES + " bytes"), true);
        }
        JsonNode msg;
        try {
            msg = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            boolean deep = e.getMessage() != null && e.getMessage().contains("nesting depth");
            String where = e.getLocation() == null
                    ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr() + ")";
            return done(
                    error(
                            null,
                            deep ? INVALID_REQUEST : PARSE_ERROR,
                            deep
                                    ? "the message nests deeper than " + MAX_DEPTH + " levels"
                                    : "the message is not valid JSON" + where),
                    true);
        }
        if (msg == null || msg.isMissingNode()) {
            return done(error(null, INVALID_REQUEST, "the message is empty: send one JSON-RPC message"), true);
        }
        if (msg.isArray()) {
            return done(
                    error(null, INVALID_REQUEST, "batches are not supported: send one JSON-RPC message at a time"),
                    true);
        }
        if (!msg.isObject()) {
            return done(error(null, INVALID_REQUEST, "a JSON-RPC message is a JSON object"), true);
        }
        JsonNode id = msg.get("id");
        boolean goodId = id == null || id.isTextual() || id.isIntegralNumber();
        JsonNode idOut = goodId ? id : null;
        if (!"2.0".equals(msg.path("jsonrpc").textValue())) {
            return done(error(idOut, INVALID_REQUEST, "\"jsonrpc\" must be \"2.0\""), true);
        }
        if (!goodId) {
            return done(error(null, INVALID_REQUEST, "\"id\" must be a string or an integer"), true);
        }
        JsonNode method = msg.get("method");
        if (method == null) {
            if (id != null && (msg.has("result") || msg.has("error"))) {
                return done(null, false); // a client's response: this server sends no requests, nothing to do
            }
            return done(error(id, INVALID_REQUEST, "the message has no \"method\""), true);
        }
        if (!method.isTextual()) {
            return done(error(id, INVALID_REQUEST, "\"method\" must be a string"), true);
        }
        JsonNode params = msg.get("params");
        if (params != null && !params.isNull() && !params.isObject()) {
            return id == null
                    ? done(null, true)
                    : done(error(id, INVALID_PARAMS, "\"params\" must be an object"), true);
        }
        String m = method.textValue();
        if (!ready.isDone() && !m.equals("initialize") && !m.equals("ping")) {
            return ready.handle((v, e) -> null).thenCompose(v -> handle(text, context));
        }
        Map<?, ?> p = params == null || params.isNull() ? null : JSON.convertValue(params, Map.class);
        if (id == null) {
            McpSchema.JSONRPCNotification n = new McpSchema.JSONRPCNotification("2.0", m, p);
            return handler.handleNotification(context, n)
                    .timeout(TIMEOUT)
                    .toFuture()
                    .handle((v, err) -> Answer.none());
        }
        if (!METHODS.contains(m)) {
            return done(error(id, METHOD_NOT_FOUND, "Method not found: " + shorten(m)), true);
        }
        String bad = badParams(m, params);
        if (bad != null) {
            return done(error(id, INVALID_PARAMS, bad), true);
        }
        Object rpcId = id.isTextual() ? id.textValue() : (Object) id.longValue();
        McpSchema.JSONRPCRequest req = new McpSchema.JSONRPCRequest("2.0", m, rpcId, p == null ? Map.of() : p);
        return handler.handleRequest(context, req).timeout(TIMEOUT).toFuture().handle((resp, err) -> {
            if (err != null || resp == null) {
                return new Answer(error(id, INTERNAL_ERROR, "the server could not answer " + m), false);
            }
            return new Answer(write(id, resp), false);
        });
    }

    /** The params problem of a served method, or null. */
    private String badParams(String method, JsonNode params) {
        switch (method) {
            case "tools/call" -> {
                JsonNode name = params == null ? null : params.get("name");
                if (name == null || !name.isTextual()) {
                    return "tools/call needs \"name\", a string";
                }
                JsonNode args = params.get("arguments");
                if (args != null && !args.isNull() && !args.isObject()) {
                    return "\"arguments\" must be an object";
                }
                if (!toolExists.test(name.textValue())) {
                    return "Unknown tool: '" + shorten(name.textValue()) + "'";
                }
            }
            case "initialize" -> {
                JsonNode v = params == null ? null : params.get("protocolVersion");
                if (v == null || !v.isTextual()) {
                    return "initialize needs \"protocolVersion\", a string";
                }
                for (String k : List.of("capabilities", "clientInfo")) {
                    if (params.has(k) && !params.get(k).isObject()) {
                        return "\"" + k + "\" must be an object";
                    }
                }
            }
            case "resources/read" -> {
                JsonNode uri = params == null ? null : params.get("uri");
                if (uri == null || !uri.isTextual()) {
                    return "resources/read needs \"uri\", a string";
                }
            }
            default -> {
                JsonNode cursor = params == null ? null : params.get("cursor");
                if (cursor != null && !cursor.isNull() && !cursor.isTextual()) {
                    return "\"cursor\" must be a string";
                }
            }
        }
        return null;
    }

    /** The SDK's response as JSON, its error message replaced when it names internals. */
    private static String write(JsonNode id, McpSchema.JSONRPCResponse resp) {
        if (resp.error() != null) {
            String msg = resp.error().message();
            int code =
                    resp.error().code() == null ? INTERNAL_ERROR : resp.error().code();
            return error(id, code, msg == null || isInternal(msg) ? "the request could not be handled" : msg);
        }
        ObjectNode o = F.objectNode().put("jsonrpc", "2.0");
        o.set("id", id);
        o.set("result", JSON.valueToTree(resp.result()));
        return o.toString();
    }

    /** Whether a message names a Java class, package or exception. */
    public static boolean isInternal(String message) {
        return INTERNAL.matcher(message).find();
    }

    /** A JSON-RPC error response. */
    public static String error(JsonNode id, int code, String message) {
        return errorNode(id, code, message).toString();
    }

    /** The same as a tree. */
    public static ObjectNode errorNode(JsonNode id, int code, String message) {
        ObjectNode o = F.objectNode().put("jsonrpc", "2.0");
        o.set("id", id == null ? F.nullNode() : id);
        o.putObject("error").put("code", code).put("message", message);
        return o;
    }

    /**
     * The listener front's refusals (limits, timeouts, Origin/Host, connection cap) as JSON-RPC errors: the message is
     * unidentified, so its id is null; the HTTP status and the refusal's code are in {@code data}.
     */
    public static final dev.agtpstudio.server.net.HttpErrors.Shape HTTP_REFUSAL = (status, code, message) -> {
        ObjectNode o = errorNode(null, status == 500 || status == 503 ? INTERNAL_ERROR : INVALID_REQUEST, message);
        ((ObjectNode) o.get("error")).putObject("data").put("status", status).put("reason", code);
        return o;
    };

    /** A notification to the client. */
    public static String notification(String method) {
        return F.objectNode().put("jsonrpc", "2.0").put("method", method).toString();
    }

    private static String shorten(String s) {
        String clean = s.replaceAll("\\p{Cntrl}", "?");
        return clean.length() > 80 ? clean.substring(0, 80) + "..." : clean;
    }

    private static CompletableFuture<Answer> done(String json, boolean malformed) {
        return CompletableFuture.completedFuture(new Answer(json, malformed));
    }
}
