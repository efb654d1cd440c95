package dev.agtpstudio.server.net;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.Headers;
import java.nio.charset.StandardCharsets;

/** Error bodies in the reference shape {@code {"error":{"code":...,"message":...,...}}} (see docs/decisions/0042). */
public final class ErrorResponses {
    /** The message of a 500 the connection layer answers itself; the cause goes to the console only. */
    public static final String SERVER_FAILED = "the server failed while answering; the server console has the details";

    private static final ObjectMapper JSON = new ObjectMapper();

    private ErrorResponses() {}

    public static ObjectNode errorNode(String code, String message) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode err = root.putObject("error");
        err.put("code", code);
        err.put("message", message);
        return root;
    }

    public static AgtpResponse error(int status, String code, String message) {
        return json(status, errorNode(code, message), "application/json");
    }

    public static AgtpResponse json(int status, com.fasterxml.jackson.databind.JsonNode body, String contentType) {
        byte[] bytes;
        try {
            bytes = JSON.writeValueAsString(body).getBytes(StandardCharsets.UTF_8);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        return new AgtpResponse(
                status,
                null,
                Headers.builder()
                        .add(dev.agtpstudio.server.wire.HeaderNames.CONTENT_TYPE, contentType)
                        .build(),
                bytes);
    }
}
