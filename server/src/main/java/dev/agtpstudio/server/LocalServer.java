package dev.agtpstudio.server;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.a2t.A2tService;
import dev.agtpstudio.server.dispatch.CandidateRanker;
import dev.agtpstudio.server.dispatch.ContractCheck;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.dispatch.SemanticRanker;
import dev.agtpstudio.server.net.AgtpServer;
import dev.agtpstudio.server.net.ServerListener;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.tools.ToolVersions;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The local test server as the CLI and the IDE run it: a workspace folder validated and registered, served by
 * Netty, re-registered when files are saved. Close it to stop everything.
 */
public final class LocalServer implements AutoCloseable {
    private final AgtpServer server;
    private final Dispatcher dispatcher;
    private final WorkspaceWatcher watcher;
    private final java.util.List<AutoCloseable> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final dev.agtpstudio.core.model.ServerConfig.Listeners configured;

    private LocalServer(
            AgtpServer server,
            Dispatcher dispatcher,
            WorkspaceWatcher watcher,
            dev.agtpstudio.core.model.ServerConfig.Listeners configured) {
        this.configured = configured;
        this.server = server;
        this.dispatcher = dispatcher;
        this.watcher = watcher;
    }

    /**
     * Loads {@code dir}, starts serving, and (when {@code watch}) re-registers on every save. {@code listener} gets
     * exchanges and notices (refused files included) from the start.
     */
    public static LocalServer start(
            Path dir,
            ServerOptions serverOptions,
            DispatchOptions dispatchOptions,
            CandidateRanker ranker,
            ServerListener listener,
            boolean watch)
            throws IOException, InterruptedException {
        return start(
                WorkspaceLoader.load(dir, MethodCatalog.bundled()),
                dir,
                serverOptions,
                dispatchOptions,
                ranker,
                listener,
                watch);
    }

    /** The same for {@code ws}, the workspace already loaded from {@code dir}. */
    public static LocalServer start(
            Workspace ws,
            Path dir,
            ServerOptions serverOptions,
            DispatchOptions dispatchOptions,
            CandidateRanker ranker,
            ServerListener listener,
            boolean watch)
            throws IOException, InterruptedException {
        ContractCheck check = ContractCheck.forServer(dispatchOptions);
        Dispatcher d = new Dispatcher(
                ws, dispatchOptions, check, ranker == null ? SemanticRanker.lexical(ws.catalog()) : ranker);
        AgtpServer s = new AgtpServer(serverOptions, d);
        if (listener != null) {
            s.addListener(listener);
        }
        d.attach(s.events());
        s.start();
        WorkspaceWatcher w = null;
        if (watch) {
            try {
                w = new WorkspaceWatcher(dir, ws, d::reload, 150);
            } catch (IOException e) {
                s.close();
                throw e;
            }
        }
        return new LocalServer(s, d, w, ws.serverConfig().listeners());
    }

    public AgtpServer server() {
        return server;
    }

    public Dispatcher dispatcher() {
        return dispatcher;
    }

    /**
     * Starts the A2T listener (A2T §6-§7) beside the AGTP one, on the same dispatcher and with the same bind and TLS
     * rules ({@code options}, usually the AGTP options with another port); it stops with this server. The origins and
     * hosts of the workspace's {@code [listeners]} table are accepted besides those of {@code options}.
     */
    public A2tHttpServer startA2t(ServerOptions options, ToolVersions versions) throws InterruptedException {
        A2tHttpServer a2t = new A2tHttpServer(
                        options.withOrigins(options.origins().plus(configured)),
                        new A2tService(dispatcher, versions),
                        server.events())
                .start();
        listeners.add(a2t);
        return a2t;
    }

    @Override
    public void close() {
        if (watcher != null) {
            watcher.close();
        }
        for (AutoCloseable l : listeners) {
            try {
                l.close();
            } catch (Exception ignored) {
                // closing a listener that already failed
            }
        }
        server.close();
    }
}
