package dev.agtpstudio.core.diag;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.text.TextRange;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Composing the fixes of many occurrences: from the end, equal fixes once, overlapping ones skipped and counted. */
class FixAllTest {
    private static final Path A = Path.of("/ws/a.toml");
    private static final Path B = Path.of("/ws/b.toml");

    private static Diagnostic d(Path file, String rule, int at, Fix... fixes) {
        return Diagnostic.builder(rule, Severity.WARNING, "m")
                .file(file)
                .range(new TextRange(at, at + 1, 1, at + 1, 1, at + 2))
                .fixes(List.of(fixes))
                .build();
    }

    @Test
    void everyOccurrenceOfTheRuleIsFixedInOneTextAndOtherRulesAreLeftAlone() {
        String text = "Aaa Bbb Ccc Ddd";
        List<Diagnostic> ds = List.of(
                d(A, "case/lower", 0, Fix.of("Use aaa", new TextEdit(0, 3, "aaa"))),
                d(A, "case/lower", 8, Fix.of("Use ccc", new TextEdit(8, 11, "ccc"))),
                d(
                        A,
                        "case/lower",
                        4,
                        Fix.of("Use bbb", new TextEdit(4, 7, "bbb")),
                        Fix.of("Drop", new TextEdit(4, 7, ""))),
                d(A, "other/rule", 12, Fix.of("Use ddd", new TextEdit(12, 15, "ddd"))),
                d(B, "case/lower", 0, Fix.of("elsewhere", new TextEdit(0, 1, "x"))));
        FixAll.FileFix f = FixAll.inFile(A, ds, FixAll.ofRule("case/lower"));
        assertThat(f.applyTo(text)).isEqualTo("aaa bbb ccc Ddd");
        assertThat(f.fixed()).hasSize(3);
        assertThat(f.skipped()).isEmpty();
    }

    @Test
    void overlappingFixesAreSkippedFromTheEndAndEqualFixesCountOnce() {
        String text = "0123456789";
        Fix tail = Fix.of("tail", TextEdit.insert(10, "!"));
        List<Diagnostic> ds = new ArrayList<>(List.of(
                d(A, "r", 2, Fix.of("a", new TextEdit(2, 5, "x"))),
                d(A, "r", 4, Fix.of("b", new TextEdit(4, 7, "y"))), // overlaps a: the later one is taken
                d(A, "r", 9, tail),
                d(A, "r", 9, Fix.of("same", TextEdit.insert(10, "!"))), // the same edit: fixed by the first
                d(A, "r", 0, Fix.of("ins", TextEdit.insert(0, "<")), Fix.of("alt", TextEdit.insert(1, ">")))));
        ds.add(d(A, "r", 1, Fix.of("noEdits", List.of().toArray(new TextEdit[0])))); // no edits: not fixable
        ds.add(d(A, "r", 3, Fix.of("s", new TextEdit(3, 4, "s"))).suppress("by the team"));
        FixAll.FileFix f = FixAll.inFile(A, ds, FixAll.ofRule("r"));
        assertThat(f.applyTo(text)).isEqualTo("<0123y789!");
        assertThat(f.fixed()).hasSize(4);
        assertThat(f.skipped()).extracting(x -> x.fixes().get(0).title()).containsExactly("a");
    }

    @Test
    void twoInsertionsAtOnePlaceConflictAndTheWorkspaceListsOnlyFilesWithEdits() {
        List<Diagnostic> ds = List.of(
                d(A, "r", 5, Fix.of("one", TextEdit.insert(5, "1"))),
                d(A, "r", 5, Fix.of("two", TextEdit.insert(5, "2"))),
                d(B, "r", 0, Fix.of("b", new TextEdit(0, 1, "B"))),
                d(Path.of("/ws/c.toml"), "x", 0, Fix.of("c", new TextEdit(0, 1, "C"))));
        Map<Path, FixAll.FileFix> all = FixAll.inWorkspace(ds, FixAll.ofRule("r"));
        assertThat(all).containsOnlyKeys(A, B);
        assertThat(all.get(A).fixed()).hasSize(1);
        assertThat(all.get(A).skipped()).hasSize(1);
        assertThat(all.get(B).applyTo("bee")).isEqualTo("Bee");
        assertThat(FixAll.occurrences(1)).isEqualTo("1 occurrence");
    }

    @Test
    void theOneEditBetweenTwoTextsCoversOnlyWhatChanged() {
        for (String[] c : new String[][] {
            {"name = roomType\nx = maxRate\n", "name = room_type\nx = max_rate\n"},
            {"aaa", "aaaa"},
            {"abc", ""},
            {"", "xyz"},
            {"same", "same"},
            {"abab", "ab"}
        }) {
            TextEdit e = TextEdit.between(c[0], c[1]);
            assertThat(TextEdit.applyAll(c[0], List.of(e))).isEqualTo(c[1]);
        }
        TextEdit e = TextEdit.between("name = roomType\nx = maxRate\n", "name = room_type\nx = max_rate\n");
        assertThat(e.start()).isEqualTo("name = room".length());
        assertThat(e.end()).isEqualTo("name = roomType\nx = maxR".length());
    }
}
