package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.WorkspaceWatcher;
import dev.agtpstudio.server.dispatch.ContractCheck;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.dispatch.RegistryBuilder;
import dev.agtpstudio.server.dispatch.SemanticRanker;
import dev.agtpstudio.server.mcp.McpServers;
import dev.agtpstudio.server.mcp.McpStdioTransport;
import dev.agtpstudio.server.mcp.McpToolBridge;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import dev.agtpstudio.server.net.OriginPolicy;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.wire.HeaderNames;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.BooleanSupplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code agtp-studio mcp WS}: the workspace's endpoints as MCP tools (official MCP Java SDK), each call dispatched
 * through the local server's dispatcher. Speaks on stdin/stdout (nothing else is written to stdout), or with
 * {@code --http PORT} the streamable HTTP transport on loopback at {@code http://127.0.0.1:PORT/mcp}. Saved changes to
 * the workspace re-register the endpoints and reload the tool list (over stdio the client is sent
 * {@code notifications/tools/list_changed}). Over stdio the command ends at the end of its input (the client closed
 * the pipe) and on SIGTERM.
 */
@Command(
        name = "mcp",
        mixinStandardHelpOptions = true,
        description = "Serve the workspace's endpoints as MCP tools over stdio (or streamable HTTP with --http).")
public final class McpCommand implements Callable<Integer> {
    private static final long WATCH_DEBOUNCE_MILLIS = 150;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "Workspace folder.")
    Path dir;

    @Option(
            names = "--http",
            paramLabel = "PORT",
            description = "Serve streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio (0 = any free port).")
    Integer httpPort;

    @Option(
            names = "--scope",
            paramLabel = "SCOPE",
            description =
                    "Authority-Scope granted to every tool call (repeatable), e.g. --scope inventory:read; MCP clients cannot send AGTP headers.")
    java.util.List<String> scopes = new java.util.ArrayList<>();

    @Option(names = "--agent-id", paramLabel = "ID", description = "Agent-ID sent with every tool call.")
    String agentId;

    @Option(
            names = "--allow-origin",
            paramLabel = "ORIGIN",
            description =
                    "With --http: also accept this Origin (repeatable; scheme://host[:port], or * for any); loopback origins always are.")
    java.util.List<String> allowOrigins = new java.util.ArrayList<>();

    @Option(
            names = "--allow-host",
            paramLabel = "HOST",
            description =
                    "With --http: also accept this Host name (repeatable, or * for any); loopback names always are.")
    java.util.List<String> allowHosts = new java.util.ArrayList<>();

    @Option(names = "--no-watch", description = "Do not reload the tools when workspace files change.")
    boolean noWatch;

    @Option(
            names = "--scope-status",
            defaultValue = "455",
            description = "Status for insufficient scope: 455 (AGTP-API) or 262.")
    int scopeStatus;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(dir)) {
            err.println("agtp-studio mcp: " + dir + " is not a folder");
            return 2;
        }
        String[] v = spec.root().version();
        String version = v == null || v.length == 0 ? "dev" : v[0].replaceAll("^\\D*", "");
        // The transport and the MCP server start first: initialize is answered while the workspace is loaded and
        // checked, and the other requests wait for it (McpServers.early).
        McpStdioTransport stdio = null;
        NettyMcpHttpTransport http = null;
        McpStatelessServerTransport transport;
        if (httpPort != null) {
            // loopback and the command line's origins until the workspace's [listeners] table is read
            http = new NettyMcpHttpTransport(
                    httpPort,
                    ServerOptions.defaults().withOrigins(OriginPolicy.LOOPBACK.plus(allowOrigins, allowHosts)));
            transport = http;
        } else {
            stdio = new McpStdioTransport(
                    new java.io.FileInputStream(java.io.FileDescriptor.in),
                    new java.io.FileOutputStream(java.io.FileDescriptor.out));
            transport = stdio;
        }
        McpServers.Early early = McpServers.early(version, transport, stdio != null);
        if (http != null) {
            try {
                http.start(); // after the server is attached to it: no request finds the transport without a handler
            } catch (Exception e) { // Netty rethrows a failed bind (a checked BindException) undeclared
                err.println("agtp-studio mcp: cannot listen on 127.0.0.1:" + httpPort + ": " + ServeCommand.reason(e));
                return 2;
            }
            err.println("agtp-studio mcp: streamable HTTP on " + http.url());
            err.flush();
        }
        Thread reader = null;
        if (stdio != null) {
            McpStdioTransport s = stdio;
            reader = new Thread(
                    () -> {
                        try {
                            s.run(); // returns at the end of input: the client closed the pipe
                        } catch (java.io.IOException e) {
                            // stdin is gone: the same as its end
                        }
                    },
                    "mcp-stdio");
            reader.start();
        }
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        if (UnusableServerConfig.refuse(ws, dir, "mcp", "the tools served", err)) {
            early.fail();
            early.server().close(); // closes the transport too: the HTTP port is let go, stdio answers no more
            return 2;
        }
        if (http != null) {
            http.origins(OriginPolicy.LOOPBACK
                    .plus(allowOrigins, allowHosts)
                    .plus(ws.serverConfig().listeners()));
        }
        DispatchOptions opts = DispatchOptions.defaults().withScopeFailureStatus(scopeStatus);
        Dispatcher d = new Dispatcher(
                ws,
                opts,
                ContractCheck.of(Validators.standard(new ValidationOptions(opts.environment())), false),
                SemanticRanker.lexical(ws.catalog()));
        for (RegistryBuilder.Refusal r : d.refusals()) {
            err.println("agtp-studio mcp: refused " + r.message());
        }
        Headers.Builder caller = Headers.builder();
        if (!scopes.isEmpty()) {
            caller.add(HeaderNames.AUTHORITY_SCOPE, String.join(", ", scopes));
        }
        if (agentId != null) {
            caller.add(HeaderNames.AGENT_ID, agentId);
        }
        McpToolBridge bridge = new McpToolBridge(d, caller.build());
        McpStatelessSyncServer srv = early.attach(bridge);
        err.println("agtp-studio mcp: " + bridge.tools().size() + " tools from " + dir);
        err.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        AutoCloseable server = srv::close;
        McpStdioTransport notifyOn = stdio;
        BooleanSupplier refresh = () -> {
            boolean changed = McpServers.reload(srv, bridge);
            if (changed && notifyOn != null) {
                McpServers.notifyToolsChanged(notifyOn);
            }
            return changed;
        };
        WorkspaceWatcher watcher = noWatch
                ? null
                : new WorkspaceWatcher(
                        dir,
                        ws,
                        next -> {
                            for (RegistryBuilder.Refusal r : d.reload(next)) {
                                err.println("agtp-studio mcp: refused " + r.message());
                            }
                            if (refresh.getAsBoolean()) {
                                err.println("agtp-studio mcp: tools reloaded, "
                                        + bridge.tools().size() + " tools");
                            }
                            err.flush();
                        },
                        WATCH_DEBOUNCE_MILLIS);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (watcher != null) {
                watcher.close();
            }
            try {
                server.close();
            } catch (Exception ignored) {
                // shutting down
            }
            stopped.countDown();
        }));
        if (reader != null) {
            reader.join();
            if (watcher != null) {
                watcher.close();
            }
            server.close();
            return 0;
        }
        stopped.await();
        return 0;
    }
}
