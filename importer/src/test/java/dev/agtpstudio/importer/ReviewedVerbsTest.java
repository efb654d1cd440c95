package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a review of the verb choices found: noun-named actions and pluralised action segments. Swagger 2.0
 * {@code x-nullable} already became a type union (swagger-parser converts it to {@code nullable}); its test guards that.
 */
class ReviewedVerbsTest {
    @TempDir
    Path dir;

    private Map<String, ConvertedOperation> plan(String name, String spec) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, spec);
        OpenApiImporter importer = OpenApiImporter.standard(MethodCatalog.bundled());
        ImportPlan p = importer.plan(importer.read(file, ImportOptions.defaults()), ImportOptions.defaults());
        return p.operations().stream().collect(Collectors.toMap(o -> o.source().label(), o -> o));
    }

    private static final String OAS = """
            openapi: 3.0.3
            info: {title: Review, version: "1"}
            servers: [{url: "https://api.example.com"}]
            paths:
              /search:
                get:
                  summary: Search the catalogue
                  parameters: [{name: q, in: query, schema: {type: string}}]
                  responses: {"200": {description: Hits, content: {application/json: {schema: {type: object}}}}}
              /orders/{orderId}/cancellation:
                post:
                  parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
                  responses: {"200": {description: Done, content: {application/json: {schema: {type: object}}}}}
              /invoices/{invoiceId}/approval:
                post:
                  parameters: [{name: invoiceId, in: path, required: true, schema: {type: string}}]
                  responses: {"200": {description: Done, content: {application/json: {schema: {type: object}}}}}
              /customers/{customerId}/orders:
                post:
                  parameters: [{name: customerId, in: path, required: true, schema: {type: string}}]
                  responses: {"201": {description: Made, content: {application/json: {schema: {type: object}}}}}
            """;

    @Test
    void anActionSegmentIsNeverPluralised() throws Exception {
        ConvertedOperation search = plan("oas.yaml", OAS).get("GET /search");
        assertEquals("SEARCH", search.decl().method());
        assertNotEquals("/searches", search.decl().path());
        assertEquals("/", search.decl().path());
    }

    @Test
    void aPostNamedByAnActionNounTakesThatVerbNotCreate() throws Exception {
        Map<String, ConvertedOperation> ops = plan("oas.yaml", OAS);
        assertEquals(
                "CANCEL", ops.get("POST /orders/{orderId}/cancellation").decl().method());
        assertEquals(
                "APPROVE", ops.get("POST /invoices/{invoiceId}/approval").decl().method());
        // A plural is a collection, not an action noun: the segment stays (the verb is the lexicon's choice).
        assertEquals(
                "/customers/{customer_id}/orders",
                ops.get("POST /customers/{customerId}/orders").decl().path());
    }

    @Test
    void swaggerXNullableBecomesATypeUnion() throws Exception {
        String swagger = """
                swagger: "2.0"
                info: {title: Pets, version: "1"}
                host: pets.example.com
                schemes: [https]
                paths:
                  /pets:
                    post:
                      operationId: createPet
                      consumes: [application/json]
                      parameters:
                        - in: body
                          name: body
                          required: true
                          schema:
                            type: object
                            properties:
                              nickname: {type: string, x-nullable: true}
                              age: {type: integer}
                      responses: {"201": {description: Made}}
                """;
        JsonNode input =
                plan("swagger.yaml", swagger).get("POST /pets").decl().input().jsonSchema();
        JsonNode nickname = input.path("properties").path("nickname");
        assertEquals("[\"string\",\"null\"]", nickname.path("type").toString(), input.toString());
        assertFalse(nickname.has("x-nullable"));
        assertEquals(
                "\"integer\"", input.path("properties").path("age").path("type").toString());
    }
}
