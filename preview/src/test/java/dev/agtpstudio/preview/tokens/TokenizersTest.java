package dev.agtpstudio.preview.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The counts are the tokenizers' own, on strings whose token counts tiktoken publishes. */
class TokenizersTest {
    @Test
    void knownStringsCountAsTiktokenCountsThem() {
        // tiktoken's README and OpenAI's cookbook: "hello world" is 2 tokens in both encodings; "tiktoken is great!" is
        // [83, 1609, 5963, 374, 2294, 0] in cl100k_base.
        assertThat(Tokenizers.count("hello world")).isEqualTo(new TokenCounts(2, 2));
        assertThat(Tokenizers.count("tiktoken is great!").cl100kBase()).isEqualTo(6);
        assertThat(Tokenizers.count("").largest()).isZero();
    }

    @Test
    void specialTokenTextIsCountedAsTheCharactersAClientSends() {
        TokenCounts c = Tokenizers.count("Describe <|endoftext|> here");
        assertThat(c.o200kBase()).isGreaterThan(3);
        assertThat(c.cl100kBase()).isGreaterThan(3);
    }

    @Test
    void countsAreReadByEncodingName() {
        TokenCounts c = new TokenCounts(7, 9);
        assertThat(c.get(TokenCounts.O200K_BASE)).isEqualTo(7);
        assertThat(c.get(TokenCounts.CL100K_BASE)).isEqualTo(9);
        assertThat(c.largest()).isEqualTo(9);
    }
}
