package dev.agtpstudio.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class LineIndexTest {
    @Test
    void linesEndAtEveryKindOfBreak() {
        LineIndex l = LineIndex.of("a\nb\r\nc\rd");
        assertThat(l.lineCount()).isEqualTo(4);
        assertThat(l.lineStart(2)).isEqualTo(2);
        assertThat(l.lineStart(3)).isEqualTo(5);
        assertThat(l.lineStart(4)).isEqualTo(7);
        assertThat(l.range(5, 8)).isEqualTo(new TextRange(5, 8, 3, 1, 4, 2));
    }

    /** An index moved by an edit equals the index of the edited text, whatever the edit and the line breaks. */
    @Test
    void anEditedIndexIsTheIndexOfTheEditedText() {
        Random random = new Random(11);
        for (int round = 0; round < 5000; round++) {
            String before = text(random, random.nextInt(60));
            int start = random.nextInt(before.length() + 1);
            int oldEnd = start + random.nextInt(before.length() - start + 1);
            String after = before.substring(0, start) + text(random, random.nextInt(8)) + before.substring(oldEnd);
            LineIndex edited = LineIndex.of(before).edited(after, start, oldEnd, after.length() - before.length());
            LineIndex whole = LineIndex.of(after);
            assertThat(edited.length()).isEqualTo(whole.length());
            assertThat(edited.lineCount()).as("%s -> %s", before, after).isEqualTo(whole.lineCount());
            for (int line = 1; line <= whole.lineCount(); line++) {
                assertThat(edited.lineStart(line)).isEqualTo(whole.lineStart(line));
            }
        }
    }

    private static String text(Random random, int length) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            sb.append(random.nextInt(10) == 0 ? "\r" : random.nextInt(4) == 0 ? "\n" : "x");
        }
        return sb.toString();
    }
}
