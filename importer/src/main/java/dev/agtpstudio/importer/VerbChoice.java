package dev.agtpstudio.importer;

import dev.agtpstudio.validator.semantic.VerbSuggestion;
import java.util.List;

/**
 * The chosen verb, the ranked alternatives (chosen first) with their evidence, and what the method implies.
 *
 * @param actionSegment the literal path segment that named the verb and is to leave the path, or null
 */
public record VerbChoice(
        String verb,
        List<VerbSuggestion> ranked,
        String impact,
        boolean idempotent,
        String actionSegment,
        List<Flag> flags) {
    public VerbChoice {
        ranked = List.copyOf(ranked);
        flags = List.copyOf(flags);
    }

    public double score() {
        return ranked.isEmpty() ? 0 : ranked.get(0).score();
    }
}
