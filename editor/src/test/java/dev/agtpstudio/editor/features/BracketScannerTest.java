package dev.agtpstudio.editor.features;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BracketScannerTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "a = [1, [2], 3]|4|14",
                "a = [1, [2], 3]|14|4",
                "a = [1, [2], 3]|8|10",
                "{ x = [ }|0|8",
                "[ ( ]|0|4",
                "[ ( ]|2|-1",
                "a = 1|0|" + Integer.MIN_VALUE
            })
    void findsThePartner(String text, int at, int expected) {
        assertThat(BracketScanner.partner(text, at)).isEqualTo(expected);
    }
}
