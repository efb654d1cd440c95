package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.workspace.ToolHistory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A2T §5.4: a tool's signature is locked per version, and a new version may only add optional inputs or outputs.
 * Compares the A2T projection of a workspace with the signatures recorded in its tool history
 * ({@link ToolHistory#signatures}) and records the signatures of versions published for the first time (decision
 * 0512). Signatures are compared in their RFC 8785 canonical form ({@link CanonicalJson}), without {@code version}
 * and {@code currentVersion}.
 */
public final class A2tSignatureLock {
    private static final ObjectMapper JSON = new ObjectMapper();

    private A2tSignatureLock() {}

    /** What is wrong with one tool's signature against its history. */
    public enum Problem {
        /** The signature differs from the one recorded for the same version number. */
        CHANGED_WITHOUT_BUMP,
        /** The version was bumped, but the change is not only optional additions (A2T §5.4). */
        INCOMPATIBLE
    }

    /**
     * One finding on the tool of {@code endpoint} ({@code METHOD /path}).
     *
     * @param version     the version the workspace gives the tool now
     * @param recorded    the recorded version compared with ({@code version}, or the newest before it)
     * @param incompatible what an old caller would break on; empty when the change only adds optional things
     */
    public record Finding(String endpoint, Problem problem, int version, int recorded, List<String> incompatible) {
        public Finding {
            incompatible = List.copyOf(incompatible);
        }
    }

    /** Each tool of {@code a2t} ({@link A2tProjector}'s items, in the order of {@code manifest}'s endpoints) by endpoint. */
    public static Map<String, ObjectNode> byEndpoint(Projection manifest, Projection a2t) {
        Map<String, ObjectNode> out = new LinkedHashMap<>();
        JsonNode endpoints = manifest.document().path("endpoints");
        JsonNode items = a2t.document().path("items");
        for (int i = 0; i < items.size() && i < endpoints.size(); i++) {
            out.put(
                    endpoints.get(i).path("method").asText() + " "
                            + endpoints.get(i).path("path").asText(),
                    (ObjectNode) items.get(i));
        }
        return out;
    }

    /** The tools of {@code current} whose signature breaks the lock of {@code recorded}; tools never recorded pass. */
    public static List<Finding> check(
            Map<String, ObjectNode> current, Map<String, NavigableMap<Integer, ObjectNode>> recorded) {
        List<Finding> out = new ArrayList<>();
        current.forEach((endpoint, sig) -> {
            NavigableMap<Integer, ObjectNode> locked = recorded.get(endpoint);
            int n = versionOf(sig);
            if (locked == null || locked.isEmpty()) {
                return;
            }
            ObjectNode same = locked.get(n);
            if (same != null) {
                if (!canonical(same).equals(canonical(sig))) {
                    out.add(new Finding(endpoint, Problem.CHANGED_WITHOUT_BUMP, n, n, incompatibilities(same, sig)));
                }
                return;
            }
            Map.Entry<Integer, ObjectNode> before = locked.lowerEntry(n);
            if (before != null) {
                List<String> broken = incompatibilities(before.getValue(), sig);
                if (!broken.isEmpty()) {
                    out.add(new Finding(endpoint, Problem.INCOMPATIBLE, n, before.getKey(), broken));
                }
            }
        });
        return out;
    }

    /**
     * Records in {@code root}'s tool history the signature of every tool of {@code current} whose version has none
     * recorded yet; a recorded signature is never overwritten. Returns the {@code METHOD /path vN} recorded.
     */
    public static List<String> recordNew(Path root, Map<String, ObjectNode> current) throws IOException {
        Map<String, NavigableMap<Integer, ObjectNode>> recorded = ToolHistory.signatures(root);
        Map<String, Map<Integer, ObjectNode>> fresh = new TreeMap<>();
        current.forEach((endpoint, sig) -> {
            int n = versionOf(sig);
            if (!recorded.getOrDefault(endpoint, new TreeMap<>()).containsKey(n)) {
                fresh.computeIfAbsent(endpoint, e -> new TreeMap<>()).put(n, locked(sig, n));
            }
        });
        if (fresh.isEmpty()) {
            return List.of();
        }
        ToolHistory.update(root, file -> {
            ObjectNode sigs = file.has("signatures") && file.get("signatures").isObject()
                    ? (ObjectNode) file.get("signatures")
                    : file.putObject("signatures");
            fresh.forEach((endpoint, versions) -> {
                ObjectNode tool = sigs.has(endpoint) && sigs.get(endpoint).isObject()
                        ? (ObjectNode) sigs.get(endpoint)
                        : sigs.putObject(endpoint);
                versions.forEach((n, s) -> tool.set(Integer.toString(n), s));
            });
        });
        List<String> out = new ArrayList<>();
        fresh.forEach((endpoint, versions) -> versions.keySet().forEach(n -> out.add(endpoint + " v" + n)));
        return out;
    }

    /** {@code sig} as recorded for version {@code n}: without {@code currentVersion}, members in canonical order. */
    static ObjectNode locked(ObjectNode sig, int n) {
        ObjectNode s = sig.deepCopy();
        s.remove("currentVersion");
        s.put("version", Integer.toString(n));
        try {
            return (ObjectNode) JSON.readTree(CanonicalJson.write(s));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String canonical(ObjectNode sig) {
        ObjectNode s = sig.deepCopy();
        s.remove("version");
        s.remove("currentVersion");
        return CanonicalJson.write(s);
    }

    private static int versionOf(ObjectNode sig) {
        try {
            return Math.max(1, Integer.parseInt(sig.path("version").asText("1")));
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    /**
     * What a caller of {@code old} would break on in {@code now} (A2T §5.4 allows only new optional inputs and new
     * outputs): a removed or retyped input, an input that became required, a new required input, an allowed value
     * removed, a narrower limit, a removed or retyped output. Empty when every change is compatible.
     */
    public static List<String> incompatibilities(JsonNode old, JsonNode now) {
        List<String> out = new ArrayList<>();
        Map<String, JsonNode> before = byId(old.path("input_parameters"));
        Map<String, JsonNode> after = byId(now.path("input_parameters"));
        before.forEach((id, p) -> {
            JsonNode q = after.get(id);
            if (q == null) {
                out.add("input `" + id + "` was removed");
                return;
            }
            if (!p.path("type").asText().equals(q.path("type").asText())) {
                out.add("input `" + id + "` changed type from " + p.path("type").asText() + " to "
                        + q.path("type").asText());
                return;
            }
            if (!p.path("required").asBoolean() && q.path("required").asBoolean()) {
                out.add("input `" + id + "` became required");
            }
            Set<String> removed = values(p);
            removed.removeAll(values(q));
            if (!removed.isEmpty()) {
                out.add("input `" + id + "` no longer allows " + String.join(", ", removed));
            }
            narrower(out, id, "max-length", p, q, true);
            narrower(out, id, "max", p, q, true);
            narrower(out, id, "min", p, q, false);
        });
        after.forEach((id, q) -> {
            if (!before.containsKey(id) && q.path("required").asBoolean()) {
                out.add("new input `" + id + "` is required");
            }
        });
        Map<String, JsonNode> outBefore = byId(old.path("output_parameters"));
        Map<String, JsonNode> outAfter = byId(now.path("output_parameters"));
        outBefore.forEach((id, p) -> {
            JsonNode q = outAfter.get(id);
            if (q == null) {
                out.add("output `" + id + "` was removed");
            } else if (!p.path("type").asText().equals(q.path("type").asText())) {
                out.add("output `" + id + "` changed type from "
                        + p.path("type").asText() + " to " + q.path("type").asText());
            }
        });
        return out;
    }

    private static void narrower(List<String> out, String id, String limit, JsonNode p, JsonNode q, boolean upper) {
        boolean had = p.has(limit);
        boolean has = q.has(limit);
        if (has
                && (!had
                        || (upper
                                ? q.get(limit).asLong() < p.get(limit).asLong()
                                : q.get(limit).asLong() > p.get(limit).asLong()))) {
            out.add("input `" + id + "` has a narrower " + limit + " ("
                    + (had ? p.get(limit).asText() : "none") + " -> "
                    + q.get(limit).asText() + ")");
        }
    }

    private static Set<String> values(JsonNode param) {
        Set<String> out = new TreeSet<>();
        for (JsonNode v : param.path("allowed-values")) {
            out.add(
                    v.has("value")
                            ? v.get("value").asText()
                            : v.path("description").asText(v.path("name").asText()));
        }
        return out;
    }

    private static Map<String, JsonNode> byId(JsonNode params) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        for (JsonNode p : params) {
            out.put(p.path("id").asText(), p);
        }
        return out;
    }
}
