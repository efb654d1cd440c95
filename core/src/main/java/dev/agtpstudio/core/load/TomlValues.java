package dev.agtpstudio.core.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.toml.TomlArray;
import dev.agtpstudio.core.toml.TomlTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Converts TOML values to Jackson trees (for inline JSON Schemas) and to plain Java values. */
final class TomlValues {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private TomlValues() {}

    /** TOML value as JSON: integers become int nodes when they fit (as Jackson parses JSON), dates become text. */
    static JsonNode toJson(Object v) {
        if (v == null) {
            return F.nullNode();
        }
        if (v instanceof String s) {
            return F.textNode(s);
        }
        if (v instanceof Long l) {
            return JsonNodes.number(l);
        }
        if (v instanceof Double d) {
            return F.numberNode(d);
        }
        if (v instanceof Boolean b) {
            return F.booleanNode(b);
        }
        if (v instanceof TomlTable t) {
            ObjectNode o = F.objectNode();
            for (String k : t.keySet()) {
                o.set(k, toJson(t.get(k)));
            }
            return o;
        }
        if (v instanceof TomlArray a) {
            ArrayNode arr = F.arrayNode();
            for (int i = 0; i < a.size(); i++) {
                arr.add(toJson(a.get(i)));
            }
            return arr;
        }
        return F.textNode(v.toString());
    }

    /** TOML value as plain Java: tables become ordered maps, arrays lists, scalars stay as the parser gives them. */
    static Object toPlain(Object v) {
        if (v instanceof TomlTable t) {
            Map<String, Object> m = new LinkedHashMap<>();
            for (String k : t.keySet()) {
                m.put(k, toPlain(t.get(k)));
            }
            return m;
        }
        if (v instanceof TomlArray a) {
            List<Object> l = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                l.add(toPlain(a.get(i)));
            }
            return l;
        }
        return v;
    }
}
