package dev.agtpstudio.core.toml;

import java.util.ArrayList;
import java.util.List;

/**
 * A TOML array: a static array written as a value ({@code [1, "a"]}; mixed types allowed), or an array of tables
 * built by {@code [[header]]}s. Each element has a span: its value, or for an array of tables its whole header.
 */
public final class TomlArray {
    private final List<Object> values = new ArrayList<>();
    private final List<Span> spans = new ArrayList<>();
    private final boolean ofTables;

    TomlArray(boolean ofTables) {
        this.ofTables = ofTables;
    }

    void add(Object value, Span span) {
        values.add(value);
        spans.add(span);
    }

    /** True for an array of tables built by {@code [[header]]}s (each element's span is its header). */
    public boolean ofTableHeaders() {
        return ofTables;
    }

    public int size() {
        return values.size();
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    public Object get(int i) {
        return values.get(i);
    }

    public boolean isTable(int i) {
        return values.get(i) instanceof TomlTable;
    }

    /** Element {@code i} as a table, or null when it is something else. */
    public TomlTable getTable(int i) {
        return values.get(i) instanceof TomlTable t ? t : null;
    }

    /** Where element {@code i} is written: its value, or its {@code [[header]]}. */
    public Span span(int i) {
        return spans.get(i);
    }

    TomlTable last() {
        return (TomlTable) values.get(values.size() - 1);
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
