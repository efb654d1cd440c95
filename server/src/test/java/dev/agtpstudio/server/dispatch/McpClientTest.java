package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.server.mcp.McpServers;
import dev.agtpstudio.server.mcp.McpToolBridge;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The MCP bridge through the official Java SDK's own client over streamable HTTP on loopback. */
@SuppressWarnings("unchecked")
class McpClientTest {
    @TempDir
    Path dir;

    private ServerHarness h;
    private NettyMcpHttpTransport transport;
    private McpStatelessSyncServer server;
    private McpSyncClient client;

    @BeforeEach
    void start() throws Exception {
        h = new ServerHarness(TestWorkspace.write(dir, TestWorkspace.Config.defaults()), ServerHarness.options());
        transport = new NettyMcpHttpTransport(0).start();
        server = McpServers.http(new McpToolBridge(h.dispatcher), "test", transport);
        client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + transport.port())
                        .endpoint(NettyMcpHttpTransport.PATH)
                        .build())
                .requestTimeout(Duration.ofSeconds(20))
                .build();
        client.initialize();
    }

    @AfterEach
    void stop() {
        client.closeGracefully();
        server.close();
        h.close();
    }

    private static String text(McpSchema.CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }

    @Test
    void listsTheEndpointsAsToolsWithTheirInputSchemas() {
        List<McpSchema.Tool> tools = client.listTools().tools();
        assertThat(tools).extracting(McpSchema.Tool::name).contains("query_rooms", "book_rooms");
        McpSchema.Tool q = tools.stream()
                .filter(t -> t.name().equals("query_rooms"))
                .findFirst()
                .orElseThrow();
        assertThat((Map<String, Object>) q.inputSchema().get("properties")).containsKey("property_id");
        assertThat((List<Object>) q.inputSchema().get("required")).contains("property_id");
    }

    @Test
    void callsGoThroughTheDispatcher() {
        McpSchema.CallToolResult ok =
                client.callTool(new McpSchema.CallToolRequest("query_rooms", Map.of("property_id", "p1")));
        assertThat(ok.isError()).isFalse();
        assertThat(text(ok)).startsWith("{");
        McpSchema.CallToolResult named =
                client.callTool(new McpSchema.CallToolRequest("query_rooms", Map.of("property_id", "missing")));
        assertThat(named.isError()).isTrue();
        assertThat(text(named)).contains("422").contains("property_not_found");
        McpSchema.CallToolResult scoped =
                client.callTool(new McpSchema.CallToolRequest("book_rooms", Map.of("room_id", "r-1", "guest", "Ada")));
        assertThat(scoped.isError()).isTrue();
        assertThat(text(scoped)).contains("455").contains("booking:room");
    }

    @Test
    void undeclaredAndMissingArgumentsAreToolErrorsNamingThem() {
        McpSchema.CallToolResult unknown = client.callTool(
                new McpSchema.CallToolRequest("query_rooms", Map.of("property_id", "p1", "colour", "red")));
        assertThat(unknown.isError()).isTrue();
        assertThat(text(unknown))
                .contains("'colour'")
                .doesNotContain("Exception")
                .doesNotContain("at dev.");
        McpSchema.CallToolResult missing =
                client.callTool(new McpSchema.CallToolRequest("query_rooms", Map.of("guests", 2)));
        assertThat(missing.isError()).isTrue();
        assertThat(text(missing)).contains("'property_id'");
    }

    @Test
    void a262RefusalIsAToolErrorAndScopesGivenToTheBridgeAreSent() throws Exception {
        try (ServerHarness h262 = new ServerHarness(
                TestWorkspace.write(dir.resolve("ws262"), TestWorkspace.Config.defaults()),
                ServerHarness.options().withScopeFailureStatus(262))) {
            McpSchema.CallToolResult refused =
                    new McpToolBridge(h262.dispatcher).call("book_rooms", Map.of("room_id", "r-1", "guest", "Ada"));
            assertThat(refused.isError()).isTrue();
            assertThat(text(refused)).startsWith("AGTP 262").contains("booking:room");
            McpSchema.CallToolResult granted = new McpToolBridge(
                            h262.dispatcher,
                            dev.agtpstudio.server.wire.Headers.builder()
                                    .add("Authority-Scope", "booking:room")
                                    .build())
                    .call("book_rooms", Map.of("room_id", "r-1", "guest", "Ada"));
            assertThat(text(granted)).doesNotContain("262").doesNotContain("455");
        }
    }
}
