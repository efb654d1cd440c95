package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.diag.TextEdit;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TextChangeTest {
    private static final Path FILE = Path.of("f.agis");

    @Test
    void anEditIsTheLongestCommonPrefixThenTheLongestCommonSuffix() {
        Random random = new Random(7);
        for (int i = 0; i < 300; i++) {
            String a = randomText(random, random.nextInt(3) == 0 ? 20_000 : 40);
            int at = random.nextInt(a.length() + 1);
            int cut = Math.min(a.length(), at + random.nextInt(5));
            String b = a.substring(0, at) + randomText(random, random.nextInt(4)) + a.substring(cut);
            int p = 0;
            while (p < Math.min(a.length(), b.length()) && a.charAt(p) == b.charAt(p)) {
                p++;
            }
            int s = 0;
            while (s < Math.min(a.length(), b.length()) - p
                    && a.charAt(a.length() - 1 - s) == b.charAt(b.length() - 1 - s)) {
                s++;
            }
            assertThat(TextChange.between(a, b)).isEqualTo(new TextChange(p, a.length() - s, b.length() - a.length()));
        }
    }

    private static String randomText(Random random, int length) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            sb.append("ab\n".charAt(random.nextInt(3)));
        }
        return sb.toString();
    }

    @Test
    void aDiagnosticAfterTheChangeMovesWithItsFixesAndOneBeforeItStays() {
        String before = "one\ntwo\nthree\nfour\n";
        String after = "one\ntwo and\nmore\nthree\nfour\n";
        TextChange change = TextChange.between(before, after);
        assertThat(change).isEqualTo(new TextChange(7, 7, 9));
        SourceText old = SourceText.of(FILE, before);
        SourceText next = change.apply(old, after);
        int four = before.indexOf("four");
        Diagnostic late = Diagnostic.builder("r", Severity.ERROR, "m")
                .file(FILE)
                .range(old.range(four, four + 4))
                .fixes(java.util.List.of(Fix.of("f", new TextEdit(four, four + 4, "FOUR"), new TextEdit(0, 3, "ONE"))))
                .build();
        Diagnostic moved = change.moved(late, next);
        int newFour = after.indexOf("four");
        assertThat(moved.range()).isEqualTo(next.range(newFour, newFour + 4));
        assertThat(moved.range().startLine()).isEqualTo(5);
        assertThat(moved.fixes().get(0).edits())
                .containsExactly(new TextEdit(newFour, newFour + 4, "FOUR"), new TextEdit(0, 3, "ONE"));
        Diagnostic early = Diagnostic.builder("r", Severity.ERROR, "m")
                .file(FILE)
                .range(old.range(0, 3))
                .build();
        assertThat(change.moved(early, next)).isSameAs(early);
    }

    @Test
    void whatMeetsTheChangeTouchesIt() {
        TextChange change = new TextChange(10, 14, 3);
        assertThat(change.touches(0, 9)).isFalse();
        assertThat(change.touches(0, 10)).isTrue(); // ends where the typing starts
        assertThat(change.touches(12, 13)).isTrue();
        assertThat(change.touches(14, 20)).isTrue();
        assertThat(change.touches(15, 20)).isFalse();
        SourceText old = SourceText.of(FILE, "x".repeat(40));
        Diagnostic far = Diagnostic.builder("r", Severity.ERROR, "m")
                .range(old.range(30, 32))
                .fixes(java.util.List.of(Fix.of("f", new TextEdit(11, 11, "y"))))
                .build();
        assertThat(change.touches(far)).as("through its fix").isTrue();
        assertThat(change.none()).isFalse();
        assertThat(TextChange.between("same", "same").none()).isTrue();
    }
}
