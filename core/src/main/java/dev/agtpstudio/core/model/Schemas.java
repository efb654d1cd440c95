package dev.agtpstudio.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.TreeSet;

/** Turns any declared form of an input or output into the Draft 2020-12 schema the manifest and the server use. */
public final class Schemas {
    public static final String DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private Schemas() {}

    /**
     * The effective schema of {@code spec}. Field tables project as the reference server does (docs/reference-server.md#endpoint-files):
     * properties from the fields, {@code required} sorted (for outputs every field), {@code additionalProperties}
     * false for inputs and true for outputs. A declared JSON Schema is returned as declared (a copy).
     */
    public static ObjectNode effective(SchemaSpec spec, boolean isInput) {
        if (spec != null
                && spec.form() == SchemaForm.JSON_SCHEMA
                && spec.jsonSchema() != null
                && spec.jsonSchema().isObject()) {
            return spec.jsonSchema().deepCopy();
        }
        ObjectNode s = F.objectNode();
        s.put("$schema", DRAFT_2020_12);
        s.put("type", "object");
        ObjectNode props = s.putObject("properties");
        TreeSet<String> required = new TreeSet<>();
        List<FieldSpec> fields = spec == null ? List.of() : spec.fields();
        for (FieldSpec f : fields) {
            if (f.name() == null) {
                continue;
            }
            props.set(f.name(), fieldSchema(f));
            if (f.required() || !isInput) {
                required.add(f.name());
            }
        }
        ArrayNode req = s.putArray("required");
        required.forEach(req::add);
        s.put("additionalProperties", !isInput);
        return s;
    }

    /** The property schema of one field: its inline {@code schema} if any, else type, format, enum and description. */
    public static ObjectNode fieldSchema(FieldSpec f) {
        ObjectNode p;
        if (f.schema() != null && f.schema().isObject()) {
            p = f.schema().deepCopy();
            if (!p.has("type") && f.type() != null) {
                p.put("type", f.type());
            }
        } else {
            p = F.objectNode();
            if (f.type() != null) {
                p.put("type", f.type());
            }
        }
        if (f.format() != null && !p.has("format")) {
            p.put("format", f.format());
        }
        if (f.enumValues() != null && !p.has("enum")) {
            ArrayNode e = p.putArray("enum");
            f.enumValues().forEach(e::add);
        }
        if (f.description() != null && !p.has("description")) {
            p.put("description", f.description());
        }
        return p;
    }

    /** Fields read from the top-level {@code properties} of a JSON Schema (for rules that walk fields of any form). */
    public static List<FieldSpec> fieldsOf(JsonNode schema, String keyPath) {
        if (schema == null || !schema.isObject() || !schema.path("properties").isObject()) {
            return List.of();
        }
        java.util.Set<String> req = new java.util.HashSet<>();
        schema.path("required").forEach(n -> req.add(n.asText()));
        List<FieldSpec> out = new java.util.ArrayList<>();
        schema.get("properties").fields().forEachRemaining(e -> {
            JsonNode p = e.getValue();
            List<String> en = null;
            if (p.path("enum").isArray()) {
                en = new java.util.ArrayList<>();
                for (JsonNode x : p.get("enum")) {
                    en.add(x.asText());
                }
            }
            out.add(new FieldSpec(
                    e.getKey(),
                    p.path("type").isTextual() ? p.get("type").asText() : null,
                    p.path("description").isTextual() ? p.get("description").asText() : null,
                    p.path("format").isTextual() ? p.get("format").asText() : null,
                    en,
                    p,
                    req.contains(e.getKey()),
                    keyPath + "/properties/" + e.getKey()));
        });
        return out;
    }
}
