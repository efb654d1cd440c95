package dev.agtpstudio.server.net;

import dev.agtpstudio.server.wire.WireLimits;
import java.time.Duration;

/**
 * How the server listens. Binds 127.0.0.1 unless {@code bindAddress} is set and {@code allowNonLoopback} is true.
 *
 * @param port              0 picks an ephemeral port
 * @param idleTimeout       a connection with no request for this long is closed (default 60 s, bindings-00)
 * @param requestReadTimeout a request whose bytes do not all arrive within this time is answered 400 and closed
 * @param tls               serve TLS 1.3 with a generated self-signed certificate
 * @param load              connection cap, body memory budget and body read rate
 * @param budget            the process-wide connection budget this listener draws from (default: the process's)
 * @param origins           the Origin and Host values an HTTP listener accepts (default: loopback only)
 */
public record ServerOptions(
        String bindAddress,
        int port,
        boolean allowNonLoopback,
        boolean tls,
        Duration idleTimeout,
        Duration requestReadTimeout,
        WireLimits limits,
        int workerThreads,
        LoadLimits load,
        ConnectionBudget budget,
        OriginPolicy origins) {

    public ServerOptions {
        load = load == null ? LoadLimits.DEFAULT : load;
        budget = budget == null ? ConnectionBudget.process() : budget;
        origins = origins == null ? OriginPolicy.LOOPBACK : origins;
    }

    /** The options before the process budget and the origin policy existed (defaults for those). */
    public ServerOptions(
            String bindAddress,
            int port,
            boolean allowNonLoopback,
            boolean tls,
            Duration idleTimeout,
            Duration requestReadTimeout,
            WireLimits limits,
            int workerThreads,
            LoadLimits load) {
        this(
                bindAddress,
                port,
                allowNonLoopback,
                tls,
                idleTimeout,
                requestReadTimeout,
                limits,
                workerThreads,
                load,
                null,
                null);
    }

    /** The options before load limits existed (defaults for those). */
    public ServerOptions(
            String bindAddress,
            int port,
            boolean allowNonLoopback,
            boolean tls,
            Duration idleTimeout,
            Duration requestReadTimeout,
            WireLimits limits,
            int workerThreads) {
        this(
                bindAddress,
                port,
                allowNonLoopback,
                tls,
                idleTimeout,
                requestReadTimeout,
                limits,
                workerThreads,
                LoadLimits.DEFAULT,
                null,
                null);
    }

    public static final int DEFAULT_PORT = 4480;

    public static ServerOptions defaults() {
        return new ServerOptions(
                "127.0.0.1",
                DEFAULT_PORT,
                false,
                false,
                Duration.ofSeconds(60),
                Duration.ofSeconds(10),
                WireLimits.DEFAULT,
                0,
                LoadLimits.DEFAULT,
                null,
                null);
    }

    public ServerOptions withPort(int p) {
        return new ServerOptions(
                bindAddress,
                p,
                allowNonLoopback,
                tls,
                idleTimeout,
                requestReadTimeout,
                limits,
                workerThreads,
                load,
                budget,
                origins);
    }

    public ServerOptions withBind(String address, boolean allow) {
        return new ServerOptions(
                address,
                port,
                allow,
                tls,
                idleTimeout,
                requestReadTimeout,
                limits,
                workerThreads,
                load,
                budget,
                origins);
    }

    public ServerOptions withTls(boolean t) {
        return new ServerOptions(
                bindAddress,
                port,
                allowNonLoopback,
                t,
                idleTimeout,
                requestReadTimeout,
                limits,
                workerThreads,
                load,
                budget,
                origins);
    }

    public ServerOptions withTimeouts(Duration idle, Duration read) {
        return new ServerOptions(
                bindAddress, port, allowNonLoopback, tls, idle, read, limits, workerThreads, load, budget, origins);
    }

    public ServerOptions withLimits(WireLimits l) {
        return new ServerOptions(
                bindAddress,
                port,
                allowNonLoopback,
                tls,
                idleTimeout,
                requestReadTimeout,
                l,
                workerThreads,
                load,
                budget,
                origins);
    }

    public ServerOptions withLoad(LoadLimits l) {
        return new ServerOptions(
                bindAddress,
                port,
                allowNonLoopback,
                tls,
                idleTimeout,
                requestReadTimeout,
                limits,
                workerThreads,
                l,
                budget,
                origins);
    }

    public ServerOptions withWorkerThreads(int n) {
        return new ServerOptions(
                bindAddress,
                port,
                allowNonLoopback,
                tls,
                idleTimeout,
                requestReadTimeout,
                limits,
                n,
                load,
                budget,
                origins);
    }

    public ServerOptions withBudget(ConnectionBudget b) {
        return new ServerOptions(
                bindAddress,
                port,
                allowNonLoopback,
                tls,
                idleTimeout,
                requestReadTimeout,
                limits,
                workerThreads,
                load,
                b,
                origins);
    }

    public ServerOptions withOrigins(OriginPolicy o) {
        return new ServerOptions(
                bindAddress,
                port,
                allowNonLoopback,
                tls,
                idleTimeout,
                requestReadTimeout,
                limits,
                workerThreads,
                load,
                budget,
                o);
    }
}
