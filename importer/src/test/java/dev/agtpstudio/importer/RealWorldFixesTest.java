package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.HandlerBinding;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What real specs showed: dialect, big integers, servers, verbs, text, required fields. */
class RealWorldFixesTest {
    @TempDir
    static Path out;

    static Map<String, ConvertedOperation> byLabel;

    @BeforeAll
    static void importFixture() throws Exception {
        Path spec = Path.of(
                RealWorldFixesTest.class.getResource("/specs/realworld.yaml").toURI());
        ImportResult r =
                OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(spec, out, ImportOptions.defaults());
        byLabel = r.plan().operations().stream()
                .collect(Collectors.toMap(o -> o.source().label(), o -> o));
    }

    private static ConvertedOperation op(String label) {
        return byLabel.get(label);
    }

    private static HandlerBinding.ExternalService handler(String label) {
        return (HandlerBinding.ExternalService) op(label).decl().handler();
    }

    @Test
    void openApi30SchemasBecomeDraft202012() {
        JsonNode props =
                op("GET /transfers/{transferId}").decl().output().jsonSchema().path("properties");
        assertEquals(0, props.path("amount").path("exclusiveMinimum").asInt(-1), props.toString());
        assertFalse(props.path("amount").has("minimum"), props.toString());
        assertEquals("[\"string\",\"null\"]", props.path("memo").path("type").toString());
        assertTrue(props.path("parent").toString().contains("\"null\""), "nullable without a type: " + props);
        assertFalse(props.toString().contains("nullable"), props.toString());
    }

    @Test
    void integersBeyond64BitsBecomeFloatsSoTheFileLoadsAndValidates() {
        assertTrue(op("GET /transfers/{transferId}")
                .decl()
                .output()
                .jsonSchema()
                .path("properties")
                .path("amount")
                .path("maximum")
                .isDouble());
        assertEquals(List.of(), ImportedWorkspace.errors(out));
    }

    @Test
    void theMostSpecificServerIsUsed() {
        assertTrue(
                handler("GET /transfers/{transferId}").url().startsWith("https://transfers.example.com/v3/transfers/"),
                handler("GET /transfers/{transferId}").url());
        assertTrue(
                handler("GET /bank/income/credit").url().startsWith("https://reports.example.com/bank"),
                handler("GET /bank/income/credit").url());
        assertTrue(handler("POST /reports/search").url().startsWith("https://api.example.com/reports"));
        assertEquals(
                ServerUrls.PLACEHOLDER + "/uploads", handler("PUT /uploads").url());
        assertEquals(
                "https://api.example.com/%3Cupload_url%3E",
                handler("PUT /<upload_url>").url());
        assertEquals(
                "https://api.example.com/teams/{team_slug}/members",
                handler("GET /teams/{team-slug}/members").url(),
                "a parameter name that is not an identifier is templated by its input field");
        assertFalse(handler("GET /teams/{team-slug}/members").inputTransform().containsKey("team_slug"));
        assertTrue(op("PUT /uploads").flags().stream().anyMatch(f -> f.code() == FlagCode.SERVER_RELATIVE));
    }

    @Test
    void nounFirstOperationIdsAndDeprecatedSummariesDoNotPickTheVerb() {
        assertNotEquals("TRANSFER", op("GET /transfers/{transferId}").decl().method());
        assertNotEquals("CREDIT", op("GET /bank/income/credit").decl().method());
        assertNotEquals("DEPRECATE", op("GET /bank/income/credit").decl().method());
        assertTrue(op("GET /bank/income/credit").source().deprecated());
    }

    @Test
    void aReadIsNeverIrreversibleAndActionSegmentsAreNotPluralised() {
        assertEquals(
                "informational", op("POST /reports/search").decl().semantic().impact());
        ConvertedOperation authorize = op("POST /payments/{paymentId}/authorize");
        assertEquals("AUTHORIZE", authorize.decl().method());
        assertFalse(
                authorize.decl().path().contains("authorizes"), authorize.decl().path());
        assertNotEquals(
                "CACHE",
                op("DELETE /balancers/{balancerId}/cache").decl().method(),
                "the HTTP method outweighs a noun that is also a verb");
    }

    @Test
    void textIsCleanSentences() {
        ConvertedOperation t = op("GET /transfers/{transferId}");
        assertEquals("Get a transfer & its state.", t.decl().semantic().intent());
        assertEquals("Returns the transfer.", t.decl().semantic().outcome());
        assertFalse(op("GET /bank/income/credit").decl().semantic().outcome().contains("OK"));
        assertFalse(op("POST /reports/search")
                .decl()
                .semantic()
                .outcome()
                .toLowerCase()
                .contains("successful operation"));
    }

    @Test
    void theBodySchemasRequiredFieldsStayRequiredWhenTheBodysRequiredIsAbsent() {
        ConvertedOperation s = op("POST /reports/search");
        assertEquals(
                "[\"term\"]", s.decl().input().jsonSchema().path("required").toString());
        assertTrue(s.review().get("input").contains("does not say whether the request body is required"));
    }
}
