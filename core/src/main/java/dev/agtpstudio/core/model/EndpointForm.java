package dev.agtpstudio.core.model;

/** Which of the two endpoint TOML forms a file used. */
public enum EndpointForm {
    /** The reference implementation's field tables; loads in the public reference server. */
    REFERENCE,
    /** The draft's inline {@code input_schema} / {@code output_schema}. */
    DRAFT,
    /** Both forms in one file (input one way, output the other). */
    MIXED
}
