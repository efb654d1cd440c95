package dev.agtpstudio.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * An input or output contract as declared. {@link #fields} is filled for every form (for the JSON
 * Schema form from its top-level properties), so rules and projections can walk fields uniformly;
 * {@link #jsonSchema} holds the declared schema for the JSON Schema form. Use
 * {@link dev.agtpstudio.core.model.Schemas#effective} to get the Draft 2020-12 schema of any form.
 */
public record SchemaSpec(SchemaForm form, List<FieldSpec> fields, JsonNode jsonSchema, String keyPath) {

    public SchemaSpec {
        fields = fields == null ? List.of() : List.copyOf(fields);
    }

    public static SchemaSpec absent(String keyPath) {
        return new SchemaSpec(SchemaForm.ABSENT, List.of(), null, keyPath);
    }

    public boolean isAbsent() {
        return form == SchemaForm.ABSENT;
    }

    public java.util.Optional<FieldSpec> field(String name) {
        return fields.stream().filter(f -> name.equals(f.name())).findFirst();
    }
}
