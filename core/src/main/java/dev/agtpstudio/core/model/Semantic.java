package dev.agtpstudio.core.model;

/**
 * The semantic block of an endpoint declaration (AGTP-API §7). Fields are null when the file
 * does not declare them, so the validator can say which one is missing.
 */
public record Semantic(
        String intent,
        String actor,
        String outcome,
        String capability,
        Double confidence,
        String impact,
        Boolean isIdempotent,
        String keyPath) {

    /** The seven field names, in declaration order. */
    public static final java.util.List<String> FIELDS =
            java.util.List.of("intent", "actor", "outcome", "capability", "confidence", "impact", "is_idempotent");

    public static final java.util.List<String> IMPACTS =
            java.util.List.of("informational", "reversible", "irreversible");
    public static final java.util.List<String> SUGGESTED_ACTORS =
            java.util.List.of("agent", "human", "system", "customer", "staff", "admin");

    /** The key path of one of {@link #FIELDS} inside this block. */
    public String fieldPath(String field) {
        return keyPath + "/" + field;
    }
}
