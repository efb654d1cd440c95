package dev.agtpstudio.conformance;

import dev.agtpstudio.server.client.ClientAddress;
import dev.agtpstudio.server.client.ClientOptions;
import java.net.URI;
import java.time.Duration;
import java.util.Set;

/**
 * The server under test: {@code host:port}, {@code host} (port 4480, core §Transport), or an {@code agtp://} URI.
 *
 * @param insecure with TLS, accept any certificate (a local self-signed one)
 */
public record Target(String host, int port, boolean tls, boolean insecure) {
    public static final int DEFAULT_PORT = 4480;
    /** The only scheme a target may be written with; {@code ftp://}, {@code http://} and the rest are refused. */
    public static final Set<String> SCHEMES = Set.of("agtp");

    /** Parses {@code host:port}, {@code [v6]:port}, {@code host} or {@code agtp://host[:port]}. */
    public static Target parse(String text, boolean tls, boolean insecure) {
        String s = text.trim();
        if (s.isEmpty()) {
            throw new IllegalArgumentException("the target is empty; give HOST:PORT");
        }
        if (s.contains("://")) {
            URI u = ClientAddress.uri(s, SCHEMES);
            return new Target(
                    ClientAddress.requireHost(u.getHost(), text),
                    u.getPort() < 0 ? DEFAULT_PORT : u.getPort(),
                    tls,
                    insecure);
        }
        int colon = s.lastIndexOf(':');
        if (colon < 0 || (s.startsWith("[") && !s.contains("]:")) || (!s.startsWith("[") && s.indexOf(':') != colon)) {
            return new Target(ClientAddress.requireHost(s, text), DEFAULT_PORT, tls, insecure);
        }
        String host = s.substring(0, colon).replace("[", "").replace("]", "");
        int port;
        try {
            port = Integer.parseInt(s.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "': the port is not a number");
        }
        if (port < 1 || port > 65535 || host.isEmpty()) {
            throw new IllegalArgumentException("'" + text + "': expected HOST:PORT with a port 1-65535");
        }
        return new Target(ClientAddress.requireHost(host, text), port, tls, insecure);
    }

    public ClientOptions clientOptions(Duration timeout) {
        return ClientOptions.loopback(port)
                .withHost(host)
                .withTls(tls, insecure)
                .withTimeout(timeout);
    }

    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
