package dev.agtpstudio.validator.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class WordsTest {
    @Test
    void snakeCaseIsExactlyTheExpression() {
        Pattern snake = Pattern.compile("[a-z][a-z0-9]*(_[a-z0-9]+)*");
        Random random = new Random(5);
        String alphabet = "ab9_A-é ";
        for (int i = 0; i < 20_000; i++) {
            String s = RandomText.of(random, alphabet, 7);
            assertThat(Words.isSnakeCase(s)).as(s).isEqualTo(snake.matcher(s).matches());
        }
        assertThat(Words.isSnakeCase("room_type_2")).isTrue();
        assertThat(Words.isSnakeCase("room__type")).isFalse();
        assertThat(Words.isSnakeCase(null)).isFalse();
    }
}
