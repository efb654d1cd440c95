package dev.agtpstudio.server.wire;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * An ordered list of {@code Name: value} headers as they appeared on the wire. Lookup ignores case; when a name
 * repeats, {@link #get} returns the last value (the reference's rule for identically spelled repeats, applied to
 * every repeat; see docs/decisions/0040).
 */
public final class Headers {
    private final List<Map.Entry<String, String>> entries;

    private Headers(List<Map.Entry<String, String>> entries) {
        this.entries = entries;
    }

    public static Headers of(List<Map.Entry<String, String>> entries) {
        return new Headers(List.copyOf(entries));
    }

    public static Headers empty() {
        return new Headers(List.of());
    }

    public static Builder builder() {
        return new Builder();
    }

    public Optional<String> get(String name) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).getKey().equalsIgnoreCase(name)) {
                return Optional.of(entries.get(i).getValue());
            }
        }
        return Optional.empty();
    }

    public String getOrNull(String name) {
        return get(name).orElse(null);
    }

    public boolean has(String name) {
        return get(name).isPresent();
    }

    /** Every value of {@code name}, in wire order. */
    public List<String> all(String name) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, String> e : entries) {
            if (e.getKey().equalsIgnoreCase(name)) {
                out.add(e.getValue());
            }
        }
        return out;
    }

    public List<Map.Entry<String, String>> entries() {
        return Collections.unmodifiableList(entries);
    }

    public int size() {
        return entries.size();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        entries.forEach(e -> b.add(e.getKey(), e.getValue()));
        return b;
    }

    @Override
    public String toString() {
        return entries.toString();
    }

    /** Builds headers in order; {@link #set} replaces every earlier value of the same name (ignoring case). */
    public static final class Builder {
        private final List<Map.Entry<String, String>> entries = new ArrayList<>();

        public Builder add(String name, String value) {
            entries.add(Map.entry(name, value));
            return this;
        }

        public Builder set(String name, String value) {
            remove(name);
            return add(name, value);
        }

        public Builder remove(String name) {
            String lower = name.toLowerCase(Locale.ROOT);
            entries.removeIf(e -> e.getKey().toLowerCase(Locale.ROOT).equals(lower));
            return this;
        }

        public boolean has(String name) {
            return entries.stream().anyMatch(e -> e.getKey().equalsIgnoreCase(name));
        }

        public Headers build() {
            return new Headers(List.copyOf(entries));
        }
    }
}
