package dev.agtpstudio.evolution;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** The changes found so far, and the {@link Locator} the comparators use to place them. */
final class Changes {
    private final List<Change> list = new ArrayList<>();
    final Locator at;

    Changes(Locator at) {
        this.at = at;
    }

    void add(Change c) {
        list.add(c);
    }

    void add(
            ChangeKind kind,
            String endpoint,
            String field,
            JsonNode oldValue,
            JsonNode newValue,
            String message,
            ChangeLocation location) {
        list.add(Change.of(kind, endpoint, field, oldValue, newValue, message, location));
    }

    List<Change> all() {
        return List.copyOf(list);
    }
}
