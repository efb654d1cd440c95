package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/** Small JSON Schema helpers the builders share. */
final class BodySchemas {
    private BodySchemas() {}

    /** An object schema's properties, with {@code allOf} members that are all objects flattened in; null otherwise. */
    static ObjectNode flattenObject(ObjectNode s) {
        if (s.has("oneOf") || s.has("anyOf")) {
            return null;
        }
        String type = s.path("type").isTextual() ? s.path("type").asText() : null;
        boolean hasProps = s.path("properties").isObject();
        if (s.has("allOf")) {
            ObjectNode out = s.deepCopy();
            out.remove("allOf");
            ObjectNode props = out.has("properties") ? (ObjectNode) out.get("properties") : out.putObject("properties");
            for (JsonNode m : s.get("allOf")) {
                if (!(m instanceof ObjectNode mo)) {
                    return null;
                }
                ObjectNode f = flattenObject(mo);
                if (f == null) {
                    return null;
                }
                props.setAll((ObjectNode) f.path("properties"));
                f.path("required").forEach(r -> {
                    if (!out.has("required")) {
                        out.putArray("required");
                    }
                    ((com.fasterxml.jackson.databind.node.ArrayNode) out.get("required")).add(r);
                });
            }
            out.put("type", "object");
            return out;
        }
        if ("object".equals(type) || (type == null && hasProps)) {
            ObjectNode out = s.deepCopy();
            out.put("type", "object");
            if (!out.has("properties")) {
                out.putObject("properties");
            }
            return out;
        }
        return null;
    }

    /** Description of a property; filled when the spec left it out, because field tables require one. */
    static void ensureDescription(ObjectNode prop, String fallback) {
        JsonNode d = prop.get("description");
        if (d == null || !d.isTextual() || d.asText().isBlank()) {
            prop.put("description", fallback);
        } else {
            prop.put("description", d.asText().strip());
        }
    }

    static Iterator<Map.Entry<String, JsonNode>> fields(JsonNode n) {
        return n.fields();
    }
}
