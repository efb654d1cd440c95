package dev.agtpstudio.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LevenshteinTest {
    @ParameterizedTest
    @CsvSource({
        "BOOK, BOOK, 0, 0",
        "BOK, BOOK, 1, 1",
        "SERACH, SEARCH, 2, 1",
        "QUERRY, QUERY, 1, 1",
        "ABC, CBA, 2, 2",
        "'', ABC, 3, 3",
        "KITTEN, SITTING, 3, 3",
    })
    void countsEditsWithAndWithoutTranspositions(String a, String b, int plain, int withSwaps) {
        assertThat(Levenshtein.distance(a, b, 10)).isEqualTo(plain);
        assertThat(Levenshtein.withTranspositions(a, b, 10)).isEqualTo(withSwaps);
    }

    @ParameterizedTest
    @CsvSource({"KITTEN, SITTING, 2", "A, ABCDEFG, 3", "ABCDEF, UVWXYZ, 1"})
    void stopsAtTheCap(String a, String b, int cap) {
        assertThat(Levenshtein.distance(a, b, cap)).isEqualTo(cap);
        assertThat(Levenshtein.withTranspositions(a, b, cap)).isEqualTo(cap);
    }
}
