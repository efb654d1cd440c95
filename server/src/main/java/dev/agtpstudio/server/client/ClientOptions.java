package dev.agtpstudio.server.client;

import dev.agtpstudio.server.wire.WireLimits;
import java.time.Duration;

/**
 * Where and how to connect.
 *
 * @param insecure with TLS, accept any server certificate (for the local server's self-signed one)
 */
public record ClientOptions(String host, int port, boolean tls, boolean insecure, Duration timeout, WireLimits limits) {

    public static ClientOptions loopback(int port) {
        return new ClientOptions("127.0.0.1", port, false, false, Duration.ofSeconds(30), new WireLimits(64 * 1024, 200, 64 * 1024 * 1024));
    }

    public ClientOptions withTls(boolean t, boolean insec) {
        return new ClientOptions(host, port, t, insec, timeout, limits);
    }

    public ClientOptions withHost(String h) {
        return new ClientOptions(h, port, tls, insecure, timeout, limits);
    }

    public ClientOptions withTimeout(Duration d) {
        return new ClientOptions(host, port, tls, insecure, d, limits);
    }
}
