package dev.agtpstudio.editor.features;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BracketPairsTest {
    @Test
    void openersInsertTheirCloserInCode() {
        assertThat(BracketPairs.typed('{', "", "")).isEqualTo(new BracketPairs.Typed("{}", 1));
        assertThat(BracketPairs.typed('[', "tags = ", "")).isEqualTo(new BracketPairs.Typed("[]", 1));
        assertThat(BracketPairs.typed('"', "  \"a\": ", ",")).isEqualTo(new BracketPairs.Typed("\"\"", 1));
        assertThat(BracketPairs.typed('[', "x = ", "]"))
                .as("before a closer")
                .isEqualTo(new BracketPairs.Typed("[]", 1));
    }

    @Test
    void noCloserBeforeAWordInAStringOrInAComment() {
        assertThat(BracketPairs.typed('{', "", "abc")).isNull();
        assertThat(BracketPairs.typed('"', "", "name")).isNull();
        assertThat(BracketPairs.typed('"', "name", "")).as("after a word").isNull();
        assertThat(BracketPairs.typed('{', "\"a {", "\"")).as("inside a string").isNull();
        assertThat(BracketPairs.typed('"', "# say ", ""))
                .as("in a TOML comment")
                .isNull();
        assertThat(BracketPairs.typed('x', "", "")).isNull();
    }

    @Test
    void aCloserStepsOverTheSameCloser() {
        assertThat(BracketPairs.typed('}', "{", "}").stepsOver()).isTrue();
        assertThat(BracketPairs.typed(']', "[1, 2", "]").stepsOver()).isTrue();
        assertThat(BracketPairs.typed('"', "\"abc", "\"").stepsOver())
                .as("the string's closing quote")
                .isTrue();
        assertThat(BracketPairs.typed('"', "\"abc", ""))
                .as("closing a string with none after")
                .isNull();
        assertThat(BracketPairs.typed(']', "[", "}")).isNull();
        assertThat(BracketPairs.typed('"', "\"a\\", "\""))
                .as("an escaped quote inside the string")
                .isNull();
    }

    @Test
    void backspaceDeletesOnlyAnEmptyPair() {
        assertThat(BracketPairs.deletesPair("x = [", "]")).isTrue();
        assertThat(BracketPairs.deletesPair("{", "}")).isTrue();
        assertThat(BracketPairs.deletesPair("a = \"", "\"")).isTrue();
        assertThat(BracketPairs.deletesPair("a = \"x\"", "\""))
                .as("a quote that closes a string")
                .isFalse();
        assertThat(BracketPairs.deletesPair("[1", "]")).isFalse();
        assertThat(BracketPairs.deletesPair("[", "}")).isFalse();
        assertThat(BracketPairs.deletesPair("# [", "]")).isFalse();
    }
}
