package dev.agtpstudio.server.net;

import java.time.Instant;
import java.util.List;

/**
 * One request/response pair as the console shows it.
 *
 * @param method   as sent ({@code null} when the request line could not be read)
 * @param path     the request target as sent ({@code null} for a target-less or unreadable request line)
 * @param warnings {@code Header: value} of every warning header on the response (catalog, endpoint, simulated)
 * @param request  the raw request bytes as received
 * @param response the raw response bytes as sent
 */
public record ExchangeEvent(
        Instant time,
        long connectionId,
        String remote,
        String method,
        String path,
        int status,
        long latencyNanos,
        List<String> warnings,
        byte[] request,
        byte[] response) {

    public double latencyMillis() {
        return latencyNanos / 1_000_000.0;
    }
}
