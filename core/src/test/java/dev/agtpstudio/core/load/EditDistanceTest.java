package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EditDistanceTest {
    @ParameterizedTest
    @CsvSource({"intent,intent,0", "intnet,intent,2", "semantc,semantic,1", "a,abcdef,5", "kitten,sitting,3",
            "'',abc,3", "abc,xyz,3"})
    void countsEditsUpToTheCap(String a, String b, int expected) {
        assertThat(EditDistance.distance(a, b, 5)).isEqualTo(Math.min(expected, 5));
    }
}
