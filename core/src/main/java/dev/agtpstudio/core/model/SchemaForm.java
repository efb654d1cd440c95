package dev.agtpstudio.core.model;

/** How a file declared an input or output. */
public enum SchemaForm {
    /** The reference implementation's field tables ({@code [[endpoint.input.required]]}, {@code [[endpoint.output]]}). */
    FIELD_TABLES,
    /** The draft's inline Draft 2020-12 JSON Schema ({@code input_schema}, AGIS {@code input}). */
    JSON_SCHEMA,
    /** AGIS §7 shorthand {@code input: {required: [..], optional: [..]}}. */
    SHORTHAND,
    /** Not declared at all. */
    ABSENT
}
