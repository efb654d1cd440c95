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

    /** Tokens of {@code text} under {@code o200k_base} alone (for ranking the parts of one tool). */
    public static int o200k(String text) {
        return Holder.O200K.countTokensOrdinary(text == null ? "" : text);
    }
}
