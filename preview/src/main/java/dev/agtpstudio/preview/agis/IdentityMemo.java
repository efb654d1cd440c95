package dev.agtpstudio.preview.agis;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * Remembers what was derived from each immutable input object (a loaded endpoint declaration, an AGIS endpoint)
 * during the last pass, by identity: a workspace reloads only the files that changed, so an unchanged endpoint keeps
 * its model object and its derived value is reused, while a changed one is a new object and is derived again. Each
 * pass ({@link #pass()}) keeps only the entries it used, so memory stays one workspace's worth. Concurrent passes
 * (the IDE and the language server on different workspaces) only cost each other hits, never correctness. Derived
 * values are shared between passes and must be treated as read-only, as the loaded models already are (decision 0501).
 */
public final class IdentityMemo<K, V> {
    private volatile Map<K, V> last = new IdentityHashMap<>();

    /** One projection pass: reads the last pass's entries, and becomes the last pass when {@link Pass#close}d. */
    public Pass pass() {
        return new Pass(last);
    }

    public final class Pass implements AutoCloseable {
        private final Map<K, V> previous;
        private final Map<K, V> current;

        private Pass(Map<K, V> previous) {
            this.previous = previous;
            // sized for a pass like the last one: a workspace of 1,000 endpoints would otherwise rehash five times
            this.current = new IdentityHashMap<>(Math.max(32, previous.size()));
        }

        /** The value derived from {@code key}: the last pass's when {@code fresh} accepts it, else {@code derive}'s. */
        public V get(K key, BiPredicate<K, V> fresh, Function<K, V> derive) {
            V v = current.get(key);
            if (v == null) {
                v = previous.get(key);
                if (v == null || !fresh.test(key, v)) {
                    v = derive.apply(key);
                }
                current.put(key, v);
            }
            return v;
        }

        @Override
        public void close() {
            last = current;
        }
    }

    /**
     * Whether {@code a} and {@code b} hold the very same objects in the same order: how a reader of remembered values
     * tells that nothing it derived from changed (a rebuilt object, even when equal, counts as changed).
     */
    @SuppressWarnings("PMD.CompareObjectsWithEquals") // identity on purpose
    public static boolean sameObjects(java.util.List<?> a, java.util.List<?> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }
}
