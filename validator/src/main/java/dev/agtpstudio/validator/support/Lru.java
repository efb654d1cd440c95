package dev.agtpstudio.validator.support;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Bounded caches that keep what was used last. */
public final class Lru {
    private Lru() {}

    /** A synchronised map that keeps the {@code capacity} entries used last. */
    public static <K, V> Map<K, V> map(int capacity) {
        return Collections.synchronizedMap(new LinkedHashMap<>(Math.min(capacity, 256), 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> e) {
                return size() > capacity;
            }
        });
    }
}
