package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A structural diff of two JSON documents by JSON pointer, for "what changed since the last exported manifest".
 * Arrays of endpoints are compared by {@code method path} identity, so inserting one endpoint does not show every
 * later one as changed; other arrays compare by index.
 */
public final class JsonDiff {
    /** One difference: added, removed or changed at {@code pointer}. */
    public record Change(String pointer, Kind kind, JsonNode before, JsonNode after) {}

    public enum Kind {
        ADDED,
        REMOVED,
        CHANGED
    }

    private final Set<String> ignored;

    /** @param ignoredPointers pointers whose changes do not count (e.g. {@code /server/updated}) */
    public JsonDiff(Set<String> ignoredPointers) {
        this.ignored = Set.copyOf(ignoredPointers);
    }

    /** For manifests: timestamps and the document version itself are not content changes. */
    public static JsonDiff forManifests() {
        return new JsonDiff(Set.of("/server/updated", "/server/issued", "/document_version"));
    }

    public List<Change> diff(JsonNode before, JsonNode after) {
        List<Change> out = new ArrayList<>();
        walk("", before, after, out);
        return out;
    }

    private void walk(String ptr, JsonNode a, JsonNode b, List<Change> out) {
        if (ignored.contains(ptr)) {
            return;
        }
        if (a == null || a.isMissingNode()) {
            if (b != null && !b.isMissingNode()) {
                out.add(new Change(ptr, Kind.ADDED, null, b));
            }
            return;
        }
        if (b == null || b.isMissingNode()) {
            out.add(new Change(ptr, Kind.REMOVED, a, null));
            return;
        }
        if (a.isObject() && b.isObject()) {
            Set<String> keys = new TreeSet<>();
            a.fieldNames().forEachRemaining(keys::add);
            b.fieldNames().forEachRemaining(keys::add);
            for (String k : keys) {
                walk(ptr + "/" + EndpointProjector.escape(k), a.get(k), b.get(k), out);
            }
        } else if (a.isArray() && b.isArray() && isEndpointList(a) && isEndpointList(b)) {
            List<String> ids = new ArrayList<>();
            for (JsonNode n : a) {
                ids.add(id(n));
            }
            for (JsonNode n : b) {
                if (!ids.contains(id(n))) {
                    ids.add(id(n));
                }
            }
            for (String id : ids) {
                walk(ptr + "/" + EndpointProjector.escape(id), find(a, id), find(b, id), out);
            }
        } else if (a.isArray() && b.isArray()) {
            for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
                walk(ptr + "/" + i, a.get(i), b.get(i), out);
            }
        } else if (!a.equals(b)) {
            out.add(new Change(ptr, Kind.CHANGED, a, b));
        }
    }

    private static boolean isEndpointList(JsonNode arr) {
        if (arr.isEmpty()) {
            return false;
        }
        for (Iterator<JsonNode> it = arr.elements(); it.hasNext(); ) {
            JsonNode n = it.next();
            if (!n.isObject()
                    || !n.path("method").isTextual()
                    || !n.path("path").isTextual()) {
                return false;
            }
        }
        return true;
    }

    private static String id(JsonNode n) {
        return n.path("method").asText() + " " + n.path("path").asText();
    }

    private static JsonNode find(JsonNode arr, String id) {
        for (JsonNode n : arr) {
            if (id.equals(id(n))) {
                return n;
            }
        }
        return null;
    }
}
