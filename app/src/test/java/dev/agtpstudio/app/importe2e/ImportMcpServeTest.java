package dev.agtpstudio.app.importe2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.importer.McpImport;
import dev.agtpstudio.importer.McpSource;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code import-mcp} from a Streamable HTTP URL (a loopback MCP stub serving the captured tools/list of
 * {@code server-everything}, docs/examples), then the imported workspace validates and serves: DISCOVER lists the
 * tools, and an AGTP invocation becomes the stub's {@code tools/call} in the session its initialize opened; the
 * stub answers as Server-Sent Events and as JSON, and a tool error is {@code upstream_error} (decision 0555).
 */
class ImportMcpServeTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final Path EVERYTHING = Path.of("../docs/examples/mcp-everything-tools-list.json")
            .toAbsolutePath()
            .normalize();

    @TempDir
    Path dir;

    HttpServer mcp;
    final Map<String, JsonNode> calls = new ConcurrentHashMap<>();
    final Map<String, String> sessions = new ConcurrentHashMap<>();

    @BeforeEach
    void startMcpStub() throws IOException {
        JsonNode tools = JSON.readTree(Files.readString(EVERYTHING)).path("result");
        mcp = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        mcp.createContext("/mcp", x -> {
            JsonNode m = JSON.readTree(x.getRequestBody().readAllBytes());
            String accept = x.getRequestHeaders().getFirst("Accept");
            if (accept == null || !accept.contains("text/event-stream") || !accept.contains("application/json")) {
                send(x, 406, "application/json", "{\"error\":\"accept both\"}");
                return;
            }
            String method = m.path("method").asText();
            if (!m.has("id")) {
                sessions.put(method, String.valueOf(x.getRequestHeaders().getFirst("Mcp-Session-Id")));
                send(x, 202, null, "");
                return;
            }
            ObjectNode out = JSON.createObjectNode().put("jsonrpc", "2.0");
            out.set("id", m.get("id"));
            ObjectNode result = out.putObject("result");
            switch (method) {
                case "initialize" -> {
                    result.put("protocolVersion", "2025-06-18");
                    result.putObject("serverInfo")
                            .put("name", "mcp-servers/everything")
                            .put("version", "2.0.0");
                    x.getResponseHeaders().add("Mcp-Session-Id", "s-1");
                    send(x, 200, "application/json", out.toString());
                }
                case "tools/list" -> {
                    out.set("result", tools);
                    sse(x, out);
                }
                case "tools/call" -> {
                    String name = m.path("params").path("name").asText();
                    calls.put(name, m.path("params").path("arguments"));
                    sessions.put(name, String.valueOf(x.getRequestHeaders().getFirst("Mcp-Session-Id")));
                    if (name.equals("get-sum")) {
                        JsonNode a = m.path("params").path("arguments");
                        result.putArray("content")
                                .addObject()
                                .put("type", "text")
                                .put(
                                        "text",
                                        "The sum of " + a.path("a").asInt() + " and "
                                                + a.path("b").asInt() + " is "
                                                + (a.path("a").asInt()
                                                        + a.path("b").asInt()) + ".");
                        sse(x, out);
                    } else {
                        result.put("isError", true)
                                .putArray("content")
                                .addObject()
                                .put("type", "text")
                                .put("text", "unknown environment");
                        send(x, 200, "application/json", out.toString());
                    }
                }
                default -> send(x, 404, "application/json", "{}");
            }
        });
        mcp.start();
    }

    private static void sse(HttpExchange x, JsonNode message) throws IOException {
        String progress = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{}}";
        send(
                x,
                200,
                "text/event-stream",
                "event: message\ndata: " + progress + "\n\nevent: message\ndata: " + message + "\n\n");
    }

    private static void send(HttpExchange x, int status, String type, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        if (type != null) {
            x.getResponseHeaders().add("Content-Type", type);
        }
        x.sendResponseHeaders(status, b.length == 0 ? -1 : b.length);
        if (b.length > 0) {
            x.getResponseBody().write(b);
        }
        x.close();
    }

    @AfterEach
    void stop() {
        mcp.stop(0);
    }

    @Test
    void importedFromTheUrlTheWorkspaceValidatesServesAndCallsTheTool() throws Exception {
        String url = "http://127.0.0.1:" + mcp.getAddress().getPort() + "/mcp";
        Path ws = dir.resolve("workspace");
        Path out = ws.resolve("endpoints");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new McpImport(MethodCatalog.bundled())
                .run(
                        new McpImport.Request(
                                McpSource.url(url),
                                out,
                                List.of(),
                                null,
                                false,
                                false,
                                false,
                                null,
                                Duration.ofSeconds(10)),
                        new PrintStream(new ByteArrayOutputStream()),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(err.toString()).isZero();
        String sum = Files.readString(out.resolve("get_sum.toml"));
        assertThat(sum).contains("url = \"" + url + "\"").contains("mcp_tool = \"get-sum\"");
        assertThat(Validators.standard(ValidationOptions.defaults())
                        .validate(WorkspaceLoader.load(ws, MethodCatalog.bundled()))
                        .active())
                .filteredOn(d -> d.severity() == Severity.ERROR)
                .isEmpty();

        try (LocalServer server = LocalServer.start(
                        ws,
                        ServerOptions.defaults().withPort(0).withWorkerThreads(2),
                        DispatchOptions.defaults().withLoopbackHttpUpstreams(true),
                        null,
                        null,
                        false);
                AgtpClient client =
                        new AgtpClient(ClientOptions.loopback(server.server().port()))) {
            ClientExchange discover = client.send(ClientRequest.of("DISCOVER", "/"));
            assertThat(discover.status()).isEqualTo(200);
            assertThat(discover.bodyText()).contains("/sum");

            ClientExchange answer = client.send(ClientRequest.json("FETCH", "/sum", null, "{\"a\": 2, \"b\": 3}"));
            assertThat(answer.status()).as(answer.rawText()).isBetween(200, 299);
            assertThat(answer.bodyText()).contains("The sum of 2 and 3 is 5.");
            assertThat(calls.get("get-sum")).isEqualTo(JSON.readTree("{\"a\": 2, \"b\": 3}"));
            assertThat(sessions.get("get-sum")).isEqualTo("s-1");
            assertThat(sessions.get("notifications/initialized")).isEqualTo("s-1");

            ClientExchange failed = client.send(ClientRequest.json("FETCH", "/env", null, "{}"));
            assertThat(failed.status()).as(failed.rawText()).isGreaterThanOrEqualTo(400);
            assertThat(failed.bodyText()).contains("upstream_error").contains("unknown environment");
        }
    }
}
