package dev.agtpstudio.importer;

/**
 * One thing a reviewer must decide about an imported operation.
 *
 * @param field the endpoint field it concerns, e.g. {@code method}, {@code path}, {@code semantic.impact}
 */
public record Flag(FlagCode code, String field, String message) {}
