package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A spec split the way Lob's public spec is: path items are $refs to files, and some {@code content} maps and media
 * type objects are $refs too (not OpenAPI, but what vendors write). It used to import 0 of them with exit 0.
 */
class MultiFileSpecTest {
    @TempDir
    Path out;

    private static Path spec() throws Exception {
        return Path.of(
                MultiFileSpecTest.class.getResource("/specs/multifile/api.yaml").toURI());
    }

    @Test
    void everyOperationEndsAsAFileOrASkippedEntryWithAReason() throws Exception {
        ImportResult r =
                OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(spec(), out, ImportOptions.defaults());
        Map<String, ConvertedOperation> byLabel = r.plan().operations().stream()
                .collect(Collectors.toMap(o -> o.source().label(), o -> o));
        assertEquals(
                java.util.Set.of("GET /plain", "GET /widgets", "POST /widgets"),
                byLabel.keySet(),
                () -> "skipped: " + r.plan().skipped());
        Map<String, String> skipped = r.plan().skipped().stream()
                .collect(Collectors.toMap(SkippedOperation::operation, SkippedOperation::reason));
        assertEquals(java.util.Set.of("* /gone", "GET /odd"), skipped.keySet());
        assertTrue(skipped.get("* /gone").contains("could not be read"), skipped::toString);
        assertEquals(5, r.plan().inSpec());
        assertEquals(0, r.plan().unaccounted());
        assertEquals(3, r.files().size());
    }

    @Test
    void contentAndMediaReferencesToFilesAreFollowed() throws Exception {
        ImportResult r =
                OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(spec(), out, ImportOptions.defaults());
        for (ConvertedOperation o : r.plan().operations()) {
            if (o.source().path().equals("/widgets")) {
                String schemas =
                        o.decl().input().jsonSchema() + " " + o.decl().output().jsonSchema();
                assertTrue(schemas.contains("colour"), o.source().label() + ": " + schemas);
                assertTrue(schemas.contains("The widget's id."), "a reference back into the spec file: " + schemas);
            }
        }
        assertTrue(
                r.plan().operations().stream()
                        .flatMap(o -> o.flags().stream())
                        .noneMatch(f -> f.code() == FlagCode.REMOTE_REF || f.code() == FlagCode.UNRESOLVED_REF),
                "no flag");
        assertEquals(List.of(), ImportedWorkspace.errors(out));
    }

    @Test
    void aRunThatSkippedOperationsExitsOneAndSaysSo() throws Exception {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int code = new ImportTool(OpenApiImporter.standard(MethodCatalog.bundled()))
                .run(
                        new ImportTool.Request(spec(), out, List.of(), null, false, 0, false, false),
                        new PrintStream(stdout, true, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(ImportTool.FINDINGS, code);
        assertTrue(stdout.toString().contains("5 in spec, 3 imported, 2 skipped, 0 not selected"), stdout::toString);
    }

    @Test
    void aSelectionCountsWhatItLeftOutSoTheTotalsStillAddUp() throws Exception {
        ImportResult r = OpenApiImporter.standard(MethodCatalog.bundled())
                .importSpec(spec(), out, ImportOptions.defaults().withSelect(List.of("/widgets")));
        assertEquals(2, r.plan().operations().size());
        assertEquals(List.of(), r.plan().skipped());
        assertEquals(3, r.plan().unselected());
        assertEquals(5, r.plan().inSpec());
        assertEquals(0, r.plan().unaccounted());
    }

    @Test
    void onlyAnOperationGoneFromTheSpecIsParkedNotOneLeftOutOrSkipped() throws Exception {
        OpenApiImporter importer = OpenApiImporter.standard(MethodCatalog.bundled());
        importer.importSpec(spec(), out, ImportOptions.defaults());
        ImportResult r =
                importer.importSpec(spec(), out, ImportOptions.defaults().withSelect(List.of("/plain")));
        assertTrue(
                r.files().stream().noneMatch(f -> f.change() == ImportChangeKind.REMOVED),
                () -> r.files().toString());
        assertTrue(java.nio.file.Files.exists(out.resolve("get_widget.toml")));
        Map<String, VerbOverride> excluded = Map.of("GET /widgets", new VerbOverride(null, null, null, true));
        ImportPlan plan = importer.planner()
                .plan(
                        importer.read(spec(), ImportOptions.defaults()),
                        ImportOptions.defaults(),
                        excluded,
                        () -> false,
                        (d, t) -> {});
        ImportResult w = importer.write(plan, out, ImportOptions.defaults());
        assertTrue(
                w.files().stream().noneMatch(f -> f.change() == ImportChangeKind.REMOVED),
                () -> w.files().toString());
        assertTrue(java.nio.file.Files.exists(out.resolve("get_widget.toml")));
    }
}
