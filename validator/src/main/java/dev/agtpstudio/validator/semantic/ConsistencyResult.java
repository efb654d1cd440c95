package dev.agtpstudio.validator.semantic;

import java.util.List;

/**
 * The answer of a pass-6 check.
 *
 * @param verdict     consistent, warning or failure
 * @param score       the mode's score: in {@code embedding} mode {@code 1 + margin} (1 when the declared verb is the
 *                    verb the intent most resembles), in {@code naive-cosine} the raw cosine, in {@code lexicon} a
 *                    fixed weight per relation (1 same verb, 0.8 same category, 0.4 mismatch, 0 contradiction)
 * @param mode        {@code lexicon}, {@code embedding} or {@code naive-cosine}
 * @param explanation one or two sentences for a human: what the intent reads as, and why the verdict
 * @param closerVerbs catalog verbs that fit the intent better than the declared one, best first (quick fixes);
 *                    empty when the declared verb fits
 */
public record ConsistencyResult(
        Verdict verdict, double score, String mode, String explanation, List<VerbScore> closerVerbs) {
    public static final String LEXICON = "lexicon";
    public static final String EMBEDDING = "embedding";
    public static final String NAIVE = "naive-cosine";

    public ConsistencyResult {
        closerVerbs = closerVerbs == null ? List.of() : List.copyOf(closerVerbs);
    }
}
