package dev.agtpstudio.app.importe2e;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback HTTP proxy in front of the mock that keeps every exchange (request as the product sent it, answer as
 * the mock gave it), so a test can judge the request and compare the answer with what reached the agent.
 */
final class RecordingProxy implements AutoCloseable {
    private static final Set<String> HOP =
            Set.of("host", "connection", "content-length", "transfer-encoding", "upgrade", "expect", "keep-alive");
    private final HttpServer server;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final int target;
    private final List<Exchange> exchanges = new CopyOnWriteArrayList<>();

    /**
     * @param violations the mock's {@code sl-violations} header (Prism lists what was invalid there), or null
     */
    record Exchange(
            String method,
            String uri,
            String requestContentType,
            String requestBody,
            int status,
            String violations,
            String responseType,
            byte[] responseBytes) {
        String responseBody() {
            return new String(responseBytes, StandardCharsets.UTF_8);
        }

        /** Prism answers 4xx only to a request that is not valid for the spec, and lists request violations. */
        boolean requestViolation() {
            return status >= 400 || (violations != null && violations.contains("\"request\""));
        }
    }

    private RecordingProxy(HttpServer server, int target) {
        this.server = server;
        this.target = target;
    }

    static RecordingProxy start(int targetPort) throws IOException {
        HttpServer s = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        RecordingProxy p = new RecordingProxy(s, targetPort);
        s.createContext("/", p::forward);
        s.start();
        return p;
    }

    private void forward(HttpExchange x) throws IOException {
        byte[] body = x.getRequestBody().readAllBytes();
        String uri = x.getRequestURI().toString();
        HttpRequest.Builder rb = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + target + uri))
                .timeout(Duration.ofSeconds(30))
                .method(
                        x.getRequestMethod(),
                        body.length == 0
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofByteArray(body));
        x.getRequestHeaders().forEach((k, vs) -> {
            if (!HOP.contains(k.toLowerCase(Locale.ROOT))) {
                vs.forEach(v -> rb.header(k, v));
            }
        });
        HttpResponse<byte[]> r;
        try {
            r = http.send(rb.build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        exchanges.add(new Exchange(
                x.getRequestMethod(),
                uri,
                x.getRequestHeaders().getFirst("Content-Type"),
                new String(body, StandardCharsets.UTF_8),
                r.statusCode(),
                r.headers().firstValue("sl-violations").orElse(null),
                r.headers().firstValue("Content-Type").orElse(""),
                r.body()));
        r.headers()
                .firstValue("Content-Type")
                .ifPresent(ct -> x.getResponseHeaders().set("Content-Type", ct));
        x.sendResponseHeaders(r.statusCode(), r.body().length == 0 ? -1 : r.body().length);
        if (r.body().length > 0) {
            x.getResponseBody().write(r.body());
        }
        x.close();
    }

    int port() {
        return server.getAddress().getPort();
    }

    List<Exchange> exchanges() {
        return exchanges;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
