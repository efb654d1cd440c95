package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.Launcher;
import dev.agtpstudio.app.bench.BenchSupport;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code agtp-studio mcp WS} as a child process (this test's class path, the Launcher's main) driven by the official
 * MCP Java SDK's client over stdio: list, call, refusals named as tool errors, and the tool list reloaded with
 * {@code notifications/tools/list_changed} when a file is saved.
 */
class McpStdioProcessTest {
    static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");

    @Test
    void theSdkClientTalksToTheMcpCommandOverStdio(@TempDir Path dir) throws Exception {
        BenchSupport.copy(SAMPLE, dir);
        ServerParameters params = ServerParameters.builder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString())
                .args(
                        "-Xshare:off",
                        "-cp",
                        System.getProperty("java.class.path"),
                        Launcher.class.getName(),
                        "mcp",
                        "--scope",
                        "inventory:read",
                        dir.toString())
                .build();
        StdioClientTransport transport = new StdioClientTransport(params, new JacksonMcpJsonMapper(new ObjectMapper()));
        List<String> stderr = new CopyOnWriteArrayList<>();
        transport.setStdErrorHandler(stderr::add);
        LinkedBlockingQueue<List<McpSchema.Tool>> changes = new LinkedBlockingQueue<>();
        McpSyncClient client = McpClient.sync(transport)
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(120))
                .toolsChangeConsumer(changes::add)
                .build();
        try {
            McpSchema.InitializeResult init = client.initialize();
            assertThat(init.serverInfo().name()).isEqualTo("agtp-studio");
            assertThat(init.capabilities().tools().listChanged()).isTrue();

            List<McpSchema.Tool> tools = client.listTools().tools();
            assertThat(tools)
                    .extracting(McpSchema.Tool::name)
                    .contains("list_properties", "cancel_reservation")
                    .doesNotContain("list_hotels", "cancel_reservations");
            McpSchema.Tool cancel = tools.stream()
                    .filter(t -> t.name().equals("cancel_reservation"))
                    .findFirst()
                    .orElseThrow();
            assertThat((List<Object>) cancel.inputSchema().get("required")).contains("reservation_id");

            McpSchema.CallToolResult ok = client.callTool(new McpSchema.CallToolRequest("list_properties", Map.of()));
            assertThat(ok.isError()).as(text(ok)).isFalse();
            assertThat(text(ok)).contains("\"properties\"");

            // without the scope the server requires (scope_required_for_invocation), a 262 refusal is a tool error
            McpSchema.CallToolResult refused = client.callTool(new McpSchema.CallToolRequest(
                    "cancel_reservation", Map.of("reservation_id", "7f1e3c1a-2b4d-4e6f-8a9b-0c1d2e3f4a5b")));
            assertThat(refused.isError()).as(text(refused)).isTrue();
            assertThat(text(refused)).contains("booking:");

            McpSchema.CallToolResult unknown =
                    client.callTool(new McpSchema.CallToolRequest("list_properties", Map.of("colour", "red")));
            assertThat(unknown.isError()).isTrue();
            assertThat(text(unknown))
                    .contains("'colour'")
                    .doesNotContain("Exception")
                    .doesNotContain("\tat ");

            McpSchema.CallToolResult missing =
                    client.callTool(new McpSchema.CallToolRequest("cancel_reservation", Map.of("reason", "OTHER")));
            assertThat(missing.isError()).isTrue();
            assertThat(text(missing))
                    .contains("'reservation_id'")
                    .doesNotContain("Exception")
                    .doesNotContain("\tat ");

            // a saved file: the server re-registers and tells the client, which lists the renamed tool
            String agis = Files.readString(dir.resolve("harbor-light.agis"))
                    .replace("mcp_tool_name: list_properties", "mcp_tool_name: list_hotels");
            Path tmp = dir.resolve("agis.tmp");
            Files.writeString(tmp, agis);
            Files.move(
                    tmp,
                    dir.resolve("harbor-light.agis"),
                    StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
            List<McpSchema.Tool> changed = changes.poll(60, TimeUnit.SECONDS);
            assertThat(changed)
                    .as("notifications/tools/list_changed; stderr: %s", stderr)
                    .isNotNull();
            assertThat(changed)
                    .extracting(McpSchema.Tool::name)
                    .contains("list_hotels")
                    .doesNotContain("list_properties");
            assertThat(client.callTool(new McpSchema.CallToolRequest("list_hotels", Map.of()))
                            .isError())
                    .isFalse();
        } finally {
            client.closeGracefully();
        }
        assertThat(String.join("\n", stderr)).doesNotContain("Exception").doesNotContain("\tat ");
    }

    private static String text(McpSchema.CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }
}
