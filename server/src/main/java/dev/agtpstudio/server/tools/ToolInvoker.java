package dev.agtpstudio.server.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.server.net.Connection;
import dev.agtpstudio.server.net.RequestHandler;
import dev.agtpstudio.server.wire.AgtpRequest;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.HeaderNames;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.server.wire.RequestTarget;
import java.util.concurrent.CompletionStage;

/**
 * Calls a tool by sending the AGTP request its endpoint would get (path parameters filled in, the rest as the JSON
 * body, the caller's AGTP headers passed on) through the same dispatcher as the AGTP listener: scopes, contract
 * checks and handlers are the ones an AGTP client meets.
 */
public final class ToolInvoker {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final RequestHandler dispatcher;

    public ToolInvoker(RequestHandler dispatcher) {
        this.dispatcher = dispatcher;
    }

    public CompletionStage<AgtpResponse> invoke(Tool tool, ObjectNode input, Headers callerHeaders, Connection conn) {
        ObjectNode body = input.deepCopy();
        java.util.Map<String, String> values = new java.util.HashMap<>();
        for (String p : tool.pathParameters()) {
            JsonNode v = body.remove(p);
            values.put(p, PathTemplate.encode(v == null ? "" : v.isTextual() ? v.asText() : v.toString()));
        }
        String path = PathTemplate.expand(tool.path(), values::get);
        byte[] bytes;
        try {
            bytes = JSON.writeValueAsBytes(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        Headers.Builder h = Headers.builder();
        for (String name : new String[] {
            HeaderNames.AGENT_ID,
            HeaderNames.AUTHORITY_SCOPE,
            HeaderNames.SESSION_ID,
            HeaderNames.TASK_ID,
            HeaderNames.REQUEST_ID,
            HeaderNames.IDEMPOTENCY_KEY
        }) {
            callerHeaders.get(name).ifPresent(v -> h.add(name, v));
        }
        h.add(HeaderNames.CONTENT_TYPE, "application/json");
        h.add(HeaderNames.CONTENT_LENGTH, Integer.toString(bytes.length));
        AgtpRequest req = new AgtpRequest(tool.method(), RequestTarget.parse(path), h.build(), bytes, bytes);
        return dispatcher.handle(req, conn);
    }
}
