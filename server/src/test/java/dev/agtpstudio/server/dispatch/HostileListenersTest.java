package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.testkit.InternalNames;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.a2t.A2tService;
import dev.agtpstudio.server.mcp.McpServers;
import dev.agtpstudio.server.mcp.McpToolBridge;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import dev.agtpstudio.server.net.AgtpServer;
import dev.agtpstudio.server.net.ConnectionBudget;
import dev.agtpstudio.server.net.ConsoleLines;
import dev.agtpstudio.server.net.ExchangeEvent;
import dev.agtpstudio.server.net.LoadLimits;
import dev.agtpstudio.server.net.ServerListener;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.tools.ToolCatalog;
import dev.agtpstudio.server.tools.ToolVersions;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The listeners' hostile-input harness (issue 35 item 6): every input of the committed corpora
 * ({@code src/test/resources/hostile/agtp.txt}, {@code a2t.txt}, {@code mcp.txt}) is fed to the AGTP, A2T and MCP HTTP
 * listeners of one dispatcher on loopback; after each one the listener (and, after a connection flood, every other
 * listener) answers a well-formed request with 200 within one second, no answer to the input is a 5xx, and no answer
 * names a Java class, package or exception; an input is answered or its connection closed within 2 s; after the corpus
 * the heap after a GC is below {@link #HEAP_BOUND}. Bounded: 159 inputs, at most 2 s each, 64 connections per listener.
 * A probe that gets nothing at all within its second is tried once more (the build machine is shared); the summary of
 * every input's answer is written to {@code target/hostile-listeners.txt}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@org.junit.jupiter.api.TestMethodOrder(org.junit.jupiter.api.MethodOrderer.OrderAnnotation.class)
@Timeout(20)
class HostileListenersTest {
    /** The heap the process may hold, after a GC, once the whole corpus has been fed (the servers are still up). */
    static final long HEAP_BOUND = 256L << 20;

    private static final Pattern STATUS = Pattern.compile("(?m)^(?:HTTP/1\\.[01]|AGTP/1\\.0) (\\d{3})");
    private static final String MCP_LIST = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{}}";
    private static final int CAP = 64;
    private Path dir;
    private AgtpServer agtp;
    private A2tHttpServer a2t;
    private NettyMcpHttpTransport mcpTransport;
    private McpStatelessSyncServer mcp;
    private Map<String, Integer> ports;
    private String tool;
    /** What {@code serve} prints while the corpus runs: every exchange line and notice of the AGTP and A2T listeners. */
    private final List<String> console = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** What each input got, written to target/hostile-listeners.txt for the record. */
    private final List<String> summary = new java.util.concurrent.CopyOnWriteArrayList<>();

    @BeforeAll
    void start() throws Exception {
        dir = Files.createTempDirectory("hostile-listeners");
        Workspace ws = TestWorkspace.write(dir, TestWorkspace.Config.defaults());
        Dispatcher d =
                new Dispatcher(ws, ServerHarness.options(), ContractCheck.NONE, SemanticRanker.lexical(ws.catalog()));
        ServerOptions o = ServerOptions.defaults()
                .withPort(0)
                .withWorkerThreads(2)
                .withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(500))
                .withLoad(new LoadLimits(CAP, 64L << 20, 256 * 1024))
                .withBudget(new ConnectionBudget(1000, 16));
        ServerListener printed = new ServerListener() { // the lines serve prints (ServeCommand)
                    @Override
                    public void onExchange(ExchangeEvent e) {
                        console.add(ConsoleLines.exchange(e));
                    }

                    @Override
                    public void onNotice(Notice n) {
                        console.add(ConsoleLines.notice(n));
                    }
                };
        agtp = new AgtpServer(o, d);
        agtp.addListener(printed);
        agtp.start();
        d.attach(agtp.events());
        a2t = new A2tHttpServer(o, new A2tService(d, ToolVersions.CURRENT_ONLY), printed).start();
        mcpTransport = new NettyMcpHttpTransport(0, o).start();
        mcp = McpServers.http(new McpToolBridge(d), "test", mcpTransport);
        ports = Map.of("agtp", agtp.port(), "a2t", a2t.port(), "mcp", mcpTransport.port());
        tool = ToolCatalog.of(d).tools().stream()
                .filter(t -> t.signature().path("name").asText().startsWith("query_rooms"))
                .findFirst()
                .orElseThrow()
                .toolId();
    }

    @AfterAll
    void stop() throws IOException {
        Files.write(Path.of("target", "hostile-listeners.txt"), summary);
        mcp.close();
        a2t.close();
        agtp.close();
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(java.util.Comparator.reverseOrder())
                    .forEach(p -> p.toFile().delete());
        }
    }

    static Stream<HostileCorpus> corpus() throws IOException {
        return Stream.of("agtp", "a2t", "mcp").flatMap(s -> {
            try {
                return HostileCorpus.load(s).stream();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    @org.junit.jupiter.api.Order(1)
    void theListenerSurvivesTheInput(HostileCorpus input) throws Exception {
        int port = ports.get(input.surface());
        byte[] bytes = input.bytes(port, tool);
        switch (input.kind()) {
            case "send", "half", "drip" -> {
                Answer answer = feed(port, bytes, input.kind());
                assertThat(!answer.text().isEmpty() || answer.closed())
                        .as("%s was neither answered nor closed within 2 s", input)
                        .isTrue();
                Matcher first = STATUS.matcher(answer.text());
                summary.add(input + " -> " + (first.find() ? first.group(1) : "-")
                        + (answer.closed() ? " closed" : " open"));
                assertClean(input, answer.text());
                assertAnswers(input.surface(), 1000);
            }
            case "conns" -> {
                List<Socket> flood = new ArrayList<>();
                try {
                    for (int i = 0; i < Integer.parseInt(input.payload()); i++) {
                        flood.add(new Socket(InetAddress.getLoopbackAddress(), port));
                    }
                    for (String other : ports.keySet()) {
                        if (!other.equals(input.surface())) {
                            assertAnswers(other, 1000);
                        }
                    }
                } finally {
                    for (Socket s : flood) {
                        s.close();
                    }
                }
                // the flooded listener itself once its connections are gone: the server counts a connection until it
                // has seen the close, so a 503 too-many-connections is allowed while it drains, for a second at most
                assertAnswersOnceDrained(input.surface(), 1000);
            }
            default -> throw new AssertionError("unknown kind " + input.kind());
        }
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.Order(3)
    void whatServePrintsDuringTheCorpusNamesNoJavaType() {
        assertThat(console).as("console lines").isNotEmpty();
        InternalNames.assertNone("serve's console during the hostile corpora", String.join("\n", console));
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.Order(2)
    void theHeapStaysBoundedAfterTheCorpus() throws Exception {
        java.lang.management.MemoryMXBean m = java.lang.management.ManagementFactory.getMemoryMXBean();
        m.gc();
        Thread.sleep(200);
        m.gc();
        long used = m.getHeapMemoryUsage().getUsed();
        summary.add("heap after GC: " + (used >> 20) + " MiB");
        assertThat(used).as("heap after the corpus, MiB").isLessThan(HEAP_BOUND);
        for (String l : ports.keySet()) {
            assertAnswers(l, 1000);
        }
    }

    /** Writes the input and reads every answer until the server closes, 150 ms pass quietly after an answer, or 2 s. */
    private static Answer feed(int port, byte[] bytes, String kind) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            OutputStream out = s.getOutputStream();
            long start = System.nanoTime();
            try {
                if (kind.equals("drip")) {
                    for (int i = 0; i < bytes.length && System.nanoTime() - start < 1_000_000_000L; i++) {
                        out.write(bytes[i]);
                        out.flush();
                        Thread.sleep(40);
                    }
                } else {
                    out.write(bytes);
                    out.flush();
                    if (kind.equals("half")) {
                        s.shutdownOutput();
                    }
                }
            } catch (IOException e) {
                // the server closed early (a refused head with a body behind it): read what it answered
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return readAnswers(s, 2000);
        }
    }

    /** What came back, and whether the server closed the connection. */
    record Answer(String text, boolean closed) {}

    private static Answer readAnswers(Socket s, int maxMillis) throws IOException {
        StringBuilder sb = new StringBuilder();
        boolean closed = false;
        long deadline = System.nanoTime() + maxMillis * 1_000_000L;
        byte[] buf = new byte[16384];
        while (System.nanoTime() < deadline) {
            int wait = sb.length() == 0 ? (int) Math.max(1, (deadline - System.nanoTime()) / 1_000_000) : 150;
            s.setSoTimeout(wait);
            try {
                int n = s.getInputStream().read(buf);
                if (n < 0) {
                    closed = true;
                    break;
                }
                if (sb.length() < 1 << 20) {
                    sb.append(new String(buf, 0, n, StandardCharsets.ISO_8859_1));
                }
            } catch (java.net.SocketTimeoutException e) {
                if (sb.length() > 0) {
                    break;
                }
            } catch (IOException e) {
                closed = true; // reset by the server after its answer
                break;
            }
        }
        return new Answer(sb.toString(), closed);
    }

    private static void assertClean(HostileCorpus input, String answer) {
        Matcher m = STATUS.matcher(answer);
        while (m.find()) {
            assertThat(Integer.parseInt(m.group(1)))
                    .as("%s answered %s", input, abbreviate(answer))
                    .isLessThan(500);
        }
        assertThat(InternalNames.find(answer))
                .as("%s answered an internal name: %s", input, abbreviate(answer))
                .isEmpty();
    }

    /** The surface answers a well-formed request with 200 within {@code millis}. */
    private void assertAnswers(String surface, int millis) throws IOException {
        int port = ports.get(surface);
        String req = switch (surface) {
            case "agtp" -> "AGTP/1.0 QUERY /rooms\r\nContent-Length: 20\r\n\r\n{\"property_id\":\"p1\"}";
            case "a2t" -> "GET /tools HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
            default ->
                "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Accept: application/json, text/event-stream\r\nContent-Length: " + MCP_LIST.length()
                        + "\r\n\r\n" + MCP_LIST;
        };
        String last = "";
        // one second per probe; a second probe only when the first got nothing at all: the build machine is shared,
        // and a scheduling stall there is not a dead listener (a refusal or a wrong answer fails at once)
        for (int attempt = 1; attempt <= 2; attempt++) {
            long start = System.nanoTime();
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                s.getOutputStream().write(req.getBytes(StandardCharsets.UTF_8));
                String answer = readAnswers(s, millis).text();
                long took = (System.nanoTime() - start) / 1_000_000;
                Matcher m = STATUS.matcher(answer);
                if (!m.find()) {
                    last = surface + " gave no answer within " + took + " ms (attempt " + attempt + ")";
                    summary.add("slow probe: " + last);
                    continue;
                }
                assertThat(m.group(1))
                        .as("%s after the input (%d ms): %s", surface, took, abbreviate(answer))
                        .isEqualTo("200");
                return;
            }
        }
        throw new AssertionError(last);
    }

    /** {@link #assertAnswers}, retried while the listener still answers 503 too-many-connections, up to {@code millis}. */
    private void assertAnswersOnceDrained(String surface, int millis) throws IOException {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            try {
                assertAnswers(surface, 1000);
                return;
            } catch (AssertionError e) {
                if (System.nanoTime() > deadline
                        || !String.valueOf(e.getMessage()).contains("too-many-connections")) {
                    throw e;
                }
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", e);
            }
        }
    }

    private static String abbreviate(String s) {
        return s.length() <= 400 ? s : s.substring(0, 400) + "...";
    }
}
