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
    /** Loaded on first use (the encodings are read from jtokkit's jar, a few MB each). */
    private static final class Holder {
        static final EncodingRegistry REGISTRY = Encodings.newLazyEncodingRegistry();
        static final Encoding O200K = REGISTRY.getEncoding(EncodingType.O200K_BASE);
        static final Encoding CL100K = REGISTRY.getEncoding(EncodingType.CL100K_BASE);
    }

    private Tokenizers() {
    }

    public static TokenCounts count(String text) {
        String t = text == null ? "" : text;
        return new TokenCounts(Holder.O200K.countTokensOrdinary(t), Holder.CL100K.countTokensOrdinary(t));
    }

    /**
     * Whether {@code text} costs more than {@code limit} tokens under either encoding, without counting all of it: a
     * token is at least one UTF-8 byte, so text of at most {@code limit} bytes never does, and encoding stops after
     * {@code limit + 1} tokens.
     */
    public static boolean exceeds(String text, long limit) {
        String t = text == null ? "" : text;
        if (utf8Length(t) <= limit) {
            return false;
        }
        int max = (int) Math.min(Integer.MAX_VALUE, limit);
        return Holder.O200K.encodeOrdinary(t, max).isTruncated() || Holder.CL100K.encodeOrdinary(t, max).isTruncated();
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
        return Holder.O200K.countTokensOrdinary(text == null ? "" : text);
    }
}
