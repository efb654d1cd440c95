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
    private static final Set<String> DROP = Set.of("nullable", "discriminator", "xml", "externalDocs", "example",
            "deprecated", "readOnly", "writeOnly", "$schema", "$id", "$comment",
            // Anchors name a schema for a dynamic reference; with every reference inlined there is nothing to name.
            "$recursiveAnchor", "$dynamicAnchor", "$anchor");
    private static final int MAX_DEPTH = 40;

    private final JsonNode root;

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
        JsonNode out = convert(schema, new ArrayDeque<>(), flags, field, 0);
        return out instanceof ObjectNode o ? SchemaDialect.numbersFitToml(o) : F.objectNode();
    }

    private JsonNode convert(JsonNode s, Deque<String> stack, List<Flag> flags, String field, int depth) {
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
            if (stack.contains(ref) || depth > MAX_DEPTH) {
                flags.add(new Flag(FlagCode.CIRCULAR_REF, field, ref + " refers back to itself; cut to an open object"));
                ObjectNode o = F.objectNode();
                o.put("type", "object");
                o.put("description", "Recursive " + ref.substring(ref.lastIndexOf('/') + 1) + " (cut at the cycle).");
                return o;
            }
            stack.push(ref);
            JsonNode r = convert(target, stack, flags, field, depth + 1);
            stack.pop();
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
                    ObjectNode props = F.objectNode();
                    for (Iterator<Map.Entry<String, JsonNode>> p = v.fields(); p.hasNext(); ) {
                        Map.Entry<String, JsonNode> pe = p.next();
                        props.set(pe.getKey(), convert(pe.getValue(), stack, flags, field, depth + 1));
                    }
                    out.set(k, props);
                }
                case "$recursiveRef", "$dynamicRef" -> flags.add(new Flag(FlagCode.CIRCULAR_REF, field, k + " "
                        + v.asText() + " refers back to an enclosing schema; left open there"));
                case "items", "additionalProperties", "not", "contains", "propertyNames", "if", "then", "else",
                     "unevaluatedProperties", "unevaluatedItems", "additionalItems" -> {
                    if (v.isArray()) {
                        out.set("prefixItems", list(v, stack, flags, field, depth));
                    } else {
                        out.set(k, convert(v, stack, flags, field, depth + 1));
                    }
                }
                case "allOf", "anyOf", "oneOf", "prefixItems" -> out.set(k, list(v, stack, flags, field, depth));
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

    private ArrayNode list(JsonNode v, Deque<String> stack, List<Flag> flags, String field, int depth) {
        ArrayNode a = F.arrayNode();
        for (JsonNode x : v) {
            a.add(convert(x, stack, flags, field, depth + 1));
        }
        return a;
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
                : new Flag(FlagCode.REMOTE_REF, field, ref + " is remote and was not fetched (allow remote refs to fetch it)");
    }
}
