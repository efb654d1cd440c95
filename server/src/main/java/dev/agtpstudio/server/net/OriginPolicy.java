package dev.agtpstudio.server.net;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Which {@code Origin} and {@code Host} values an HTTP listener (A2T, MCP HTTP) accepts, as the MCP Streamable HTTP
 * transport asks of a local server (foreign Origin -> 403) and against DNS rebinding (foreign Host -> 403):
 * loopback origins and hosts ({@code localhost}, {@code 127.0.0.0/8}, {@code [::1]}, any port) always, plus the
 * configured ones. A request without {@code Origin} (not a browser) passes the origin check; {@code Origin: null}
 * (sandboxed or file pages) does not. See docs/decisions/0431.
 *
 * @param origins extra origins accepted, each {@code scheme://host[:port]} as browsers send it, or {@code *} for any
 * @param hosts   extra host names accepted in {@code Host} (any port), or {@code *} for any
 */
public record OriginPolicy(List<String> origins, List<String> hosts) {
    public static final OriginPolicy LOOPBACK = new OriginPolicy(List.of(), List.of());

    public OriginPolicy {
        origins = origins == null
                ? List.of()
                : origins.stream().map(OriginPolicy::normalOrigin).toList();
        hosts = hosts == null
                ? List.of()
                : hosts.stream().map(h -> h.trim().toLowerCase(Locale.ROOT)).toList();
    }

    /** A refused request: the code and message of the 403 (or 400 for a missing or doubled Host). */
    public record Refusal(int status, String code, String message) {}

    /** The same policy with more origins and hosts (the server config's and the command line's together). */
    public OriginPolicy plus(List<String> moreOrigins, List<String> moreHosts) {
        List<String> o = new java.util.ArrayList<>(origins);
        o.addAll(moreOrigins == null ? List.of() : moreOrigins);
        List<String> h = new java.util.ArrayList<>(hosts);
        h.addAll(moreHosts == null ? List.of() : moreHosts);
        return new OriginPolicy(o, h);
    }

    /** The same policy with the workspace's {@code [listeners]} origins and hosts added. */
    public OriginPolicy plus(dev.agtpstudio.core.model.ServerConfig.Listeners configured) {
        return plus(configured.allowedOrigins(), configured.allowedHosts());
    }

    /**
     * Checks one request's {@code Origin} values and {@code Host} values. {@code anyHost} is true on a listener bound
     * beyond loopback with no hosts configured: clients then reach it by names this policy cannot know.
     */
    public Optional<Refusal> check(
            List<String> originValues, List<String> hostValues, boolean http11, boolean anyHost) {
        if (hostValues.size() > 1) {
            return Optional.of(new Refusal(400, "invalid-host", "the request has more than one Host header"));
        }
        if (hostValues.isEmpty() && http11) {
            return Optional.of(
                    new Refusal(400, "invalid-host", "an HTTP/1.1 request needs a Host header (RFC 9112 §3.2)"));
        }
        if (!hostValues.isEmpty() && !anyHost && !hostAllowed(hostValues.get(0))) {
            return Optional.of(new Refusal(
                    403,
                    "host-not-allowed",
                    "the Host '" + abbreviate(hostValues.get(0))
                            + "' is not one this server answers to (loopback names and the configured allowed hosts)"));
        }
        if (originValues.size() > 1) {
            return Optional.of(new Refusal(403, "origin-not-allowed", "the request has more than one Origin header"));
        }
        if (!originValues.isEmpty() && !originAllowed(originValues.get(0))) {
            return Optional.of(new Refusal(
                    403,
                    "origin-not-allowed",
                    "requests from the origin '" + abbreviate(originValues.get(0))
                            + "' are not accepted (loopback origins and the configured allowed origins are)"));
        }
        return Optional.empty();
    }

    boolean originAllowed(String origin) {
        String o = normalOrigin(origin);
        if (origins.contains("*") || origins.contains(o)) {
            return true;
        }
        try {
            URI u = new URI(o);
            String scheme = u.getScheme();
            return u.getHost() != null
                    && ("http".equals(scheme) || "https".equals(scheme))
                    && u.getRawPath().isEmpty()
                    && u.getRawQuery() == null
                    && u.getRawUserInfo() == null
                    && isLoopbackName(u.getHost());
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    boolean hostAllowed(String hostHeader) {
        String h = hostHeader.trim().toLowerCase(Locale.ROOT);
        String name;
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            if (end < 0 || !portOrNothing(h.substring(end + 1))) {
                return false;
            }
            name = h.substring(0, end + 1);
        } else {
            int colon = h.indexOf(':');
            if (colon >= 0 && !portOrNothing(h.substring(colon))) {
                return false;
            }
            name = colon < 0 ? h : h.substring(0, colon);
        }
        return hosts.contains("*") || hosts.contains(name) || isLoopbackName(name);
    }

    private static boolean portOrNothing(String s) {
        return s.isEmpty() || s.matches(":\\d{1,5}");
    }

    /** {@code localhost}, an address in 127.0.0.0/8 or {@code [::1]}; no name lookup. */
    static boolean isLoopbackName(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        return h.equals("localhost")
                || h.equals("[::1]")
                || h.equals("::1")
                || h.matches(
                        "127\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)");
    }

    private static String normalOrigin(String o) {
        String t = o.trim().toLowerCase(Locale.ROOT);
        return t.endsWith("/") ? t.substring(0, t.length() - 1) : t;
    }

    private static String abbreviate(String s) {
        String printable = s.replaceAll("[^\\x20-\\x7e]", "?");
        return printable.length() <= 80 ? printable : printable.substring(0, 77) + "...";
    }
}
