package dev.agtpstudio.core.load;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Typed reads from a YAML/JSON tree with {@code parse/type} diagnostics at the value's range. Scalars are accepted
 * where text is expected (YAML writes {@code version: 1.0} unquoted); mappings and lists are not.
 */
final class TreeFields {
    private final LocationMap locations;
    private final DiagnosticSink sink;

    TreeFields(LocationMap locations, DiagnosticSink sink) {
        this.locations = locations;
        this.sink = sink;
    }

    DiagnosticSink sink() {
        return sink;
    }

    LocationMap locations() {
        return locations;
    }

    static JsonNode get(JsonNode obj, String key) {
        if (obj == null || !obj.isObject()) {
            return null;
        }
        JsonNode v = obj.get(key);
        return v == null || v.isNull() || v.isMissingNode() ? null : v;
    }

    String string(JsonNode obj, String key, String path) {
        JsonNode v = get(obj, key);
        if (v == null) {
            return null;
        }
        if (v.isValueNode()) {
            return v.asText();
        }
        typeError(path, key, "text", v);
        return null;
    }

    Double number(JsonNode obj, String key, String path) {
        JsonNode v = get(obj, key);
        if (v == null) {
            return null;
        }
        if (v.isNumber()) {
            return v.doubleValue();
        }
        typeError(path, key, "a number", v);
        return null;
    }

    Boolean bool(JsonNode obj, String key, String path) {
        JsonNode v = get(obj, key);
        if (v == null) {
            return null;
        }
        if (v.isBoolean()) {
            return v.booleanValue();
        }
        typeError(path, key, "true or false", v);
        return null;
    }

    JsonNode object(JsonNode obj, String key, String path) {
        JsonNode v = get(obj, key);
        if (v == null || v.isObject()) {
            return v;
        }
        typeError(path, key, "a mapping", v);
        return null;
    }

    JsonNode array(JsonNode obj, String key, String path) {
        JsonNode v = get(obj, key);
        if (v == null || v.isArray()) {
            return v;
        }
        typeError(path, key, "a list", v);
        return null;
    }

    /** A list of scalars as text; other entries are reported and dropped. A single scalar counts as a list of one. */
    List<String> strings(JsonNode obj, String key, String path) {
        JsonNode v = get(obj, key);
        if (v == null) {
            return null;
        }
        if (v.isValueNode()) {
            return List.of(v.asText());
        }
        if (!v.isArray()) {
            typeError(path, key, "a list of text values", v);
            return null;
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            JsonNode e = v.get(i);
            if (e.isValueNode() && !e.isNull()) {
                out.add(e.asText());
            } else {
                typeError(KeyPaths.child(path, i), key + "[" + i + "]", "text", e);
            }
        }
        return out;
    }

    void unknownKeys(JsonNode obj, String path, Collection<String> known, String where) {
        if (obj == null || !obj.isObject()) {
            return;
        }
        obj.fieldNames().forEachRemaining(k -> {
            if (!known.contains(k)) {
                String p = KeyPaths.child(path, k);
                String near = TomlFields.nearest(k, known);
                sink.add(
                        ParseRules.UNKNOWN_KEY,
                        Severity.WARNING,
                        locations.keyRangeFor(p),
                        p,
                        "Unknown key `" + k + "` in " + where
                                + (near != null
                                        ? "; did you mean `" + near + "`?"
                                        : "; known keys: " + String.join(", ", known) + "."));
            }
        });
    }

    void typeError(String path, String key, String expected, JsonNode found) {
        sink.error(
                ParseRules.TYPE,
                locations.rangeFor(path),
                path,
                "`" + key + "` must be " + expected + ", found " + describe(found) + ".");
    }

    static String describe(JsonNode v) {
        if (v == null || v.isNull()) {
            return "nothing";
        }
        if (v.isObject()) {
            return "a mapping";
        }
        if (v.isArray()) {
            return "a list";
        }
        if (v.isTextual()) {
            String s = v.asText();
            return "the text \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
        }
        return (v.isBoolean() ? "the boolean " : "the number ") + v.asText();
    }
}
