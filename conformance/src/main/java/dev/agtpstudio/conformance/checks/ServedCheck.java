package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.preview.JsonDiff;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code served}: the target's manifest lists the endpoint (AGTP-API §8.9); {@code manifest-entry}: with the declared
 * schemas, semantic block, errors, scopes, handler type and deprecation (the drift a redeploy can introduce).
 */
public final class ServedCheck implements EndpointCheck {
    public static final String SERVED = "served";
    public static final String ENTRY = "manifest-entry";
    private static final String SPEC = "AGTP-API §8.9";
    /** Members compared between the declaration's projection and the served entry. */
    private static final List<String> MEMBERS =
            List.of("input_schema", "output_schema", "semantic", "errors", "required_scopes", "handler", "deprecated");

    private static final int MAX_LISTED = 6;

    @Override
    public List<CheckResult> run(RunContext ctx, EndpointRun ep) {
        if (!ep.isServed()) {
            return List.of(
                    ep.fail(
                            SERVED,
                            "the manifest does not list " + ep.declared().id(),
                            SPEC,
                            ctx.manifest().sent()),
                    ep.notServedSkip(ENTRY, SPEC));
        }
        ObjectNode declared = ep.declared().projection();
        JsonNode served = ep.served();
        List<String> drift = new ArrayList<>();
        JsonDiff diff = new JsonDiff(Set.of());
        for (String m : MEMBERS) {
            JsonNode a = normalize(declared.get(m));
            JsonNode b = normalize(served.get(m));
            if (a == null && b == null) {
                continue;
            }
            if (a == null || b == null) {
                drift.add("/" + m + (a == null ? " is served but not declared" : " is declared but not served"));
                continue;
            }
            for (JsonDiff.Change c : diff.diff(a, b)) {
                drift.add("/" + m + c.pointer() + " " + describe(c));
            }
        }
        CheckResult served0 = ep.pass(SERVED, "listed in the manifest", SPEC);
        if (drift.isEmpty()) {
            return List.of(
                    served0,
                    ep.pass(
                            ENTRY,
                            "schemas, semantic block, errors, scopes and handler type match the declaration",
                            SPEC));
        }
        String listed = String.join("; ", drift.subList(0, Math.min(MAX_LISTED, drift.size())))
                + (drift.size() > MAX_LISTED ? "; and " + (drift.size() - MAX_LISTED) + " more" : "");
        return List.of(
                served0,
                ep.fail(
                        ENTRY,
                        "the served entry differs from the declaration: " + listed,
                        SPEC,
                        ctx.manifest().sent()));
    }

    /**
     * Drops what is no contract difference: {@code $schema} (a dialect marker) and, at any depth, an empty
     * {@code required} list (the same as none); an empty member counts as absent.
     */
    private static JsonNode normalize(JsonNode n) {
        if (n == null || n.isNull() || (n.isArray() && n.isEmpty())) {
            return null;
        }
        if (n.isObject()) {
            ObjectNode c = ((ObjectNode) n).deepCopy();
            c.remove("$schema");
            dropEmptyRequired(c);
            return c;
        }
        return n;
    }

    private static void dropEmptyRequired(JsonNode n) {
        if (n instanceof ObjectNode o) {
            if (o.path("required").isArray() && o.get("required").isEmpty()) {
                o.remove("required");
            }
            o.elements().forEachRemaining(ServedCheck::dropEmptyRequired);
        } else if (n.isArray()) {
            n.elements().forEachRemaining(ServedCheck::dropEmptyRequired);
        }
    }

    private static String describe(JsonDiff.Change c) {
        return switch (c.kind()) {
            case ADDED -> "served but not declared (" + c.after() + ")";
            case REMOVED -> "declared but not served (" + c.before() + ")";
            case CHANGED -> "declared " + c.before() + ", served " + c.after();
        };
    }
}
