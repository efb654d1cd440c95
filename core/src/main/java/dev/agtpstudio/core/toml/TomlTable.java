package dev.agtpstudio.core.toml;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A TOML table: keys in source order, each with its value (String, Long, Double, Boolean, a java.time value,
 * {@link TomlArray} or {@link TomlTable}) and the spans of its key and value. A table opened by a header or made
 * by a dotted key has no value span; its key span is where the key first appears.
 */
public final class TomlTable {
    /** How a table came to be, which decides how it may be extended (TOML 1.0.0 "Table", "Inline Table"). */
    enum Kind {
        /** Made on the way to a deeper header ({@code a} in {@code [a.b]}); may still get its own header once. */
        IMPLICIT,
        /** Opened by a {@code [header]} or {@code [[header]]}. */
        HEADER,
        /** Made by a dotted key ({@code a} in {@code a.b = 1}); dotted keys of the same section may extend it. */
        DOTTED,
        /** Written inline ({@code {a = 1}}); complete, never extended. */
        INLINE
    }

    /** One key of a table. */
    private static final class Entry {
        final Object value;
        final Span key;
        final Span valueSpan;

        Entry(Object value, Span key, Span valueSpan) {
            this.value = value;
            this.key = key;
            this.valueSpan = valueSpan;
        }
    }

    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private Kind kind;
    private Span header;

    TomlTable(Kind kind) {
        this.kind = kind;
    }

    /** An empty table (what a parse of an empty text gives). */
    public static TomlTable empty() {
        return new TomlTable(Kind.HEADER);
    }

    Kind kind() {
        return kind;
    }

    void kind(Kind k) {
        kind = k;
    }

    void header(Span span) {
        header = span;
    }

    /** The {@code [header]} or {@code [[header]]} that opened this table, or null (root, dotted or inline table). */
    public Span headerSpan() {
        return header;
    }

    void put(String key, Object value, Span keySpan, Span valueSpan) {
        entries.put(key, new Entry(value, keySpan, valueSpan));
    }

    /** The keys in source order. */
    public Set<String> keySet() {
        return Collections.unmodifiableSet(entries.keySet());
    }

    /** The value of {@code key} (one key, never split at dots), or null. */
    public Object get(String key) {
        Entry e = entries.get(key);
        return e == null ? null : e.value;
    }

    public boolean contains(String key) {
        return entries.containsKey(key);
    }

    public int size() {
        return entries.size();
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /** Where {@code key} is written (the segment of a dotted key or header), or null. */
    public Span keySpan(String key) {
        Entry e = entries.get(key);
        return e == null ? null : e.key;
    }

    /** Where the value of {@code key} is written, or null for a table opened by a header or a dotted key. */
    public Span valueSpan(String key) {
        Entry e = entries.get(key);
        return e == null ? null : e.valueSpan;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        for (Map.Entry<String, Entry> e : entries.entrySet()) {
            b.append(b.length() > 1 ? ", " : "").append(e.getKey()).append('=').append(e.getValue().value);
        }
        return b.append('}').toString();
    }
}
