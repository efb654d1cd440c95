package dev.agtpstudio.app.server;

import dev.agtpstudio.app.tools.EvolutionToolVersions;
import dev.agtpstudio.app.validation.DiscoveryRanking;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.a2t.A2tService;
import dev.agtpstudio.server.dispatch.ContractCheck;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.dispatch.RegistryBuilder;
import dev.agtpstudio.server.mcp.McpServers;
import dev.agtpstudio.server.mcp.McpToolBridge;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import dev.agtpstudio.server.net.AgtpServer;
import dev.agtpstudio.server.net.ServerListener;
import dev.agtpstudio.server.tools.Tool;
import dev.agtpstudio.server.tools.ToolCatalog;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import java.net.BindException;
import java.util.List;

/**
 * The server module's dispatcher and Netty listener on an in-memory workspace snapshot (the IDE's saved files, not
 * a folder watcher): started on the requested loopback port, or on an ephemeral one when that port is busy. Beside
 * it, on the same dispatcher and on the loopback ports the console names (0: any free one; a busy one stops the start
 * with {@link PortInUse}, as {@code agtp-studio serve --a2t-port} does): the A2T listener (A2T §6-§7, the AGTP listener's TLS
 * setting, tool versions from the contract-evolution engine) and the MCP streamable HTTP endpoint.
 */
public final class EmbeddedServer implements AutoCloseable {
    /** The MCP server's version in {@code serverInfo}. */
    static final String MCP_VERSION = "ide";

    private final AgtpServer server;
    private final Dispatcher dispatcher;
    private final boolean fellBack;
    private final A2tHttpServer a2t;
    private final McpToolBridge bridge;
    private final McpStatelessSyncServer mcp;
    private final NettyMcpHttpTransport mcpTransport;

    /** One listener: its protocol, URL and whether it speaks TLS. */
    public record Listener(String protocol, String url, boolean tls) {
        public static final String AGTP = "AGTP";
        public static final String A2T = "A2T";
        public static final String MCP = "MCP";
    }

    private EmbeddedServer(
            AgtpServer server, Dispatcher dispatcher, boolean fellBack, Workspace ws, ConsoleOptions options)
            throws InterruptedException {
        this.server = server;
        this.dispatcher = dispatcher;
        this.fellBack = fellBack;
        A2tHttpServer a = null;
        NettyMcpHttpTransport t = null;
        try {
            a = bound(
                    Listener.A2T,
                    options.a2tPort(),
                    () -> new A2tHttpServer(
                                    options.serverOptions(options.a2tPort()),
                                    new A2tService(dispatcher, new EvolutionToolVersions(ws.root(), ws.catalog())),
                                    server.events())
                            .start());
            t = bound(Listener.MCP, options.mcpPort(), () -> new NettyMcpHttpTransport(options.mcpPort()).start());
        } catch (RuntimeException | InterruptedException e) {
            if (a != null) {
                a.close();
            }
            server.close();
            throw e;
        }
        this.a2t = a;
        this.mcpTransport = t;
        this.bridge = new McpToolBridge(dispatcher);
        this.mcp = McpServers.http(bridge, MCP_VERSION, t);
    }

    /** A listener that could not bind its port, said so for the console's status line. */
    public static final class PortInUse extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PortInUse(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private interface Start<T> {
        T start() throws Exception;
    }

    /**
     * Starts a listener on a port the user chose: a failed bind becomes a {@link PortInUse} naming the listener and
     * its port (Netty rethrows the socket's checked BindException undeclared).
     */
    private static <T> T bound(String protocol, int port, Start<T> s) throws InterruptedException {
        try {
            return s.start();
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof BindException) {
                    throw new PortInUse(
                            "the " + protocol + " port " + port + " is in use on 127.0.0.1: choose another " + protocol
                                    + " port, or 0 for any free port",
                            e);
                }
            }
            throw e instanceof RuntimeException r ? r : new IllegalStateException(e.getMessage(), e);
        }
    }

    public static EmbeddedServer start(Workspace ws, ConsoleOptions options, ServerListener listener) throws Exception {
        DispatchOptions d = options.dispatchOptions();
        ContractCheck check = ContractCheck.forServer(d);
        Dispatcher dispatcher = new Dispatcher(ws, d, check, DiscoveryRanking.forCatalog(ws.catalog()));
        AgtpServer server = new AgtpServer(options.serverOptions(options.port()), dispatcher);
        server.addListener(listener);
        dispatcher.attach(server.events());
        try {
            server.start();
            return new EmbeddedServer(server, dispatcher, false, ws, options);
        } catch (Exception e) {
            // Netty rethrows the socket's BindException undeclared
            if (!(e instanceof BindException) && !(e.getCause() instanceof BindException) || options.port() == 0) {
                throw e;
            }
        }
        AgtpServer ephemeral = new AgtpServer(options.serverOptions(0), dispatcher);
        ephemeral.addListener(listener);
        dispatcher.attach(ephemeral.events());
        ephemeral.start();
        return new EmbeddedServer(ephemeral, dispatcher, true, ws, options);
    }

    /** PROPOSE evaluated by this server's dispatcher against what it serves, with nothing stored (any thread). */
    public dev.agtpstudio.server.dispatch.Replies.Reply dryRunProposal(
            com.fasterxml.jackson.databind.JsonNode body, String authorityScope) {
        return dispatcher.dryRunProposal(body, authorityScope);
    }

    /**
     * PROPOSE evaluated against {@code ws} by the dispatcher a server of {@code ws} would run, without starting one
     * (no listener, nothing stored).
     */
    public static dev.agtpstudio.server.dispatch.Replies.Reply dryRunProposal(
            Workspace ws, DispatchOptions d, com.fasterxml.jackson.databind.JsonNode body, String authorityScope) {
        return new Dispatcher(ws, d, ContractCheck.forServer(d), DiscoveryRanking.forCatalog(ws.catalog()))
                .dryRunProposal(body, authorityScope);
    }

    /** Re-registers every endpoint of {@code ws} (A2T and MCP included); returns the refused files. */
    public List<RegistryBuilder.Refusal> reload(Workspace ws) {
        List<RegistryBuilder.Refusal> r = dispatcher.reload(ws);
        McpServers.reload(mcp, bridge);
        return r;
    }

    /** The tool (A2T id, MCP name) the endpoint {@code METHOD template} is served as, if it is registered. */
    public java.util.Optional<Tool> tool(String method, String template) {
        return ToolCatalog.of(dispatcher).tools().stream()
                .filter(t -> t.method().equalsIgnoreCase(method) && t.path().equals(template))
                .findFirst();
    }

    /** Every listener, AGTP first: {@code agtp://}, the A2T base URL and the MCP endpoint. */
    public List<Listener> listeners() {
        boolean tls = server.tls();
        return List.of(
                new Listener(Listener.AGTP, "agtp://127.0.0.1:" + server.port(), tls),
                new Listener(Listener.A2T, a2t.url(), tls),
                new Listener(Listener.MCP, mcpTransport.url(), false));
    }

    public List<RegistryBuilder.Refusal> refusals() {
        return dispatcher.refusals();
    }

    /** The registered routes as "METHOD /path", sorted. */
    public java.util.SortedSet<String> routeNames() {
        java.util.SortedSet<String> out = new java.util.TreeSet<>();
        dispatcher
                .registry()
                .routes()
                .forEach(r -> out.add(r.endpoint().method() + " " + r.endpoint().path()));
        return out;
    }

    public int endpointCount() {
        return dispatcher.registry().routes().size();
    }

    public int port() {
        return server.port();
    }

    /** True when the requested port was busy and an ephemeral port was bound instead. */
    public boolean fellBack() {
        return fellBack;
    }

    public boolean isRunning() {
        return server.isRunning();
    }

    @Override
    public void close() {
        mcp.close();
        a2t.close();
        server.close();
    }
}
