package dev.agtpstudio.core.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Locale;

/**
 * The JSON-RPC messages an MCP client of the product sends (initialize, notifications/initialized, tools/list,
 * tools/call) and the reading of an answer, whether the server sent it as one JSON body or as a Server-Sent Events
 * stream (MCP Streamable HTTP, 2025-06-18). Used by {@code import-mcp} (stdio and HTTP) and by the local server's
 * {@code mcp_tool} calls (docs/decisions/0555).
 */
public final class McpFrames {
    /** What a Streamable HTTP client must accept. */
    public static final String ACCEPT = "application/json, text/event-stream";

    public static final String PROTOCOL_VERSION = "2025-06-18";
    public static final String SESSION_HEADER = "Mcp-Session-Id";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private McpFrames() {}

    public static ObjectNode request(int id, String method, JsonNode params) {
        ObjectNode o = F.objectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        if (params != null) {
            o.set("params", params);
        }
        return o;
    }

    public static ObjectNode initialize(int id, String clientName, String clientVersion) {
        ObjectNode params = F.objectNode().put("protocolVersion", PROTOCOL_VERSION);
        params.putObject("capabilities");
        params.putObject("clientInfo").put("name", clientName).put("version", clientVersion);
        return request(id, "initialize", params);
    }

    public static ObjectNode initialized() {
        return F.objectNode().put("jsonrpc", "2.0").put("method", "notifications/initialized");
    }

    public static ObjectNode toolsCall(int id, String tool, JsonNode arguments) {
        ObjectNode params = F.objectNode().put("name", tool);
        params.set("arguments", arguments == null ? F.objectNode() : arguments);
        return request(id, "tools/call", params);
    }

    public static byte[] bytes(JsonNode message) {
        try {
            return JSON.writeValueAsBytes(message);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One message as a line of the stdio transport. */
    public static String line(JsonNode message) {
        return message.toString() + "\n";
    }

    /**
     * The response with {@code id} in an answer body: a JSON object (or a batch array), or an {@code text/event-stream}
     * whose events carry JSON-RPC messages (requests and notifications of the server before it are skipped).
     *
     * @throws IOException with a sentence when the body holds no such response or is not JSON
     */
    public static JsonNode response(String contentType, String body, int id) throws IOException {
        String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
        if (type.startsWith("text/event-stream")) {
            StringBuilder data = new StringBuilder();
            for (String raw : (body + "\n\n").split("\r?\n", -1)) {
                if (raw.startsWith("data:")) {
                    data.append(raw.substring(raw.startsWith("data: ") ? 6 : 5)).append('\n');
                } else if (raw.isEmpty() && data.length() > 0) {
                    JsonNode hit = withId(parse(data.toString()), id);
                    if (hit != null) {
                        return hit;
                    }
                    data.setLength(0);
                }
            }
            throw new IOException("the event stream ended without the response to request " + id);
        }
        JsonNode hit = withId(parse(body), id);
        if (hit == null) {
            throw new IOException("the answer is not the response to request " + id);
        }
        return hit;
    }

    /** The {@code result} of a response, or an IOException with the JSON-RPC error's message. */
    public static JsonNode result(JsonNode response, String what) throws IOException {
        if (response.has("error")) {
            throw new IOException(what + " failed: "
                    + response.path("error")
                            .path("message")
                            .asText("error "
                                    + response.path("error").path("code").asText()));
        }
        if (!response.path("result").isObject()) {
            throw new IOException(what + " answered without a result object");
        }
        return response.get("result");
    }

    private static JsonNode withId(JsonNode msg, int id) {
        if (msg.isArray()) {
            for (JsonNode m : msg) {
                if (m.path("id").asInt(-1) == id && !m.has("method")) {
                    return m;
                }
            }
            return null;
        }
        return msg.path("id").asInt(-1) == id && !msg.has("method") ? msg : null;
    }

    private static JsonNode parse(String text) throws IOException {
        try {
            JsonNode n = JSON.readTree(text);
            if (n == null) {
                throw new IOException("the answer is empty");
            }
            return n;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IOException(
                    "the answer is not JSON (line " + e.getLocation().getLineNr() + ")");
        }
    }
}
