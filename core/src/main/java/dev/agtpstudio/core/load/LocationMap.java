package dev.agtpstudio.core.load;

import dev.agtpstudio.core.text.TextRange;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Key path to source location for one file. Key paths are JSON-pointer-like: {@code /endpoint/semantic/intent},
 * {@code /endpoint/input/required/0/name}, {@code /endpoints/2/method}. Immutable once built.
 */
public final class LocationMap {
    public static final LocationMap EMPTY = new LocationMap(Map.of());

    private final Map<String, Location> map;

    private LocationMap(Map<String, Location> map) {
        this.map = map;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Location get(String keyPath) {
        return map.get(keyPath);
    }

    /** The key's range, or null. */
    public TextRange key(String keyPath) {
        Location l = map.get(keyPath);
        return l == null ? null : l.key();
    }

    /** The value's range, or null. */
    public TextRange value(String keyPath) {
        Location l = map.get(keyPath);
        return l == null ? null : l.value();
    }

    /**
     * The best range to underline for {@code keyPath}: its value, else its key, else the nearest ancestor's key
     * (a missing field is reported at the table that should hold it), else the start of the file.
     */
    public TextRange rangeFor(String keyPath) {
        String p = keyPath == null ? "" : keyPath;
        Location l = map.get(p);
        if (l != null && l.best() != null) {
            return l.best();
        }
        while (!p.isEmpty()) {
            int slash = p.lastIndexOf('/');
            p = slash <= 0 ? "" : p.substring(0, slash);
            Location a = map.get(p);
            if (a != null) {
                return a.key() != null ? a.key() : a.value();
            }
        }
        return TextRange.FILE_START;
    }

    /** The key's range if known, else {@link #rangeFor}. Rules about a key's name (not its value) use this. */
    public TextRange keyRangeFor(String keyPath) {
        TextRange k = key(keyPath);
        return k != null ? k : rangeFor(keyPath);
    }

    public boolean contains(String keyPath) {
        return map.containsKey(keyPath);
    }

    public Map<String, Location> asMap() {
        return map;
    }

    public int size() {
        return map.size();
    }

    /** Collects locations while a loader walks a file. */
    public static final class Builder {
        private final Map<String, Location> map = new LinkedHashMap<>();

        public Builder put(String keyPath, TextRange key, TextRange value) {
            map.put(keyPath, new Location(key, value));
            return this;
        }

        public Builder putKey(String keyPath, TextRange key) {
            Location old = map.get(keyPath);
            map.put(keyPath, new Location(key, old == null ? null : old.value()));
            return this;
        }

        public Builder putValue(String keyPath, TextRange value) {
            Location old = map.get(keyPath);
            map.put(keyPath, new Location(old == null ? null : old.key(), value));
            return this;
        }

        public LocationMap build() {
            return new LocationMap(Collections.unmodifiableMap(new LinkedHashMap<>(map)));
        }
    }
}
