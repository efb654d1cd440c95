package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The wrong-verb patterns of the blind-labelled sample (docs/import-verb-labels.json), each on the smallest spec. */
class SampledVerbsTest {
    @TempDir
    static Path dir;

    static Map<String, ConvertedOperation> ops;

    @BeforeAll
    static void importSpec() throws Exception {
        Path spec = dir.resolve("sampled.yaml");
        Files.writeString(spec, """
                openapi: 3.0.3
                info: {title: Sampled, version: "1"}
                servers: [{url: "https://api.example.com"}]
                paths:
                  /locations/{location}/clusterVersions:
                    get:
                      operationId: ClusterVersions_List
                      summary: Gets the list of cluster code versions available for the specified location.
                      parameters: [{name: location, in: path, required: true, schema: {type: string}}]
                      responses: {"200": {description: OK}}
                  /apps/{appId}:
                    post:
                      operationId: Prediction_Resolve
                      summary: Gets predictions for a given utterance, in the form of intents and entities.
                      parameters: [{name: appId, in: path, required: true, schema: {type: string}}]
                      requestBody: {content: {application/json: {schema: {type: string}}}}
                      responses: {"200": {description: OK}}
                  /certificates/{name}:
                    patch:
                      operationId: Certificates_Update
                      summary: Create or update a certificate.
                      parameters: [{name: name, in: path, required: true, schema: {type: string}}]
                      requestBody: {content: {application/json: {schema: {type: object}}}}
                      responses: {"200": {description: OK}}
                  /sentiment:
                    post:
                      operationId: sentiment
                      summary: Sentiment Analysis
                      requestBody: {content: {application/json: {schema: {type: object}}}}
                      responses: {"200": {description: OK}}
                  /language-detection:
                    post:
                      operationId: language-detection
                      summary: Language Detection
                      requestBody: {content: {application/json: {schema: {type: object}}}}
                      responses: {"200": {description: OK}}
                  /movies/{id}.json:
                    get:
                      operationId: MoviesInfoDetailedInfo
                      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                      responses: {"200": {description: OK}}
                """);
        ops = OpenApiImporter.standard(MethodCatalog.bundled())
                .importSpec(spec, dir.resolve("out"), ImportOptions.defaults())
                .plan()
                .operations()
                .stream()
                .collect(Collectors.toMap(o -> o.source().label(), o -> o));
    }

    private static String verb(String label) {
        return ops.get(label).decl().method();
    }

    @Test
    void anAzureOperationIdIsResourceUnderscoreAction() {
        assertEquals("LIST", verb("GET /locations/{location}/clusterVersions"), "not CLUSTER from the resource name");
        assertEquals("RESOLVE", verb("POST /apps/{appId}"));
    }

    @Test
    void aPatchIsAnUpdateEvenWhenTheSummarySaysCreateOrUpdate() {
        assertEquals("UPDATE", verb("PATCH /certificates/{name}"));
    }

    @Test
    void aTemplatedItemWithAFileExtensionIsAnItemNotACollection() {
        assertEquals("FETCH", verb("GET /movies/{id}.json"));
    }

    @Test
    void aPostNamedByAnActionNounIsThatActionNotACreation() {
        // Second blind sample: "Sentiment Analysis", "Language Detection" (symanto.net) became CREATE.
        assertEquals(
                "ANALYZE",
                verb("POST /sentiment"),
                ops.get("POST /sentiment").verb().ranked().toString());
        assertEquals("DETECT", verb("POST /language-detection"));
    }
}
