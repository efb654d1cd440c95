package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.toml.TomlArray;
import dev.agtpstudio.core.toml.TomlTable;
import java.time.temporal.Temporal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Typed reads from a parsed TOML tree. A value of the wrong TOML type yields a {@code parse/type} diagnostic at the
 * value's range and null; an absent key yields null silently (the validator decides what is required).
 */
final class TomlFields {
    private final TomlDocument doc;
    private final DiagnosticSink sink;

    TomlFields(TomlDocument doc, DiagnosticSink sink) {
        this.doc = doc;
        this.sink = sink;
    }

    DiagnosticSink sink() {
        return sink;
    }

    TomlDocument doc() {
        return doc;
    }

    Object raw(TomlTable t, String key) {
        return t == null ? null : t.get(key);
    }

    String string(TomlTable t, String key, String path) {
        Object v = raw(t, key);
        if (v == null || v instanceof String) {
            return (String) v;
        }
        typeError(path, key, "a string", v);
        return null;
    }

    /** A string, or a TOML date/time kept as its text (for keys like {@code issued}). */
    String stringOrDate(TomlTable t, String key, String path) {
        Object v = raw(t, key);
        if (v instanceof Temporal) {
            return v.toString();
        }
        return string(t, key, path);
    }

    Double number(TomlTable t, String key, String path) {
        Object v = raw(t, key);
        if (v == null) {
            return null;
        }
        if (v instanceof Long l) {
            return l.doubleValue();
        }
        if (v instanceof Double d) {
            return d;
        }
        typeError(path, key, "a number", v);
        return null;
    }

    Long integer(TomlTable t, String key, String path) {
        Object v = raw(t, key);
        if (v == null || v instanceof Long) {
            return (Long) v;
        }
        typeError(path, key, "an integer", v);
        return null;
    }

    Boolean bool(TomlTable t, String key, String path) {
        Object v = raw(t, key);
        if (v == null || v instanceof Boolean) {
            return (Boolean) v;
        }
        typeError(path, key, "true or false", v);
        return null;
    }

    TomlTable table(TomlTable t, String key, String path) {
        Object v = raw(t, key);
        if (v == null || v instanceof TomlTable) {
            return (TomlTable) v;
        }
        typeError(path, key, "a table", v);
        return null;
    }

    /** An array of tables ({@code [[a.b]]} or an array of inline tables); non-table entries are reported and null. */
    List<TomlTable> tables(TomlTable t, String key, String path) {
        Object v = raw(t, key);
        if (v == null) {
            return null;
        }
        if (!(v instanceof TomlArray a)) {
            typeError(path, key, "an array of tables ([[" + key + "]])", v);
            return null;
        }
        List<TomlTable> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            Object e = a.get(i);
            if (e instanceof TomlTable tt) {
                out.add(tt);
            } else {
                typeError(KeyPaths.child(path, i), key + "[" + i + "]", "a table", e);
                out.add(null);
            }
        }
        return out;
    }

    /**
     * Reads every table of an array of tables with {@code read(table, keyPath)}, in order; entries that are not
     * tables are reported (by {@link #tables}) and skipped. An absent key gives an empty list.
     */
    <T> List<T> eachTable(
            TomlTable t, String key, String path, java.util.function.BiFunction<TomlTable, String, T> read) {
        List<TomlTable> ts = tables(t, key, path);
        List<T> out = new ArrayList<>();
        if (ts == null) {
            return out;
        }
        for (int i = 0; i < ts.size(); i++) {
            if (ts.get(i) != null) {
                out.add(read.apply(ts.get(i), KeyPaths.child(path, i)));
            }
        }
        return out;
    }

    /** A flat string array; non-string entries are reported and dropped. */
    List<String> strings(TomlTable t, String key, String path) {
        Object v = raw(t, key);
        if (v == null) {
            return null;
        }
        if (!(v instanceof TomlArray a)) {
            typeError(path, key, "an array of strings", v);
            return null;
        }
        return stringsOf(a, key, path);
    }

    List<String> stringsOf(TomlArray a, String key, String path) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            Object e = a.get(i);
            if (e instanceof String s) {
                out.add(s);
            } else {
                typeError(KeyPaths.child(path, i), key + "[" + i + "]", "a string", e);
            }
        }
        return out;
    }

    /** A table of string values (headers, transforms, error_map); non-string values are reported and dropped. */
    Map<String, String> stringMap(TomlTable t, String key, String path) {
        TomlTable m = table(t, key, path);
        if (m == null) {
            return null;
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (String k : m.keySet()) {
            Object v = m.get(k);
            if (v instanceof String s) {
                out.put(k, s);
            } else {
                typeError(KeyPaths.child(path, k), k, "a string", v);
            }
        }
        return out;
    }

    /** Warns about keys of {@code t} outside {@code known}, suggesting the nearest known key. */
    void unknownKeys(TomlTable t, String path, Collection<String> known, String where) {
        if (t == null) {
            return;
        }
        for (String k : t.keySet()) {
            if (!known.contains(k)) {
                unknownKey(path, k, known, where);
            }
        }
    }

    void unknownKey(String path, String k, Collection<String> known, String where) {
        String p = KeyPaths.child(path, k);
        String near = nearest(k, known);
        sink.add(
                ParseRules.UNKNOWN_KEY,
                Severity.WARNING,
                doc.walked().keyRangeFor(p),
                p,
                "Unknown key `" + k + "` in " + where
                        + (near != null
                                ? "; did you mean `" + near + "`?"
                                : "; known keys: " + String.join(", ", known) + "."));
    }

    static String nearest(String k, Collection<String> known) {
        String best = null;
        int bestD = Integer.MAX_VALUE;
        int cap = Math.max(2, k.length() / 3 + 1);
        for (String c : known) {
            int d = dev.agtpstudio.core.catalog.Levenshtein.distance(k.toLowerCase(java.util.Locale.ROOT), c, cap + 1);
            if (d <= cap && d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return best;
    }

    void typeError(String path, String key, String expected, Object found) {
        sink.error(
                ParseRules.TYPE,
                doc.rangeOf(path),
                path,
                "`" + key + "` must be " + expected + ", found " + describe(found) + ".");
    }

    static String describe(Object v) {
        if (v == null) {
            return "nothing";
        }
        if (v instanceof String s) {
            return "the string \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
        }
        if (v instanceof Long l) {
            return "the integer " + l;
        }
        if (v instanceof Double d) {
            return "the number " + d;
        }
        if (v instanceof Boolean b) {
            return "the boolean " + b;
        }
        if (v instanceof TomlArray) {
            return "an array";
        }
        if (v instanceof TomlTable) {
            return "a table";
        }
        if (v instanceof Temporal) {
            return "the date/time " + v;
        }
        return v.getClass().getSimpleName();
    }

    static Set<String> set(String... keys) {
        return new java.util.LinkedHashSet<>(List.of(keys));
    }
}
