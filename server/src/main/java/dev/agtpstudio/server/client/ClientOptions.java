package dev.agtpstudio.server.client;

import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.server.wire.WireLimits;
import java.time.Duration;

/**
 * Where and how to connect.
 *
 * @param insecure with TLS, accept any server certificate (for the local server's self-signed one)
 * @param timeout  bound of one exchange when no {@code deadline} is given (connect, send, the whole answer)
 * @param limits   head size, header count and the largest answer body read ({@link #DEFAULT_MAX_BODY})
 * @param deadline a bound shared by every exchange of a run (a command's {@code --timeout}), or null
 */
public record ClientOptions(
        String host, int port, boolean tls, boolean insecure, Duration timeout, WireLimits limits, Deadline deadline) {
    /** The largest answer body a client reads; a larger one is refused unread (docs/decisions/0440). */
    public static final int DEFAULT_MAX_BODY = 16 * 1024 * 1024;

    public static ClientOptions loopback(int port) {
        return new ClientOptions(
                "127.0.0.1",
                port,
                false,
                false,
                Duration.ofSeconds(30),
                new WireLimits(64 * 1024, 200, DEFAULT_MAX_BODY),
                null);
    }

    /**
     * An {@code http}/{@code https} base URL ({@code https://127.0.0.1:4481}) as options: its host and port (80 or
     * 443 when none is given), TLS for {@code https}; {@code trustAny} as {@link #insecure}.
     */
    public static ClientOptions http(java.net.URI base, boolean trustAny) {
        boolean https = "https".equalsIgnoreCase(base.getScheme());
        if (!https && !"http".equalsIgnoreCase(base.getScheme()) || base.getHost() == null) {
            throw new IllegalArgumentException("not an http or https URL: " + base);
        }
        int port = base.getPort() > 0 ? base.getPort() : https ? 443 : 80;
        return loopback(port).withHost(base.getHost()).withTls(https, https && trustAny);
    }

    public ClientOptions withTls(boolean t, boolean insec) {
        return new ClientOptions(host, port, t, insec, timeout, limits, deadline);
    }

    public ClientOptions withHost(String h) {
        return new ClientOptions(h, port, tls, insecure, timeout, limits, deadline);
    }

    public ClientOptions withTimeout(Duration d) {
        return new ClientOptions(host, port, tls, insecure, d, limits, deadline);
    }

    /** Every exchange with these options ends by {@code d} (and by {@link #timeout} after it starts). */
    public ClientOptions withDeadline(Deadline d) {
        return new ClientOptions(host, port, tls, insecure, timeout, limits, d);
    }

    public ClientOptions withMaxBody(int bytes) {
        return new ClientOptions(
                host,
                port,
                tls,
                insecure,
                timeout,
                new WireLimits(limits.maxHeaderBlockBytes(), limits.maxHeaderCount(), bytes),
                deadline);
    }

    /** The bound of one exchange starting now: {@link #timeout} from now, or the run's deadline if that is earlier. */
    public Deadline exchangeDeadline() {
        return deadline == null ? Deadline.after(timeout) : deadline.atMost(timeout);
    }
}
