package dev.agtpstudio.preview.tokens;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingRegistry;
import com.knuddels.jtokkit.api.EncodingType;

/**
 * Counts tokens with jtokkit's bundled encodings. Text is encoded as ordinary text: a tool description that happens
 * to contain {@code <|endoftext|>} is counted the way a client sends it, as characters, not as a special token.
 */
public final class Tokenizers {
    /**
     * Each encoding is loaded on its own first use (read from jtokkit's jar, a few MB each: on a cold JVM about 0.25 s
     * of CPU for {@code o200k_base}, 0.1 s for {@code cl100k_base}), so a check that {@code o200k_base} already
     * decides never loads {@code cl100k_base} (decision 0605).
     */
    private static final class Registry {
        static final EncodingRegistry REGISTRY = Encodings.newLazyEncodingRegistry();
    }

    private static final class O200k {
        static final Encoding ENCODING = o200kBase();
    }

    /**
     * tiktoken's {@code o200k_base} pre-tokenizer, as jtokkit 1.1.0 compiles it (its parts joined by {@code |}, Unicode
     * character classes); {@code TokenizersTest} compares it with jtokkit's own.
     */
    static final String O200K_PATTERN = String.join(
            "|",
            "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
            "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
            "\\p{N}{1,3}",
            " ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*",
            "\\s*[\\r\\n]+",
            "\\s+(?!\\S)",
            "\\s+");

    /**
     * {@code o200k_base}: jtokkit's encoder over jtokkit's own vocabulary file, read by {@link TiktokenRanks} (a third
     * of jtokkit's reading cost; decision 0625); should the file not read that way, jtokkit's own loader.
     */
    static Encoding o200kBase() {
        try (java.io.InputStream in =
                EncodingType.class.getResourceAsStream("/com/knuddels/jtokkit/o200k_base.tiktoken")) {
            if (in != null) {
                TiktokenRanks ranks = TiktokenRanks.read(in);
                java.util.regex.Pattern pattern =
                        java.util.regex.Pattern.compile(O200K_PATTERN, java.util.regex.Pattern.UNICODE_CHARACTER_CLASS);
                return Encodings.newLazyEncodingRegistry()
                        .registerGptBytePairEncoding(new com.knuddels.jtokkit.api.GptBytePairEncodingParams(
                                TokenCounts.O200K_BASE,
                                pattern,
                                ranks,
                                java.util.Map.of("<|endoftext|>", 199_999, "<|endofprompt|>", 200_018)))
                        .getEncoding(TokenCounts.O200K_BASE)
                        .orElseThrow();
            }
        } catch (java.io.IOException | RuntimeException e) {
            // read by jtokkit instead, below: the same vocabulary, only slower
        }
        return Registry.REGISTRY.getEncoding(EncodingType.O200K_BASE);
    }

    private static final class Cl100k {
        static final Encoding ENCODING = Registry.REGISTRY.getEncoding(EncodingType.CL100K_BASE);
    }

    private Tokenizers() {}

    public static TokenCounts count(String text) {
        String t = text == null ? "" : text;
        return new TokenCounts(O200k.ENCODING.countTokensOrdinary(t), Cl100k.ENCODING.countTokensOrdinary(t));
    }

    /**
     * Whether {@code text} costs more than {@code limit} tokens under either encoding, without counting all of it: a
     * token is at least one UTF-8 byte, so text of at most {@code limit} bytes never does, and encoding stops after
     * {@code limit + 1} tokens; {@code cl100k_base} is consulted only when {@code o200k_base} does not exceed.
     */
    public static boolean exceeds(String text, long limit) {
        String t = text == null ? "" : text;
        if (utf8Length(t) <= limit) {
            return false;
        }
        int max = (int) Math.min(Integer.MAX_VALUE, limit);
        return O200k.ENCODING.encodeOrdinary(t, max).isTruncated()
                || Cl100k.ENCODING.encodeOrdinary(t, max).isTruncated();
    }

    /** UTF-8 length of {@code s}, without encoding it (a text of no more bytes than a limit cannot exceed it). */
    public static long utf8Length(String s) {
        long n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c)) {
                n += 4;
                i++;
            } else {
                n += 3;
            }
        }
        return n;
    }

    /** Tokens of {@code text} under {@code o200k_base} alone (for ranking the parts of one tool). */
    public static int o200k(String text) {
        return O200k.ENCODING.countTokensOrdinary(text == null ? "" : text);
    }
}
