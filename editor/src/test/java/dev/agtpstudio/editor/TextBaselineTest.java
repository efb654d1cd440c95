package dev.agtpstudio.editor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextBaselineTest {
    private final TextBaseline b = new TextBaseline();

    @Test
    void nothingEditedMeansAnEmptySpan() {
        b.reset("abc");
        assertThat(b.span(3)).containsExactly(3, 3);
        assertThat(b.isBaseline("abc")).isTrue();
        assertThat(b.isBaseline(new String("abc".toCharArray()))).isFalse();
    }

    @Test
    void oneEditSpansWhatItInserted() {
        b.reset("0123456789");
        b.edited(4, 2, 3); // "0123" + "xyz" + "6789"
        assertThat(b.span(11)).containsExactly(4, 7);
    }

    @Test
    void editsApartSpanBothAndMoveWithTheText() {
        b.reset("0123456789");
        b.edited(8, 0, 1); // 01234567x89
        b.edited(1, 1, 0); // 0234567x89: the first span moves left by one
        assertThat(b.span(10)).containsExactly(1, 8);
    }

    @Test
    void anEditInsideTheSpanKeepsItsEndWhereTheTextMoved() {
        b.reset("0123456789");
        b.edited(2, 0, 4); // 01abcd23456789, span [2,6)
        b.edited(3, 2, 0); // 01ad23456789, span [2,4)
        assertThat(b.span(12)).containsExactly(2, 4);
    }

    @Test
    void aRemovalReachingPastTheSpanEndsWhereTheRemovalDid() {
        b.reset("0123456789");
        b.edited(2, 0, 1); // 01x23456789, span [2,3)
        b.edited(2, 5, 0); // removes "x2345": 016789, whose "6789" was never touched
        assertThat(b.span(6)).containsExactly(2, 2);
    }

    @Test
    void withoutABaselineNothingIsTracked() {
        b.edited(0, 0, 5);
        assertThat(b.isBaseline(null)).isFalse();
    }
}
