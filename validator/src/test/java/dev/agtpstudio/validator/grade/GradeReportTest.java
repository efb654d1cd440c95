package dev.agtpstudio.validator.grade;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.cli.ValidateTool;
import dev.agtpstudio.validator.report.ReportFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code validate --grade} on the sample: text section, JSON {@code grades}/{@code workspace}, SARIF run properties. */
class GradeReportTest {
    static final Path HOTEL = Path.of("../samples/hotel").toAbsolutePath().normalize();

    static String run(ReportFormat format, boolean grade) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new ValidateTool(MethodCatalog.bundled())
                .grading(grade)
                .run(
                        new ValidateTool.Request(List.of(HOTEL), format, Severity.ERROR, null, null, HOTEL),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void jsonCarriesGradesAndTheWorkspaceBesideTheDiagnostics() throws Exception {
        JsonNode root = new ObjectMapper().readTree(run(ReportFormat.JSON, true));
        assertThat(root.has("diagnostics")).isTrue();
        JsonNode grades = root.get("grades");
        assertThat(grades.size()).isGreaterThanOrEqualTo(10);
        JsonNode first = grades.get(0);
        assertThat(first.get("endpoint").asText()).contains(" /");
        assertThat(first.get("file").asText()).startsWith("endpoints/");
        assertThat(first.get("findings").get(0).get("fix").asText()).isNotBlank();
        int worst = first.get("score").asInt();
        for (JsonNode g : grades) {
            assertThat(g.get("score").asInt()).isGreaterThanOrEqualTo(worst);
        }
        assertThat(root.get("workspace").asInt()).isBetween(worst, 100);
        assertThat(new ObjectMapper().readTree(run(ReportFormat.JSON, false)).has("grades"))
                .isFalse();
    }

    @Test
    void sarifCarriesThemAsPropertiesOfTheOneRun() throws Exception {
        JsonNode root = new ObjectMapper().readTree(run(ReportFormat.SARIF, true));
        assertThat(root.get("runs").size()).isEqualTo(1);
        JsonNode props = root.get("runs").get(0).get("properties");
        assertThat(props.get("grades").size()).isGreaterThanOrEqualTo(10);
        assertThat(props.get("workspace").isInt()).isTrue();
    }

    @Test
    void textEndsWithTheGradeWorstFirst() {
        String text = run(ReportFormat.TEXT, true);
        assertThat(text).contains("Description grade (docs/grade.md): workspace ");
        assertThat(text).contains("grade/error-undescribed");
        assertThat(run(ReportFormat.TEXT, false)).doesNotContain("Description grade");
    }
}
