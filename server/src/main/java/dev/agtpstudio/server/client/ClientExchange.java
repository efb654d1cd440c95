package dev.agtpstudio.server.client;

import dev.agtpstudio.server.wire.HeaderValues;
import dev.agtpstudio.server.wire.Headers;
import java.nio.charset.StandardCharsets;

/**
 * A completed exchange as the invoke panel shows it: the parsed response plus the raw bytes both ways and timing.
 * The body is held once: {@link #responseBytes} joins the head and the body when asked.
 *
 * @param responseHead the response's start line and headers, up to and including the blank line
 * @param elapsedNanos from the first request byte written to the last response byte read
 */
public record ClientExchange(
        byte[] requestBytes,
        int status,
        String reason,
        Headers headers,
        byte[] body,
        byte[] responseHead,
        long elapsedNanos) {

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    /** The response as it came over the wire: head then body (a fresh array). */
    public byte[] responseBytes() {
        byte[] all = new byte[responseHead.length + body.length];
        System.arraycopy(responseHead, 0, all, 0, responseHead.length);
        System.arraycopy(body, 0, all, responseHead.length, body.length);
        return all;
    }

    public double elapsedMillis() {
        return elapsedNanos / 1_000_000.0;
    }

    /**
     * Request and response as text, separated by a blank line, as {@code agtp-studio invoke --raw} prints them;
     * control characters other than line breaks and tabs are escaped ({@link HeaderValues#escapeText}).
     */
    public String rawText() {
        return HeaderValues.escapeText(new String(requestBytes, StandardCharsets.UTF_8) + "\n"
                + new String(responseHead, StandardCharsets.UTF_8) + bodyText());
    }
}
