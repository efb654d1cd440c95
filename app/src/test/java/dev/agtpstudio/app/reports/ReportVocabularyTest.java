package dev.agtpstudio.app.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Outcome;
import dev.agtpstudio.conformance.report.CheckFormat;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.evolution.ContractDiff;
import dev.agtpstudio.evolution.DiffResult;
import dev.agtpstudio.evolution.report.DiffFormat;
import dev.agtpstudio.importer.ImportOptions;
import dev.agtpstudio.importer.ImportResult;
import dev.agtpstudio.importer.OpenApiImporter;
import dev.agtpstudio.importer.ReportFormats;
import dev.agtpstudio.validator.ValidationReport;
import dev.agtpstudio.validator.report.ReportFormat;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One report vocabulary (docs/decisions/0591, docs/reports.md): for {@code validate}, {@code check}, {@code diff}
 * and {@code import}, the text report's summary line names the same counts, in the same order, with the same
 * numbers, as the JSON report's {@code "summary"} object ({@code not_written} read as {@code not written}), and every
 * summary key is lowercase snake_case.
 */
class ReportVocabularyTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path ROOT = Path.of(System.getProperty("agtp.project.dir", ".."));
    private static final Pattern COUNT = Pattern.compile("(\\d+(?:\\.\\d+)?) ([a-z]+(?: [a-z]+)*)");

    @Test
    void validate() throws Exception {
        ValidationReport report = new ValidationReport(List.of(
                Diagnostic.builder("path/verb-segment", Severity.ERROR, "m")
                        .file(Path.of("/ws/a.toml"))
                        .build(),
                Diagnostic.builder("path/verb-segment", Severity.WARNING, "n")
                        .file(Path.of("/ws/a.toml"))
                        .build()));
        StringBuilder text = new StringBuilder();
        StringBuilder json = new StringBuilder();
        ReportFormat.TEXT.writer("https://rules").write(report, List.of(), Path.of("/ws"), text);
        ReportFormat.JSON.writer("https://rules").write(report, List.of(), Path.of("/ws"), json);
        assertSameSummary(
                lastLine(text.toString()), JSON.readTree(json.toString()).get("summary"));
    }

    @Test
    void check() throws Exception {
        CheckReport report = new CheckReport(
                "agtp://127.0.0.1:1",
                List.of(
                        new CheckResult("QUERY /rooms", "answers", Outcome.PASS, "ok", null, null, null, null),
                        new CheckResult("QUERY /rooms", "schema", Outcome.FAIL, "bad", "req", "resp", null, null)),
                2_500_000_000L,
                3);
        String text = render(CheckFormat.TEXT, report);
        String line = lastLine(text).replaceAll(" \\([^)]*checks/s\\)$", "");
        assertSameSummary(line, JSON.readTree(render(CheckFormat.JSON, report)).get("summary"));
        assertThat(text).contains("  pass ").contains("  fail ");
    }

    @Test
    void diff() throws Exception {
        Workspace ws = WorkspaceLoader.load(ROOT.resolve("samples/hotel"), MethodCatalog.bundled());
        DiffResult r = new ContractDiff().diff(ws, ws);
        String line = lastLine(DiffFormat.TEXT.render(r)).replaceAll(";.*$", "");
        assertSameSummary(line, JSON.readTree(DiffFormat.JSON.render(r)).get("summary"));
    }

    @Test
    void importReport(@TempDir Path out) throws Exception {
        ImportResult r = OpenApiImporter.standard(MethodCatalog.bundled())
                .importSpec(
                        ROOT.resolve("importer/src/test/resources/specs/merge-base.yaml"),
                        out,
                        ImportOptions.defaults());
        String line = ReportFormats.text(r).lines().skip(1).findFirst().orElseThrow();
        JsonNode summary = JSON.readTree(ReportFormats.json(r)).get("summary").deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) summary)
                .remove("flags_by_code"); // counts per flag code, listed below
        assertSameSummary(line, summary);
    }

    private static String render(CheckFormat f, CheckReport report) {
        StringWriter s = new StringWriter();
        f.write(report, new PrintWriter(s));
        return s.toString();
    }

    private static String lastLine(String text) {
        List<String> lines = text.lines().filter(l -> !l.isBlank()).toList();
        return lines.get(lines.size() - 1);
    }

    /** The line is {@code <n> <word>, <n> <word>, ...} naming the summary's keys and numbers in order. */
    private static void assertSameSummary(String line, JsonNode summary) {
        List<String> fromText = new ArrayList<>();
        for (String part : line.split(", ")) {
            Matcher m = COUNT.matcher(part);
            assertThat(m.matches())
                    .as("'%s' in the summary line '%s' is <count> <word>", part, line)
                    .isTrue();
            fromText.add(m.group(2).replace(' ', '_') + "=" + m.group(1));
        }
        List<String> fromJson = new ArrayList<>();
        summary.fields().forEachRemaining(e -> {
            assertThat(e.getKey()).as("summary key").matches("[a-z]+(_[a-z]+)*");
            fromJson.add(e.getKey() + "="
                    + (e.getValue().isDouble()
                            ? String.format(
                                    java.util.Locale.ROOT, "%.2f", e.getValue().asDouble())
                            : e.getValue().asText()));
        });
        assertThat(fromText)
                .as("the text summary line against the JSON summary")
                .isEqualTo(fromJson);
    }
}
