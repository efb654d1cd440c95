package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.model.PathTemplate;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** The spec's server URLs with their {@code {variables}} replaced by the declared defaults. */
public final class ServerUrls {
    /** Host used when the spec has no absolute server URL; review must replace it. */
    public static final String PLACEHOLDER = "https://upstream.example.invalid";

    private ServerUrls() {}

    private static String host(String url) {
        try {
            return java.net.URI.create(url).getHost();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** True for the loopback hosts a local mock runs on (the only hosts plain http is kept for). */
    public static boolean loopback(String url) {
        return dev.agtpstudio.core.model.HandlerBinding.isLoopbackUrl(url);
    }

    /**
     * Why {@code --upstream} cannot be used as every handler's base URL, or null when it can: an absolute https URL,
     * or http on loopback (a local mock such as Prism; the server calls it only with --allow-http-upstreams). The
     * message starts with the URL, so the CLI (after {@code --upstream}) and the import wizard (at its field) both
     * can show it.
     */
    public static String upstreamProblem(String url) {
        String h = host(url);
        if (url == null || h == null || h.isEmpty()) {
            return url + " is not an absolute URL with a host (e.g. https://sandbox.example.com/v1)";
        }
        if (url.contains("?") || url.contains("#") || PathTemplate.hasTemplate(url)) {
            return url + " has a query, fragment or template; give the base URL only";
        }
        if (url.startsWith("http://") && !loopback(url)) {
            return url + " is plain http on a host that is not loopback; AGTP-API §12.3 requires "
                    + "https (plain http is kept for 127.0.0.1, localhost and [::1] only)";
        }
        if (!url.startsWith("http://") && !url.startsWith("https://")) {
            return url + " is neither https:// nor http:// on loopback";
        }
        return null;
    }

    /** The {@code --upstream} base URL without trailing slashes; see {@link #upstreamProblem}. */
    public static String upstream(String url) {
        String problem = upstreamProblem(url);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return url.replaceAll("/+$", "");
    }

    public static List<String> describe(JsonNode root) {
        List<String> out = new ArrayList<>();
        for (JsonNode s : root.path("servers")) {
            String url = s.path("url").asText("");
            JsonNode vars = s.path("variables");
            for (Iterator<Map.Entry<String, JsonNode>> it = vars.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> v = it.next();
                JsonNode def = v.getValue().path("default");
                if (!def.isMissingNode()) {
                    url = PathTemplate.expand(url, n -> n.equals(v.getKey()) ? def.asText() : null);
                }
            }
            out.add(url);
        }
        return out;
    }

    /** The base URL to call (https, no trailing slash), with flags for what had to change. */
    public static String choose(List<String> servers, int index, List<Flag> flags) {
        String url;
        if (servers.isEmpty()) {
            url = "";
        } else {
            int i = Math.max(0, Math.min(index, servers.size() - 1));
            url = servers.get(i);
            if (servers.size() > 1) {
                flags.add(new Flag(
                        FlagCode.SERVER_CHOICE,
                        "handler.url",
                        "server " + i + " of " + servers.size() + " (" + url + ") was used; others: " + servers));
            }
        }
        if (url.startsWith("//")) {
            // A scheme-relative (network-path) reference, "//kubernetes.local": the host is there, the scheme is not.
            flags.add(new Flag(
                    FlagCode.SERVER_RELATIVE,
                    "handler.url",
                    "server URL \"" + url + "\" names no " + "scheme; https:// was assumed"));
            url = "https:" + url;
        }
        if (url.startsWith("http://") && loopback(url)) {
            flags.add(new Flag(
                    FlagCode.SERVER_NOT_HTTPS,
                    "handler.url",
                    url + " is plain http on loopback (a local "
                            + "mock); kept: the server calls it only with --allow-http-upstreams"));
        } else if (url.startsWith("http://")) {
            flags.add(new Flag(FlagCode.SERVER_NOT_HTTPS, "handler.url", url + " is plain http; rewritten to https"));
            url = "https://" + url.substring("http://".length());
        } else if (!url.startsWith("https://") && !url.startsWith("http://")) {
            flags.add(new Flag(
                    FlagCode.SERVER_RELATIVE,
                    "handler.url",
                    "server URL \"" + url + "\" is not absolute; " + PLACEHOLDER + " stands in for the host"));
            url = PLACEHOLDER + (url.startsWith("/") ? url : url.isEmpty() ? "" : "/" + url);
        }
        url = PathTemplate.blank(url, "x");
        if (host(url) == null) {
            // A server whose host is itself a placeholder (a variable default such as "<upload_url>").
            flags.add(new Flag(
                    FlagCode.SERVER_RELATIVE,
                    "handler.url",
                    "server URL \"" + url + "\" has no usable " + "host; " + PLACEHOLDER + " stands in for it"));
            url = PLACEHOLDER;
        }
        while (url.endsWith("/")) {
            url = url.substring(0, url.length() - 1);
        }
        return url;
    }
}
