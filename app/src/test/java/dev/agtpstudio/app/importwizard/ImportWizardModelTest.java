package dev.agtpstudio.app.importwizard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.importer.ImportChangeKind;
import dev.agtpstudio.importer.ImportResult;
import dev.agtpstudio.importer.OpenApiImporter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportWizardModelTest {
    @TempDir
    Path out;

    ImportWizardModel model;
    ImportWizardModel.Summary summary;

    @BeforeEach
    void open() throws Exception {
        model = new ImportWizardModel(OpenApiImporter.standard(MethodCatalog.bundled()), MethodCatalog.bundled());
        summary = model.open(
                Path.of(getClass().getResource("/importwizard/bookings.yaml").toURI()), () -> false, (d, t) -> {});
    }

    @Test
    void anMcpToolsListOpensWithImportMcpsReaderAndWritesHandlersThatCallTheTools() throws Exception {
        ImportWizardModel tools =
                new ImportWizardModel(OpenApiImporter.standard(MethodCatalog.bundled()), MethodCatalog.bundled());
        ImportWizardModel.Summary s = tools.open(
                Path.of("../docs/examples/mcp-filesystem-tools-list.json")
                        .toAbsolutePath()
                        .normalize(),
                () -> false,
                (d, t) -> {});
        assertEquals(14, s.operations());
        ImportResult r = tools.runImport(out, () -> false, (d, t) -> {});
        assertEquals(14, r.plan().operations().size());
        String write = Files.readString(out.resolve("write_file.toml"));
        assertTrue(write.contains("mcp_tool = \"write_file\""), write);
        assertTrue(write.contains("impact = \"irreversible\""), write);
    }

    @Test
    void theSummaryNamesTheSpecItsServerAndOperationCount() {
        assertEquals("Golden bookings", summary.title());
        assertEquals("2.0", summary.version());
        assertEquals(List.of("https://eu.bookings.example.com/api"), summary.servers());
        assertEquals(2, summary.operations());
    }

    @Test
    void anUpstreamReplacesTheSpecsServerAsImportUpstreamDoes() throws Exception {
        assertEquals(java.util.Optional.empty(), model.setUpstream("http://127.0.0.1:4010/"));
        assertTrue(model.stale());
        model.replan(() -> false, (d, t) -> {});
        assertEquals("http://127.0.0.1:4010", model.upstream());
        ImportResult r = model.runImport(out, () -> false, (d, t) -> {});
        assertEquals("http://127.0.0.1:4010", r.plan().upstream());
        assertTrue(Files.readString(out.resolve("cancel_booking.toml")).contains("http://127.0.0.1:4010/bookings/"));
        model.setUpstream("  ");
        model.replan(() -> false, (d, t) -> {});
        assertEquals(null, model.upstream(), "blank is the spec's servers again");
        assertEquals("https://eu.bookings.example.com/api", model.baseUrl());
    }

    @Test
    void anUpstreamThatCannotBeUsedIsRefusedWithTheImportersMessage() {
        String problem = model.setUpstream("http://sandbox.example.com").orElseThrow();
        assertTrue(problem.startsWith("http://sandbox.example.com is plain http"), problem);
        assertTrue(!problem.contains("Exception") && !problem.contains("--upstream"), problem);
        model.replan(() -> false, (d, t) -> {});
        assertEquals(null, model.upstream(), "the options were left as they were");
    }

    @Test
    void filteringByPathAndClearingTheVisibleRowsDeselectsOnlyThem() {
        model.filter("", "cancel");
        assertEquals(1, model.rows().size());
        model.selectAllVisible(false);
        model.filter("bookings", "");
        assertEquals(2, model.rows().size());
        assertEquals(1, model.selectedCount());
        assertEquals(
                List.of(true, false),
                model.rows().stream().map(ImportWizardModel.Row::selected).toList());
    }

    @Test
    void aReviewerVerbAndImpactChangeTheRowAndThePreview() {
        String op = "POST /bookings/{bookingId}/cancel";
        ImportWizardModel.Row before = model.rows().stream()
                .filter(r -> r.operation().equals(op))
                .findFirst()
                .orElseThrow();
        assertEquals("CANCEL", before.verb());
        assertTrue(before.alternatives().size() > 1);
        assertTrue(before.evidence().contains("cancel"), before.evidence());
        model.setImpact(op, "reversible");
        model.setIdempotent(op, true);
        model.setSelected("GET /bookings/{bookingId}", false);
        assertTrue(model.stale());
        assertTrue(model.replan(() -> false, (d, t) -> {}));
        ImportWizardModel.Row after = model.rows().stream()
                .filter(r -> r.operation().equals(op))
                .findFirst()
                .orElseThrow();
        assertEquals("reversible", after.impact());
        assertTrue(after.idempotent());
        assertTrue(model.preview().contains("impact = \"reversible\""), model.preview());
    }

    @Test
    void importWritesTheSelectedOperationsAndReportsProgress() throws Exception {
        model.setSelected("GET /bookings/{bookingId}", false);
        AtomicInteger last = new AtomicInteger();
        ImportResult r = model.runImport(out, () -> false, (done, total) -> last.set(done * 100 / total));
        assertEquals(100, last.get());
        assertEquals(1, r.count(ImportChangeKind.ADDED));
        assertTrue(Files.exists(out.resolve("cancel_booking.toml")));
        assertFalse(Files.exists(out.resolve("get_booking.toml")));
    }

    @Test
    void aCancelledImportWritesNothing() throws Exception {
        ImportResult r = model.runImport(out, () -> true, (done, total) -> {});
        assertTrue(r.files().isEmpty());
        assertFalse(Files.exists(out.resolve("cancel_booking.toml")));
    }

    @Test
    void aBulkVerbChangeAppliesToEverySelectedOperationAndUndoTakesItBack() {
        List<String> both = List.of("GET /bookings/{bookingId}", "POST /bookings/{bookingId}/cancel");
        model.setVerb(both, "RESERVE");
        assertTrue(model.replan(() -> false, (d, t) -> {}));
        assertEquals(List.of("RESERVE", "RESERVE"), verbs());
        assertTrue(model.undo());
        assertTrue(model.replan(() -> false, (d, t) -> {}));
        assertEquals(List.of("FETCH", "CANCEL"), verbs());
        assertFalse(model.canUndo());
    }

    @Test
    void aVerbOutsideTheCatalogIsRefused() {
        org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> model.setVerb(List.of("GET /bookings/{bookingId}"), "FROBNICATE"));
        assertTrue(model.catalogVerbs().contains("FETCH"));
        assertFalse(model.catalogVerbs().contains("FROBNICATE"));
    }

    @Test
    void aCancelledReplanKeepsThePreviousConversion() {
        model.setVerb(List.of("POST /bookings/{bookingId}/cancel"), "RESERVE");
        assertFalse(model.replan(() -> true, (d, t) -> {}));
        assertTrue(model.stale());
        assertTrue(verbs().contains("CANCEL"));
    }

    @Test
    void flagGroupsFollowTheImportersRanking() {
        var groups = model.flagGroups();
        assertEquals(List.of(dev.agtpstudio.importer.FlagCode.Rank.values()), List.copyOf(groups.keySet()));
        groups.forEach(
                (rank, list) -> list.forEach(g -> assertEquals(rank, g.code().rank())));
        int total = groups.values().stream()
                .flatMap(List::stream)
                .mapToInt(ImportWizardModel.FlagGroup::count)
                .sum();
        assertEquals(model.rows().stream().mapToInt(r -> r.details().size()).sum(), total);
        assertTrue(total > 0);
    }

    private List<String> verbs() {
        model.filter("", "");
        return model.rows().stream().map(ImportWizardModel.Row::verb).toList();
    }
}
