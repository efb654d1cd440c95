package dev.agtpstudio.app.server;

import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.dispatch.RegistryBuilder;
import dev.agtpstudio.server.net.ExchangeEvent;
import dev.agtpstudio.server.net.ServerListener;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The server console without its controls: start/stop on a background thread, the status line, the refused files
 * (always visible), hot reload when a newer saved snapshot arrives, and the live request log. Server events arrive on
 * network threads and are handed to the {@code fx} executor.
 */
public final class ServerConsoleViewModel {
    static final int MAX_ROWS = 2000;

    private final ExecutorService worker;
    private final Executor fx;
    private final Supplier<Workspace> savedWorkspace;
    private final Supplier<Map<String, String>> environment;
    private final StringProperty port = new SimpleStringProperty(String.valueOf(ConsoleOptions.DEFAULT_PORT));
    /** The A2T and MCP listeners' ports as typed; "0" (the default) picks a free one. */
    private final StringProperty a2tPort = new SimpleStringProperty("0");

    private final StringProperty mcpPort = new SimpleStringProperty("0");
    private final BooleanProperty strictOutput = new SimpleBooleanProperty();
    private final BooleanProperty scopeRequired262 = new SimpleBooleanProperty();
    private final BooleanProperty allowLoopbackHttp = new SimpleBooleanProperty();
    private final BooleanProperty tls = new SimpleBooleanProperty();
    private final ReadOnlyBooleanWrapper servingTls = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyIntegerWrapper boundPort = new ReadOnlyIntegerWrapper(-1);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("Stopped.");
    private final ObservableList<String> refusals = FXCollections.observableArrayList();
    private final ObservableList<EmbeddedServer.Listener> listeners = FXCollections.observableArrayList();
    private final javafx.beans.property.ReadOnlyObjectWrapper<RouteChange> lastChange =
            new javafx.beans.property.ReadOnlyObjectWrapper<>();
    private final ObservableList<LogEntry> log = FXCollections.observableArrayList();
    private final ServerListener listener = new ServerListener() {
        @Override
        public void onExchange(ExchangeEvent event) {
            LogEntry row = LogEntry.of(event);
            fx.execute(() -> addRow(row));
        }
    };
    private volatile EmbeddedServer server;
    private Map<java.nio.file.Path, Integer> servedFingerprint;

    /**
     * @param worker         the console's own single thread (starts, stops and reloads run there)
     * @param savedWorkspace the current saved snapshot of the open workspace (null when none is open); read on fx
     * @param environment    the preferences' environment for ${VAR} placeholders, read at each start
     */
    public ServerConsoleViewModel(
            ExecutorService worker,
            Executor fx,
            Supplier<Workspace> savedWorkspace,
            Supplier<Map<String, String>> environment) {
        this.worker = worker;
        this.fx = fx;
        this.savedWorkspace = savedWorkspace;
        this.environment = environment;
    }

    public StringProperty portProperty() {
        return port;
    }

    /** The A2T listener's port (as {@code agtp-studio serve --a2t-port}; 0 = any free port). */
    public StringProperty a2tPortProperty() {
        return a2tPort;
    }

    /** The MCP streamable HTTP endpoint's port (as {@code agtp-studio mcp --http}; 0 = any free port). */
    public StringProperty mcpPortProperty() {
        return mcpPort;
    }

    public BooleanProperty strictOutputProperty() {
        return strictOutput;
    }

    public BooleanProperty scopeRequired262Property() {
        return scopeRequired262;
    }

    public BooleanProperty allowLoopbackHttpProperty() {
        return allowLoopbackHttp;
    }

    /** Serve TLS with a self-signed certificate (takes effect at the next start). */
    public BooleanProperty tlsProperty() {
        return tls;
    }

    /** True while the running server speaks TLS (the invoke panel then connects with TLS). */
    public ReadOnlyBooleanProperty servingTlsProperty() {
        return servingTls.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The bound port while running, -1 otherwise. */
    public ReadOnlyIntegerProperty boundPortProperty() {
        return boundPort.getReadOnlyProperty();
    }

    /** What the last hot reload changed in the served routes (null before the first reload). */
    public javafx.beans.property.ReadOnlyObjectProperty<RouteChange> lastChangeProperty() {
        return lastChange.getReadOnlyProperty();
    }

    /** The listeners while running (AGTP, A2T, MCP with their URLs); empty when stopped. */
    public ObservableList<EmbeddedServer.Listener> listeners() {
        return listeners;
    }

    /** The URL of the running {@code protocol} listener (see {@link EmbeddedServer.Listener}), or null. */
    public String listenerUrl(String protocol) {
        return listeners.stream()
                .filter(l -> l.protocol().equals(protocol))
                .map(EmbeddedServer.Listener::url)
                .findFirst()
                .orElse(null);
    }

    /**
     * PROPOSE evaluated by the running server's evaluator with nothing stored, or, while it is stopped, by the one a
     * server of {@code saved} would run (any thread; docs/decisions/0545).
     */
    public dev.agtpstudio.server.dispatch.Replies.Reply dryRunProposal(
            Workspace saved,
            dev.agtpstudio.server.dispatch.DispatchOptions options,
            com.fasterxml.jackson.databind.JsonNode body,
            String authorityScope) {
        EmbeddedServer s = server;
        return s != null
                ? s.dryRunProposal(body, authorityScope)
                : EmbeddedServer.dryRunProposal(saved, options, body, authorityScope);
    }

    /** The dispatch options a start would use now: the console's switches and the preferences' environment (FX thread). */
    public dev.agtpstudio.server.dispatch.DispatchOptions dispatchOptions() {
        return new ConsoleOptions(
                        0,
                        strictOutput.get(),
                        scopeRequired262.get(),
                        allowLoopbackHttp.get(),
                        environment.get(),
                        tls.get(),
                        0,
                        0)
                .dispatchOptions();
    }

    /** The running server's tool for endpoint {@code METHOD template} (any thread); empty when stopped or not served. */
    public java.util.Optional<dev.agtpstudio.server.tools.Tool> tool(String method, String template) {
        EmbeddedServer s = server;
        return s == null ? java.util.Optional.empty() : s.tool(method, template);
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** One line per refused file: which endpoint, which file, and every reason. */
    public ObservableList<String> refusals() {
        return refusals;
    }

    public ObservableList<LogEntry> log() {
        return log;
    }

    public void clearLog() {
        log.clear();
    }

    /** Starts the server on the saved snapshot of the open workspace (call on fx). */
    public void start() {
        if (running.get() || busy.get()) {
            return;
        }
        Workspace ws = savedWorkspace.get();
        if (ws == null) {
            status.set("Nothing to serve yet: no workspace is open, or the one just opened is still being read.");
            return;
        }
        int p = port("Port", port.get());
        int a2t = port("A2T port", a2tPort.get());
        int mcp = port("MCP port", mcpPort.get());
        if (p < 0 || a2t < 0 || mcp < 0) {
            return;
        }
        if (a2t != 0 && (a2t == p || a2t == mcp) || mcp != 0 && mcp == p) {
            status.set("The AGTP, A2T and MCP listeners need different ports (0 = any free port).");
            return;
        }
        ConsoleOptions o = new ConsoleOptions(
                p,
                strictOutput.get(),
                scopeRequired262.get(),
                allowLoopbackHttp.get(),
                environment.get(),
                tls.get(),
                a2t,
                mcp);
        busy.set(true);
        status.set("Starting on 127.0.0.1:" + p + "\u2026");
        worker.execute(() -> {
            try {
                EmbeddedServer s = EmbeddedServer.start(ws, o, listener);
                List<RegistryBuilder.Refusal> r = s.refusals();
                fx.execute(() -> started(s, ws, r, p, o.tls()));
            } catch (Exception e) {
                fx.execute(() -> {
                    busy.set(false);
                    status.set("Could not start: " + message(e));
                });
            }
        });
    }

    /** The port typed in the field {@code label}, or -1 after saying in the status line what is wrong with it. */
    private int port(String label, String typed) {
        try {
            int p = Integer.parseInt(typed.trim());
            if (p >= 0 && p <= 65535) {
                return p;
            }
        } catch (NumberFormatException | NullPointerException e) {
            // said below
        }
        status.set(label + " must be a number from 0 to 65535 (0 = any free port), not '" + typed + "'.");
        return -1;
    }

    private void started(
            EmbeddedServer s, Workspace ws, List<RegistryBuilder.Refusal> r, int requested, boolean withTls) {
        busy.set(false);
        servingTls.set(withTls);
        server = s;
        servedFingerprint = SavedSnapshot.fingerprint(ws);
        boundPort.set(s.port());
        listeners.setAll(s.listeners());
        showRegistration(s.endpointCount(), r, s.fellBack() ? " (port " + requested + " was busy)" : "", "");
        // Last: whoever waits for "running" (the panel, a test on another thread) finds the port, listeners and
        // status already those of the started server.
        running.set(true);
    }

    private void showRegistration(int endpoints, List<RegistryBuilder.Refusal> r, String portNote, String prefix) {
        refusals.setAll(r.stream().map(RegistryBuilder.Refusal::message).toList());
        status.set(prefix + "Listening on agtp://127.0.0.1:" + boundPort.get() + portNote + " \u2014 " + endpoints
                + (endpoints == 1 ? " endpoint" : " endpoints") + " registered"
                + (r.isEmpty() ? "" : ", " + r.size() + (r.size() == 1 ? " file refused" : " files refused"))
                + (servingTls.get() ? " (TLS 1.3, self-signed certificate)" : ""));
    }

    /** Stops the server (call on fx). */
    public void stop() {
        stop("Stopped.");
    }

    /**
     * The workspace the console served has been replaced by {@code next} (call on fx): the request log, the refused
     * files and the last reload's changes go; a running server is stopped and the status line says why and what
     * Start will serve now. Returns true when a server was running.
     */
    public boolean workspaceReplaced(java.nio.file.Path previous, java.nio.file.Path next) {
        boolean wasRunning = server != null;
        log.clear();
        refusals.clear();
        lastChange.set(null);
        String name = previous == null || previous.getFileName() == null
                ? String.valueOf(previous)
                : previous.getFileName().toString();
        if (wasRunning) {
            stop("Stopped: it served " + name + ", and another workspace was opened"
                    + (next == null ? "." : " (" + next.getFileName() + "). Start serves " + next.getFileName() + "."));
        } else if (!busy.get()) {
            status.set("Stopped.");
        }
        return wasRunning;
    }

    private void stop(String done) {
        EmbeddedServer s = server;
        if (s == null) {
            return;
        }
        server = null;
        servedFingerprint = null;
        running.set(false);
        servingTls.set(false);
        boundPort.set(-1);
        listeners.clear();
        busy.set(true);
        status.set("Stopping\u2026");
        worker.execute(() -> {
            s.close();
            fx.execute(() -> {
                busy.set(false);
                refusals.clear();
                status.set(done);
            });
        });
    }

    /**
     * A new saved snapshot is available (validation finished): re-registers when the saved files differ from what is
     * served. Call on fx.
     */
    public void savedSnapshotChanged(Workspace ws) {
        EmbeddedServer s = server;
        if (s == null || ws == null) {
            return;
        }
        Map<java.nio.file.Path, Integer> fp = SavedSnapshot.fingerprint(ws);
        if (fp.equals(servedFingerprint)) {
            return;
        }
        servedFingerprint = fp;
        worker.execute(() -> {
            java.util.SortedSet<String> before = s.routeNames();
            List<RegistryBuilder.Refusal> r = s.reload(ws);
            int n = s.endpointCount();
            RouteChange change = RouteChange.between(before, s.routeNames());
            fx.execute(() -> {
                if (server == s) {
                    lastChange.set(change);
                    showRegistration(n, r, "", "Reloaded (" + change.describe() + "). ");
                }
            });
        });
    }

    /** Stops the server and waits for it (workspace closed, application quitting). Safe to call from any thread. */
    public void shutdown() {
        EmbeddedServer s = server;
        server = null;
        servedFingerprint = null;
        running.set(false);
        boundPort.set(-1);
        listeners.clear();
        status.set("Stopped.");
        Future<?> f = worker.submit(() -> {
            if (s != null) {
                s.close();
            }
        });
        try {
            f.get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            // stopping anyway: the worker is shut down below
        }
        worker.shutdownNow();
    }

    private void addRow(LogEntry row) {
        log.add(row);
        if (log.size() > MAX_ROWS) {
            log.remove(0, log.size() - MAX_ROWS);
        }
    }

    private static String message(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getMessage() == null) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
