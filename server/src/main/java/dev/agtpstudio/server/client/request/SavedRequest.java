package dev.agtpstudio.server.client.request;

import dev.agtpstudio.core.toml.TomlTable;
import dev.agtpstudio.core.write.TomlText;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A request a designer keeps: one small TOML file per request in the workspace's {@code requests/} folder
 * (docs/invoke.md "Saved requests"). Top-level {@code method}, {@code path}, {@code via} ({@code AGTP}, {@code A2T},
 * {@code MCP}), optional {@code host} and {@code port} (absent: the panel's target, or the CLI's {@code --host} and
 * {@code --port}), {@code body} (JSON text, usually a multi-line literal string) and a {@code [headers]} table. Any
 * value may hold {@code {{name}}} variables of an environment.
 */
public record SavedRequest(RequestSpec spec, String host, String port, Locations locations) {
    private static final Set<String> KEYS = Set.of("method", "path", "via", "host", "port", "body", "headers");

    public SavedRequest {
        host = blankToNull(host);
        port = blankToNull(port);
        locations = locations == null ? Locations.NONE : locations;
    }

    public SavedRequest(RequestSpec spec, String host, String port) {
        this(spec, host, port, null);
    }

    /** Where each field's value starts in the file a request was read from (none for a request not read from one). */
    public static final class Locations {
        static final Locations NONE = new Locations(null, Map.of());
        private final RequestFile fields;
        private final Map<String, Integer> valueStarts;

        Locations(RequestFile fields, Map<String, Integer> valueStarts) {
            this.fields = fields;
            this.valueStarts = valueStarts;
        }

        /** {@code FILE:LINE:COLUMN: field: message}; the file alone when the field is not in it. */
        public String locate(RequestProblem p) {
            if (fields == null) {
                return p.toString();
            }
            Integer start = valueStarts.get(p.field());
            if (start == null || start < 0) {
                return fields.file + ": " + p;
            }
            return fields.at(fields.offsetInValue(start, p.offset())) + ": " + p;
        }
    }

    /** Reads a saved request; any problem is a {@link RequestFileException} located in {@code file}. */
    public static SavedRequest parse(Path file, String text) throws RequestFileException {
        RequestFile f = RequestFile.parse(file, text);
        TomlTable root = f.root;
        for (String k : root.keySet()) {
            if (!KEYS.contains(k)) {
                throw f.error(
                        root.keySpan(k) == null ? 0 : root.keySpan(k).start(),
                        "unknown key '" + k
                                + "' (a saved request has method, path, via, host, port, body and [headers])");
            }
        }
        Map<String, Integer> starts = new LinkedHashMap<>();
        for (String k : new String[] {"method", "path", "via", "host", "port", "body"}) {
            if (root.contains(k)) {
                starts.put(k, RequestFile.valueStart(root, k));
            }
        }
        String method = f.string(root, "method", "key");
        if (method == null || method.isBlank()) {
            throw f.error(0, "a saved request needs a method (method = \"QUERY\")");
        }
        Transport via = Transport.AGTP;
        String viaText = f.string(root, "via", "key");
        if (viaText != null) {
            try {
                via = Transport.valueOf(viaText.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw f.error(starts.get("via"), "via is AGTP, A2T or MCP, not '" + viaText + "'");
            }
        }
        Map<String, String> headers = new LinkedHashMap<>();
        Object h = root.get("headers");
        if (h != null && !(h instanceof TomlTable)) {
            throw f.error(RequestFile.valueStart(root, "headers"), "headers is a table of NAME = \"value\"");
        }
        if (h instanceof TomlTable ht) {
            for (String name : ht.keySet()) {
                String value = f.string(ht, name, "header");
                headers.put(name, value);
                starts.put("header " + name, RequestFile.valueStart(ht, name));
            }
        }
        RequestSpec spec =
                new RequestSpec(method, f.string(root, "path", "key"), headers, f.string(root, "body", "key"), via);
        return new SavedRequest(
                spec, f.string(root, "host", "key"), f.string(root, "port", "key"), new Locations(f, starts));
    }

    /** {@code FILE:LINE:COLUMN: field: message} for a problem of this request (plain when not read from a file). */
    public String locate(RequestProblem p) {
        return locations.locate(p);
    }

    /** The file's text: a comment naming the format, then the keys in a fixed order (plain, diffable). */
    public String toToml() {
        StringBuilder sb = new StringBuilder(
                "# A saved request of AGTP Studio (docs/invoke.md). {{name}} is a variable of the chosen environment.\n");
        sb.append("method = ").append(TomlText.string(spec.method())).append('\n');
        if (!spec.path().isEmpty()) {
            sb.append("path = ").append(TomlText.string(spec.path())).append('\n');
        }
        if (spec.via() != Transport.AGTP) {
            sb.append("via = ").append(TomlText.string(spec.via().name())).append('\n');
        }
        if (host != null) {
            sb.append("host = ").append(TomlText.string(host)).append('\n');
        }
        if (port != null) {
            sb.append("port = ").append(TomlText.string(port)).append('\n');
        }
        if (!spec.body().isEmpty()) {
            sb.append("body = ").append(multiline(spec.body())).append('\n');
        }
        if (!spec.headers().isEmpty()) {
            sb.append("\n[headers]\n");
            spec.headers()
                    .forEach((k, v) -> sb.append(TomlText.key(k))
                            .append(" = ")
                            .append(TomlText.string(v))
                            .append('\n'));
        }
        return sb.toString();
    }

    /** A multi-line literal string when the text allows one (no {@code '''}, no control characters but tab and newline). */
    private static String multiline(String body) {
        boolean literal = !body.contains("'''")
                && !body.endsWith("'")
                && body.chars().allMatch(c -> c >= 0x20 && c != 0x7f || c == '\n' || c == '\t');
        return literal && body.contains("\n") ? "'''\n" + body + "'''" : TomlText.string(body);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
