package dev.agtpstudio.app.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ValidationStateTest {
    @ParameterizedTest
    @CsvSource({
        "0, 0, 0, No problems",
        "1, 0, 0, 1 error",
        "3, 2, 0, '3 errors, 2 warnings'",
        "0, 1, 2, '1 warning, 2 info'",
    })
    void describesTheCounts(int errors, int warnings, int infos, String text) {
        List<Diagnostic> d = new ArrayList<>();
        for (int i = 0; i < errors; i++) {
            d.add(Diagnostic.builder("r", Severity.ERROR, "m").build());
        }
        for (int i = 0; i < warnings; i++) {
            d.add(Diagnostic.builder("r", Severity.WARNING, "m").build());
        }
        for (int i = 0; i < infos; i++) {
            d.add(Diagnostic.builder("r", Severity.INFO, "m").build());
        }
        d.add(Diagnostic.builder("r", Severity.ERROR, "suppressed").build().suppress("ok"));
        assertThat(ValidationState.done(d).describe()).isEqualTo(text);
        assertThat(ValidationState.inProgress().describe()).isEqualTo("Validating\u2026");
    }
}
