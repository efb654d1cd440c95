package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The merge base is the generated text of the last import, so "kept your edits" means a person edited the field. */
class MergeBaseTest {
    @TempDir
    Path tmp;

    Path spec;
    Path out;
    String original;
    final OpenApiImporter importer = OpenApiImporter.standard(MethodCatalog.bundled());

    @BeforeEach
    void firstImport() throws Exception {
        original = Files.readString(
                Path.of(getClass().getResource("/specs/merge-base.yaml").toURI()));
        spec = tmp.resolve("api.yaml");
        out = tmp.resolve("endpoints");
        Files.writeString(spec, original);
        importer.importSpec(spec, out, ImportOptions.defaults());
    }

    @Test
    void reimportingAnUnchangedSpecIntoUntouchedOutputKeepsNothingAndConflictsNowhere() throws Exception {
        ImportResult r = importer.importSpec(spec, out, ImportOptions.defaults());
        for (FileOutcome f : r.files()) {
            assertEquals(List.of(), f.keptFields(), f.fileName());
            assertEquals(List.of(), f.conflictFields(), f.fileName());
            assertEquals(ImportChangeKind.UNCHANGED, f.change(), f.fileName());
        }
    }

    @Test
    void aParameterTheSpecAddsIsAppliedWhenThePersonDidNotTouchTheInput() throws Exception {
        Files.writeString(
                spec,
                original.replace(
                        "        - {name: floor,",
                        "        - {name: wing, in: query, schema: {type: string}, description: The wing.}\n        - {name: floor,"));
        ImportResult r = importer.importSpec(spec, out, ImportOptions.defaults());
        FileOutcome f = r.files().stream()
                .filter(x -> x.fileName().equals("list_rooms.toml"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of(), f.keptFields());
        assertEquals(List.of(), f.conflictFields());
        assertTrue(Files.readString(out.resolve("list_rooms.toml")).contains("wing"), "the new parameter is written");
        assertTrue(ReportFormats.text(r).contains(", 0 conflict\n"), ReportFormats.text(r));
    }

    @Test
    void conflictCountsMatchTheConflictListAndStrictFailsOnThem() throws Exception {
        Path f = out.resolve("create_room.toml");
        String before = Files.readString(f);
        String intent = before.lines()
                .filter(l -> l.startsWith("intent = "))
                .findFirst()
                .orElseThrow();
        Files.writeString(f, before.replace(intent, "intent = \"Add a room to the hotel.\""));
        Files.writeString(spec, original.replace("summary: Create a room", "summary: Create one room"));
        ImportResult r = importer.importSpec(spec, out, ImportOptions.defaults());
        long withConflicts =
                r.files().stream().filter(x -> !x.conflictFields().isEmpty()).count();
        assertEquals(1, withConflicts);
        assertTrue(ReportFormats.text(r).contains(", 1 conflict\n"), ReportFormats.text(r));
        assertTrue(ReportFormats.json(r).contains("\"conflict\" : 1"), ReportFormats.json(r));
        assertEquals(ImportTool.FINDINGS, ImportTool.exitCode(r, true));
    }
}
