package dev.agtpstudio.app.server;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.client.request.RequestBuilder;
import dev.agtpstudio.server.client.request.RequestSpec;
import dev.agtpstudio.server.client.request.Transport;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the invoke panel sends, as kept in the history: target host and port, method, path, headers in order, the
 * JSON body text ("" for none), and how it was sent (AGTP, or the local server's A2T or MCP listener; entries saved
 * before there was a choice read as AGTP).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record InvokeRequest(
        String host,
        int port,
        String method,
        String path,
        Map<String, String> headers,
        String body,
        int status,
        String sentAt,
        Transport via) {
    public InvokeRequest {
        via = via == null ? Transport.AGTP : via;
        headers = headers == null ? Map.of() : new LinkedHashMap<>(headers);
        body = body == null ? "" : body;
        path = path == null ? "" : path;
    }

    /** A request not sent yet (no status, no time). */
    public InvokeRequest(
            String host,
            int port,
            String method,
            String path,
            Map<String, String> headers,
            String body,
            Transport via) {
        this(host, port, method, path, headers, body, 0, null, via);
    }

    /** The same request with the answer it got: its status (0 when no exchange happened) and the local time. */
    public InvokeRequest answered(int answerStatus, java.time.LocalTime at) {
        return new InvokeRequest(
                host,
                port,
                method,
                path,
                headers,
                body,
                answerStatus,
                at.truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString(),
                via);
    }

    /** Equal method, path, target, headers and body: the same request, whatever it was answered. */
    public boolean sameRequest(InvokeRequest o) {
        return o != null
                && port == o.port
                && host.equals(o.host)
                && method.equals(o.method)
                && path.equals(o.path)
                && headers.equals(o.headers)
                && body.equals(o.body)
                && via == o.via;
    }

    /** The request as the builder takes it (method, path, headers, body, transport). */
    public RequestSpec spec() {
        return new RequestSpec(method, path, headers, body, via);
    }

    public ClientRequest toClientRequest() {
        return RequestBuilder.agtp(spec());
    }

    public String label() {
        String answer = sentAt == null
                ? ""
                : (status > 0 ? status + " " + dev.agtpstudio.server.wire.StatusText.reason(status) : "failed")
                        + " \u00b7 " + sentAt + "  ";
        String where = via == Transport.AGTP ? " @ " + host + ":" + port : " via " + via.name();
        return answer + method + " " + path + where
                + (body.isBlank() ? "" : "  " + abbreviate(body.replaceAll("\\s+", " ")));
    }

    private static String abbreviate(String s) {
        return s.length() > 60 ? s.substring(0, 59) + "\u2026" : s;
    }

    byte[] bodyBytes() {
        return body.getBytes(StandardCharsets.UTF_8);
    }
}
