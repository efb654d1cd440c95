package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Map;

/**
 * The OpenAPI 3.0 / Swagger 2.0 schema dialect rewritten as JSON Schema Draft 2020-12 (3.1 schemas already are):
 * boolean {@code exclusiveMinimum}/{@code exclusiveMaximum} become numeric bounds, {@code nullable} becomes a
 * {@code null} type (or an {@code anyOf} with one when there is no type), Swagger's {@code type: file} a binary
 * string; earlier drafts' tuple {@code items: [...]} and {@code additionalItems} become {@code prefixItems} and
 * {@code items} (2019-09's {@code $recursiveRef} is cut by {@link RefResolver}, which inlines every reference). And
 * numbers a TOML file cannot hold (integers beyond 64 bits) become float bounds.
 */
final class SchemaDialect {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private SchemaDialect() {}

    /** @param src the OpenAPI schema object, {@code out} its converted copy (children already converted) */
    static void to202012(JsonNode src, ObjectNode out, boolean nullable) {
        exclusive(out, "exclusiveMinimum", "minimum");
        exclusive(out, "exclusiveMaximum", "maximum");
        JsonNode additionalItems = out.remove("additionalItems");
        if (additionalItems != null && out.has("prefixItems") && !out.has("items")) {
            // 2019-09 and earlier: items after a tuple's positions; Draft 2020-12 calls that `items`.
            out.set("items", additionalItems);
        }
        if ("file".equals(out.path("type").asText(null))) {
            out.put("type", "string");
            out.put("contentMediaType", "application/octet-stream");
        }
        if (!nullable) {
            return;
        }
        JsonNode t = out.get("type");
        if (t != null) {
            ArrayNode types = F.arrayNode();
            if (t.isArray()) {
                t.forEach(types::add);
            } else {
                types.add(t);
            }
            if (!types.toString().contains("\"null\"")) {
                types.add("null");
            }
            out.set("type", types);
            if (out.has("enum") && !out.get("enum").toString().contains("null")) {
                ((ArrayNode) out.get("enum")).addNull();
            }
        } else if (!out.isEmpty()) {
            ObjectNode inner = out.deepCopy();
            out.removeAll();
            if (inner.has("description")) {
                out.set("description", inner.remove("description"));
            }
            out.putArray("anyOf").add(inner).add(F.objectNode().put("type", "null"));
        }
    }

    /** 3.0: {@code minimum: 5, exclusiveMinimum: true} is 2020-12's {@code exclusiveMinimum: 5}. */
    private static void exclusive(ObjectNode out, String exclusive, String bound) {
        JsonNode e = out.get(exclusive);
        if (e == null || !e.isBoolean()) {
            return;
        }
        out.remove(exclusive);
        if (e.asBoolean() && out.has(bound)) {
            out.set(exclusive, out.remove(bound));
        }
    }

    /**
     * Integers beyond 64 bits become floats (TOML integers are 64-bit), and decimal values that are whole 64-bit
     * numbers become integers again; everything else is untouched.
     */
    static ObjectNode numbersFitToml(ObjectNode schema) {
        Deque<JsonNode> todo = new ArrayDeque<>();
        todo.push(schema);
        while (!todo.isEmpty()) {
            JsonNode n = todo.pop();
            if (n instanceof ObjectNode o) {
                for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    JsonNode fit = fit(e.getValue());
                    if (fit != e.getValue()) {
                        e.setValue(fit);
                    } else if (e.getValue().isContainerNode()) {
                        todo.push(e.getValue());
                    }
                }
            } else if (n instanceof ArrayNode a) {
                for (int i = 0; i < a.size(); i++) {
                    JsonNode fit = fit(a.get(i));
                    if (fit != a.get(i)) {
                        a.set(i, fit);
                    } else if (a.get(i).isContainerNode()) {
                        todo.push(a.get(i));
                    }
                }
            }
        }
        return schema;
    }

    private static JsonNode fit(JsonNode v) {
        if (v.isBigInteger() && !v.canConvertToLong()) {
            return DoubleNode.valueOf(v.doubleValue());
        }
        if (v.isBigDecimal()) {
            BigDecimal d = v.decimalValue();
            try {
                return LongNode.valueOf(d.longValueExact());
            } catch (ArithmeticException notWhole) {
                return DoubleNode.valueOf(d.doubleValue());
            }
        }
        return v;
    }
}
