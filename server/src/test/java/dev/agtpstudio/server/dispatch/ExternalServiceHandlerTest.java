package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.agtpstudio.server.client.ClientExchange;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** external_service against a local HTTP stub (com.sun.net.httpserver on loopback), through real sockets. */
class ExternalServiceHandlerTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private HttpServer stub;
    private ServerHarness h;
    private final Map<String, Map<String, String>> seenHeaders = new ConcurrentHashMap<>();

    @BeforeEach
    void startStub() throws IOException {
        stub = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        stub.setExecutor(Executors.newFixedThreadPool(4));
        stub.createContext("/posts/", this::answer);
        stub.start();
    }

    private void answer(HttpExchange x) throws IOException {
        String id = x.getRequestURI().getPath().substring("/posts/".length());
        Map<String, String> hs = new ConcurrentHashMap<>();
        x.getRequestHeaders().forEach((k, v) -> hs.put(k.toLowerCase(java.util.Locale.ROOT), String.join(",", v)));
        seenHeaders.put(id, hs);
        int status = 200;
        String body = "{\"title\": \"Harbor news\", \"userId\": 12}";
        switch (id) {
            case "missing":
                status = 404;
                body = "{\"message\":\"no\"}";
                break;
            case "auth":
                status = 401;
                body = "";
                break;
            case "forbid":
                status = 403;
                body = "";
                break;
            case "boom":
                status = 500;
                body = "oops";
                break;
            case "teapot":
                status = 418;
                body = "short and stout";
                break;
            case "html":
                body = "<html>not json</html>";
                break;
            case "slow":
                try {
                    Thread.sleep(2500);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                break;
            default:
                break;
        }
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        x.sendResponseHeaders(status, b.length == 0 ? -1 : b.length);
        if (b.length > 0) {
            x.getResponseBody().write(b);
        }
        x.close();
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
        stub.stop(0);
    }

    private ServerHarness start(String upstream, boolean allowHttp) throws Exception {
        h = new ServerHarness(
                TestWorkspace.write(dir, new TestWorkspace.Config(true, false, true, upstream)),
                ServerHarness.options().withLoopbackHttpUpstreams(allowHttp));
        return h;
    }

    private String upstream() {
        return "http://127.0.0.1:" + stub.getAddress().getPort();
    }

    @Test
    void proxiesTheCallAndInvertsOutputTransform() throws Exception {
        start(upstream(), true);
        ClientExchange e =
                h.send("FETCH", "/articles/a1", null, "Agent-ID: " + "c".repeat(64), "Authority-Scope: cms:read");
        assertThat(e.status()).isEqualTo(200);
        JsonNode b = JSON.readTree(e.body());
        assertThat(b.get("author_id").asInt()).isEqualTo(12);
        assertThat(b.has("userId")).isFalse();
        Map<String, String> sent = seenHeaders.get("a1");
        assertThat(sent).containsEntry("authorization", "Bearer secret-token");
        assertThat(sent.keySet()).doesNotContain("agent-id", "authority-scope", "agtp-agent-id");
    }

    @ParameterizedTest
    @CsvSource({
        "missing, article_not_found",
        "auth,    upstream_authentication_failed",
        "forbid,  upstream_authentication_failed",
        "boom,    upstream_error",
        "teapot,  upstream_error",
        "html,    upstream_malformed_response",
        "slow,    upstream_timeout"
    })
    void mapsUpstreamFailuresToTheDeclaredCodes(String article, String code) throws Exception {
        start(upstream(), true);
        ClientExchange e = h.send("FETCH", "/articles/" + article, null);
        assertThat(e.status()).isEqualTo(422);
        assertThat(JSON.readTree(e.body()).get("error").get("code").asText()).isEqualTo(code);
    }

    @Test
    void connectionRefusedIsUpstreamConnectionError() throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        start("http://127.0.0.1:" + closedPort, true);
        ClientExchange e = h.send("FETCH", "/articles/a1", null);
        assertThat(e.status()).isEqualTo(422);
        assertThat(JSON.readTree(e.body()).get("error").get("code").asText()).isEqualTo("upstream_connection_error");
    }

    @Test
    void plainHttpUpstreamIsRefusedWithoutTheLoopbackOption() throws Exception {
        start(upstream(), false);
        assertThat(h.dispatcher.refusals())
                .anySatisfy(r -> assertThat(r.message()).contains("https://").contains("--allow-http-upstreams"));
        assertThat(h.notices).anySatisfy(n -> assertThat(n.kind()).isEqualTo("refused"));
        assertThat(h.send("FETCH", "/articles/a1", null).status())
                .as("FETCH is served nowhere: wildcards-required")
                .isEqualTo(262);
    }
}
