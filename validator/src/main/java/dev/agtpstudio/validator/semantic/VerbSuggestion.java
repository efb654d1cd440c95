package dev.agtpstudio.validator.semantic;

import java.util.List;

/**
 * A catalog verb proposed for an operation.
 *
 * @param score    combined evidence in [0,1] (noisy-or of the evidence weights)
 * @param evidence what pointed to this verb, for the importer's review report
 */
public record VerbSuggestion(String verb, double score, List<String> evidence) {
    public VerbSuggestion {
        evidence = List.copyOf(evidence);
    }
}
