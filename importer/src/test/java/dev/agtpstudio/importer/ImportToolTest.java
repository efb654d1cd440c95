package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ImportToolTest {
    @TempDir
    Path out;

    final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    final ByteArrayOutputStream stderr = new ByteArrayOutputStream();

    private int run(String spec, boolean strict, List<String> select, Path report) throws Exception {
        Path p = Path.of(getClass().getResource("/specs/" + spec).toURI());
        return new ImportTool(OpenApiImporter.standard(MethodCatalog.bundled()))
                .run(
                        new ImportTool.Request(p, out, select, report, strict, 0, false, false),
                        new PrintStream(stdout, true, StandardCharsets.UTF_8),
                        new PrintStream(stderr, true, StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0} strict={1} exits {2}")
    @CsvSource({
        "golden.yaml, false, 0",
        "golden.yaml, true, 1",
        "swagger2.json, false, 0",
        "broken.yaml, false, 0",
        "unreadable.yaml, false, 2",
        "unreadable.yaml, true, 2",
    })
    void exitCodes(String spec, boolean strict, int code) throws Exception {
        assertEquals(code, run(spec, strict, List.of(), null), stderr::toString);
    }

    @Test
    void anUnreadableSpecSaysWhyOnStandardError() throws Exception {
        run("unreadable.yaml", false, List.of(), null);
        assertTrue(stderr.toString().contains("cannot read"), stderr::toString);
        assertFalse(Files.exists(out.resolve(ImportManifest.FILE_NAME)));
    }

    @Test
    void selectKeepsOnlyTheNamedPathAndTheReportIsJson() throws Exception {
        Path report = out.resolve("report.json");
        assertEquals(0, run("golden.yaml", false, List.of("/bookings/{bookingId}"), report));
        try (var s = Files.list(out)) {
            assertEquals(
                    List.of("get_booking.toml"),
                    s.map(p -> p.getFileName().toString())
                            .filter(n -> n.endsWith(".toml"))
                            .toList());
        }
        String json = Files.readString(report);
        assertTrue(json.contains("\"operation\" : \"GET /bookings/{bookingId}\""), json);
        assertTrue(json.contains("\"alternatives\""), json);
    }

    @Test
    void aSpecWithErrorsImportsWhatItCanAndReportsTheRest() throws Exception {
        Path p = Path.of(getClass().getResource("/specs/broken.yaml").toURI());
        ImportResult r = OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(p, out, ImportOptions.defaults());
        assertEquals(3, r.plan().operations().size() + r.plan().skipped().size());
        assertTrue(!r.plan().spec().problems().isEmpty(), "swagger-parser's complaints are reported");
        assertTrue(r.plan().operations().stream()
                .anyMatch(o -> o.flags().stream().anyMatch(f -> f.code() == FlagCode.UNRESOLVED_REF)));
        List<String> errors = ImportedWorkspace.errors(out);
        assertTrue(errors.isEmpty(), () -> String.join("\n", errors));
    }

    @Test
    void swagger2IsConvertedOnLoad() throws Exception {
        Path p = Path.of(getClass().getResource("/specs/swagger2.json").toURI());
        ImportResult r = OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(p, out, ImportOptions.defaults());
        assertEquals(1, r.plan().operations().size());
        var d = r.plan().operations().get(0).decl();
        assertEquals("/orders/{order_id}", d.path());
        assertEquals(
                "https://legacy.example.com/v2/orders/{orderId}",
                ((dev.agtpstudio.core.model.HandlerBinding.ExternalService) d.handler()).url());
        assertTrue(ImportedWorkspace.errors(out).isEmpty(), () -> String.join("\n", ImportedWorkspace.errors(out)));
    }

    @Test
    void anInternalFailureExitsThreeAndNamesNoJavaType() {
        SkippedOperation s = SkippedOperation.internalFailure("GET /x", new IllegalStateException("boom"));
        assertTrue(s.internal());
        assertTrue(!s.reason().contains("IllegalStateException") && !s.reason().contains("java."), s.reason());
        ParsedSpec spec = new ParsedSpec(
                com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode(),
                "x.yaml",
                "3.0.3",
                "X",
                "1",
                List.of(),
                List.of());
        ImportResult crashed =
                new ImportResult(new ImportPlan(spec, List.of(), List.of(s), null, null, 1, 0), List.of());
        assertEquals(ImportTool.INTERNAL, ImportTool.exitCode(crashed, false));
        ImportResult lost = new ImportResult(new ImportPlan(spec, List.of(), List.of(), null, null, 1, 0), List.of());
        assertEquals(ImportTool.INTERNAL, ImportTool.exitCode(lost, false), "an operation unaccounted for");
        assertTrue(ReportFormats.text(lost).contains("INTERNAL ERROR"), ReportFormats.text(lost));
        ImportResult skipped = new ImportResult(
                new ImportPlan(spec, List.of(), List.of(new SkippedOperation("GET /x", "why")), null, null, 1, 0),
                List.of());
        assertEquals(ImportTool.FINDINGS, ImportTool.exitCode(skipped, false));
    }

    @Test
    void noJavaTypeNameReachesTheReport() {
        assertEquals(
                "could not deserialize p/b.yml into type Path",
                new SpecProblem("x", "could not deserialize p/b.yml into type class io.swagger.models.Path").message());
        SkippedOperation s = SkippedOperation.internalFailure(
                "GET /x",
                new NullPointerException(
                        "Cannot invoke \"com.fasterxml.jackson.databind.JsonNode.asText()\" because \"x\" is null"));
        assertTrue(!s.reason().contains("com.fasterxml"), s.reason());
    }
}
