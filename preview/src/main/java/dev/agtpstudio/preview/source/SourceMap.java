package dev.agtpstudio.preview.source;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Maps JSON pointers of a projection's output (e.g. {@code /endpoints/3/semantic/intent}) to the source that
 * produced them. A lookup walks up to the nearest mapped ancestor, so clicking anywhere inside an endpoint lands on
 * its file.
 */
public final class SourceMap {
    private final Map<String, SourceRef> refs;

    private SourceMap(Map<String, SourceRef> refs) {
        this.refs = refs;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Optional<SourceRef> lookup(String pointer) {
        String p = pointer == null ? "" : pointer;
        while (true) {
            SourceRef r = refs.get(p);
            if (r != null) {
                return Optional.of(r);
            }
            if (p.isEmpty()) {
                return Optional.empty();
            }
            int slash = p.lastIndexOf('/');
            p = slash <= 0 ? "" : p.substring(0, slash);
        }
    }

    public Map<String, SourceRef> entries() {
        return refs;
    }

    /** Collects source references while a projector builds its output. */
    public static final class Builder {
        private final Map<String, SourceRef> refs = new LinkedHashMap<>();

        public Builder put(String pointer, SourceRef ref) {
            if (ref != null) {
                refs.put(pointer, ref);
            }
            return this;
        }

        public SourceMap build() {
            return new SourceMap(Collections.unmodifiableMap(new LinkedHashMap<>(refs)));
        }
    }
}
