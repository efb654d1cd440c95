package dev.agtpstudio.core.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.model.AgisDocument;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Imports the AGIS draft's illustrative brace notation:
 * <pre>
 * BOOK /reservation {
 *   semantic { intent: "..."  actor: agent  confidence_guidance: 0.85 }
 *   input { required: [restaurant_id (int), party_size (int)]  optional: [notes] }
 *   output { reservation_id, status }
 *   errors { reservation_unavailable, restaurant_not_found }
 * }
 * vocabulary { declared_verbs: [BOOK]  domain: hospitality }
 * </pre>
 * into the same tree the YAML form gives, then maps it with the AGIS mapper. {@code output { a, b }} becomes the
 * shorthand {@code {required: [a, b]}}; {@code errors { ... }} a list. Problems are {@code parse/syntax} diagnostics.
 */
public final class AgisBraceImporter {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final Pattern HEADER = Pattern.compile("\\G([A-Z][A-Z0-9_]*)[ \\t]+(/[^\\s{]*)[ \\t]*(?=\\{)");
    private static final Pattern IDENT = Pattern.compile("\\G[A-Za-z_][A-Za-z0-9_.\\-]*");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?");

    private final SourceText source;
    private final String t;
    private final DiagnosticSink sink;
    private final LoaderLimits limits;
    private final LocationMap.Builder locations = LocationMap.builder();
    private int pos;

    private AgisBraceImporter(SourceText source, LoaderLimits limits) {
        this.source = source;
        this.t = source.text();
        this.sink = new DiagnosticSink(source);
        this.limits = limits;
    }

    /** True when {@code text} looks like the brace notation (an endpoint header {@code VERB /path {}}). */
    public static boolean looksLikeBraceNotation(String text) {
        return Pattern.compile("(?m)^\\s*[A-Z][A-Z0-9_]*[ \\t]+/\\S*[ \\t]*\\{")
                .matcher(text)
                .find();
    }

    public static LoadedFile<AgisDocument> load(SourceText source) {
        return load(source, LoaderLimits.DEFAULT);
    }

    public static LoadedFile<AgisDocument> load(SourceText source, LoaderLimits limits) {
        AgisBraceImporter p = new AgisBraceImporter(source, limits);
        ObjectNode root = p.document();
        LocationMap map = p.locations.build();
        AgisDocument doc = new AgisMapper(new TreeFields(map, p.sink)).map(root, AgisDocument.SourceFormat.YAML);
        return new LoadedFile<>(source, FileKind.AGIS, doc, map, p.sink.all());
    }

    private ObjectNode document() {
        ObjectNode root = F.objectNode();
        ArrayNode endpoints = null;
        skip();
        while (pos < t.length()) {
            int start = pos;
            Matcher h = HEADER.matcher(t).region(pos, t.length());
            if (h.lookingAt()) {
                if (endpoints == null) {
                    endpoints = root.putArray("endpoints");
                    locations.put("/endpoints", null, source.range(start, start));
                }
                String path = KeyPaths.child("/endpoints", endpoints.size());
                ObjectNode ep = F.objectNode();
                ep.put("method", h.group(1));
                ep.put("path", h.group(2));
                locations.put(path + "/method", null, source.range(h.start(1), h.end(1)));
                locations.put(path + "/path", null, source.range(h.start(2), h.end(2)));
                pos = h.end();
                block(ep, path, 1, "endpoint");
                locations.put(path, null, source.range(start, pos));
                endpoints.add(ep);
            } else if (!entry(root, "", 0)) {
                error(pos, "Expected `VERB /path {`, `name {` or `name: value`.");
                skipLine();
            }
            skip();
        }
        return root;
    }

    /** Reads {@code {...}} into {@code obj}: entries, nested blocks, or bare comma-separated names. */
    private void block(ObjectNode obj, String path, int depth, String kind) {
        if (depth > limits.maxNestingDepth()) {
            error(pos, "Blocks nest deeper than " + limits.maxNestingDepth() + " levels.");
            pos = t.length();
            return;
        }
        int open = pos;
        pos++; // '{'
        ArrayNode bare = null;
        skip();
        while (pos < t.length() && t.charAt(pos) != '}') {
            int before = pos;
            if (!entry(obj, path, depth)) {
                String item = bareItem();
                if (item.isEmpty()) {
                    error(pos, "Unexpected `" + t.charAt(pos) + "` in a block.");
                    pos++;
                } else {
                    if (bare == null) {
                        bare = F.arrayNode();
                    }
                    locations.put(
                            KeyPaths.child(path + bareSuffix(kind), bare.size()),
                            null,
                            source.range(before, before + item.length()));
                    bare.add(item.trim());
                }
            }
            skip();
            if (pos < t.length() && t.charAt(pos) == ',') {
                pos++;
                skip();
            }
        }
        if (pos >= t.length()) {
            error(open, "This `{` is never closed.");
        } else {
            pos++;
        }
        if (bare != null) {
            if (kind.equals("output") || kind.equals("input")) {
                obj.set("required", bare);
            } else {
                obj.set("items", bare);
            }
        }
    }

    private static String bareSuffix(String kind) {
        return kind.equals("output") || kind.equals("input") ? "/required" : "";
    }

    /** {@code key: value} or {@code key { ... }}; false (position unchanged) when neither is here. */
    private boolean entry(ObjectNode obj, String path, int depth) {
        Matcher m = IDENT.matcher(t).region(pos, t.length());
        if (!m.lookingAt()) {
            return false;
        }
        int keyStart = pos;
        String key = m.group();
        int after = skipBlanks(m.end());
        if (after >= t.length() || (t.charAt(after) != ':' && t.charAt(after) != '{')) {
            return false;
        }
        String kp = KeyPaths.child(path, key);
        if (t.charAt(after) == '{') {
            pos = after;
            ObjectNode child = F.objectNode();
            block(child, kp, depth + 1, key);
            JsonNode value = child;
            if (key.equals("errors") && child.has("items")) {
                value = child.get("items");
            } else if (child.size() == 1 && child.has("items")) {
                value = child.get("items");
            }
            obj.set(key, value);
            locations.put(kp, source.range(keyStart, m.end()), source.range(after, pos));
            return true;
        }
        pos = skipBlanks(after + 1);
        int vs = pos;
        JsonNode v = value(kp);
        obj.set(key, v);
        locations.put(kp, source.range(keyStart, m.end()), source.range(vs, pos));
        return true;
    }

    private JsonNode value(String path) {
        if (pos >= t.length()) {
            return F.textNode("");
        }
        char c = t.charAt(pos);
        if (c == '"' || c == '\'') {
            int e = quotedEnd(pos);
            if (e > t.length()) {
                error(pos, "This string is never closed.");
                e = t.length();
            }
            String s = t.substring(pos + 1, Math.max(pos + 1, e - 1)).replaceAll("\\s*\\R\\s*", " ");
            pos = e;
            return F.textNode(s);
        }
        if (c == '[') {
            ArrayNode a = F.arrayNode();
            int close = TomlScanner.bracketEnd(t, pos);
            String inner = t.substring(pos + 1, Math.max(pos + 1, close - 1));
            int base = pos + 1;
            int depth = 0;
            int itemStart = 0;
            for (int i = 0; i <= inner.length(); i++) {
                char d = i < inner.length() ? inner.charAt(i) : ',';
                if (d == '"' || d == '\'') {
                    int q = inner.indexOf(d, i + 1);
                    i = q < 0 ? inner.length() - 1 : q;
                    continue;
                }
                if (d == '[' || d == '(') {
                    depth++;
                } else if (d == ']' || d == ')') {
                    depth--;
                } else if (d == ',' && depth <= 0) {
                    String item = inner.substring(itemStart, i).trim();
                    if (!item.isEmpty()) {
                        int off = base
                                + itemStart
                                + (inner.substring(itemStart, i).indexOf(item));
                        locations.put(KeyPaths.child(path, a.size()), null, source.range(off, off + item.length()));
                        a.add(unquote(item));
                    }
                    itemStart = i + 1;
                }
            }
            if (close >= t.length() && t.charAt(close - 1) != ']') {
                error(pos, "This `[` is never closed.");
            }
            pos = close;
            return a;
        }
        int e = pos;
        while (e < t.length() && t.charAt(e) != '\n' && t.charAt(e) != '\r' && t.charAt(e) != '}') {
            e++;
        }
        String raw = t.substring(pos, e).trim();
        pos = pos + t.substring(pos, e).stripTrailing().length();
        if (raw.equals("true") || raw.equals("false")) {
            return F.booleanNode(raw.equals("true"));
        }
        if (NUMBER.matcher(raw).matches()) {
            return raw.contains(".") || raw.contains("e") || raw.contains("E")
                    ? F.numberNode(Double.parseDouble(raw))
                    : JsonNodes.number(Long.parseLong(raw));
        }
        return F.textNode(raw);
    }

    /** Offset just past the quoted text at {@code at} (which may span lines), or length+1 when unclosed. */
    private int quotedEnd(int at) {
        char q = t.charAt(at);
        for (int i = at + 1; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '\\' && q == '"') {
                i++;
            } else if (c == q) {
                return i + 1;
            }
        }
        return t.length() + 1;
    }

    private static String unquote(String s) {
        if (s.length() >= 2 && (s.charAt(0) == '"' || s.charAt(0) == '\'') && s.charAt(s.length() - 1) == s.charAt(0)) {
            return s.substring(1, s.length() - 1);
        }
        return s;
    }

    /** A bare item of a list block: text up to a comma, a closing brace or the end of the line. */
    private String bareItem() {
        int s = pos;
        int depth = 0;
        while (pos < t.length()) {
            char c = t.charAt(pos);
            if (c == '(' || c == '[') {
                depth++;
            } else if ((c == ')' || c == ']') && depth > 0) {
                depth--;
            } else if (depth == 0 && (c == ',' || c == '}' || c == '\n' || c == '\r' || c == '{')) {
                break;
            }
            pos++;
        }
        return t.substring(s, pos).stripTrailing();
    }

    private void skip() {
        while (pos < t.length()) {
            char c = t.charAt(pos);
            if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '#' || (c == '/' && pos + 1 < t.length() && t.charAt(pos + 1) == '/')) {
                skipLine();
            } else {
                break;
            }
        }
    }

    private void skipLine() {
        while (pos < t.length() && t.charAt(pos) != '\n') {
            pos++;
        }
    }

    private int skipBlanks(int i) {
        while (i < t.length() && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private void error(int at, String msg) {
        sink.error(
                ParseRules.SYNTAX, source.range(at, Math.min(t.length(), at + 1)), "", "AGIS brace notation: " + msg);
    }
}
