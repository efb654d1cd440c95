package dev.agtpstudio.server.wire;

import java.nio.charset.StandardCharsets;

/**
 * One AGTP/1.0 response. The encoder adds {@code Content-Length}; {@code headers} should not contain it.
 * {@code reason} is informational only and defaults to {@link StatusText#reason}.
 */
public record AgtpResponse(int status, String reason, Headers headers, byte[] body) {

    public AgtpResponse {
        reason = reason == null ? StatusText.reason(status) : reason;
        body = body == null ? new byte[0] : body;
        headers = headers == null ? Headers.empty() : headers;
    }

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    /** The start line and headers as they go on the wire, followed by the blank line. */
    public byte[] headBytes() {
        StringBuilder sb = new StringBuilder(128);
        sb.append(StatusText.VERSION)
                .append(' ')
                .append(status)
                .append(' ')
                .append(reason)
                .append("\r\n");
        for (var e : headers.entries()) {
            if (!e.getKey().equalsIgnoreCase(HeaderNames.CONTENT_LENGTH)) {
                sb.append(e.getKey())
                        .append(": ")
                        .append(HeaderValues.escape(e.getValue()))
                        .append("\r\n");
            }
        }
        if (body.length > 0 || status != 204) {
            sb.append(HeaderNames.CONTENT_LENGTH)
                    .append(": ")
                    .append(body.length)
                    .append("\r\n");
        }
        sb.append("\r\n");
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Head and body as one byte array, exactly as the encoder writes it. */
    public byte[] toBytes() {
        byte[] head = headBytes();
        byte[] out = new byte[head.length + body.length];
        System.arraycopy(head, 0, out, 0, head.length);
        System.arraycopy(body, 0, out, head.length, body.length);
        return out;
    }
}
