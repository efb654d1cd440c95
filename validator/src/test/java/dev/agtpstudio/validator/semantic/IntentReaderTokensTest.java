package dev.agtpstudio.validator.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class IntentReaderTokensTest {
    @Test
    void tokensAreTheLowerCasedRunsOfLettersAndDigits() {
        assertThat(IntentReader.tokens("Books a Room for 2 guests, then CONFIRMS it!"))
                .containsExactly("books", "a", "room", "for", "2", "guests", "then", "confirms", "it");
        assertThat(IntentReader.tokens(null)).isEmpty();
        assertThat(IntentReader.tokens("  -- ")).isEmpty();
        Random random = new Random(3);
        String alphabet = "aZ9 _-.,\tÉéİß\u00AD";
        for (int i = 0; i < 2000; i++) {
            String text = dev.agtpstudio.validator.support.RandomText.of(random, alphabet, 20);
            // The definition: split the lower-cased text at runs of anything but a-z and 0-9, drop empty pieces.
            assertThat(IntentReader.tokens(text))
                    .as(text)
                    .isEqualTo(Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^a-z0-9]+"))
                            .filter(t -> !t.isEmpty())
                            .toList());
        }
    }
}
