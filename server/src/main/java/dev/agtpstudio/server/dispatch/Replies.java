package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.Headers;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** A status and JSON body under construction; error bodies use {@code {"error":{code, message, ...}}}. */
public final class Replies {
    public static final String AGTP_JSON = "application/vnd.agtp+json";
    public static final String MANIFEST_JSON = "application/vnd.agtp.manifest+json";
    /** The one message of a 500 {@code handler-exception}: the exception itself goes to the server console only. */
    public static final String HANDLER_FAILED = "the endpoint's handler failed; the server console has the details";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private Replies() {}

    /** A reply before the common headers are added. */
    public record Reply(int status, JsonNode body, String contentType, Map<String, String> headers) {
        public Reply {
            headers = headers == null ? Map.of() : headers;
        }

        public AgtpResponse toResponse(Headers.Builder common) {
            Headers.Builder h = Headers.builder();
            byte[] bytes = new byte[0];
            if (body != null) {
                h.add(
                        dev.agtpstudio.server.wire.HeaderNames.CONTENT_TYPE,
                        contentType == null ? AGTP_JSON : contentType);
                bytes = serialize(body);
            }
            headers.forEach(h::add);
            common.build().entries().forEach(e -> h.add(e.getKey(), e.getValue()));
            return new AgtpResponse(status, null, h.build(), bytes);
        }
    }

    public static ObjectNode error(String code, String message) {
        ObjectNode root = F.objectNode();
        ObjectNode e = root.putObject("error");
        e.put("code", code);
        e.put("message", message);
        return root;
    }

    /** The inner {@code error} object of a body made by {@link #error}. */
    public static ObjectNode inner(ObjectNode body) {
        return (ObjectNode) body.get("error");
    }

    public static Reply reply(int status, JsonNode body) {
        return new Reply(status, body, AGTP_JSON, Map.of());
    }

    public static Reply errorReply(int status, String code, String message, String method, String path) {
        ObjectNode b = error(code, message);
        if (method != null) {
            inner(b).put("method", method);
        }
        if (path != null) {
            inner(b).put("path", path);
        }
        return reply(status, b);
    }

    public static byte[] serialize(JsonNode n) {
        try {
            return JSON.writeValueAsString(n).getBytes(StandardCharsets.UTF_8);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
