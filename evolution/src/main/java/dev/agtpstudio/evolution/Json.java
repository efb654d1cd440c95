package dev.agtpstudio.evolution;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.Collection;

/** Old and new values of a change as JSON (what the JSON report prints verbatim). */
final class Json {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private Json() {}

    static JsonNode text(String s) {
        return s == null ? null : F.textNode(s);
    }

    static JsonNode bool(Boolean b) {
        return b == null ? null : F.booleanNode(b);
    }

    static JsonNode number(Double d) {
        return d == null ? null : F.numberNode(d);
    }

    static JsonNode list(Collection<String> items) {
        if (items == null) {
            return null;
        }
        ArrayNode a = F.arrayNode();
        items.forEach(a::add);
        return a;
    }
}
