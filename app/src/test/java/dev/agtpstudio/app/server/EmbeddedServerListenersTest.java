package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.bench.BenchSupport;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.HttpWire;
import dev.agtpstudio.server.client.ToolCallClient;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import dev.agtpstudio.server.net.ExchangeEvent;
import dev.agtpstudio.server.net.ServerListener;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded server's A2T and MCP listeners: URLs and TLS as listed, and the MCP tool list after a reload. */
class EmbeddedServerListenersTest {
    private static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
    private static final ServerListener QUIET = new ServerListener() {
        @Override
        public void onExchange(ExchangeEvent e) {}

        @Override
        public void onNotice(Notice n) {}
    };

    @Test
    void withTlsTheAgtpAndA2tListenersSpeakTlsAndSaySo(@TempDir Path dir) throws Exception {
        BenchSupport.copy(SAMPLE, dir);
        try (EmbeddedServer s = EmbeddedServer.start(
                WorkspaceLoader.load(dir, MethodCatalog.bundled()),
                new ConsoleOptions(0, false, false, false, Map.of(), true),
                QUIET)) {
            List<EmbeddedServer.Listener> l = s.listeners();
            assertThat(l).extracting(EmbeddedServer.Listener::protocol).containsExactly("AGTP", "A2T", "MCP");
            assertThat(l.get(0).tls()).isTrue();
            assertThat(l.get(1).url()).startsWith("https://127.0.0.1:");
            assertThat(l.get(2).url()).startsWith("http://127.0.0.1:").endsWith("/mcp");
            assertThat(ServerConsoleView.note(l.get(0))).startsWith("TLS 1.3");
            assertThat(ServerConsoleView.note(l.get(2))).startsWith("plaintext");
            ClientExchange x = HttpWire.exchange(
                    ClientOptions.http(URI.create(l.get(1).url()), true), "GET", "/tools", Map.of(), new byte[0]);
            assertThat(x.status()).isEqualTo(200);
            assertThat(x.bodyText()).contains("\"query_rooms\"");
        }
    }

    @Test
    void aReloadChangesTheToolsMcpClientsList(@TempDir Path dir) throws Exception {
        BenchSupport.copy(SAMPLE, dir);
        try (EmbeddedServer s = EmbeddedServer.start(
                WorkspaceLoader.load(dir, MethodCatalog.bundled()),
                new ConsoleOptions(0, false, false, false, Map.of()),
                QUIET)) {
            URI mcp = URI.create(s.listeners().get(2).url());
            McpSyncClient client = McpClient.sync(
                            HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + mcp.getPort())
                                    .endpoint(NettyMcpHttpTransport.PATH)
                                    .build())
                    .requestTimeout(Duration.ofSeconds(20))
                    .build();
            try {
                client.initialize();
                assertThat(client.listTools().tools())
                        .extracting(McpSchema.Tool::name)
                        .contains("list_properties")
                        .doesNotContain("list_hotels");
                Files.writeString(
                        dir.resolve("harbor-light.agis"),
                        Files.readString(dir.resolve("harbor-light.agis"))
                                .replace("mcp_tool_name: list_properties", "mcp_tool_name: list_hotels"));
                s.reload(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
                assertThat(client.listTools().tools())
                        .extracting(McpSchema.Tool::name)
                        .contains("list_hotels")
                        .doesNotContain("list_properties");
                // the MCP request's Authority-Scope header reaches the endpoint (the sample requires one on every call)
                assertThat(client.callTool(new McpSchema.CallToolRequest("list_hotels", Map.of()))
                                .isError())
                        .isTrue();
            } finally {
                client.closeGracefully();
            }
            ToolCallClient.McpCall r = ToolCallClient.mcp(
                    mcp,
                    false,
                    "list_hotels",
                    com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode(),
                    Map.of("Authority-Scope", "inventory:read"));
            assertThat(r.failure()).isNull();
            assertThat(r.toolError()).as(r.text()).isFalse();
            assertThat(r.transcript())
                    .contains("--> POST " + mcp)
                    .contains("\"tools/call\"")
                    .contains("\"list_hotels\"");
        }
    }
}
