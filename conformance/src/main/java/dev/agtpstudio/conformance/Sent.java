package dev.agtpstudio.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.wire.Headers;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

/**
 * One request and what came back: the response, or the reason none did (connection closed, timeout, bad framing).
 * What a run keeps of an exchange after the check that sent it is {@link #retained}: at most {@link #SHOWN_BYTES} of
 * the body, so the memory of a run does not grow with the bytes the target answers (issue 35).
 */
public record Sent(byte[] request, ClientExchange exchange, String failure) {
    /** Body bytes kept for the later checks and shown in a report; the rest is summarised by its length. */
    public static final int SHOWN_BYTES = 64 * 1024;

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * This exchange with the body cut to {@link #SHOWN_BYTES} (status, headers and the fact that there was a body
     * are kept; {@link #json} of a cut body is empty, so a named error in a body over 64 KiB is judged only by the
     * check that sent it).
     */
    public Sent retained() {
        if (exchange == null || exchange.body().length <= SHOWN_BYTES) {
            return this;
        }
        ClientExchange x = exchange;
        return new Sent(
                request,
                new ClientExchange(
                        x.requestBytes(),
                        x.status(),
                        x.reason(),
                        x.headers(),
                        Arrays.copyOf(x.body(), SHOWN_BYTES),
                        x.responseHead(),
                        x.elapsedNanos()),
                failure);
    }

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

    /** The response as text, its body cut after {@link #SHOWN_BYTES} with a note of how much was left out. */
    public String responseText() {
        if (exchange == null) {
            return null;
        }
        byte[] body = exchange.body();
        int shown = Math.min(body.length, SHOWN_BYTES);
        long total = Math.max(body.length, announcedLength());
        String text = new String(exchange.responseHead(), StandardCharsets.UTF_8)
                + new String(body, 0, shown, StandardCharsets.UTF_8);
        return total > shown ? text + "\n[" + (total - shown) + " more bytes of the body not shown]" : text;
    }

    private long announcedLength() {
        String v = exchange.headers().getOrNull("Content-Length");
        try {
            return v == null ? 0 : Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            return 0;
        }
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
        return json().map(j -> j.path("error").path("code"))
                .filter(JsonNode::isTextual)
                .map(JsonNode::asText);
    }

    /** "status 422" or "no response (why)" for messages. */
    public String describe() {
        if (exchange == null) {
            return "no response (" + failure + ")";
        }
        return "status " + exchange.status() + errorCode().map(c -> " " + c).orElse("");
    }
}
