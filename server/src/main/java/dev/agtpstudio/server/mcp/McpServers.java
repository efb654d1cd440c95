package dev.agtpstudio.server.mcp;

import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.InputStream;
import java.io.OutputStream;

/** The MCP servers of {@code agtp-studio mcp}, built with the official SDK: over stdio, or streamable HTTP on loopback. */
public final class McpServers {
    public static final String NAME = "agtp-studio";

    private McpServers() {
    }

    /** An MCP server speaking on {@code in}/{@code out} (the process's stdin/stdout for {@code agtp-studio mcp}). */
    public static McpSyncServer stdio(McpToolBridge bridge, String version, InputStream in, OutputStream out) {
        var spec = McpServer.sync(new StdioServerTransportProvider(McpToolBridge.MAPPER, in, out)).serverInfo(NAME, version)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build());
        for (McpSchema.Tool t : bridge.tools()) {
            spec.tools(McpServerFeatures.SyncToolSpecification.builder().tool(t)
                    .callHandler((exchange, req) -> bridge.call(req.name(), req.arguments())).build());
        }
        return spec.build();
    }

    /** An MCP server on {@code transport} (already started), the stateless streamable HTTP form. */
    public static McpStatelessSyncServer http(McpToolBridge bridge, String version, NettyMcpHttpTransport transport) {
        var spec = McpServer.sync(transport).serverInfo(NAME, version)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build());
        for (McpSchema.Tool t : bridge.tools()) {
            spec.tools(McpStatelessServerFeatures.SyncToolSpecification.builder().tool(t)
                    .callHandler((ctx, req) -> bridge.call(req.name(), req.arguments())).build());
        }
        return spec.build();
    }
}
