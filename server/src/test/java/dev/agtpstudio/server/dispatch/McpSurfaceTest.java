package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.server.mcp.McpJsonRpc;
import dev.agtpstudio.server.mcp.McpServers;
import dev.agtpstudio.server.mcp.McpStdioTransport;
import dev.agtpstudio.server.mcp.McpToolBridge;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import dev.agtpstudio.server.wire.HeaderNames;
import dev.agtpstudio.server.wire.Headers;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * MCP over streamable HTTP and stdio on the sample workspace: {@code tools/list} equals the preview's MCP projection
 * field by field on both transports; results carry {@code structuredContent}; errors are JSON-RPC error bodies; and
 * the hostile corpus ({@code src/test/resources/mcp-hostile}) leaves both sessions answering.
 */
class McpSurfaceTest {
    static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
    static final Path CORPUS =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("server/src/test/resources/mcp-hostile");
    static final ObjectMapper JSON = new ObjectMapper();
    static final String TOOLS_LIST = "{\"jsonrpc\":\"2.0\",\"id\":\"probe\",\"method\":\"tools/list\"}";

    private Workspace ws;
    private ServerHarness h;
    private NettyMcpHttpTransport http;
    private McpStatelessSyncServer httpServer;
    private McpStatelessSyncServer stdioServer;
    private PipedOutputStream toServer;
    private BufferedReader fromServer;
    private Thread stdioThread;
    private final HttpClient client =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeEach
    void start() throws Exception {
        ws = WorkspaceLoader.load(SAMPLE, MethodCatalog.bundled());
        h = new ServerHarness(ws, ServerHarness.options().withEnvironment(Map.of("HOTEL_PMS_TOKEN", "test-token")));
        McpToolBridge bridge = new McpToolBridge(
                h.dispatcher,
                Headers.builder()
                        .add(HeaderNames.AUTHORITY_SCOPE, "inventory:read")
                        .build());
        http = new NettyMcpHttpTransport(0).start();
        httpServer = McpServers.http(bridge, "test", http);

        PipedInputStream serverIn = new PipedInputStream(8 * 1024 * 1024);
        toServer = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(8 * 1024 * 1024);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        McpStdioTransport stdio = new McpStdioTransport(serverIn, serverOut);
        stdioServer = McpServers.stdio(bridge, "test", stdio);
        stdioThread = new Thread(
                () -> {
                    try {
                        stdio.run();
                    } catch (java.io.IOException e) {
                        // the pipe closed
                    }
                },
                "mcp-stdio-test");
        stdioThread.start();
        fromServer = new BufferedReader(new InputStreamReader(clientIn, StandardCharsets.UTF_8));
        lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(
                () -> {
                    try {
                        for (String l; (l = fromServer.readLine()) != null; ) {
                            lines.add(l);
                        }
                    } catch (java.io.IOException e) {
                        // closed
                    }
                },
                "mcp-stdio-test-reader");
        reader.setDaemon(true);
        reader.start();
    }

    private LinkedBlockingQueue<String> lines;

    @AfterEach
    void stop() throws Exception {
        toServer.close();
        stdioThread.join(5000);
        httpServer.close();
        stdioServer.close();
        h.close();
    }

    private HttpResponse<String> post(byte[] body, Map<String, String> headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(http.url()))
                .timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        headers.forEach(b::header);
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private JsonNode postJson(String body) throws Exception {
        HttpResponse<String> r = post(body.getBytes(StandardCharsets.UTF_8), Map.of());
        return JSON.readTree(r.body());
    }

    /** Sends one stdio line and returns every line answered until the probe's {@code tools/list} answer (within 1 s). */
    private List<JsonNode> stdioExchange(byte[] line, boolean probe) throws Exception {
        toServer.write(line);
        toServer.write('\n');
        if (probe) {
            toServer.write(TOOLS_LIST.getBytes(StandardCharsets.UTF_8));
            toServer.write('\n');
        }
        toServer.flush();
        List<JsonNode> out = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(probe ? 1 : 5);
        while (true) {
            String l = lines.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            assertThat(l)
                    .as("stdio answer in time after "
                            + new String(line, 0, Math.min(line.length, 80), StandardCharsets.UTF_8))
                    .isNotNull();
            assertThat(McpJsonRpc.isInternal(l)).as("internal names in " + l).isFalse();
            JsonNode n = JSON.readTree(l);
            out.add(n);
            if (!probe || "probe".equals(n.path("id").asText())) {
                return out;
            }
        }
    }

    @Test
    void toolsListEqualsThePreviewOnBothTransports() throws Exception {
        JsonNode preview = Projections.standard(ws)
                .project(ProjectionKind.MCP, ws, ProjectionOptions.at(Instant.now()))
                .document()
                .get("tools");
        assertThat(preview.size()).isEqualTo(11);
        JsonNode overHttp = postJson(TOOLS_LIST).path("result").path("tools");
        List<JsonNode> overStdio = stdioExchange(TOOLS_LIST.getBytes(StandardCharsets.UTF_8), false);
        JsonNode stdioTools = overStdio.get(0).path("result").path("tools");
        for (int i = 0; i < preview.size(); i++) {
            assertThat(overHttp.get(i)).as("HTTP tool " + i).isEqualTo(preview.get(i));
            assertThat(stdioTools.get(i)).as("stdio tool " + i).isEqualTo(preview.get(i));
        }
        assertThat(overHttp.size()).isEqualTo(preview.size());
        assertThat(stdioTools.size()).isEqualTo(preview.size());
        JsonNode fetch = overHttp.get(5);
        assertThat(fetch.path("name").asText()).isEqualTo("fetch_reservation");
        assertThat(fetch.path("annotations").path("openWorldHint").asBoolean()).isTrue();
        assertThat(fetch.path("annotations").path("readOnlyHint").asBoolean()).isTrue();
        assertThat(fetch.path("outputSchema").path("type").asText()).isEqualTo("object");
    }

    @Test
    void aCallAnswersStructuredContentAndText() throws Exception {
        JsonNode r = postJson(
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"list_properties\",\"arguments\":{}}}");
        JsonNode result = r.path("result");
        assertThat(result.path("isError").asBoolean()).as(r.toString()).isFalse();
        assertThat(result.path("structuredContent").path("properties").isArray())
                .as(r.toString())
                .isTrue();
        assertThat(JSON.readTree(result.path("content").get(0).path("text").asText()))
                .isEqualTo(result.path("structuredContent"));
    }

    @Test
    void negotiatesTheClientsVersionOrTheNewestAndRefusesAnUnsupportedHeader() throws Exception {
        String init =
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"%s\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";
        assertThat(postJson(init.formatted("2025-06-18"))
                        .path("result")
                        .path("protocolVersion")
                        .asText())
                .isEqualTo("2025-06-18");
        assertThat(postJson(init.formatted("2025-11-25"))
                        .path("result")
                        .path("protocolVersion")
                        .asText())
                .isEqualTo("2025-11-25");
        assertThat(postJson(init.formatted("2099-01-01"))
                        .path("result")
                        .path("protocolVersion")
                        .asText())
                .isEqualTo("2025-11-25");
        assertThat(stdioExchange(init.formatted("2025-06-18").getBytes(StandardCharsets.UTF_8), false)
                        .get(0)
                        .path("result")
                        .path("protocolVersion")
                        .asText())
                .isEqualTo("2025-06-18");
        HttpResponse<String> bad =
                post(TOOLS_LIST.getBytes(StandardCharsets.UTF_8), Map.of("MCP-Protocol-Version", "1999-01-01"));
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(bad.body()).path("error").path("code").asInt()).isEqualTo(-32600);
        HttpResponse<String> good =
                post(TOOLS_LIST.getBytes(StandardCharsets.UTF_8), Map.of("MCP-Protocol-Version", "2025-06-18"));
        assertThat(good.statusCode()).isEqualTo(200);
    }

    @Test
    void errorsAreJsonRpcBodiesNamingWhatWasWrong() throws Exception {
        JsonNode unknown = postJson("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"resources/subscribe\",\"params\":{}}");
        assertThat(unknown.path("error").path("code").asInt()).isEqualTo(-32601);
        JsonNode tool = postJson(
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"book_hotels\"}}");
        assertThat(tool.path("error").path("code").asInt()).isEqualTo(-32602);
        assertThat(tool.path("error").path("message").asText()).contains("book_hotels");
        HttpResponse<String> get = client.send(
                HttpRequest.newBuilder(URI.create(http.url())).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(get.statusCode()).isEqualTo(405);
        assertThat(get.headers().firstValue("Allow")).contains("POST");
        assertThat(JSON.readTree(get.body()).path("error").isObject()).isTrue();
    }

    @Test
    void resourcesAreTheManifestAndTheAgisDocument() throws Exception {
        JsonNode list = postJson("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"resources/list\"}")
                .path("result")
                .path("resources");
        assertThat(list.findValuesAsText("uri")).containsExactly(McpServers.MANIFEST_URI, McpServers.AGIS_URI);
        JsonNode manifest =
                postJson("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"resources/read\",\"params\":{\"uri\":\""
                        + McpServers.MANIFEST_URI + "\"}}");
        assertThat(JSON.readTree(manifest.path("result")
                        .path("contents")
                        .get(0)
                        .path("text")
                        .asText()))
                .isEqualTo(h.dispatcher.manifest());
        JsonNode agis = postJson("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"resources/read\",\"params\":{\"uri\":\""
                + McpServers.AGIS_URI + "\"}}");
        assertThat(agis.path("result").path("contents").get(0).path("text").asText())
                .isEqualTo(Files.readString(SAMPLE.resolve("harbor-light.agis")));
    }

    static List<Path> corpus() throws java.io.IOException {
        try (Stream<Path> s = Files.list(CORPUS)) {
            return s.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
    }

    @Test
    void everyHostileInputLeavesTheHttpSessionAnswering() throws Exception {
        List<byte[]> inputs = new ArrayList<>();
        for (Path p : corpus()) {
            inputs.add(Files.readAllBytes(p));
        }
        assertThat(inputs).hasSizeGreaterThan(30);
        inputs.add(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":\""
                        + "a".repeat(McpJsonRpc.MAX_MESSAGE_BYTES) + "\"}}")
                .getBytes(StandardCharsets.UTF_8));
        for (byte[] in : inputs) {
            String what = new String(in, 0, Math.min(in.length, 80), StandardCharsets.UTF_8);
            HttpResponse<String> r = post(in, Map.of());
            assertThat(r.statusCode()).as(what).isLessThan(500);
            assertThat(McpJsonRpc.isInternal(r.body()))
                    .as(what + " -> " + r.body())
                    .isFalse();
            if (r.statusCode() != 202) {
                JsonNode body = JSON.readTree(r.body());
                assertThat(body.path("jsonrpc").asText())
                        .as(what + " -> " + r.body())
                        .isEqualTo("2.0");
            }
            long t0 = System.nanoTime();
            JsonNode probe = postJson(TOOLS_LIST);
            assertThat(System.nanoTime() - t0).as("tools/list after " + what).isLessThan(TimeUnit.SECONDS.toNanos(1));
            assertThat(probe.path("result").path("tools").size()).as(what).isEqualTo(11);
        }
        assertHeapBounded("after the HTTP corpus");
    }

    @Test
    void everyHostileInputLeavesTheStdioSessionAnsweringAndItEndsAtEndOfInput() throws Exception {
        List<byte[]> inputs = new ArrayList<>();
        for (Path p : corpus()) {
            inputs.add(Files.readAllBytes(p));
        }
        inputs.add(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":\""
                        + "a".repeat(McpJsonRpc.MAX_MESSAGE_BYTES) + "\"}}")
                .getBytes(StandardCharsets.UTF_8));
        for (byte[] in : inputs) {
            List<JsonNode> answers = stdioExchange(in, true);
            JsonNode probe = answers.get(answers.size() - 1);
            assertThat(probe.path("result").path("tools").size()).isEqualTo(11);
            for (JsonNode a : answers.subList(0, answers.size() - 1)) {
                assertThat(a.path("jsonrpc").asText()).isEqualTo("2.0");
                assertThat(a.has("error") || a.has("result")).isTrue();
            }
        }
        assertHeapBounded("after the stdio corpus");
        toServer.close();
        stdioThread.join(5000);
        assertThat(stdioThread.isAlive())
                .as("the stdio session ends at the end of input")
                .isFalse();
    }

    /**
     * The memory property of the hostile corpus: once it has been fed (the server still up), the heap after a GC is
     * below the listeners' bound ({@link HostileListenersTest#HEAP_BOUND}); a session that kept what it was sent, or
     * the 4 MB messages it refused, would not be.
     */
    private static void assertHeapBounded(String when) throws InterruptedException {
        java.lang.management.MemoryMXBean m = java.lang.management.ManagementFactory.getMemoryMXBean();
        m.gc();
        Thread.sleep(200);
        m.gc();
        assertThat(m.getHeapMemoryUsage().getUsed())
                .as("heap %s, bytes", when)
                .isLessThan(HostileListenersTest.HEAP_BOUND);
    }

    @Test
    void anEarlyServerAnswersInitializeAtOnceAndToolsOnceAttached() throws Exception {
        PipedInputStream serverIn = new PipedInputStream(1 << 20);
        PipedOutputStream to = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 20);
        McpStdioTransport t = new McpStdioTransport(serverIn, new PipedOutputStream(clientIn));
        McpServers.Early early = McpServers.early("test", t, true);
        Thread run = new Thread(() -> {
            try {
                t.run();
            } catch (java.io.IOException e) {
                // closed
            }
        });
        run.start();
        BufferedReader from = new BufferedReader(new InputStreamReader(clientIn, StandardCharsets.UTF_8));
        to.write(
                ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\"}}\n"
                                + TOOLS_LIST + "\n")
                        .getBytes(StandardCharsets.UTF_8));
        to.flush();
        assertThat(JSON.readTree(from.readLine())
                        .path("result")
                        .path("protocolVersion")
                        .asText())
                .isEqualTo("2025-06-18");
        Thread.sleep(200);
        assertThat(from.ready()).as("tools/list waits for the workspace").isFalse();
        McpStatelessSyncServer s = early.attach(new McpToolBridge(h.dispatcher));
        assertThat(JSON.readTree(from.readLine()).path("result").path("tools").size())
                .isEqualTo(11);
        to.close();
        run.join(5000);
        s.close();
    }
}
