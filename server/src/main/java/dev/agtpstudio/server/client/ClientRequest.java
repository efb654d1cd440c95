package dev.agtpstudio.server.client;

import dev.agtpstudio.server.wire.HeaderNames;
import dev.agtpstudio.server.wire.HeaderValues;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.server.wire.StatusText;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A request to send. {@code target} is {@code /path[?query]}, or null for the two-token request line.
 * {@link #toBytes} adds {@code Content-Length} when there is a body (and no explicit one).
 */
public record ClientRequest(String method, String target, Headers headers, byte[] body) {

    public ClientRequest {
        headers = headers == null ? Headers.empty() : headers;
        body = body == null ? new byte[0] : body;
    }

    public static ClientRequest of(String method, String target) {
        return new ClientRequest(method, target, Headers.empty(), new byte[0]);
    }

    /** A request with a JSON body and {@code Content-Type: application/json}. */
    public static ClientRequest json(String method, String target, Headers headers, String json) {
        Headers.Builder h = (headers == null ? Headers.empty() : headers).toBuilder();
        if (!h.has(HeaderNames.CONTENT_TYPE)) {
            h.add(HeaderNames.CONTENT_TYPE, "application/json");
        }
        return new ClientRequest(method, target, h.build(), json.getBytes(StandardCharsets.UTF_8));
    }

    public byte[] toBytes() {
        StringBuilder sb = new StringBuilder(128);
        sb.append(StatusText.VERSION).append(' ').append(method);
        if (target != null) {
            sb.append(' ').append(target);
        }
        sb.append("\r\n");
        for (var e : headers.entries()) {
            sb.append(e.getKey())
                    .append(": ")
                    .append(HeaderValues.escape(e.getValue()))
                    .append("\r\n");
        }
        if (body.length > 0 && !headers.has(HeaderNames.CONTENT_LENGTH)) {
            sb.append(HeaderNames.CONTENT_LENGTH)
                    .append(": ")
                    .append(body.length)
                    .append("\r\n");
        }
        sb.append("\r\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream(sb.length() + body.length);
        out.writeBytes(sb.toString().getBytes(StandardCharsets.UTF_8));
        out.writeBytes(body);
        return out.toByteArray();
    }
}
