package dev.agtpstudio.preview.tokens;

/**
 * Tokens of one text under the two tokenizers the product reports: {@code o200k_base} (GPT-4o and later) and
 * {@code cl100k_base} (GPT-4, GPT-3.5); both ship inside jtokkit, so nothing is downloaded at run time.
 */
public record TokenCounts(int o200kBase, int cl100kBase) {
    public static final String O200K_BASE = "o200k_base";
    public static final String CL100K_BASE = "cl100k_base";
    /** The encodings in the order every report lists them. */
    public static final java.util.List<String> ENCODINGS = java.util.List.of(O200K_BASE, CL100K_BASE);

    public int get(String encoding) {
        return switch (encoding) {
            case O200K_BASE -> o200kBase;
            case CL100K_BASE -> cl100kBase;
            default -> throw new IllegalArgumentException("no such encoding: " + encoding);
        };
    }

    /** The larger of the two counts: what a budget is checked against, so it holds for either tokenizer. */
    public int largest() {
        return Math.max(o200kBase, cl100kBase);
    }
}
