package dev.agtpstudio.core.load;

import dev.agtpstudio.core.text.TextRange;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Key path to source location for one file. Key paths are JSON-pointer-like: {@code /endpoint/semantic/intent},
 * {@code /endpoint/input/required/0/name}, {@code /endpoints/2/method}. Immutable once built.
 *
 * <p>Every loaded file keeps one for as long as it is open, and a 20,000-line {@code .agis} has ~100,000 paths, so
 * the map holds no object per path: each path is a node in a tree of path segments (its parent node and a segment
 * shared through a small dictionary), stored with its ranges as numbers in int arrays of up to 1,024 nodes, and found
 * through an open-addressing table of {@link String#hashCode}s. A live document's 100,000 locations are then a few
 * hundred arrays instead of half a million small objects that every young collection would copy while the user types,
 * and building them allocates little beyond the arrays (docs/decisions/0275). The lookups make the {@link Location}
 * and {@link TextRange} they return.
 */
public final class LocationMap {
    public static final LocationMap EMPTY = builder().build();

    /** Per node: parent node, segment, path hash, flags, then the key's range and the value's (6 ints each). */
    private static final int STRIDE = 16;

    private static final int PARENT = 0;
    private static final int SEGMENT = 1;
    private static final int HASH = 2;
    private static final int FLAGS = 3;
    private static final int KEY = 4;
    private static final int VALUE = 10;
    private static final int ENTRY = 1;
    /** A range that is absent starts at this. */
    private static final int NONE = -1;
    /** Nodes per chunk: 16 ints each, so a chunk is 64 KB, an ordinary (not humongous) array. */
    private static final int CHUNK_BITS = 10;

    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int ROOT = 0;

    private final Nodes nodes;

    private LocationMap(Nodes nodes) {
        this.nodes = nodes;
    }

    public static Builder builder() {
        return new Builder(new Nodes());
    }

    /** A builder that starts with every location of this map; this map does not change. */
    public Builder toBuilder() {
        return new Builder(nodes.copy());
    }

    /**
     * This map after an edit that rewrote the text of the value at {@code subtree} and moved all text from offset
     * {@code from} on by {@code chars} characters and {@code lines} lines, where {@code from} is the start of a line
     * (so no column changes): the locations at and under {@code subtree} are dropped, every range end at or after
     * {@code from} is moved, and the locations of {@code replacement} (the rewritten value's, in the new text) are
     * added after the others. Costs one pass over the map's arrays, whatever its size.
     */
    public LocationMap splice(String subtree, int from, int chars, int lines, LocationMap replacement) {
        Nodes n = nodes.copy();
        n.dropAndShift(find(subtree), from, chars, lines);
        Builder b = new Builder(n);
        replacement.forEach((path, l) -> b.put(path, l.key(), l.value()));
        return b.build();
    }

    public Location get(String keyPath) {
        int node = find(keyPath);
        return node < 0 ? null : new Location(nodes.range(node, KEY), nodes.range(node, VALUE));
    }

    /** The key's range, or null. */
    public TextRange key(String keyPath) {
        int node = find(keyPath);
        return node < 0 ? null : nodes.range(node, KEY);
    }

    /** The value's range, or null. */
    public TextRange value(String keyPath) {
        int node = find(keyPath);
        return node < 0 ? null : nodes.range(node, VALUE);
    }

    /**
     * The best range to underline for {@code keyPath}: its value, else its key, else the nearest ancestor's key
     * (a missing field is reported at the table that should hold it), else the start of the file.
     */
    public TextRange rangeFor(String keyPath) {
        String p = keyPath == null ? "" : keyPath;
        Location l = get(p);
        if (l != null && l.best() != null) {
            return l.best();
        }
        while (!p.isEmpty()) {
            int slash = p.lastIndexOf('/');
            p = slash <= 0 ? "" : p.substring(0, slash);
            Location a = get(p);
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
        return find(keyPath) >= 0;
    }

    /** Every path and its location, in the order they were first put. */
    public void forEach(BiConsumer<String, Location> action) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < nodes.entryCount; i++) {
            int node = nodes.entries[i];
            sb.setLength(0);
            nodes.appendPath(node, sb);
            action.accept(sb.toString(), new Location(nodes.range(node, KEY), nodes.range(node, VALUE)));
        }
    }

    /** A new map of every path to its location, in the order they were first put. */
    public Map<String, Location> asMap() {
        Map<String, Location> m = new LinkedHashMap<>();
        forEach(m::put);
        return Collections.unmodifiableMap(m);
    }

    public int size() {
        return nodes.entryCount;
    }

    /** The node of {@code path} if it was put, else -1. */
    private int find(String path) {
        if (path == null || nodes.entryCount == 0) {
            return -1;
        }
        int node = nodes.lookup(path, path.length(), path.hashCode());
        return node >= 0 && nodes.isEntry(node) ? node : -1;
    }

    /** Collects locations while a loader walks a file. Not thread-safe. */
    public static final class Builder {
        private Nodes nodes;
        /** The nodes were handed to a built map: copy them before the next change. */
        private boolean shared;

        private Builder(Nodes nodes) {
            this.nodes = nodes;
        }

        public Builder put(String keyPath, TextRange key, TextRange value) {
            int n = entry(keyPath);
            nodes.setRange(n, KEY, key);
            nodes.setRange(n, VALUE, value);
            return this;
        }

        public Builder putKey(String keyPath, TextRange key) {
            nodes.setRange(entry(keyPath), KEY, key);
            return this;
        }

        public Builder putValue(String keyPath, TextRange value) {
            nodes.setRange(entry(keyPath), VALUE, value);
            return this;
        }

        public LocationMap build() {
            shared = true;
            return new LocationMap(nodes);
        }

        private int entry(String path) {
            if (shared) {
                nodes = nodes.copy();
                shared = false;
            }
            return nodes.entry(path);
        }
    }

    /** The node store behind a map and its builder. */
    private static final class Nodes {
        private int[][] chunks;
        private int count;
        /** The nodes that were put, in the order they were first put. */
        private int[] entries;

        private int entryCount;
        /** Open addressing over every node's path hash: node + 1, 0 for an empty slot. */
        private int[] table;
        /** The segments, each with its leading separator ({@code "/name"}, {@code "/0"}); the root has none. */
        private String[] segments;

        private int segmentCount;
        /** Open addressing over the segments' hashes: segment + 1, 0 for an empty slot. */
        private int[] segmentTable;

        Nodes() {
            chunks = new int[4][];
            entries = new int[16];
            table = new int[16];
            segments = new String[16];
            segmentTable = new int[32];
            add(-1, -1, 0); // the root, ROOT: the path ""
        }

        private Nodes(Nodes from) {
            chunks = new int[from.chunks.length][];
            for (int i = 0; i < chunks.length && from.chunks[i] != null; i++) {
                chunks[i] = from.chunks[i].clone();
            }
            count = from.count;
            entries = from.entries.clone();
            entryCount = from.entryCount;
            table = from.table.clone();
            segments = from.segments.clone();
            segmentCount = from.segmentCount;
            segmentTable = from.segmentTable.clone();
        }

        Nodes copy() {
            return new Nodes(this);
        }

        int get(int node, int field) {
            return chunks[node >>> CHUNK_BITS][(node & (CHUNK - 1)) * STRIDE + field];
        }

        private void put(int node, int field, int v) {
            chunks[node >>> CHUNK_BITS][(node & (CHUNK - 1)) * STRIDE + field] = v;
        }

        boolean isEntry(int node) {
            return (get(node, FLAGS) & ENTRY) != 0;
        }

        TextRange range(int node, int field) {
            int[] c = chunks[node >>> CHUNK_BITS];
            int i = (node & (CHUNK - 1)) * STRIDE + field;
            if (c[i] == NONE) {
                return null;
            }
            return new TextRange(c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4], c[i + 5]);
        }

        void setRange(int node, int field, TextRange r) {
            int[] c = chunks[node >>> CHUNK_BITS];
            int i = (node & (CHUNK - 1)) * STRIDE + field;
            if (r == null) {
                c[i] = NONE;
                return;
            }
            c[i] = r.start();
            c[i + 1] = r.end();
            c[i + 2] = r.startLine();
            c[i + 3] = r.startColumn();
            c[i + 4] = r.endLine();
            c[i + 5] = r.endColumn();
        }

        /**
         * Drops the entries at and under {@code sub} (none when it is -1) and moves the other ranges' ends at or after
         * {@code from}. A node's parent was added before it, so one pass in node order knows which are under it.
         */
        void dropAndShift(int sub, int from, int chars, int lines) {
            boolean[] under = new boolean[count];
            for (int node = 0; node < count; node++) {
                under[node] = node == sub || (node != ROOT && under[get(node, PARENT)]);
                if (under[node]) {
                    put(node, FLAGS, get(node, FLAGS) & ~ENTRY);
                    put(node, KEY, NONE);
                    put(node, VALUE, NONE);
                } else {
                    shift(node, KEY, from, chars, lines);
                    shift(node, VALUE, from, chars, lines);
                }
            }
            int kept = 0;
            for (int i = 0; i < entryCount; i++) {
                if (!under[entries[i]]) {
                    entries[kept++] = entries[i];
                }
            }
            entryCount = kept;
        }

        private void shift(int node, int field, int from, int chars, int lines) {
            int[] c = chunks[node >>> CHUNK_BITS];
            int i = (node & (CHUNK - 1)) * STRIDE + field;
            if (c[i] == NONE) {
                return;
            }
            if (c[i] >= from) {
                c[i] += chars;
                c[i + 2] += lines;
            }
            if (c[i + 1] >= from) {
                c[i + 1] += chars;
                c[i + 4] += lines;
            }
        }

        /** The node of {@code path}, made an entry (remembering when it first became one). */
        int entry(String path) {
            int n = node(path, path.length());
            int flags = get(n, FLAGS);
            if ((flags & ENTRY) == 0) {
                put(n, FLAGS, flags | ENTRY);
                if (entryCount == entries.length) {
                    entries = Arrays.copyOf(entries, entryCount * 2);
                }
                entries[entryCount++] = n;
            }
            return n;
        }

        /** The node of {@code path}'s first {@code len} chars, made (with its parents) if new. */
        private int node(String path, int len) {
            int h = hash(path, 0, len);
            int known = lookup(path, len, h);
            if (known >= 0) {
                return known;
            }
            int slash = Math.max(path.lastIndexOf('/', len - 1), 0);
            int parent = node(path, slash);
            return add(parent, segment(path, slash, len), h);
        }

        /** The node whose path is {@code path}'s first {@code len} chars (whose hash is {@code h}), or -1. */
        int lookup(String path, int len, int h) {
            int mask = table.length - 1;
            for (int slot = mix(h) & mask; table[slot] != 0; slot = (slot + 1) & mask) {
                int node = table[slot] - 1;
                if (get(node, HASH) == h && pathEquals(node, path, len)) {
                    return node;
                }
            }
            return -1;
        }

        /** Whether {@code node}'s path is {@code path}'s first {@code len} chars, compared segment by segment. */
        private boolean pathEquals(int node, String path, int len) {
            int end = len;
            for (int n = node; n != ROOT; n = get(n, PARENT)) {
                String seg = segments[get(n, SEGMENT)];
                int start = end - seg.length();
                if (start < 0 || !path.regionMatches(start, seg, 0, seg.length())) {
                    return false;
                }
                end = start;
            }
            return end == 0;
        }

        void appendPath(int node, StringBuilder sb) {
            if (node != ROOT) {
                appendPath(get(node, PARENT), sb);
                sb.append(segments[get(node, SEGMENT)]);
            }
        }

        /** The id of the segment {@code path[from, to)}, added if new (only then is a string made). */
        private int segment(String path, int from, int to) {
            int h = hash(path, from, to);
            int mask = segmentTable.length - 1;
            int slot = mix(h) & mask;
            for (; segmentTable[slot] != 0; slot = (slot + 1) & mask) {
                String s = segments[segmentTable[slot] - 1];
                if (s.length() == to - from && path.regionMatches(from, s, 0, s.length())) {
                    return segmentTable[slot] - 1;
                }
            }
            if (segmentCount == segments.length) {
                segments = Arrays.copyOf(segments, segmentCount * 2);
            }
            int id = segmentCount++;
            segments[id] = path.substring(from, to);
            if (segmentCount * 2 > segmentTable.length) {
                segmentTable = new int[segmentTable.length * 2];
                for (int i = 0; i < segmentCount; i++) {
                    insert(segmentTable, segments[i].hashCode(), i);
                }
            } else {
                segmentTable[slot] = id + 1;
            }
            return id;
        }

        /** A new node, its ranges absent, in the lookup table. */
        private int add(int parent, int segment, int h) {
            int chunk = count >>> CHUNK_BITS;
            if (chunk == chunks.length) {
                chunks = Arrays.copyOf(chunks, chunks.length * 2);
            }
            if (chunks[chunk] == null) { // the first chunk starts small (most files have a few dozen paths)
                chunks[chunk] = new int[(chunk == 0 ? 16 : CHUNK) * STRIDE];
            } else if (chunk == 0 && count * STRIDE == chunks[0].length) {
                chunks[0] = Arrays.copyOf(chunks[0], chunks[0].length * 2);
            }
            int n = count++;
            put(n, PARENT, parent);
            put(n, SEGMENT, segment);
            put(n, HASH, h);
            put(n, FLAGS, 0);
            put(n, KEY, NONE);
            put(n, VALUE, NONE);
            if (count * 2 > table.length) {
                table = new int[table.length * 2];
                for (int i = 0; i < count; i++) {
                    insert(table, get(i, HASH), i);
                }
            } else {
                insert(table, h, n);
            }
            return n;
        }

        private static void insert(int[] table, int h, int id) {
            int mask = table.length - 1;
            int slot = mix(h) & mask;
            while (table[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            table[slot] = id + 1;
        }

        /** {@link String#hashCode} of {@code s[from, to)}. */
        private static int hash(String s, int from, int to) {
            int h = 0;
            for (int i = from; i < to; i++) {
                h = 31 * h + s.charAt(i);
            }
            return h;
        }

        private static int mix(int h) {
            return h ^ (h >>> 16);
        }
    }
}
