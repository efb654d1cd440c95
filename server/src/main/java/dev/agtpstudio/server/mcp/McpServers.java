package dev.agtpstudio.server.mcp;

import dev.agtpstudio.server.wire.Headers;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The MCP servers of {@code agtp-studio mcp} and the IDE, built with the official SDK's stateless server on the
 * project's transports ({@link McpStdioTransport}, {@link NettyMcpHttpTransport}), both behind {@link McpJsonRpc}. Tools
 * are {@link McpToolBridge#tools()} (the preview's MCP projection); the resources are the published manifest and the
 * workspace's AGIS document ({@link #MANIFEST_URI}, {@link #AGIS_URI}).
 */
public final class McpServers {
    public static final String NAME = "agtp-studio";
    public static final String MANIFEST_URI = "agtp-studio://workspace/manifest.json";
    public static final String AGIS_URI = "agtp-studio://workspace/agis";

    private McpServers() {}

    /** An MCP server on {@code transport} (stdio: the client is told when the tools change; HTTP: no session to tell). */
    public static McpStatelessSyncServer stdio(McpToolBridge bridge, String version, McpStdioTransport transport) {
        transport.toolExists(bridge::has);
        return build(bridge, version, transport, true);
    }

    /** An MCP server on {@code transport} (already started), the stateless streamable HTTP form. */
    public static McpStatelessSyncServer http(McpToolBridge bridge, String version, NettyMcpHttpTransport transport) {
        transport.toolExists(bridge::has);
        return build(bridge, version, transport, false);
    }

    /**
     * A server that answers {@code initialize} and {@code ping} at once, before the workspace is registered; every
     * other request waits until {@link #attach} gives it the bridge. {@code agtp-studio mcp} starts this way so a
     * host that spawns it is answered while it loads and checks the workspace.
     */
    public static Early early(String version, McpStatelessServerTransport transport, boolean listChanged) {
        java.util.concurrent.CompletableFuture<Void> ready = new java.util.concurrent.CompletableFuture<>();
        if (transport instanceof McpStdioTransport s) {
            s.ready(ready);
        } else if (transport instanceof NettyMcpHttpTransport h) {
            h.ready(ready);
        }
        var spec = McpServer.sync(transport)
                .serverInfo(NAME, version)
                .capabilities(McpSchema.ServerCapabilities.builder()
                        .tools(listChanged)
                        .resources(false, false)
                        .build());
        return new Early(spec.build(), transport, ready);
    }

    /** A server started by {@link #early}, waiting for its tools. */
    public record Early(
            McpStatelessSyncServer server,
            McpStatelessServerTransport transport,
            java.util.concurrent.CompletableFuture<Void> ready) {
        /** Adds the bridge's tools and resources and lets the waiting requests through. */
        public McpStatelessSyncServer attach(McpToolBridge bridge) {
            if (transport instanceof McpStdioTransport s) {
                s.toolExists(bridge::has);
            } else if (transport instanceof NettyMcpHttpTransport h) {
                h.toolExists(bridge::has);
            }
            reload(server, bridge);
            resources(bridge).forEach(server::addResource);
            ready.complete(null);
            return server;
        }

        /** The workspace could not be served: waiting requests are answered with what there is (nothing). */
        public void fail() {
            ready.complete(null);
        }
    }

    private static McpStatelessSyncServer build(
            McpToolBridge bridge, String version, McpStatelessServerTransport transport, boolean listChanged) {
        var spec = McpServer.sync(transport)
                .serverInfo(NAME, version)
                .capabilities(McpSchema.ServerCapabilities.builder()
                        .tools(listChanged)
                        .resources(false, false)
                        .build());
        for (McpSchema.Tool t : bridge.tools()) {
            spec.tools(statelessTool(bridge, t));
        }
        spec.resources(resources(bridge));
        return spec.build();
    }

    private static List<McpStatelessServerFeatures.SyncResourceSpecification> resources(McpToolBridge bridge) {
        List<McpStatelessServerFeatures.SyncResourceSpecification> out = new ArrayList<>();
        out.add(new McpStatelessServerFeatures.SyncResourceSpecification(
                McpSchema.Resource.builder()
                        .uri(MANIFEST_URI)
                        .name("manifest.json")
                        .title("AGTP server manifest")
                        .mimeType("application/json")
                        .description("The manifest this server publishes (DISCOVER): its endpoints, scopes and policy.")
                        .build(),
                (ctx, req) -> new McpSchema.ReadResourceResult(List.of(
                        new McpSchema.TextResourceContents(MANIFEST_URI, "application/json", bridge.manifestJson())))));
        bridge.agisDocument()
                .ifPresent(doc -> out.add(new McpStatelessServerFeatures.SyncResourceSpecification(
                        McpSchema.Resource.builder()
                                .uri(AGIS_URI)
                                .name(doc.getKey())
                                .title("AGIS document")
                                .mimeType(mime(doc.getKey()))
                                .description(
                                        "The service's AGIS document: intents, impact, parameter hints and schemas of every tool.")
                                .build(),
                        (ctx, req) -> bridge.agisDocument()
                                .map(d -> new McpSchema.ReadResourceResult(List.of(
                                        new McpSchema.TextResourceContents(AGIS_URI, mime(d.getKey()), d.getValue()))))
                                .orElseThrow(() -> McpError.RESOURCE_NOT_FOUND.apply(AGIS_URI)))));
        return out;
    }

    private static String mime(String fileName) {
        return fileName.endsWith(".json") ? "application/json" : "application/yaml";
    }

    /**
     * Brings {@code server}'s tools in line with what {@code bridge} registers now (after a reload): tools gone or
     * changed are removed, new or changed ones added. Returns whether anything changed (over stdio the caller then
     * sends {@code notifications/tools/list_changed}, see {@link #notifyToolsChanged}).
     */
    public static boolean reload(McpStatelessSyncServer server, McpToolBridge bridge) {
        ToolChanges c = ToolChanges.between(server.listTools(), bridge.tools());
        c.removed().forEach(server::removeTool);
        c.added().forEach(t -> server.addTool(statelessTool(bridge, t)));
        return !c.isEmpty();
    }

    /** Tells a stdio client that the tool list changed. */
    public static void notifyToolsChanged(McpStdioTransport transport) {
        transport.send(McpJsonRpc.notification(McpSchema.METHOD_NOTIFICATION_TOOLS_LIST_CHANGED));
    }

    private static McpStatelessServerFeatures.SyncToolSpecification statelessTool(
            McpToolBridge bridge, McpSchema.Tool t) {
        return McpStatelessServerFeatures.SyncToolSpecification.builder()
                .tool(t)
                .callHandler((ctx, req) -> bridge.call(
                        req.name(),
                        req.arguments(),
                        ctx.get(NettyMcpHttpTransport.CALLER_HEADERS) instanceof Headers h ? h : Headers.empty()))
                .build();
    }

    /** Tool names to remove (gone or changed) and tools to add (new or changed). */
    record ToolChanges(List<String> removed, List<McpSchema.Tool> added) {
        static ToolChanges between(List<McpSchema.Tool> before, List<McpSchema.Tool> after) {
            Set<McpSchema.Tool> now = new HashSet<>(after);
            Set<McpSchema.Tool> was = new HashSet<>(before);
            List<String> removed = before.stream()
                    .filter(t -> !now.contains(t))
                    .map(McpSchema.Tool::name)
                    .toList();
            List<McpSchema.Tool> added =
                    after.stream().filter(t -> !was.contains(t)).toList();
            return new ToolChanges(removed, added);
        }

        boolean isEmpty() {
            return removed.isEmpty() && added.isEmpty();
        }
    }
}
