package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReimportTest {
    @TempDir
    Path tmp;

    Path spec;
    Path out;
    String original;
    final OpenApiImporter importer = OpenApiImporter.standard(MethodCatalog.bundled());

    @BeforeEach
    void firstImport() throws Exception {
        original = Files.readString(
                Path.of(getClass().getResource("/specs/golden.yaml").toURI()));
        spec = tmp.resolve("api.yaml");
        out = tmp.resolve("endpoints");
        Files.writeString(spec, original);
        importer.importSpec(spec, out, ImportOptions.defaults());
    }

    private Map<String, FileOutcome> reimport(ImportOptions o) throws Exception {
        return importer.importSpec(spec, out, o).files().stream()
                .collect(Collectors.toMap(FileOutcome::operation, f -> f));
    }

    @Test
    void theSameSpecAgainChangesNothing() throws Exception {
        Map<String, FileOutcome> r = reimport(ImportOptions.defaults());
        assertTrue(r.values().stream().allMatch(f -> f.change() == ImportChangeKind.UNCHANGED), r::toString);
    }

    @Test
    void addedChangedAndRemovedOperationsAreReported() throws Exception {
        String next = original.replace("Cancel a booking that has not started", "Cancel a booking before arrival")
                .replace("  /bookings/{bookingId}:\n    get:", "  /bookings/{bookingId}/notes:\n    get:")
                .replace("operationId: getBooking", "operationId: listBookingNotes");
        Files.writeString(spec, next);
        Map<String, FileOutcome> r = reimport(ImportOptions.defaults());
        assertEquals(
                ImportChangeKind.CHANGED,
                r.get("POST /bookings/{bookingId}/cancel").change());
        assertEquals(
                ImportChangeKind.ADDED, r.get("GET /bookings/{bookingId}/notes").change());
        assertEquals(
                ImportChangeKind.REMOVED, r.get("GET /bookings/{bookingId}").change());
        assertEquals(
                "get_booking.toml.removed", r.get("GET /bookings/{bookingId}").fileName());
        assertTrue(!Files.exists(out.resolve("get_booking.toml")), "no longer an endpoint file, so not served");
        assertTrue(Files.readString(out.resolve("get_booking.toml.removed")).startsWith("# REMOVED FROM SPEC"));
        assertTrue(
                dev.agtpstudio.core.workspace.WorkspaceLoader.load(out, MethodCatalog.bundled()).endpoints().stream()
                        .noneMatch(d -> d.path().equals("/bookings/{bookingId}")),
                "the workspace (and so a server) does not load it");
    }

    @Test
    void fieldsAPersonEditedAreKeptUnlessOverwriteIsAsked() throws Exception {
        Path f = out.resolve("cancel_booking.toml");
        Files.writeString(f, Files.readString(f).replace("impact = \"irreversible\"", "impact = \"reversible\""));
        Files.writeString(spec, original.replace("Cancel a booking that has not started", "Cancel a future booking"));
        FileOutcome o = reimport(ImportOptions.defaults()).get("POST /bookings/{bookingId}/cancel");
        assertEquals(List.of("semantic.impact"), o.keptFields());
        String text = Files.readString(f);
        assertTrue(text.contains("impact = \"reversible\""), text);
        assertTrue(text.contains("intent = \"Cancel a future booking.\""), text);

        Files.writeString(f, text.replace("impact = \"reversible\"", "impact = \"informational\""));
        reimport(ImportOptions.defaults().withOverwrite(true));
        assertTrue(Files.readString(f).contains("impact = \"irreversible\""));
    }

    @Test
    void anEditSurvivesAnyNumberOfReimportsOfTheUnchangedSpec() throws Exception {
        Path f = out.resolve("cancel_booking.toml");
        Files.writeString(f, Files.readString(f).replace("impact = \"irreversible\"", "impact = \"reversible\""));
        for (int run = 1; run <= 4; run++) {
            FileOutcome o = reimport(ImportOptions.defaults()).get("POST /bookings/{bookingId}/cancel");
            assertEquals(List.of("semantic.impact"), o.keptFields(), "run " + run);
            assertEquals(List.of(), o.conflictFields(), "run " + run);
            assertTrue(Files.readString(f).contains("impact = \"reversible\""), "run " + run + " reverted the edit");
        }
    }

    @Test
    void anEditTheSpecAlsoChangedIsKeptAndReportedAsAConflict() throws Exception {
        Path f = out.resolve("cancel_booking.toml");
        String before = Files.readString(f);
        String intent = before.lines()
                .filter(l -> l.startsWith("intent = "))
                .findFirst()
                .orElseThrow();
        Files.writeString(f, before.replace(intent, "intent = \"Call off my stay.\""));
        Files.writeString(spec, original.replace("Cancel a booking that has not started", "Cancel a future booking"));
        ImportResult r = importer.importSpec(spec, out, ImportOptions.defaults());
        FileOutcome o = r.files().stream()
                .filter(x -> x.fileName().equals("cancel_booking.toml"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of("semantic.intent"), o.conflictFields());
        assertTrue(Files.readString(f).contains("intent = \"Call off my stay.\""));
        assertTrue(
                ReportFormats.text(r).contains("CONFLICT: the spec also changed semantic.intent"),
                ReportFormats.text(r));
        // and the next run (spec unchanged since) still keeps it, now without a conflict
        FileOutcome again = reimport(ImportOptions.defaults()).get("POST /bookings/{bookingId}/cancel");
        assertTrue(Files.readString(f).contains("intent = \"Call off my stay.\""));
        assertEquals(List.of(), again.conflictFields());
    }

    @Test
    void aFileTheImporterDidNotWriteIsNeverOverwritten() throws Exception {
        Path other = tmp.resolve("fresh");
        Files.createDirectories(other);
        Files.writeString(other.resolve("get_booking.toml"), "# mine\n");
        Map<String, FileOutcome> r = importer.importSpec(spec, other, ImportOptions.defaults()).files().stream()
                .collect(Collectors.toMap(FileOutcome::operation, x -> x));
        assertEquals(
                ImportChangeKind.CONFLICT, r.get("GET /bookings/{bookingId}").change());
        assertEquals("# mine\n", Files.readString(other.resolve("get_booking.toml")));
    }
}
