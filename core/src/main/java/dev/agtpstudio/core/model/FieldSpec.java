package dev.agtpstudio.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * One field of an input or output in the reference form ({@code [[endpoint.input.required]]},
 * {@code [[endpoint.output]]}), or one property of a JSON Schema form. Null members were not declared.
 *
 * @param schema inline JSON Schema for nested shapes ({@code schema = {...}}), or the property schema
 *               in the JSON Schema form; never mutate it
 */
public record FieldSpec(
        String name,
        String type,
        String description,
        String format,
        List<String> enumValues,
        JsonNode schema,
        boolean required,
        String keyPath) {

    /** The field types the reference form allows. */
    public static final List<String> TYPES = List.of("string", "integer", "number", "boolean", "object", "array");

    public FieldSpec {
        enumValues = enumValues == null ? null : List.copyOf(enumValues);
    }
}
