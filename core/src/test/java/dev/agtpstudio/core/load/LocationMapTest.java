package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The compact map against a plain map of path to location, which is what it must behave like. */
class LocationMapTest {
    private static final List<String> SEGMENTS =
            List.of("endpoints", "0", "1", "12", "name", "input", "a~1b", "Aa", "BB", "", "x/y");

    private static TextRange range(int start, int len) {
        return new TextRange(
                start, start + len, 1 + start / 10, 1 + start % 10, 1 + (start + len) / 10, 1 + (start + len) % 10);
    }

    private static String randomPath(Random r) {
        if (r.nextInt(20) == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        int depth = 1 + r.nextInt(4);
        for (int i = 0; i < depth; i++) {
            if (i > 0 || r.nextInt(15) != 0) { // now and then a path without its leading slash
                sb.append('/');
            }
            sb.append(SEGMENTS.get(r.nextInt(SEGMENTS.size())));
        }
        return sb.toString();
    }

    @Test
    void behavesLikeAnInsertionOrderedMapOfPathToLocation() {
        Random r = new Random(20261124);
        for (int round = 0; round < 200; round++) {
            Map<String, Location> expected = new LinkedHashMap<>();
            LocationMap.Builder b = LocationMap.builder();
            int puts = r.nextInt(60);
            for (int i = 0; i < puts; i++) {
                String p = randomPath(r);
                TextRange key = r.nextInt(4) == 0 ? null : range(r.nextInt(500), r.nextInt(9));
                TextRange value = r.nextInt(4) == 0 ? null : range(r.nextInt(500), r.nextInt(9));
                Location old = expected.get(p);
                switch (r.nextInt(3)) {
                    case 0 -> {
                        b.put(p, key, value);
                        expected.put(p, new Location(key, value));
                    }
                    case 1 -> {
                        b.putKey(p, key);
                        expected.put(p, new Location(key, old == null ? null : old.value()));
                    }
                    default -> {
                        b.putValue(p, value);
                        expected.put(p, new Location(old == null ? null : old.key(), value));
                    }
                }
            }
            LocationMap m = b.build();
            assertThat(m.size()).isEqualTo(expected.size());
            assertThat(new ArrayList<>(m.asMap().entrySet())).isEqualTo(new ArrayList<>(expected.entrySet()));
            for (int i = 0; i < 100; i++) {
                String p = randomPath(r);
                Location l = expected.get(p);
                assertThat(m.get(p)).as(p).isEqualTo(l);
                assertThat(m.contains(p)).as(p).isEqualTo(l != null);
                assertThat(m.key(p)).as(p).isEqualTo(l == null ? null : l.key());
                assertThat(m.value(p)).as(p).isEqualTo(l == null ? null : l.value());
                assertThat(m.rangeFor(p)).as(p).isEqualTo(referenceRangeFor(expected, p));
            }
            String extra = randomPath(r) + "/new";
            Map<String, Location> more = new LinkedHashMap<>(expected);
            more.put(extra, new Location(range(1, 2), null));
            assertThat(new ArrayList<>(m.toBuilder()
                            .put(extra, range(1, 2), null)
                            .build()
                            .asMap()
                            .entrySet()))
                    .isEqualTo(new ArrayList<>(more.entrySet()));
            assertThat(m.asMap())
                    .as("the map a builder started from stays as it was")
                    .isEqualTo(expected);
        }
    }

    @Test
    void thousandsOfPathsAcrossManyChunksAllFound() {
        LocationMap.Builder b = LocationMap.builder();
        for (int i = 0; i < 5000; i++) {
            b.put("/endpoints/" + i + "/method", range(i, 3), range(i + 1, 4));
        }
        LocationMap m = b.build();
        assertThat(m.size()).isEqualTo(5000);
        for (int i = 0; i < 5000; i++) {
            assertThat(m.key("/endpoints/" + i + "/method")).isEqualTo(range(i, 3));
            assertThat(m.value("/endpoints/" + i + "/method")).isEqualTo(range(i + 1, 4));
        }
        assertThat(m.contains("/endpoints/5000/method")).isFalse();
        assertThat(m.rangeFor("/endpoints/7/path")).isEqualTo(TextRange.FILE_START);
        b.put("/endpoints/0/method", range(9, 1), null); // a builder used after build leaves the built map alone
        assertThat(m.key("/endpoints/0/method")).isEqualTo(range(0, 3));
        assertThat(b.build().key("/endpoints/0/method")).isEqualTo(range(9, 1));
    }

    @Test
    void parentsMadeOnTheWayAreNotEntriesUntilPut() {
        LocationMap m = LocationMap.builder()
                .put("/a/b/c", range(5, 1), null)
                .put("/a", range(0, 1), null)
                .build();
        assertThat(m.contains("/a/b")).isFalse();
        assertThat(m.rangeFor("/a/b/d")).as("nearest ancestor that was put").isEqualTo(range(0, 1));
        assertThat(m.asMap().keySet()).containsExactly("/a/b/c", "/a");
    }

    @Test
    void pathsWithTheSameHashAreToldApart() {
        assertThat("/Aa".hashCode()).isEqualTo("/BB".hashCode());
        LocationMap m = LocationMap.builder().put("/Aa", range(1, 1), null).build();
        assertThat(m.contains("/BB")).isFalse();
        assertThat(m.key("/Aa")).isEqualTo(range(1, 1));
        assertThat(LocationMap.EMPTY.get("/Aa")).isNull();
        assertThat(LocationMap.EMPTY.rangeFor("/Aa")).isEqualTo(TextRange.FILE_START);
    }

    /** The rule of {@link LocationMap#rangeFor}, on a plain map. */
    private static TextRange referenceRangeFor(Map<String, Location> map, String keyPath) {
        String p = keyPath;
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
}
