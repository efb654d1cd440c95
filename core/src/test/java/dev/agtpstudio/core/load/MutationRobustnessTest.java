package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.text.TextRange;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seeded random edits of valid fixtures (the kind of half-typed text an editor sends on every keystroke): the
 * loaders never throw, and every diagnostic and recorded location stays inside the text.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class MutationRobustnessTest {
    private static final String NOISE = "[]{}\"'=,.:#\n\t -_\\0aZ\u00e9\uD83C\uDFE8*&|>!%@";

    @ParameterizedTest
    @CsvSource({
        "endpoints/reserve_room.toml, endpoints/reserve_room.toml",
        "endpoints/fetch_rate.toml, endpoints/fetch_rate.toml",
        "endpoints/book_table_draft.toml, endpoints/book_table_draft.toml",
        "config/full-server.toml, agtp-server.toml",
        "recipes/hotel-recipes.toml, agtp-recipes.toml",
        "agis/hotel.agis, hotel.agis",
        "agis/hotel-json.agis, hotel.agis",
    })
    void randomEditsNeverBreakTheLoader(String resource, String asFile) {
        String original = Fixtures.text("/dev/agtpstudio/core/load/" + resource);
        Random rnd = new Random(resource.hashCode());
        for (int round = 0; round < 150; round++) {
            String text = mutate(original, rnd, 1 + rnd.nextInt(4));
            LoadedFile<?> f = FileLoader.load(Path.of(asFile), text);
            assertThat(f.diagnostics()).allSatisfy(d -> assertInside(d.range(), text));
            // FileLoader's safety net turns a loader exception into this diagnostic: it must never be needed.
            assertThat(f.diagnostics()).as(text).noneMatch(d -> d.message().contains("please report this"));
            f.locations().asMap().values().forEach(l -> {
                assertInside(l.key(), text);
                assertInside(l.value(), text);
            });
        }
    }

    private static void assertInside(TextRange r, String text) {
        if (r != null) {
            assertThat(r.start()).isBetween(0, text.length());
            assertThat(r.end()).isBetween(r.start(), text.length());
        }
    }

    private static String mutate(String s, Random rnd, int edits) {
        StringBuilder sb = new StringBuilder(s);
        for (int i = 0; i < edits; i++) {
            int at = sb.length() == 0 ? 0 : rnd.nextInt(sb.length());
            switch (rnd.nextInt(3)) {
                case 0 -> sb.insert(at, NOISE.charAt(rnd.nextInt(NOISE.length())));
                case 1 -> sb.delete(at, Math.min(sb.length(), at + 1 + rnd.nextInt(8)));
                default ->
                    sb.replace(
                            at,
                            Math.min(sb.length(), at + 1),
                            String.valueOf(NOISE.charAt(rnd.nextInt(NOISE.length()))));
            }
        }
        return sb.toString();
    }
}
