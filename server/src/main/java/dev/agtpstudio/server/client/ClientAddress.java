package dev.agtpstudio.server.client;

import dev.agtpstudio.core.net.Schemes;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a client command accepts as a place to connect to: the schemes it supports and a host that is a DNS name or an
 * IP address. Everything else ({@code ftp://}, {@code gopher://}, {@code /etc/passwd} as a host) is refused here with a
 * sentence, before anything is sent (exit 2 in the CLI).
 */
public final class ClientAddress {
    private static final Pattern DNS =
            Pattern.compile("(?i)[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\\.?");
    private static final Pattern IPV6 = Pattern.compile("(?i)[0-9a-f:.]+(?:%[a-z0-9]+)?");

    private ClientAddress() {}

    /** The scheme of {@code text} (lower case), else null ({@link Schemes#of}). */
    public static String schemeOf(String text) {
        return Schemes.of(text);
    }

    /** Throws when {@code text} has a scheme outside {@code allowed} ({@link Schemes#require}). */
    public static void requireScheme(String text, Set<String> allowed) {
        Schemes.require(text, allowed);
    }

    /** {@code text} as a URI with one of the {@code allowed} schemes and a valid host. */
    public static URI uri(String text, Set<String> allowed) {
        requireScheme(text, allowed);
        URI u;
        try {
            u = new URI(text);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("'" + text + "' is not a URL: " + e.getReason());
        }
        if (u.getScheme() == null) {
            throw new IllegalArgumentException(
                    "'" + text + "' is not a URL with a scheme (" + String.join(", ", allowed) + ")");
        }
        requireHost(u.getHost() == null ? "" : u.getHost(), text);
        return u;
    }

    /** Throws unless {@code host} is a DNS name, an IPv4 address or an IPv6 literal (brackets optional). */
    public static String requireHost(String host, String given) {
        String h = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        boolean ok = !h.isEmpty()
                && h.length() <= 253
                && (DNS.matcher(h).matches()
                        || (h.contains(":") && IPV6.matcher(h).matches()));
        if (!ok) {
            throw new IllegalArgumentException("'" + given + "': '" + host + "' is not a host name or IP address");
        }
        return h;
    }

    /** {@code port} when it is 1-65535. */
    public static int requirePort(int port, String given) {
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("'" + given + "': the port must be 1-65535");
        }
        return port;
    }
}
