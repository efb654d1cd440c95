package dev.agtpstudio.evolution;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One classified change between two versions of a contract.
 *
 * @param kind     what changed (stable id, documented in {@code docs/diff.md})
 * @param severity what it means to agents; usually {@code kind.severity()}
 * @param endpoint {@code METHOD /path} of the endpoint concerned, or null for server-wide changes
 * @param field    the input, output, error, scope, semantic field or policy key concerned, or null
 * @param oldValue the value before (null when there was none)
 * @param newValue the value after (null when there is none)
 * @param message  one sentence saying what an agent will see
 * @param location where in the source; null only when no file holds it
 * @param linked   for a moved endpoint, the {@code METHOD /path} on the other side of the move; else null
 */
public record Change(
        ChangeKind kind,
        ChangeSeverity severity,
        String endpoint,
        String field,
        JsonNode oldValue,
        JsonNode newValue,
        String message,
        ChangeLocation location,
        String linked) {

    /** A change with its kind's usual severity. */
    public static Change of(
            ChangeKind kind,
            String endpoint,
            String field,
            JsonNode oldValue,
            JsonNode newValue,
            String message,
            ChangeLocation location) {
        return new Change(kind, kind.severity(), endpoint, field, oldValue, newValue, message, location, null);
    }

    public Change withSeverity(ChangeSeverity s) {
        return new Change(kind, s, endpoint, field, oldValue, newValue, message, location, linked);
    }

    public Change withLinked(String other) {
        return new Change(kind, severity, endpoint, field, oldValue, newValue, message, location, other);
    }
}
