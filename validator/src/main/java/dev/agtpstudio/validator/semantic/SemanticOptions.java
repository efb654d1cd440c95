package dev.agtpstudio.validator.semantic;

/**
 * How pass 6 scores. Defaults: {@link #defaults()}; the naive mode's thresholds are the spec's informative ones
 * (AGIS §9.1: cosine below 0.3 warns, below 0.1 fails). See docs/decisions/0030-semantic-consistency-scorer.md.
 *
 * @param mode                which scorer {@link EmbeddingConsistency} uses once the model is ready
 * @param naiveWarnBelow      naive mode: warning when cosine(verb, intent) is below this
 * @param naiveFailBelow      naive mode: failure when cosine(verb, intent) is below this
 * @param supportRank         embedding mode: the declared verb "is supported" by the intent when it ranks within this
 *                            many catalog verbs by similarity to the intent ...
 * @param supportMargin       ... or when its similarity is within this margin of the best verb's
 * @param rescueRank          a lexicon contradiction becomes only a warning when the declared verb ranks within this
 * @param failMargin          with no lexicon reading, a failure needs the declared verb this far below the best verb
 *                            and the intent's best category in a contradicting group
 */
public record SemanticOptions(
        Mode mode,
        double naiveWarnBelow,
        double naiveFailBelow,
        int supportRank,
        double supportMargin,
        int rescueRank,
        double failMargin) {

    /** The scorer. */
    public enum Mode {
        LEXICON(ConsistencyResult.LEXICON),
        EMBEDDING(ConsistencyResult.EMBEDDING),
        NAIVE_COSINE(ConsistencyResult.NAIVE);

        private final String label;

        Mode(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public SemanticOptions {
        if (mode == null) {
            throw new IllegalArgumentException("mode is required");
        }
        if (naiveFailBelow > naiveWarnBelow) {
            throw new IllegalArgumentException("naiveFailBelow must not exceed naiveWarnBelow");
        }
    }

    public static SemanticOptions defaults() {
        return new SemanticOptions(Mode.EMBEDDING, 0.3, 0.1, 12, 0.05, 3, 0.12);
    }

    public SemanticOptions withMode(Mode m) {
        return new SemanticOptions(
                m, naiveWarnBelow, naiveFailBelow, supportRank, supportMargin, rescueRank, failMargin);
    }
}
