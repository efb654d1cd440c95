package dev.agtpstudio.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.wire.Headers;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * One request and what came back: the response, or the reason none did (connection closed, timeout, bad framing).
 */
public record Sent(byte[] request, ClientExchange exchange, String failure) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public boolean answered() {
        return exchange != null;
    }

    public int status() {
        return exchange == null ? -1 : exchange.status();
    }

    public Headers headers() {
        return exchange == null ? Headers.empty() : exchange.headers();
    }

    public String requestText() {
        return new String(request, StandardCharsets.UTF_8);
    }

    public String responseText() {
        return exchange == null ? null : new String(exchange.responseBytes(), StandardCharsets.UTF_8);
    }

    public boolean hasBody() {
        return exchange != null && exchange.body().length > 0;
    }

    /** The body as JSON, or empty when there is none or it does not parse. */
    public Optional<JsonNode> json() {
        if (!hasBody()) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(JSON.readTree(exchange.body()));
        } catch (java.io.IOException e) {
            return Optional.empty();
        }
    }

    /** {@code error.code} of a structured error body ({@code {"error":{"code":...}}}), else empty. */
    public Optional<String> errorCode() {
        return json().map(j -> j.path("error").path("code")).filter(JsonNode::isTextual).map(JsonNode::asText);
    }

    /** "status 422" or "no response (why)" for messages. */
    public String describe() {
        if (exchange == null) {
            return "no response (" + failure + ")";
        }
        return "status " + exchange.status() + errorCode().map(c -> " " + c).orElse("");
    }
}
