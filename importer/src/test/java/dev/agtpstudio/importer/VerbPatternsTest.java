package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The wrong-verb patterns left after the first two blind samples (docs/import-corpus.md), each on the smallest spec
 * (decision 0470): a POST that verifies, a phrasal action ("power on"), a GET whose path names a non-reading verb
 * used as a noun, searches and lookups on GET.
 */
class VerbPatternsTest {
    @TempDir
    static Path dir;

    static Map<String, ConvertedOperation> ops;

    @BeforeAll
    static void importSpec() throws Exception {
        Path spec = dir.resolve("patterns.yaml");
        Files.writeString(spec, """
                openapi: 3.0.3
                info: {title: Patterns, version: "1"}
                servers: [{url: "https://api.example.com"}]
                paths:
                  /hpcer/certificate:
                    post:
                      operationId: hpcer
                      summary: Class XII Passing Certificate
                      description: API to verify Class XII Passing Certificate.
                      requestBody: {content: {application/json: {schema: {type: object}}}}
                      responses: {"200": {description: OK}}
                  /vms/{vmName}/powerOff:
                    post:
                      operationId: VirtualMachines_PowerOff
                      parameters: [{name: vmName, in: path, required: true, schema: {type: string}}]
                      responses: {"200": {description: OK}}
                  /vms/{vmName}/powerOn:
                    post:
                      operationId: VirtualMachines_PowerOn
                      parameters: [{name: vmName, in: path, required: true, schema: {type: string}}]
                      responses: {"200": {description: OK}}
                  /{format}/Schedule/{roundid}:
                    get:
                      operationId: Schedule
                      summary: Schedule
                      parameters:
                        - {name: format, in: path, required: true, schema: {type: string}}
                        - {name: roundid, in: path, required: true, schema: {type: string}}
                      responses: {"200": {description: OK}}
                  /donations/index:
                    get:
                      summary: Donations
                      responses: {"200": {description: OK}}
                  /buscaautocomplete:
                    get:
                      operationId: AutoComplete
                      summary: Autocomplete
                      parameters: [{name: q, in: query, schema: {type: string}}]
                      responses: {"200": {description: OK}}
                  /domains/{domain}/whois:
                    get:
                      operationId: domainWhois
                      summary: Domain WHOIS
                      parameters: [{name: domain, in: path, required: true, schema: {type: string}}]
                      responses: {"200": {description: OK}}
                  /rvcer/certificate:
                    post:
                      operationId: rvcer
                      summary: Registration of Vehicles
                      description: API to verify Registration of Vehicles.
                      requestBody: {content: {application/json: {schema: {type: object}}}}
                      responses: {"200": {description: OK}}
                  /asset-categories:
                    get:
                      operationId: get_asset_categories
                      summary: Get list of PAM asset categories
                      responses: {"200": {description: OK}}
                  /client_roles/{id}/:
                    get:
                      operationId: client_roles_retrieve
                      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
                      responses: {"200": {description: OK}}
                  /genre/searchall/{type}:
                    get:
                      operationId: genre_searchall_read
                      summary: Return movie genre search result
                      parameters: [{name: type, in: path, required: true, schema: {type: string}}]
                      responses: {"200": {description: OK}}
                  /taunt/generate:
                    get:
                      description: Generated taunts in the given category
                      parameters: [{name: category, in: query, schema: {type: string}}]
                      responses: {"200": {description: OK}}
                  /search/v1/organic:
                    get:
                      operationId: organicResults
                      summary: Organic results
                      parameters: [{name: q, in: query, schema: {type: string}}]
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

    private static String why(String label) {
        return ops.get(label).verb().ranked().toString();
    }

    @Test
    void aPostWhoseDescriptionSaysItVerifiesVerifiesAndChangesNothing() {
        String op = "POST /hpcer/certificate";
        assertEquals("VERIFY", verb(op), why(op));
        assertEquals("informational", ops.get(op).decl().semantic().impact());
        assertTrue(
                ops.get(op).flags().stream().anyMatch(f -> f.code() == FlagCode.POST_ONLY_READS), "flagged for review");
        assertTrue(
                ops.get(op).review().get("semantic.impact").contains("examines its input"),
                "the review comment says why, not \"guessed from HTTP POST\"");
    }

    @Test
    void aStatedPurposeOutweighsANounOfTheSummary() {
        // "Registration of Vehicles" names the document; "API to verify" says what the call does (sample 3).
        assertEquals("VERIFY", verb("POST /rvcer/certificate"), why("POST /rvcer/certificate"));
    }

    @Test
    void aGetOfACollectionThatSaysListListsAndATrailingSlashKeepsAnItemAnItem() {
        assertEquals("LIST", verb("GET /asset-categories"), why("GET /asset-categories"));
        assertEquals("RETRIEVE", verb("GET /client_roles/{id}/"), why("GET /client_roles/{id}/"));
    }

    @Test
    void aGetOfAnActionSegmentThatChangesNothingFetchesRatherThanLists() {
        assertEquals("SEARCH", verb("GET /genre/searchall/{type}"), why("GET /genre/searchall/{type}"));
        assertEquals("FETCH", verb("GET /taunt/generate"), why("GET /taunt/generate"));
    }

    @Test
    void aPhrasalActionIsTheCatalogVerbItMeans() {
        assertEquals("STOP", verb("POST /vms/{vmName}/powerOff"), why("POST /vms/{vmName}/powerOff"));
        assertEquals("START", verb("POST /vms/{vmName}/powerOn"), why("POST /vms/{vmName}/powerOn"));
    }

    @Test
    void aGetWhosePathNamesANonReadingVerbReadsThatNoun() {
        assertEquals("FETCH", verb("GET /{format}/Schedule/{roundid}"), why("GET /{format}/Schedule/{roundid}"));
        assertEquals("LIST", verb("GET /donations/index"), why("GET /donations/index"));
    }

    @Test
    void searchesAndLookupsOnGetAreSearchesAndLookups() {
        assertEquals("SEARCH", verb("GET /buscaautocomplete"), why("GET /buscaautocomplete"));
        assertEquals("LOOKUP", verb("GET /domains/{domain}/whois"), why("GET /domains/{domain}/whois"));
        assertEquals("SEARCH", verb("GET /search/v1/organic"), why("GET /search/v1/organic"));
    }
}
