package dev.agtpstudio.validator.agentview;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/** Visits every subschema of a JSON Schema with its JSON pointer and how many object levels enclose it. */
final class SchemaWalk {
    /** One visited subschema. */
    interface Visitor {
        void visit(JsonNode schema, String pointer, int objectDepth);
    }

    private static final Set<String> MAPS =
            Set.of("properties", "$defs", "definitions", "patternProperties", "dependentSchemas");
    private static final Set<String> LISTS = Set.of("anyOf", "oneOf", "allOf", "prefixItems");
    private static final Set<String> SINGLES = Set.of(
            "items",
            "not",
            "if",
            "then",
            "else",
            "contains",
            "additionalProperties",
            "unevaluatedProperties",
            "propertyNames");
    /** Nesting is bounded so a hostile schema cannot exhaust the stack (the loaders cap depth too). */
    private static final int MAX_DEPTH = 64;

    private SchemaWalk() {}

    static void walk(JsonNode schema, Visitor v) {
        walk(schema, "", 0, 0, v);
    }

    static boolean isObject(JsonNode s) {
        JsonNode t = s.path("type");
        if (t.isTextual()) {
            return t.asText().equals("object");
        }
        if (t.isArray()) {
            for (JsonNode x : t) {
                if (x.asText().equals("object")) {
                    return true;
                }
            }
        }
        return t.isMissingNode() && s.has("properties");
    }

    private static void walk(JsonNode s, String ptr, int depth, int guard, Visitor v) {
        if (s == null || !s.isObject() || guard > MAX_DEPTH) {
            return;
        }
        int here = isObject(s) ? depth + 1 : depth;
        v.visit(s, ptr, here);
        for (Iterator<Map.Entry<String, JsonNode>> it = s.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String k = e.getKey();
            JsonNode c = e.getValue();
            if (MAPS.contains(k) && c.isObject()) {
                c.fields()
                        .forEachRemaining(
                                p -> walk(p.getValue(), ptr + "/" + k + "/" + escape(p.getKey()), here, guard + 1, v));
            } else if (LISTS.contains(k) && c.isArray()) {
                for (int i = 0; i < c.size(); i++) {
                    walk(c.get(i), ptr + "/" + k + "/" + i, here, guard + 1, v);
                }
            } else if (SINGLES.contains(k)) {
                if (c.isArray()) {
                    for (int i = 0; i < c.size(); i++) {
                        walk(c.get(i), ptr + "/" + k + "/" + i, here, guard + 1, v);
                    }
                } else {
                    walk(c, ptr + "/" + k, here, guard + 1, v);
                }
            }
        }
    }

    static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
