package dev.agtpstudio.app.server;

import dev.agtpstudio.app.validation.DiscoveryRanking;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.dispatch.ContractCheck;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.dispatch.RegistryBuilder;
import dev.agtpstudio.server.net.AgtpServer;
import dev.agtpstudio.server.net.ServerListener;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.Validators;
import java.net.BindException;
import java.util.List;

/**
 * The server module's dispatcher and Netty listener on an in-memory workspace snapshot (the IDE's saved files, not
 * a folder watcher): started on the requested loopback port, or on an ephemeral one when that port is busy.
 */
public final class EmbeddedServer implements AutoCloseable {
    private final AgtpServer server;
    private final Dispatcher dispatcher;
    private final boolean fellBack;

    private EmbeddedServer(AgtpServer server, Dispatcher dispatcher, boolean fellBack) {
        this.server = server;
        this.dispatcher = dispatcher;
        this.fellBack = fellBack;
    }

    public static EmbeddedServer start(Workspace ws, ConsoleOptions options, ServerListener listener) throws Exception {
        DispatchOptions d = options.dispatchOptions();
        ContractCheck check = ContractCheck.of(Validators.standard(new ValidationOptions(d.environment())), d.allowLoopbackHttpUpstreams());
        Dispatcher dispatcher = new Dispatcher(ws, d, check, DiscoveryRanking.forCatalog(ws.catalog()));
        AgtpServer server = new AgtpServer(options.serverOptions(options.port()), dispatcher);
        server.addListener(listener);
        dispatcher.attach(server.events());
        try {
            server.start();
            return new EmbeddedServer(server, dispatcher, false);
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
        return new EmbeddedServer(ephemeral, dispatcher, true);
    }

    /** Re-registers every endpoint of {@code ws}; returns the refused files. */
    public List<RegistryBuilder.Refusal> reload(Workspace ws) {
        return dispatcher.reload(ws);
    }

    public List<RegistryBuilder.Refusal> refusals() {
        return dispatcher.refusals();
    }

    /** The registered routes as "METHOD /path", sorted. */
    public java.util.SortedSet<String> routeNames() {
        java.util.SortedSet<String> out = new java.util.TreeSet<>();
        dispatcher.registry().routes().forEach(r -> out.add(r.endpoint().method() + " " + r.endpoint().path()));
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
        server.close();
    }
}
