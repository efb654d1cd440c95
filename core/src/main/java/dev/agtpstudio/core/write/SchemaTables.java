package dev.agtpstudio.core.write;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Converts a JSON Schema input/output to the reference form's field tables when that keeps its meaning: the
 * conversion is accepted only if the field tables project ({@link Schemas#effective}) to the same canonical schema.
 */
public final class SchemaTables {
    private static final Set<String> LIFTED = Set.of("type", "description", "format", "enum");

    private SchemaTables() {}

    /** Field tables equivalent to {@code spec}, or empty when the schema needs the JSON Schema form. */
    public static Optional<SchemaSpec> asFieldTables(SchemaSpec spec, boolean isInput, String keyPath) {
        if (spec == null || spec.form() == SchemaForm.FIELD_TABLES) {
            return Optional.ofNullable(spec);
        }
        if (spec.form() == SchemaForm.ABSENT) {
            return Optional.empty();
        }
        JsonNode s = Schemas.effective(spec, isInput);
        JsonNode props = s.path("properties");
        if (!props.isObject()) {
            return Optional.empty();
        }
        Set<String> required = new HashSet<>();
        s.path("required").forEach(n -> required.add(n.asText()));
        List<FieldSpec> fields = new ArrayList<>();
        Iterator<Map.Entry<String, JsonNode>> it = props.fields();
        int i = 0;
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isObject()
                    || !FieldSpec.TYPES.contains(e.getValue().path("type").asText(""))) {
                // A field table needs one of the six types (docs/reference-server.md#endpoint-files); anything else
                // stays JSON Schema.
                return Optional.empty();
            }
            fields.add(field(e.getKey(), (ObjectNode) e.getValue(), required.contains(e.getKey()), keyPath, i++));
        }
        SchemaSpec tables = new SchemaSpec(SchemaForm.FIELD_TABLES, fields, null, keyPath);
        if (!ModelEquality.canonicalSchema(tables, isInput).equals(ModelEquality.canonicalSchema(spec, isInput))) {
            return Optional.empty();
        }
        return Optional.of(tables);
    }

    private static FieldSpec field(String name, ObjectNode p, boolean required, String keyPath, int i) {
        ObjectNode rest = p.deepCopy();
        String type = text(p, "type");
        String description = text(p, "description");
        String format = text(p, "format");
        List<String> enumValues = null;
        if (p.path("enum").isArray()) {
            List<String> ev = new ArrayList<>();
            p.get("enum").forEach(x -> ev.add(x.isTextual() ? x.asText() : null));
            if (!ev.contains(null)) {
                enumValues = ev;
                rest.remove("enum");
            }
        }
        for (String k : LIFTED) {
            if (!k.equals("enum") && text(p, k) != null) {
                rest.remove(k);
            }
        }
        if (type != null && !rest.isEmpty()) {
            // Nested shapes keep their type inside the inline schema too, as the reference samples do.
            rest.put("type", type);
        }
        return new FieldSpec(
                name,
                type,
                description,
                format,
                enumValues,
                rest.isEmpty() ? null : rest,
                required,
                keyPath + (required ? "/required/" : "/optional/") + i);
    }

    private static String text(JsonNode n, String k) {
        JsonNode v = n.get(k);
        return v != null && v.isTextual() ? v.asText() : null;
    }
}
