package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** The spec's server URLs with their {@code {variables}} replaced by the declared defaults. */
public final class ServerUrls {
    /** Host used when the spec has no absolute server URL; review must replace it. */
    public static final String PLACEHOLDER = "https://upstream.example.invalid";

    private ServerUrls() {
    }

    private static String host(String url) {
        try {
            return java.net.URI.create(url).getHost();
        } catch (IllegalArgumentException e) {
            return null;
        }
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
                    url = url.replace("{" + v.getKey() + "}", def.asText());
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
                flags.add(new Flag(FlagCode.SERVER_CHOICE, "handler.url", "server " + i + " of " + servers.size()
                        + " (" + url + ") was used; others: " + servers));
            }
        }
        if (url.startsWith("http://")) {
            flags.add(new Flag(FlagCode.SERVER_NOT_HTTPS, "handler.url", url + " is plain http; rewritten to https"));
            url = "https://" + url.substring("http://".length());
        } else if (!url.startsWith("https://")) {
            flags.add(new Flag(FlagCode.SERVER_RELATIVE, "handler.url", "server URL \"" + url
                    + "\" is not absolute; " + PLACEHOLDER + " stands in for the host"));
            url = PLACEHOLDER + (url.startsWith("/") ? url : url.isEmpty() ? "" : "/" + url);
        }
        if (url.contains("{")) {
            url = url.replaceAll("\\{[^}]*}", "x");
        }
        if (host(url) == null) {
            // A server whose host is itself a placeholder (a variable default such as "<upload_url>").
            flags.add(new Flag(FlagCode.SERVER_RELATIVE, "handler.url", "server URL \"" + url + "\" has no usable "
                    + "host; " + PLACEHOLDER + " stands in for it"));
            url = PLACEHOLDER;
        }
        while (url.endsWith("/")) {
            url = url.substring(0, url.length() - 1);
        }
        return url;
    }
}
