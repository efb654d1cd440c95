package dev.agtpstudio.server.mcp;

import dev.agtpstudio.server.wire.Headers;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The MCP servers of {@code agtp-studio mcp}, built with the official SDK: over stdio, or streamable HTTP on loopback. */
public final class McpServers {
    public static final String NAME = "agtp-studio";

    private McpServers() {
    }

    /** An MCP server speaking on {@code in}/{@code out} (the process's stdin/stdout for {@code agtp-studio mcp}). */
    public static McpSyncServer stdio(McpToolBridge bridge, String version, InputStream in, OutputStream out) {
        var spec = McpServer.sync(new StdioServerTransportProvider(McpToolBridge.MAPPER, in, out)).serverInfo(NAME, version)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(true).build());
        for (McpSchema.Tool t : bridge.tools()) {
            spec.tools(sessionTool(bridge, t));
        }
        return spec.build();
    }

    /**
     * Brings {@code server}'s tools in line with what {@code bridge} registers now (after a reload): tools gone or
     * changed are removed, new or changed ones added, then clients are sent {@code notifications/tools/list_changed}.
     * Returns whether anything changed.
     */
    public static boolean reload(McpSyncServer server, McpToolBridge bridge) {
        ToolChanges c = ToolChanges.between(server.listTools(), bridge.tools());
        c.removed().forEach(server::removeTool);
        c.added().forEach(t -> server.addTool(sessionTool(bridge, t)));
        if (!c.isEmpty()) {
            server.notifyToolsListChanged();
        }
        return !c.isEmpty();
    }

    /**
     * The same for the stateless HTTP server: the next {@code tools/list} answers the new tools. A stateless server
     * keeps no session to send {@code notifications/tools/list_changed} on.
     */
    public static boolean reload(McpStatelessSyncServer server, McpToolBridge bridge) {
        ToolChanges c = ToolChanges.between(server.listTools(), bridge.tools());
        c.removed().forEach(server::removeTool);
        c.added().forEach(t -> server.addTool(statelessTool(bridge, t)));
        return !c.isEmpty();
    }

    private static McpServerFeatures.SyncToolSpecification sessionTool(McpToolBridge bridge, McpSchema.Tool t) {
        return McpServerFeatures.SyncToolSpecification.builder().tool(t)
                .callHandler((exchange, req) -> bridge.call(req.name(), req.arguments())).build();
    }

    private static McpStatelessServerFeatures.SyncToolSpecification statelessTool(McpToolBridge bridge, McpSchema.Tool t) {
        return McpStatelessServerFeatures.SyncToolSpecification.builder().tool(t)
                .callHandler((ctx, req) -> bridge.call(req.name(), req.arguments(),
                        ctx.get(NettyMcpHttpTransport.CALLER_HEADERS) instanceof Headers h ? h : Headers.empty())).build();
    }

    /** Tool names to remove (gone or changed) and tools to add (new or changed). */
    record ToolChanges(List<String> removed, List<McpSchema.Tool> added) {
        static ToolChanges between(List<McpSchema.Tool> before, List<McpSchema.Tool> after) {
            Set<McpSchema.Tool> now = new HashSet<>(after);
            Set<McpSchema.Tool> was = new HashSet<>(before);
            List<String> removed = before.stream().filter(t -> !now.contains(t)).map(McpSchema.Tool::name).toList();
            List<McpSchema.Tool> added = after.stream().filter(t -> !was.contains(t)).toList();
            return new ToolChanges(removed, added);
        }

        boolean isEmpty() {
            return removed.isEmpty() && added.isEmpty();
        }
    }

    /** An MCP server on {@code transport} (already started), the stateless streamable HTTP form. */
    public static McpStatelessSyncServer http(McpToolBridge bridge, String version, NettyMcpHttpTransport transport) {
        var spec = McpServer.sync(transport).serverInfo(NAME, version)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build());
        for (McpSchema.Tool t : bridge.tools()) {
            spec.tools(statelessTool(bridge, t));
        }
        return spec.build();
    }
}
