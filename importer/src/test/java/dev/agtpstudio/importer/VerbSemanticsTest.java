package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Verbs and semantics the way real specs showed they go wrong (issue 33, item 9), each on the smallest spec. */
class VerbSemanticsTest {
    @TempDir
    static Path dir;

    static Map<String, ConvertedOperation> ops;

    @BeforeAll
    static void importSpec() throws Exception {
        Path spec = dir.resolve("verbs.yaml");
        Files.writeString(spec, """
                openapi: 3.0.3
                info: {title: Verbs, version: "1"}
                servers: [{url: "https://api.example.com"}]
                paths:
                  /api/v1/watch/namespaces/{namespace}/pods:
                    get:
                      operationId: watchCoreV1NamespacedPodList
                      description: watch individual changes to a list of Pod.
                      parameters: [{name: namespace, in: path, required: true, schema: {type: string}}]
                      responses: {"200": {description: OK}}
                  /usergroups.enable:
                    post:
                      operationId: usergroups.enable
                      summary: Enable a User Group
                      responses: {"200": {description: OK}}
                  /pets:
                    post:
                      operationId: createPet
                      summary: Creates a pet
                      responses:
                        "201":
                          description: Typical success response.
                          content:
                            application/json:
                              schema: {type: object, properties: {id: {type: string}, name: {type: string}}}
                    get:
                      operationId: listPets
                      description: This endpoint returns all pets.
                      responses:
                        "200":
                          description: OK
                          content: {application/json: {schema: {type: array, items: {type: object}}}}
                  /pets/{petId}:
                    delete:
                      operationId: deletePet
                      summary: Deletes a pet
                      parameters: [{name: petId, in: path, required: true, schema: {type: string}}]
                      responses: {"204": {description: No content}}
                  /calls/{callId}/participants/{participantId}:
                    delete:
                      operationId: removeParticipant
                      summary: Removes a participant from the call
                      parameters:
                        - {name: callId, in: path, required: true, schema: {type: string}}
                        - {name: participantId, in: path, required: true, schema: {type: string}}
                      responses: {"204": {description: removed}}
                  /user/following/{username}:
                    parameters: [{name: username, in: path, required: true, schema: {type: string}}]
                    put:
                      operationId: users/follow
                      summary: Follow a user
                      responses: {"204": {description: Response}}
                    delete:
                      operationId: users/unfollow
                      summary: Unfollow a user
                      responses: {"204": {description: Response}}
                  /invoices:
                    post:
                      operationId: createInvoice
                      summary: Places an invoice
                      responses: {"201": {description: Successful operation}}
                """);
        ops = OpenApiImporter.standard(MethodCatalog.bundled())
                .importSpec(spec, dir.resolve("out"), ImportOptions.defaults())
                .plan()
                .operations()
                .stream()
                .collect(Collectors.toMap(o -> o.source().label(), o -> o));
    }

    @Test
    void aWatchOperationIsWatchOnThePathWithoutTheWatchSegment() {
        ConvertedOperation w = ops.get("GET /api/v1/watch/namespaces/{namespace}/pods");
        assertEquals("WATCH", w.decl().method());
        assertEquals("/api/v1/namespaces/{namespace}/pods", w.decl().path());
        assertFalse(
                w.flags().stream().anyMatch(f -> f.code() == FlagCode.VERB_SEGMENT_REPAIRED),
                w.flags().toString());
    }

    @Test
    void aDottedOperationIdNamesItsActionAfterTheDot() {
        assertEquals("ENABLE", ops.get("POST /usergroups.enable").decl().method());
    }

    @Test
    void aNounPhraseIntentIsLedByAVerb() {
        // AWS MediaTailor: "The live source to delete.", "A list of tags that are associated with this resource."
        SemanticBuilder b = new SemanticBuilder(MethodCatalog.bundled());
        assertEquals("Delete the live source.", b.imperative("The live source to delete.", "REMOVE"));
        assertEquals("Describe the live source.", b.imperative("The live source to describe.", "DESCRIBE"));
        assertEquals(
                "List tags that are associated with this resource.",
                b.imperative("A list of tags that are associated with this resource.", "LIST"));
        assertEquals(
                "Create the VOD source configuration parameters.",
                b.imperative("The VOD source configuration parameters.", "CREATE"));
        assertEquals("Return all pets.", b.imperative("Returns all pets.", "LIST"), "a verb-led intent is kept");
    }

    @Test
    void intentsAreImperative() {
        assertEquals("Create a pet.", ops.get("POST /pets").decl().semantic().intent());
        assertEquals("Return all pets.", ops.get("GET /pets").decl().semantic().intent());
        assertEquals(
                "Remove a participant from the call.",
                ops.get("DELETE /calls/{callId}/participants/{participantId}")
                        .decl()
                        .semantic()
                        .intent());
        assertEquals(
                "Place an invoice.", ops.get("POST /invoices").decl().semantic().intent());
    }

    @Test
    void outcomesStateAPostConditionWhenTheSpecSaysNothing() {
        assertEquals(
                "A new pet exists upstream and is returned with id and name.",
                ops.get("POST /pets").decl().semantic().outcome());
        assertEquals(
                "The pet no longer exists upstream.",
                ops.get("DELETE /pets/{petId}").decl().semantic().outcome());
        assertEquals(
                "The participant is removed.",
                ops.get("DELETE /calls/{callId}/participants/{participantId}")
                        .decl()
                        .semantic()
                        .outcome());
        assertEquals(
                "The pets are returned.", ops.get("GET /pets").decl().semantic().outcome());
    }

    @Test
    void aCreationTheSpecCanUndoIsReversible() {
        assertEquals("reversible", ops.get("POST /pets").decl().semantic().impact());
        assertEquals("irreversible", ops.get("POST /invoices").decl().semantic().impact(), "no DELETE undoes it");
    }

    @Test
    void aDeletionThatAPutOnTheSamePathUndoesIsReversible() {
        assertEquals(
                "reversible",
                ops.get("DELETE /user/following/{username}").decl().semantic().impact());
        assertEquals(
                "irreversible",
                ops.get("DELETE /pets/{petId}").decl().semantic().impact(),
                "a new POST makes another pet, it does not restore this one");
    }
}
