package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.a2t.A2tService;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.mcp.McpServers;
import dev.agtpstudio.server.mcp.McpToolBridge;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import dev.agtpstudio.server.net.AgtpServer;
import dev.agtpstudio.server.net.ConnectionBudget;
import dev.agtpstudio.server.net.LoadLimits;
import dev.agtpstudio.server.net.OriginPolicy;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.tools.ToolVersions;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bounds every HTTP listener gets from server/net (docs/decisions/0430, 0431): undecoded requests refused and never
 * dispatched, body limit from Content-Length, read and idle timeouts, Origin and Host, and the process budget that
 * keeps one listener's flood from starving the others. Each case runs on A2T and on MCP HTTP.
 */
class HttpListenerBoundsTest {
    private static final String MCP_INIT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{}}";

    @TempDir
    Path dir;

    private ServerHarness h;
    private A2tHttpServer a2t;
    private NettyMcpHttpTransport mcpTransport;
    private McpStatelessSyncServer mcp;

    private void start(Function<ServerOptions, ServerOptions> tune) throws Exception {
        h = new ServerHarness(TestWorkspace.write(dir, TestWorkspace.Config.defaults()), ServerHarness.options());
        ServerOptions o = tune.apply(ServerOptions.defaults().withPort(0).withWorkerThreads(1));
        a2t = new A2tHttpServer(o, new A2tService(h.dispatcher, ToolVersions.CURRENT_ONLY), null).start();
        mcpTransport = new NettyMcpHttpTransport(0, o).start();
        mcp = McpServers.http(new McpToolBridge(h.dispatcher), "test", mcpTransport);
    }

    @AfterEach
    void stop() {
        if (mcp != null) {
            mcp.close();
        }
        if (a2t != null) {
            a2t.close();
        }
        if (h != null) {
            h.close();
        }
    }

    private List<int[]> ports() {
        return List.of(new int[] {a2t.port()}, new int[] {mcpTransport.port()});
    }

    /** A well-formed request for the listener on {@code port}: GET /tools on A2T, tools/list on MCP. */
    private byte[] wellFormed(int port) {
        String req = port == a2t.port()
                ? "GET /tools HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                : "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
                        + "Content-Length: " + MCP_INIT.length() + "\r\n\r\n" + MCP_INIT;
        return req.getBytes(StandardCharsets.UTF_8);
    }

    private void assertAnswers(int port) throws Exception {
        RawExchange ok = RawExchange.send(port, wellFormed(port), 1000);
        assertThat(ok.status())
                .as("well-formed request on port %d: %s", port, ok.answer())
                .isEqualTo(200);
    }

    @Test
    void aHeadOverTheLimitIsRefusedNotDispatchedAndTheNextRequestIsServed() throws Exception {
        start(o -> o);
        for (int[] p : ports()) {
            String big = "GET /tools HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(70_000) + "\r\n\r\n";
            // the 70 KB header used to be dispatched (200) and the connection then swallowed the next request
            RawExchange r = RawExchange.send(
                    p[0],
                    (big + new String(wellFormed(p[0]), StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8),
                    2000);
            assertThat(r.status()).isEqualTo(431);
            assertRefusal(r.body(), "header-block-too-large");
            assertThat(r.answer()).doesNotContain("HTTP/1.1 200");
            assertThat(r.closed()).isTrue();
            assertAnswers(p[0]);
        }
    }

    @Test
    void aTlsHelloOnThePlainListenerIs400AndClosed() throws Exception {
        start(o -> o);
        byte[] hello = {
            0x16, 0x03, 0x01, 0x00, 0x2f, 0x01, 0x00, 0x00, 0x2b, 0x03, 0x03, 'G', 'E', 'T', ' ', '/', '\r', '\n', '\r',
            '\n'
        };
        for (int[] p : ports()) {
            RawExchange r = RawExchange.send(p[0], hello, 2000);
            assertThat(r.status()).isEqualTo(400);
            assertThat(r.closed()).isTrue();
            assertAnswers(p[0]);
        }
    }

    @Test
    void aBrokenRequestLineIs400AndClosed() throws Exception {
        start(o -> o);
        for (int[] p : ports()) {
            RawExchange r = RawExchange.send(
                    p[0],
                    "GET /tools HTTP/9.9 extra\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.UTF_8),
                    2000);
            assertThat(r.status()).isEqualTo(400);
            assertRefusal(r.body(), "invalid-request");
            assertThat(r.closed()).isTrue();
            for (String preface :
                    List.of("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "GET /tools HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n")) {
                RawExchange v = RawExchange.send(p[0], preface.getBytes(StandardCharsets.UTF_8), 2000);
                assertThat(v.status()).as(preface).isEqualTo(400);
                assertRefusal(v.body(), "unsupported-version");
                assertThat(v.closed()).isTrue();
            }
        }
    }

    @Test
    void aHugeContentLengthIsRefusedAt413BeforeTheBodyArrives() throws Exception {
        start(o -> o);
        for (int[] p : ports()) {
            String head =
                    "POST " + (p[0] == a2t.port() ? "/tools/x:invoke" : "/mcp") + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                            + "Content-Type: application/json\r\nContent-Length: 209715200\r\n\r\n{";
            RawExchange r = RawExchange.send(p[0], head.getBytes(StandardCharsets.UTF_8), 2000);
            assertThat(r.status()).isEqualTo(413);
            assertRefusal(r.body(), "body-too-large");
            assertThat(r.closed()).isTrue();
            assertThat(r.millis()).isLessThan(2000);
        }
    }

    @Test
    void aHeadThatNeverCompletesIsAnswered408AfterTheReadTimeout() throws Exception {
        start(o -> o.withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(300)));
        for (int[] p : ports()) {
            RawExchange r =
                    RawExchange.send(p[0], "GET /tools HTTP/1.1\r\nHost: 127.0".getBytes(StandardCharsets.UTF_8), 3000);
            assertThat(r.status()).isEqualTo(408);
            assertRefusal(r.body(), "request-timeout");
            assertThat(r.closed()).isTrue();
            assertThat(r.millis()).isLessThan(2500);
        }
    }

    @Test
    void anIdleConnectionIsClosedAfterTheIdleTimeoutAndSoIsOneAfterAnAnswer() throws Exception {
        start(o -> o.withTimeouts(Duration.ofMillis(300), Duration.ofSeconds(10)));
        for (int[] p : ports()) {
            RawExchange silent = RawExchange.send(p[0], new byte[0], 3000);
            assertThat(silent.closed()).isTrue();
            assertThat(silent.millis()).isLessThan(2500);
            RawExchange served = RawExchange.send(p[0], wellFormed(p[0]), 3000);
            assertThat(served.status()).isEqualTo(200);
            assertThat(served.closed()).isTrue();
        }
    }

    @Test
    void aFailureInTheListenersHandlerClosesTheConnectionInsteadOfLeavingItOpenAndUnanswered() throws Exception {
        start(o -> o);
        // tools/call without params threw inside the MCP handler; the exception reached the end of the pipeline and
        // the connection stayed open with nothing answered
        String call = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\"}";
        String req = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
                + call.length() + "\r\n\r\n" + call;
        RawExchange r = RawExchange.send(mcpTransport.port(), req.getBytes(StandardCharsets.UTF_8), 3000);
        assertThat(r.closed() || r.status() > 0)
                .as("answered or closed: %s", r.answer())
                .isTrue();
        assertThat(r.millis()).isLessThan(2900);
        assertAnswers(mcpTransport.port());
    }

    @Test
    void aForeignOriginOrHostIs403AndLoopbackOnesPass() throws Exception {
        start(o -> o.withOrigins(OriginPolicy.LOOPBACK.plus(List.of("https://studio.example"), List.of())));
        for (int[] p : ports()) {
            String path = p[0] == a2t.port() ? "/tools" : "/mcp";
            // what a web page can send without a preflight: a text/plain POST
            String evil = "POST " + path
                    + " HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\nContent-Type: text/plain\r\n"
                    + "Content-Length: " + MCP_INIT.length() + "\r\n\r\n" + MCP_INIT;
            RawExchange r = RawExchange.send(p[0], evil.getBytes(StandardCharsets.UTF_8), 2000);
            assertThat(r.status()).isEqualTo(403);
            assertRefusal(r.body(), "origin-not-allowed");
            RawExchange rebound = RawExchange.send(
                    p[0],
                    ("GET " + path + " HTTP/1.1\r\nHost: attacker.example:" + p[0] + "\r\n\r\n")
                            .getBytes(StandardCharsets.UTF_8),
                    2000);
            assertThat(rebound.status()).isEqualTo(403);
            assertRefusal(rebound.body(), "host-not-allowed");
            assertThat(RawExchange.send(p[0], "GET /tools HTTP/1.1\r\n\r\n".getBytes(StandardCharsets.UTF_8), 2000)
                            .status())
                    .isEqualTo(400);
            for (String origin : List.of("http://localhost:5173", "http://127.0.0.1", "https://studio.example")) {
                String req = new String(wellFormed(p[0]), StandardCharsets.UTF_8)
                        .replace("Host: 127.0.0.1\r\n", "Host: localhost:" + p[0] + "\r\nOrigin: " + origin + "\r\n");
                assertThat(RawExchange.send(p[0], req.getBytes(StandardCharsets.UTF_8), 2000)
                                .status())
                        .as(origin)
                        .isEqualTo(200);
            }
        }
    }

    @Test
    void aFloodOnOneListenerLeavesTheOthersAnswering() throws Exception {
        ConnectionBudget budget = new ConnectionBudget(48, 8);
        h = new ServerHarness(TestWorkspace.write(dir, TestWorkspace.Config.defaults()), ServerHarness.options());
        ServerOptions o = ServerOptions.defaults()
                .withPort(0)
                .withWorkerThreads(1)
                .withBudget(budget)
                .withLoad(new LoadLimits(1000, 1 << 20, 1 << 20));
        try (AgtpServer agtp = new AgtpServer(o, h.dispatcher).start()) {
            a2t = new A2tHttpServer(o, new A2tService(h.dispatcher, ToolVersions.CURRENT_ONLY), null).start();
            mcpTransport = new NettyMcpHttpTransport(0, o).start();
            mcp = McpServers.http(new McpToolBridge(h.dispatcher), "test", mcpTransport);
            List<Socket> flood = new ArrayList<>();
            try {
                int refused = 0;
                for (int i = 0; i < 80; i++) {
                    Socket s = new Socket(InetAddress.getLoopbackAddress(), a2t.port());
                    flood.add(s);
                }
                for (Socket s : flood) {
                    RawExchange r = RawExchange.read(s, System.nanoTime(), 100);
                    if (r.closed()) {
                        assertThat(r.status()).isEqualTo(503);
                        assertRefusal(r.body(), "too-many-connections");
                        refused++;
                    }
                }
                // 48 in all, 8 kept for each of the two other listeners: A2T holds 32
                assertThat(refused).isEqualTo(80 - 32);
                assertThat(AgtpClient.exchange(
                                        ClientOptions.loopback(agtp.port()),
                                        ClientRequest.json("QUERY", "/rooms", null, "{\"property_id\":\"p1\"}"))
                                .status())
                        .isEqualTo(200);
                assertAnswers(mcpTransport.port());
            } finally {
                for (Socket s : flood) {
                    s.close();
                }
            }
        }
    }

    /**
     * A refusal of the listener front in the listener's own shape: A2T the reference {@code {"error":{"code"}}}, MCP a
     * JSON-RPC error whose {@code data.reason} carries the same code.
     */
    private static void assertRefusal(String body, String code) {
        if (body.contains("\"jsonrpc\"")) {
            assertThat(body)
                    .startsWith("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-326")
                    .contains("\"reason\":\"" + code + "\"");
        } else {
            assertThat(body).contains("\"code\":\"" + code + "\"");
        }
    }
}
