package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.load.SourceText;
import java.nio.file.Path;

/** Builds a location map for a hand-written text by finding each value's snippet after the previous one. */
final class Located {
    private final String text;
    private final SourceText source;
    private final LocationMap.Builder map = LocationMap.builder();
    private int from;

    private Located(String text) {
        this.text = text;
        this.source = SourceText.of(Path.of("test.agis"), text);
    }

    static Located of(String text) {
        return new Located(text);
    }

    Located value(String keyPath, String snippet) {
        int at = text.indexOf(snippet, from);
        if (at < 0) {
            throw new IllegalArgumentException("no `" + snippet + "` after " + from);
        }
        map.put(keyPath, null, source.range(at, at + snippet.length()));
        from = at + 1;
        return this;
    }

    String text() {
        return text;
    }

    LocationMap build() {
        return map.build();
    }
}
