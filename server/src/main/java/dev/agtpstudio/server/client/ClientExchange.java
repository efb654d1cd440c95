package dev.agtpstudio.server.client;

import dev.agtpstudio.server.wire.HeaderValues;
import dev.agtpstudio.server.wire.Headers;
import java.nio.charset.StandardCharsets;

/**
 * A completed exchange as the invoke panel shows it: the parsed response plus the raw bytes both ways and timing.
 *
 * @param elapsedNanos from the first request byte written to the last response byte read
 */
public record ClientExchange(
        byte[] requestBytes,
        int status,
        String reason,
        Headers headers,
        byte[] body,
        byte[] responseBytes,
        long elapsedNanos) {

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    public double elapsedMillis() {
        return elapsedNanos / 1_000_000.0;
    }

    /**
     * Request and response as text, separated by a blank line, as {@code agtp-studio invoke --raw} prints them;
     * control characters other than line breaks and tabs are escaped ({@link HeaderValues#escapeText}).
     */
    public String rawText() {
        return HeaderValues.escapeText(new String(requestBytes, StandardCharsets.UTF_8) + "\n" + new String(responseBytes, StandardCharsets.UTF_8));
    }
}
