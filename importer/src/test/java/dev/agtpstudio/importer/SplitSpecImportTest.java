package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A spec split across files the way vendors split theirs: path items and operations are $refs to other files. */
class SplitSpecImportTest {
    @TempDir
    static Path out;

    static ImportResult result;
    static Map<String, ConvertedOperation> byLabel;

    @BeforeAll
    static void importSplitSpec() throws Exception {
        Path spec = Path.of(
                SplitSpecImportTest.class.getResource("/specs/split/api.yaml").toURI());
        result = OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(spec, out, ImportOptions.defaults());
        byLabel = result.plan().operations().stream()
                .collect(Collectors.toMap(o -> o.source().label(), o -> o));
    }

    @Test
    void pathItemAndOperationReferencesToOtherFilesAreResolved() {
        assertEquals(
                java.util.Set.of("GET /orders", "POST /orders", "GET /orders/{orderId}", "GET /broken"),
                byLabel.keySet(),
                () -> "skipped: " + result.plan().skipped());
        String input = byLabel.get("POST /orders").decl().input().jsonSchema().toString();
        assertTrue(input.contains("\"sku\"") && input.contains("\"quantity\""), input);
        assertTrue(input.contains("A free-text note."), "a reference inside a referenced file is resolved: " + input);
        String output = byLabel.get("GET /orders/{orderId}")
                .decl()
                .output()
                .jsonSchema()
                .toString();
        assertTrue(output.contains("\"sku\""), output);
        assertTrue(
                result.plan().operations().stream()
                        .flatMap(o -> o.flags().stream())
                        .noneMatch(f -> f.code() == FlagCode.REMOTE_REF || f.code() == FlagCode.UNRESOLVED_REF),
                () -> "flags");
    }

    @Test
    void aMalformedSchemaInAnotherFileCostsOnlyThatSchemaAndIsFlagged() {
        assertEquals(java.util.List.of(), result.plan().skipped());
        assertTrue(
                byLabel.get("GET /broken").flags().stream().anyMatch(f -> f.code() == FlagCode.MALFORMED_SCHEMA),
                () -> byLabel.get("GET /broken").flags().toString());
    }

    @Test
    void theConvertedSplitSpecValidates() {
        assertEquals(java.util.List.of(), ImportedWorkspace.errors(out));
    }
}
