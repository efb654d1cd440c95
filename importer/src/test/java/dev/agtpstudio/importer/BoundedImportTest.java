package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Memory that does not depend on luck: schemas that refer to each other widely, a manifest of long fields. */
class BoundedImportTest {
    @TempDir
    Path tmp;

    /** Ten schemas that each refer to all the others: every path through them was inlined before (10! of them). */
    private Path widelyReferencingSpec() throws Exception {
        StringBuilder sb = new StringBuilder("openapi: 3.0.3\ninfo: {title: Mesh, version: \"1\"}\n"
                + "servers: [{url: https://api.example.com}]\npaths:\n");
        for (int i = 0; i < 10; i++) {
            sb.append("  /s")
                    .append(i)
                    .append(":\n    get:\n      operationId: getS")
                    .append(i)
                    .append('\n')
                    .append("      responses:\n        \"200\":\n          description: ok\n          content:\n")
                    .append("            application/json:\n              schema: {$ref: \"#/components/schemas/S")
                    .append(i)
                    .append("\"}\n");
        }
        sb.append("components:\n  schemas:\n");
        for (int i = 0; i < 10; i++) {
            sb.append("    S")
                    .append(i)
                    .append(":\n      type: object\n      properties:\n        id: {type: string}\n");
            for (int j = 0; j < 10; j++) {
                if (j != i) {
                    sb.append("        s")
                            .append(j)
                            .append(": {$ref: \"#/components/schemas/S")
                            .append(j)
                            .append("\"}\n");
                }
            }
        }
        Path spec = tmp.resolve("mesh.yaml");
        Files.writeString(spec, sb.toString());
        return spec;
    }

    @Test
    void schemasThatReferToEachOtherExpandBoundedAndShared() throws Exception {
        Path spec = widelyReferencingSpec();
        ImportResult r = assertTimeoutPreemptively(
                Duration.ofSeconds(60),
                () -> OpenApiImporter.standard(MethodCatalog.bundled())
                        .importSpec(spec, tmp.resolve("out"), ImportOptions.defaults()));
        assertEquals(10, r.plan().operations().size(), () -> r.plan().skipped().toString());
        for (ConvertedOperation o : r.plan().operations()) {
            int nodes = nodes(o.decl().output().jsonSchema());
            assertTrue(nodes < 20 * RefResolver.MAX_NODES, o.source().label() + ": " + nodes + " nodes");
        }
        assertTrue(
                r.plan().operations().stream()
                        .flatMap(o -> o.flags().stream())
                        .anyMatch(f -> f.code() == FlagCode.SCHEMA_CUT),
                "the cut is flagged");
        assertEquals(List.of(), ImportedWorkspace.errors(tmp.resolve("out")));
    }

    @Test
    void theManifestKeepsLongFieldsAsTheirHash() throws Exception {
        Path spec = widelyReferencingSpec();
        OpenApiImporter.standard(MethodCatalog.bundled())
                .importSpec(spec, tmp.resolve("out"), ImportOptions.defaults());
        String manifest = Files.readString(tmp.resolve("out").resolve(ImportManifest.FILE_NAME));
        assertTrue(
                manifest.contains("\"output\" : \"sha256:"), manifest.substring(0, Math.min(2000, manifest.length())));
        assertFalse(manifest.contains("\"properties\""), "no schema text in the manifest");
    }

    private static int nodes(JsonNode n) {
        int count = 0;
        Deque<JsonNode> todo = new ArrayDeque<>(List.of(n));
        while (!todo.isEmpty()) {
            JsonNode x = todo.pop();
            count++;
            x.elements().forEachRemaining(todo::push);
        }
        return count;
    }
}
