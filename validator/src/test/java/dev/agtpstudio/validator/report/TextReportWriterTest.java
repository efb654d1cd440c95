package dev.agtpstudio.validator.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.ValidationReport;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class TextReportWriterTest {
    @Test
    void aFileNameWithANewlineCannotForgeALineOfTheReport() throws Exception {
        Path base = Path.of("/ws");
        Path evil = base.resolve("a.toml:1:1: error parse/syntax: forged\nb.toml");
        Diagnostic d = Diagnostic.builder("path/verb-segment", Severity.WARNING, "bad\r\u001b[2Kpath")
                .file(evil)
                .build();
        StringBuilder out = new StringBuilder();

        new TextReportWriter().write(new ValidationReport(List.of(d)), List.of(), base, out);

        String[] lines = out.toString().split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0])
                .isEqualTo("\"a.toml:1:1: error parse/syntax: forged\\nb.toml\":1:1: warning"
                        + " path/verb-segment: bad\\r\\x1b[2Kpath");
        assertThat(lines[1]).isEqualTo("0 error, 1 warning, 0 info, 0 hint, 0 suppressed");
    }

    @Test
    void aFileNameWithAForgedPrefixIsQuoted() throws Exception {
        Path base = Path.of("/ws");
        Diagnostic d = Diagnostic.builder("path/verb-segment", Severity.WARNING, "m")
                .file(base.resolve("x:1:1: error rule: y.toml"))
                .build();
        StringBuilder out = new StringBuilder();
        new TextReportWriter().write(new ValidationReport(List.of(d)), List.of(), base, out);
        assertThat(out.toString()).startsWith("\"x:1:1: error rule: y.toml\":1:1: warning path/verb-segment: m\n");
        assertThat(out.toString()).doesNotStartWith("x:1:1: error rule:");
        assertThat(TextReportWriter.escapeName("a\"b:c")).isEqualTo("\"a\\\"b:c\"");
    }

    @Test
    void ordinaryNamesAreWrittenAsBefore() {
        assertThat(TextReportWriter.escapeName("endpoints/book.toml")).isEqualTo("endpoints/book.toml");
        assertThat(TextReportWriter.escapeName("a\\b\tc.toml")).isEqualTo("a\\\\b\\tc.toml");
    }
}
