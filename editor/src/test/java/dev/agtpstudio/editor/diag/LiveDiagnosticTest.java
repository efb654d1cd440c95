package dev.agtpstudio.editor.diag;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.text.TextRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LiveDiagnosticTest {
    private static LiveDiagnostic at(int start, int end, Fix... fixes) {
        return new LiveDiagnostic(
                Diagnostic.builder("r/x", Severity.ERROR, "m")
                        .range(new TextRange(start, end, 1, 1, 1, 1))
                        .fixes(java.util.List.of(fixes))
                        .build(),
                1000);
    }

    @ParameterizedTest(name = "range [10,14) after change at {0} -{1} +{2} is [{3},{4})")
    @CsvSource({
        "0,0,5,15,19", // insert before: pushed
        "10,0,2,12,16", // insert right at the start: pushed
        "14,0,3,10,14", // insert right after the end: unchanged
        "20,5,0,10,14", // delete after: unchanged
        "2,3,0,7,11", // delete before: pulled
        "11,2,0,10,12", // delete inside: shrinks
        "12,0,4,10,18", // insert inside: grows
        "8,4,1,8,11", // replace overlapping the start
        "5,20,0,5,5"
    }) // delete around: collapses
    void rangeFollowsEdits(int pos, int removed, int inserted, int start, int end) {
        LiveDiagnostic d = at(10, 14);
        d.shift(pos, removed, inserted);
        assertThat(d.start()).isEqualTo(start);
        assertThat(d.end()).isEqualTo(end);
    }

    @Test
    void fixesMoveWithEditsElsewhereAndAreDroppedWhenTheirTextWasEdited() {
        Fix fix = Fix.of("use RESERVE", new TextEdit(10, 14, "RESERVE"), TextEdit.insert(30, "!"));
        LiveDiagnostic d = at(10, 14, fix);
        d.shift(0, 0, 2);
        assertThat(d.fixes()).singleElement().satisfies(f -> {
            assertThat(f.edits().get(0)).isEqualTo(new TextEdit(12, 16, "RESERVE"));
            assertThat(f.edits().get(1)).isEqualTo(new TextEdit(32, 32, "!"));
        });
        d.shift(13, 1, 0);
        assertThat(d.fixes()).isEmpty();
    }

    @Test
    void rangesBeyondTheTextAreClamped() {
        LiveDiagnostic d = new LiveDiagnostic(
                Diagnostic.builder("r/x", Severity.ERROR, "m")
                        .range(new TextRange(50, 60, 1, 1, 1, 1))
                        .build(),
                40);
        assertThat(d.start()).isEqualTo(40);
        assertThat(d.end()).isEqualTo(40);
    }
}
