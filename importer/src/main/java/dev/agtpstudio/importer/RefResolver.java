package dev.agtpstudio.importer;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Follows local {@code $ref}s of one spec and turns OpenAPI schemas into self-contained Draft 2020-12 schemas:
 * references inlined (a cycle is cut to a plain object and flagged), {@code nullable} folded into {@code type},
 * OpenAPI-only keywords dropped.
 */
public final class RefResolver {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final Set<String> DROP = Set.of(
            "nullable",
            "discriminator",
            "xml",
            "externalDocs",
            "example",
            "deprecated",
            "readOnly",
            "writeOnly",
            "$schema",
            "$id",
            "$comment",
            // Anchors name a schema for a dynamic reference; with every reference inlined there is nothing to name.
            "$recursiveAnchor",
            "$dynamicAnchor",
            "$anchor");
    private static final int MAX_DEPTH = 40;
    /**
     * Most schema nodes one endpoint schema expands references into. Specs whose schemas refer to each other widely
     * (Stripe's: an account refers to customers, which refer to invoices, charges, ...) otherwise expand
     * combinatorially up to {@link #MAX_DEPTH}: the cycle check only cuts a reference already on the stack, so every
     * other path through the graph was inlined, and copied again per field, until the heap ran out (decision 0451).
     */
    static final int MAX_NODES = 1500;

    private final JsonNode root;
    /** Each reference converted once and shared by every schema that uses it (never copied), with its size. */
    private final Map<String, Converted> shared = new java.util.HashMap<>();

    private record Converted(JsonNode node, int size) {}

    /** Nodes expanded so far for one schema, and whether a cut was made inside the current subtree. */
    private static final class Budget {
        int nodes;
        boolean cut;
        boolean flagged;
    }

    public RefResolver(JsonNode root) {
        this.root = root;
    }

    /** The object a (chain of) {@code $ref} points to, or the node itself; missing node when unresolvable. */
    public JsonNode deref(JsonNode node, List<Flag> flags, String field) {
        JsonNode n = node;
        for (int hops = 0; n != null && n.has("$ref") && hops < 20; hops++) {
            String ref = n.path("$ref").asText();
            JsonNode target = local(ref);
            if (target == null) {
                flags.add(refFlag(ref, field));
                return F.missingNode();
            }
            n = target;
        }
        return n == null ? F.missingNode() : n;
    }

    /** A self-contained JSON Schema for an OpenAPI schema object. */
    public ObjectNode schema(JsonNode schema, List<Flag> flags, String field) {
        JsonNode out = convert(schema, new ArrayDeque<>(), flags, field, 0, new Budget());
        // A shallow copy: the top level is the caller's to change; what lies below may be shared (read only).
        return out instanceof ObjectNode o
                ? SchemaDialect.numbersFitToml(o.objectNode().setAll(o))
                : F.objectNode();
    }

    private JsonNode convert(JsonNode s, Deque<String> stack, List<Flag> flags, String field, int depth, Budget b) {
        b.nodes++;
        if (s == null || s.isMissingNode() || s.isNull()) {
            return F.objectNode();
        }
        if (s.isBoolean()) {
            return s;
        }
        if (!s.isObject()) {
            return F.objectNode();
        }
        if (s.has("$ref")) {
            String ref = s.path("$ref").asText();
            JsonNode target = local(ref);
            if (target == null) {
                flags.add(refFlag(ref, field));
                return F.objectNode();
            }
            Converted known = shared.get(ref);
            if (b.nodes + (known == null ? 0 : known.size()) > MAX_NODES) {
                b.cut = true;
                if (!b.flagged) {
                    b.flagged = true;
                    flags.add(new Flag(
                            FlagCode.SCHEMA_CUT,
                            field,
                            "the schema expands to more than " + MAX_NODES + " nodes; " + ref
                                    + " and later references were left open (any value) there"));
                }
                ObjectNode o = F.objectNode();
                o.put(
                        "description",
                        name(ref) + " (not expanded: the schema is larger than the importer expands "
                                + "per endpoint; any value is accepted here).");
                return o;
            }
            if (known != null) {
                b.nodes += known.size();
                return known.node();
            }
            if (stack.contains(ref) || depth > MAX_DEPTH) {
                b.cut = true;
                // An open schema, not {type: object}: the cycle may go through a string, an array or null
                // (anyOf: [string, array of itself]), which a cut to an object would reject.
                flags.add(new Flag(
                        FlagCode.CIRCULAR_REF,
                        field,
                        ref + " refers back to itself; cut to an open " + "schema (any value) at the cycle"));
                ObjectNode o = F.objectNode();
                o.put(
                        "description",
                        "Recursive " + ref.substring(ref.lastIndexOf('/') + 1) + " (cut at the cycle; "
                                + "any value is accepted here).");
                return o;
            }
            stack.push(ref);
            boolean cutBefore = b.cut;
            int before = b.nodes;
            b.cut = false;
            JsonNode r = convert(target, stack, flags, field, depth + 1, b);
            stack.pop();
            if (!b.cut) {
                // Complete (no cycle or size cut depends on where it was reached): the same for every user.
                shared.put(ref, new Converted(r, b.nodes - before));
            }
            b.cut |= cutBefore;
            return r;
        }
        ObjectNode out = F.objectNode();
        boolean nullable = s.path("nullable").asBoolean(false);
        for (Iterator<Map.Entry<String, JsonNode>> it = s.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String k = e.getKey();
            JsonNode v = e.getValue();
            if (DROP.contains(k) || k.startsWith("x-")) {
                continue;
            }
            switch (k) {
                case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas" -> {
                    if (!v.isObject()) {
                        flags.add(new Flag(
                                FlagCode.MALFORMED_SCHEMA,
                                field,
                                "`" + k + "` is not a mapping in the " + "spec; it was left out"));
                        continue;
                    }
                    ObjectNode props = F.objectNode();
                    for (Iterator<Map.Entry<String, JsonNode>> p = v.fields(); p.hasNext(); ) {
                        Map.Entry<String, JsonNode> pe = p.next();
                        props.set(pe.getKey(), convert(pe.getValue(), stack, flags, field, depth + 1, b));
                    }
                    out.set(k, props);
                }
                case "$recursiveRef", "$dynamicRef" ->
                    flags.add(new Flag(
                            FlagCode.CIRCULAR_REF,
                            field,
                            k + " " + v.asText() + " refers back to an enclosing schema; left open there"));
                case "items",
                        "additionalProperties",
                        "not",
                        "contains",
                        "propertyNames",
                        "if",
                        "then",
                        "else",
                        "unevaluatedProperties",
                        "unevaluatedItems",
                        "additionalItems" -> {
                    if (v.isArray()) {
                        out.set("prefixItems", list(v, stack, flags, field, depth, b));
                    } else {
                        out.set(k, convert(v, stack, flags, field, depth + 1, b));
                    }
                }
                case "allOf", "anyOf", "oneOf", "prefixItems" -> out.set(k, list(v, stack, flags, field, depth, b));
                case "examples" -> {
                    if (v.isArray()) {
                        out.set(k, v);
                    }
                }
                default -> out.set(k, v);
            }
        }
        if (s.has("example") && !s.has("examples")) {
            out.set("examples", F.arrayNode().add(s.get("example")));
        }
        if (out.path("allOf").size() == 1 && out.get("allOf").get(0) instanceof ObjectNode only) {
            // allOf with one member (the usual way to describe a $ref) means the member itself.
            out.remove("allOf");
            only.fields().forEachRemaining(m -> {
                if (!out.has(m.getKey())) {
                    out.set(m.getKey(), m.getValue());
                }
            });
        }
        SchemaDialect.to202012(s, out, nullable);
        return out;
    }

    private ArrayNode list(JsonNode v, Deque<String> stack, List<Flag> flags, String field, int depth, Budget b) {
        ArrayNode a = F.arrayNode();
        for (JsonNode x : v) {
            a.add(convert(x, stack, flags, field, depth + 1, b));
        }
        return a;
    }

    private static String name(String ref) {
        return ref.substring(ref.lastIndexOf('/') + 1);
    }

    private JsonNode local(String ref) {
        if (!ref.startsWith("#")) {
            return null;
        }
        try {
            JsonNode t = root.at(JsonPointer.compile(ref.substring(1)));
            return t.isMissingNode() ? null : t;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static Flag refFlag(String ref, String field) {
        return ref.startsWith("#")
                ? new Flag(FlagCode.UNRESOLVED_REF, field, ref + " does not exist in the spec; left open")
                : new Flag(
                        FlagCode.REMOTE_REF,
                        field,
                        ref + " is remote and was not fetched (allow remote refs to fetch it)");
    }
}
