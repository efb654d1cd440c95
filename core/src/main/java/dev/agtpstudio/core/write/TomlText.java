package dev.agtpstudio.core.write;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Formats TOML keys and values (strings, numbers, arrays, inline tables from JSON trees or plain Java values). */
public final class TomlText {
    /** Arrays of strings longer than this go one element per line. */
    static final int LINE_WIDTH = 80;

    private TomlText() {}

    /** A key, bare when it may be, else quoted. */
    public static String key(String k) {
        if (!k.isEmpty()
                && k.chars()
                        .allMatch(c -> (c >= 'A' && c <= 'Z')
                                || (c >= 'a' && c <= 'z')
                                || (c >= '0' && c <= '9')
                                || c == '_'
                                || c == '-')) {
            return k;
        }
        return string(k);
    }

    /** A basic string with TOML's escapes. */
    public static String string(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        sb.append(String.format("\\u%04X", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    static String number(double d) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        return Double.toString(d);
    }

    /** {@code key = [...]}, on one line when short, else one element per line with a trailing comma. */
    static String stringArray(String key, List<String> values) {
        StringBuilder one = new StringBuilder(key(key)).append(" = [");
        for (int i = 0; i < values.size(); i++) {
            one.append(i == 0 ? "" : ", ").append(string(values.get(i)));
        }
        one.append(']');
        if (one.length() <= LINE_WIDTH || values.size() < 2) {
            return one.toString();
        }
        StringBuilder multi = new StringBuilder(key(key)).append(" = [\n");
        for (String v : values) {
            multi.append("  ").append(string(v)).append(",\n");
        }
        return multi.append(']').toString();
    }

    /** True when {@code n} can be written as TOML (TOML has no null). */
    static boolean representable(JsonNode n) {
        if (n == null || n.isNull() || n.isMissingNode() || n.isBinary() || n.isPojo()) {
            return false;
        }
        if (n.isContainerNode()) {
            for (JsonNode c : n) {
                if (!representable(c)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A JSON value as a TOML value; objects become inline tables. */
    static String json(JsonNode n) {
        if (n.isTextual()) {
            return string(n.asText());
        }
        if (n.isBoolean()) {
            return Boolean.toString(n.booleanValue());
        }
        if (n.isIntegralNumber()) {
            return n.asText();
        }
        if (n.isNumber()) {
            return number(n.doubleValue());
        }
        if (n.isArray()) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < n.size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(json(n.get(i)));
            }
            return sb.append(']').toString();
        }
        if (n.isObject()) {
            if (n.isEmpty()) {
                return "{}";
            }
            StringBuilder sb = new StringBuilder("{ ");
            Iterator<Map.Entry<String, JsonNode>> it = n.fields();
            boolean first = true;
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                sb.append(first ? "" : ", ")
                        .append(key(e.getKey()))
                        .append(" = ")
                        .append(json(e.getValue()));
                first = false;
            }
            return sb.append(" }").toString();
        }
        throw new IllegalArgumentException("TOML cannot hold " + n.getNodeType());
    }

    /** A plain Java value (as the TOML parser and the loaders give them) as a TOML value. */
    static String plain(Object v) {
        if (v instanceof String s) {
            return string(s);
        }
        if (v instanceof Double d) {
            return number(d);
        }
        if (v instanceof Number || v instanceof Boolean || v instanceof java.time.temporal.Temporal) {
            return v.toString();
        }
        if (v instanceof List<?> l) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < l.size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(plain(l.get(i)));
            }
            return sb.append(']').toString();
        }
        if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) {
                return "{}";
            }
            StringBuilder sb = new StringBuilder("{ ");
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(first ? "" : ", ")
                        .append(key(String.valueOf(e.getKey())))
                        .append(" = ")
                        .append(plain(e.getValue()));
                first = false;
            }
            return sb.append(" }").toString();
        }
        return string(String.valueOf(v));
    }
}
