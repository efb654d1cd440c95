package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.HandlerBinding;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Contracts that match what the API accepts and answers (issue 33): each case is the smallest spec that showed a
 * request the upstream would refuse, a valid answer the server would reject, or output the validator rejects.
 */
class ContractFidelityTest {
    @TempDir
    Path dir;

    private Map<String, ConvertedOperation> imported(String name, String spec) throws Exception {
        return imported(name, spec, ImportOptions.defaults());
    }

    private Map<String, ConvertedOperation> imported(String name, String spec, ImportOptions options) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, spec);
        ImportResult r =
                OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(file, dir.resolve("out"), options);
        assertTrue(r.plan().skipped().isEmpty(), r.plan().skipped().toString());
        return r.plan().operations().stream()
                .collect(Collectors.toMap(o -> o.source().label(), o -> o));
    }

    private static HandlerBinding.ExternalService handler(ConvertedOperation o) {
        return (HandlerBinding.ExternalService) o.decl().handler();
    }

    private static JsonNode output(ConvertedOperation o) {
        return o.decl().output().jsonSchema();
    }

    private static final String SWAGGER = """
            swagger: "2.0"
            info: {title: Pets, version: "1"}
            host: api.example.com
            basePath: /v1
            schemes: [https]
            consumes: [application/json, application/x-www-form-urlencoded, multipart/form-data]
            paths:
              /pets/{petId}:
                post:
                  operationId: updatePetWithForm
                  parameters:
                    - {name: petId, in: path, required: true, type: integer}
                    - {name: name, in: formData, type: string, required: true}
                    - {name: tags, in: formData, type: array, items: {type: string}}
                  responses:
                    "200": {description: ok, schema: {$ref: "#/definitions/Pet"}}
              /pets/{petId}/photo:
                post:
                  operationId: uploadPhoto
                  consumes: [application/json, multipart/form-data]
                  parameters:
                    - {name: petId, in: path, required: true, type: integer}
                    - {name: file, in: formData, type: file}
                  responses:
                    "200": {description: ok}
            definitions:
              Pet:
                type: object
                properties:
                  id: {type: integer}
                  owner:
                    type: object
                    additionalProperties: false
                    properties:
                      name: {type: string}
                  point:
                    type: array
                    items: [{type: number}, {type: number}]
            """;

    @Test
    void swagger2FormDataIsSentAsAFormEvenWhenConsumesListsJson() throws Exception {
        Map<String, ConvertedOperation> ops = imported("form.yaml", SWAGGER);
        ConvertedOperation form = ops.get("POST /pets/{petId}");
        assertEquals(
                "application/x-www-form-urlencoded", handler(form).headers().get("Content-Type"));
        assertEquals(
                "[\"name\",\"pet_id\"]", sorted(form.decl().input().jsonSchema().path("required")));
        assertEquals(
                "multipart/form-data",
                handler(ops.get("POST /pets/{petId}/photo")).headers().get("Content-Type"),
                "a file is sent as multipart");
    }

    @Test
    void swagger2NestedObjectsKeepTheirPropertiesAndTuplesStayTuples() throws Exception {
        JsonNode props = output(imported("nested.yaml", SWAGGER).get("POST /pets/{petId}"))
                .path("properties");
        assertEquals(
                "string",
                props.path("owner").path("properties").path("name").path("type").asText(),
                props.toString());
        assertEquals(2, props.path("point").path("prefixItems").size(), props.toString());
        assertFalse(props.path("point").has("items"), props.toString());
    }

    private static final String OAS = """
            openapi: 3.0.3
            info: {title: Jobs, version: "1"}
            servers: [{url: "http://127.0.0.1:4010/api"}]
            paths:
              /jobs/{jobId}/cancel:
                post:
                  operationId: cancelJob
                  parameters:
                    - {name: jobId, in: path, required: true, schema: {type: string}}
                    - {name: force, in: query, schema: {type: boolean}}
                    - {name: "include[]", in: query, schema: {type: array, items: {type: string}}}
                    - {name: Authorization, in: header, required: true, schema: {type: string}}
                  responses:
                    "200":
                      description: the job
                      content: {application/json: {schema: {type: object, properties: {state: {type: string}}}}}
              /jobs:
                get:
                  operationId: listJobs
                  responses:
                    "200":
                      description: all jobs
                      content: {application/json: {schema: {type: array, items: {type: string}}}}
              /jobs/{jobId}/tags:
                put:
                  operationId: replaceJobTags
                  parameters: [{name: jobId, in: path, required: true, schema: {type: string}}]
                  requestBody:
                    required: true
                    content: {application/json: {schema: {type: array, items: {type: string}}}}
                  responses:
                    "204": {description: replaced}
              /jobs/{jobId}/badge:
                get:
                  operationId: getJobBadge
                  parameters: [{name: jobId, in: path, required: true, schema: {type: string}}]
                  responses:
                    "200":
                      description: the badge
                      content: {image/png: {schema: {type: string, format: binary}}}
              /jobs/count:
                get:
                  operationId: countJobs
                  responses:
                    "200":
                      description: how many
                      content: {application/json: {schema: {type: integer}}}
              /jobs/latest:
                get:
                  operationId: latestJob
                  responses:
                    "200":
                      description: the latest, if any
                      content: {application/json: {schema: {type: string, nullable: true}}}
            """;

    @Test
    void anOperationWithoutARequestBodyDeclaresNoMediaTypeAndTemplatesItsQuery() throws Exception {
        HandlerBinding.ExternalService h = handler(imported("jobs.yaml", OAS).get("POST /jobs/{jobId}/cancel"));
        assertFalse(h.headers().containsKey("Content-Type"), h.headers().toString());
        assertTrue(h.url().endsWith("/jobs/{jobId}/cancel?force={force}&include%5B%5D={include}"), h.url());
        assertFalse(h.inputTransform().containsKey("include"), "filled from its input field by the URL template");
    }

    @Test
    void bareAnswersAreCarriedInTheOutputFieldTheServerBuilds() throws Exception {
        Map<String, ConvertedOperation> ops = imported("bare.yaml", OAS);
        ConvertedOperation list = ops.get("GET /jobs");
        assertEquals("items", handler(list).responseField());
        assertEquals("[\"items\"]", output(list).path("required").toString());
        assertEquals(
                "array",
                output(list).path("properties").path("items").path("type").asText());
        assertEquals("value", handler(ops.get("GET /jobs/count")).responseField());
        assertEquals(
                "[\"string\",\"null\"]",
                output(ops.get("GET /jobs/latest"))
                        .path("properties")
                        .path("value")
                        .path("type")
                        .toString());
        assertNull(handler(ops.get("POST /jobs/{jobId}/cancel")).responseField(), "an object passes as it is");
        String toml = Files.readString(dir.resolve("out").resolve(list.fileName()));
        assertTrue(toml.contains("response_field = \"items\""), toml);
    }

    @Test
    void aBodyThatIsNotAnObjectIsOneInputFieldSentAsTheWholeBody() throws Exception {
        ConvertedOperation op = imported("array-body.yaml", OAS).get("PUT /jobs/{jobId}/tags");
        assertEquals("body", handler(op).requestField());
        assertEquals(
                "array",
                op.decl()
                        .input()
                        .jsonSchema()
                        .path("properties")
                        .path("body")
                        .path("type")
                        .asText());
        assertEquals("application/json", handler(op).headers().get("Content-Type"));
    }

    @Test
    void aResponseThatIsNotJsonIsAskedForAndCarriedInOneField() throws Exception {
        ConvertedOperation op = imported("png.yaml", OAS).get("GET /jobs/{jobId}/badge");
        assertEquals("content", handler(op).responseField());
        assertEquals("image/png", handler(op).headers().get("Accept"));
        assertEquals(
                "base64",
                output(op)
                        .path("properties")
                        .path("content")
                        .path("contentEncoding")
                        .asText());
    }

    @Test
    void anAuthorizationHeaderWithoutSecuritySchemesIsSentAsACredential() throws Exception {
        ConvertedOperation op = imported("auth.yaml", OAS).get("POST /jobs/{jobId}/cancel");
        assertEquals("${AGTP_UPSTREAM_AUTHORIZATION}", handler(op).headers().get("Authorization"));
        assertFalse(op.decl().input().jsonSchema().path("properties").has("authorization"), "never an agent's input");
        assertTrue(
                op.flags().stream().noneMatch(f -> f.message().contains("security schemes")),
                op.flags().toString());
    }

    @Test
    void aSecuritySchemeThatSendsAuthorizationWinsOverTheHeaderParameter() throws Exception {
        String spec = OAS.replace("paths:", """
                security: [{token: []}]
                components: {securitySchemes: {token: {type: http, scheme: bearer}}}
                paths:""");
        ConvertedOperation op = imported("bearer.yaml", spec).get("POST /jobs/{jobId}/cancel");
        assertEquals(
                "Bearer ${AGTP_UPSTREAM_TOKEN_TOKEN}", handler(op).headers().get("Authorization"));
    }

    @Test
    void aLoopbackHttpServerStaysHttpAndOtherHttpServersBecomeHttps() throws Exception {
        assertTrue(handler(imported("loop.yaml", OAS).get("GET /jobs")).url().startsWith("http://127.0.0.1:4010/api/"));
        Map<String, ConvertedOperation> remote =
                imported("remote.yaml", OAS.replace("127.0.0.1:4010", "api.example.com"));
        assertTrue(handler(remote.get("GET /jobs")).url().startsWith("https://api.example.com/api/"));
    }

    @Test
    void theOutputPassesTheProductsOwnValidator() throws Exception {
        imported("valid.yaml", OAS);
        assertEquals(List.of(), ImportedWorkspace.errors(dir.resolve("out")));
    }

    @Test
    void draft2019RecursiveKeywordsAreNotCopiedIntoDraft202012() throws Exception {
        String spec = """
                openapi: 3.1.0
                info: {title: Tree, version: "1"}
                servers: [{url: "https://api.example.com"}]
                paths:
                  /nodes/{id}:
                    get:
                      operationId: getNode
                      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                      responses:
                        "200":
                          description: the node
                          content: {application/json: {schema: {$ref: "#/components/schemas/Node"}}}
                components:
                  schemas:
                    Node:
                      $recursiveAnchor: true
                      type: object
                      properties:
                        name: {type: string}
                        pair: {type: array, items: [{type: string}], additionalItems: {type: integer}}
                        children: {type: array, items: {$recursiveRef: "#"}}
                """;
        ConvertedOperation op = imported("tree.yaml", spec).get("GET /nodes/{id}");
        String out = output(op).toString();
        assertFalse(out.contains("$recursive"), out);
        assertEquals(
                "integer",
                output(op)
                        .path("properties")
                        .path("pair")
                        .path("items")
                        .path("type")
                        .asText(),
                out);
        assertTrue(
                op.flags().stream().anyMatch(f -> f.code() == FlagCode.CIRCULAR_REF),
                op.flags().toString());
        assertEquals(List.of(), ImportedWorkspace.errors(dir.resolve("out")));
    }

    @Test
    void upstreamPointsEveryHandlerAtOneServerAndTheReportSaysSo() throws Exception {
        String spec = OAS.replace("""
                  /jobs/count:
                    get:""", """
                  /jobs/count:
                    servers: [{url: "https://counts.example.com"}]
                    get:""");
        Path file = dir.resolve("up.yaml");
        Files.writeString(file, spec);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImportTool tool = new ImportTool(OpenApiImporter.standard(MethodCatalog.bundled()));
        int code = tool.run(
                new ImportTool.Request(
                        file,
                        dir.resolve("up"),
                        List.of(),
                        dir.resolve("r.json"),
                        false,
                        0,
                        false,
                        false,
                        "http://localhost:4999/mock/"),
                new PrintStream(out),
                System.err);
        assertEquals(0, code);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("Handlers call http://localhost:4999/mock (--upstream"), text);
        assertEquals(
                "http://localhost:4999/mock",
                new com.fasterxml.jackson.databind.ObjectMapper()
                        .readTree(dir.resolve("r.json").toFile())
                        .path("spec")
                        .path("upstream")
                        .asText());
        for (Path toml : Files.list(dir.resolve("up"))
                .filter(p -> p.toString().endsWith(".toml"))
                .toList()) {
            assertTrue(Files.readString(toml).contains("url = \"http://localhost:4999/mock/jobs"), toml.toString());
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                2,
                tool.run(
                        new ImportTool.Request(
                                file,
                                dir.resolve("up2"),
                                List.of(),
                                null,
                                false,
                                0,
                                false,
                                false,
                                "http://staging.example.com"),
                        new PrintStream(out),
                        new PrintStream(err)));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("requires https"), err.toString());
    }

    private static String sorted(JsonNode array) {
        List<String> s = new java.util.ArrayList<>();
        array.forEach(x -> s.add("\"" + x.asText() + "\""));
        java.util.Collections.sort(s);
        return "[" + String.join(",", s) + "]";
    }
}
