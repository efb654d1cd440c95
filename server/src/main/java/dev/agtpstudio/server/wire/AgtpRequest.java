package dev.agtpstudio.server.wire;

import java.nio.charset.StandardCharsets;

/**
 * One decoded AGTP/1.0 request.
 *
 * @param method  the method token as sent (not yet alias-resolved)
 * @param target  path and query; the path is null for the two-token request line
 * @param headers headers in wire order
 * @param body    exactly Content-Length bytes (empty when absent)
 * @param raw     the request exactly as received, start line to last body byte
 */
public record AgtpRequest(String method, RequestTarget target, Headers headers, byte[] body, byte[] raw) {

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    public String path() {
        return target.effectivePath();
    }
}
