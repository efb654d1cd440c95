package dev.agtpstudio.app.server;

import dev.agtpstudio.server.client.request.RequestBuilder;
import dev.agtpstudio.server.client.request.RequestProblem;
import dev.agtpstudio.server.client.request.Transport;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Where the invoke panel sends and how: the local server (its bound port and its own TLS setting) or a typed host and
 * port with the TLS box, and the transport (AGTP, or the local server's A2T or MCP listener).
 */
final class InvokeTarget {
    private final IntSupplier localPort;
    private BooleanSupplier localTls = () -> false;
    private LocalTools localTools = LocalTools.NONE;
    final BooleanProperty tls = new SimpleBooleanProperty();
    final BooleanProperty useLocalServer = new SimpleBooleanProperty(true);
    final ObjectProperty<Transport> transport = new SimpleObjectProperty<>(Transport.AGTP);
    final StringProperty host = new SimpleStringProperty("127.0.0.1");
    final StringProperty port = new SimpleStringProperty(String.valueOf(ConsoleOptions.DEFAULT_PORT));

    /** A host and port to send to (port -1 or 0 when unknown); the problems were added to the caller's lists. */
    record Address(String host, int port) {}

    InvokeTarget(IntSupplier localPort) {
        this.localPort = localPort;
    }

    int localPort() {
        return localPort.getAsInt();
    }

    void setLocalTls(BooleanSupplier servingTls) {
        this.localTls = servingTls;
    }

    void setLocalTools(LocalTools tools) {
        this.localTools = tools;
    }

    LocalTools localTools() {
        return localTools;
    }

    /** Whether a send now goes over TLS: the local server's own setting, or the TLS box for another host. */
    boolean sendsTls() {
        return useLocalServer.get() ? localTls.getAsBoolean() : tls.get();
    }

    /** Whether a send now trusts a self-signed certificate: only the local server's own. */
    boolean trustsSelfSigned() {
        return useLocalServer.get() && sendsTls();
    }

    /** The host and port a send goes to now, {@code {{name}}} variables filled from {@code vars}. */
    Address resolve(Map<String, String> vars, String envName, List<String> problems, List<RequestProblem> located) {
        if (useLocalServer.get()) {
            int p = localPort.getAsInt();
            if (p <= 0) {
                problems.add(
                        "the local server is not running: start it in the Server console, or untick 'Local server'");
            }
            return new Address("127.0.0.1", p);
        }
        String h = RequestBuilder.fill(host.get() == null ? "" : host.get().trim(), vars, envName, "host", located);
        if (h.isEmpty()) {
            problems.add("host is empty");
        }
        return new Address(
                h,
                RequestBuilder.port(RequestBuilder.fill(port.get(), vars, envName, "port", located), "port", located));
    }

    /** Why the transport cannot be used now ({@code hasEndpoint}: the request addresses a workspace endpoint), or null. */
    String transportProblem(boolean hasEndpoint) {
        Transport t = transport.get();
        if (t == Transport.AGTP) {
            return null;
        }
        if (!useLocalServer.get()) {
            return t.name() + " goes to the local server's " + t.name() + " listener: tick 'Local server'";
        }
        return hasEndpoint
                ? null
                : "pick an endpoint of the workspace: " + t.name() + " calls a tool, and each tool is an endpoint";
    }

    /** Sets host, port and local choice to what {@code host}/{@code port} name (null: keep the field). */
    void point(boolean local, String h, String p) {
        useLocalServer.set(local);
        if (h != null) {
            host.set(h);
        }
        if (p != null) {
            port.set(p);
        }
    }
}
