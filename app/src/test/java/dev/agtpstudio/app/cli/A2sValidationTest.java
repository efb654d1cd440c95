package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.validator.a2s.A2sValidation;
import dev.agtpstudio.validator.cli.ValidateTool;
import dev.agtpstudio.validator.report.ReportFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** validate on A2S documents: the sample's verify, a hand edit fails at checksum with the fix, OpenAPI steps parse. */
class A2sValidationTest {
    private static List<Path> written(Path dir, String... extra) throws Exception {
        String[] args = Stream.concat(
                        Stream.of(
                                "manifest",
                                ManifestCommandTest.SAMPLE.toString(),
                                "--projection",
                                "a2s",
                                "--out",
                                dir.toString()),
                        Stream.of(extra))
                .toArray(String[]::new);
        assertThat(ManifestCommandTest.run(args).exit()).isZero();
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    private static List<Diagnostic> check(Path f) throws Exception {
        return A2sValidation.validate(f, Files.readString(f));
    }

    @Test
    void everyDocumentOfTheSampleVerifiesInJsonAndYaml(@TempDir Path tmp) throws Exception {
        List<Path> files = new java.util.ArrayList<>(written(tmp.resolve("json")));
        files.addAll(written(tmp.resolve("yaml"), "--format", "yaml"));
        assertThat(files).hasSize(20);
        for (Path f : files) {
            assertThat(check(f)).as(f.toString()).isEmpty();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(A2sReport.run(
                        files,
                        ReportFormat.TEXT,
                        "https://rules",
                        Severity.ERROR,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        System.err))
                .isEqualTo(ValidateTool.OK);
    }

    @Test
    void aHandEditWithoutANewChecksumIsAnErrorAtChecksumWhoseFixRecomputesIt(@TempDir Path tmp) throws Exception {
        for (String format : List.of("json", "yaml")) {
            Path f = tmp.resolve(format).resolve("audit-folio-via-fetch-and-quote.a2s." + format);
            written(tmp.resolve(format), "--format", format);
            String edited = Files.readString(f).replace("\"USD\"", "\"EUR\"");
            Files.writeString(f, edited);
            List<Diagnostic> ds = check(f);
            assertThat(ds).as(format).hasSize(1);
            Diagnostic d = ds.get(0);
            assertThat(d.ruleId()).isEqualTo("a2s/checksum");
            assertThat(d.keyPath()).isEqualTo("/checksum");
            assertThat(edited.substring(d.range().start(), d.range().end())).startsWith("\"sha256:");
            assertThat(edited.lines().toList().get(d.range().startLine() - 1)).contains("checksum");
            String fixed = d.fixes().get(0).applyTo(edited);
            Files.writeString(f, fixed);
            assertThat(check(f)).as(format).isEmpty();
            assertThat(fixed).contains("EUR");
        }
    }

    @Test
    void anOpenApiStepValidatesAndABrokenOneIsLocatedAtItsStep(@TempDir Path tmp) throws Exception {
        // With every endpoint published (as when HOTEL_PMS_TOKEN is set), FETCH is an OpenAPI step.
        JsonNode caps = new Projections(f -> true, "agtp://test")
                .project(
                        ProjectionKind.A2S,
                        WorkspaceLoader.load(ManifestCommandTest.SAMPLE, MethodCatalog.bundled()),
                        ProjectionOptions.at(java.time.Instant.EPOCH))
                .document()
                .get("capabilities");
        ObjectNode audit = null;
        for (JsonNode c : caps) {
            if (c.path("name").asText().equals("audit-folio-via-fetch-and-quote")) {
                audit = (ObjectNode) c;
            }
        }
        assertThat(audit.at("/execution/steps/0/format").asText()).isEqualTo("OpenAPI");
        Path f = tmp.resolve("audit.a2s.json");
        Files.writeString(f, A2sFiles.text(audit, false));
        assertThat(check(f)).isEmpty();

        // A second operation in the definition, and a placeholder nothing defines, with the checksum recomputed.
        ObjectNode broken = audit.deepCopy();
        ((ObjectNode) broken.at("/execution/steps/0/definition/paths"))
                .putObject("/other")
                .putObject("get")
                .putObject("responses")
                .putObject("200")
                .put("description", "x");
        ((ObjectNode) broken.at("/execution/steps/1/input_template")).put("note", "${nobody}");
        broken.put("checksum", dev.agtpstudio.preview.A2sProjector.checksum(broken));
        Files.writeString(f, A2sFiles.text(broken, false));
        List<Diagnostic> ds = check(f);
        assertThat(ds).extracting(Diagnostic::ruleId).containsExactlyInAnyOrder("a2s/definition", "a2s/placeholder");
        assertThat(ds)
                .extracting(Diagnostic::message)
                .anySatisfy(m -> assertThat(m).contains("step reservation", "2 operations"))
                .anySatisfy(m -> assertThat(m).contains("${nobody}"));
        assertThat(ds).allSatisfy(d -> assertThat(d.range().startLine()).isGreaterThan(1));
        // The definition error points into the broken step, after its id.
        String text = Files.readString(f);
        Diagnostic def = ds.stream()
                .filter(d -> d.ruleId().equals("a2s/definition"))
                .findFirst()
                .orElseThrow();
        assertThat(def.range().start()).isGreaterThan(text.indexOf("\"id\" : \"reservation\""));
    }
}
