package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FlagFixtureTest {
    @TempDir
    static Path out;

    static ImportResult result;
    static Map<String, ConvertedOperation> byLabel;

    @BeforeAll
    static void importFixture() throws Exception {
        Path spec =
                Path.of(FlagFixtureTest.class.getResource("/specs/flags.yaml").toURI());
        result = OpenApiImporter.standard(MethodCatalog.bundled()).importSpec(spec, out, ImportOptions.defaults());
        byLabel = result.plan().operations().stream()
                .collect(Collectors.toMap(o -> o.source().label(), o -> o));
    }

    @ParameterizedTest(name = "{0} is flagged {1}")
    @CsvSource({
        "POST /products/search, POST_ONLY_READS",
        "GET /sessions/logout, GET_WITH_SIDE_EFFECTS",
        "PUT /users/{userId}, PUT_VS_PATCH",
        "PATCH /widgets/{widgetId}, PUT_VS_PATCH",
        "POST /users/{userId}/activate, VERB_IN_PATH",
        "GET /users/{userId}, LEGACY_VERB",
        "GET /exports/v1.{format}, MIXED_SEGMENT",
        "GET /book/{bookId}, VERB_SEGMENT_REPAIRED",
        "GET /items/, COLLISION",
        "POST /notes, INPUT_NAME_COLLISION",
        "POST /notes, PARAMETER_RENAMED",
        "POST /labels, BODY_WRAPPED",
        "POST /labels, OUTPUT_WRAPPED",
        "PATCH /widgets/{widgetId}, BODY_NOT_JSON",
        "PATCH /widgets/{widgetId}, OUTPUT_MISSING",
        "GET /trees/{treeId}, CIRCULAR_REF",
        "GET /remote, REMOTE_REF",
        "GET /remote, DEPRECATED_OPERATION",
        "GET /items, SERVER_CHOICE",
        "GET /items, SERVER_NOT_HTTPS",
        "GET /items, SECURITY_HEADER",
        "GET /items, SEMANTIC_REVIEW",
    })
    void eachJudgmentCaseIsFlagged(String label, FlagCode code) {
        ConvertedOperation op = byLabel.get(label);
        assertTrue(op != null, "not imported: " + label);
        assertTrue(op.flags().stream().anyMatch(f -> f.code() == code), () -> label + " flags: " + op.flags());
    }

    @ParameterizedTest(name = "{0} becomes {1} {2}")
    @CsvSource({
        "POST /products/search, SEARCH, /products",
        "POST /users/{userId}/activate, ACTIVATE, /users/{user_id}",
        "GET /exports/v1.{format}, EXPORT, /exports/v1/{format}",
        "GET /book/{bookId}, DESCRIBE, /books/{book_id}",
    })
    void verbsAndPathsAreRepaired(String label, String verb, String path) {
        ConvertedOperation op = byLabel.get(label);
        assertEquals(verb + " " + path, op.decl().method() + " " + op.decl().path());
    }

    @Test
    void aPostThatOnlyReadsIsInformationalAndIdempotent() {
        var s = byLabel.get("POST /products/search").decl().semantic();
        assertEquals("informational", s.impact());
        assertEquals(true, s.isIdempotent());
    }

    @Test
    void collidingOperationsGetDistinctMethodPathPairs() {
        var a = byLabel.get("GET /items").decl();
        var b = byLabel.get("GET /items/").decl();
        assertEquals(a.path(), b.path());
        assertTrue(!a.method().equals(b.method()), a.method() + " twice");
    }

    @Test
    void everyAlternativeIsACatalogVerbWithEvidence() {
        MethodCatalog catalog = MethodCatalog.bundled();
        for (ConvertedOperation op : result.plan().operations()) {
            for (var s : op.verb().ranked()) {
                assertTrue(catalog.isVerb(s.verb()), s.verb());
                assertTrue(!s.evidence().isEmpty(), s.verb() + " without evidence");
            }
        }
    }

    @Test
    void theImportedFolderHasNoValidatorErrors() {
        List<String> errors = ImportedWorkspace.errors(out);
        assertTrue(errors.isEmpty(), () -> String.join("\n", errors));
    }

    @Test
    void reviewCommentsStandNextToGuessedFieldsAndInTheReport() throws IOException {
        String toml = Files.readString(out.resolve("activate_user.toml"));
        assertTrue(toml.matches("(?s).*# REVIEW: [^\n]*\nimpact = \"irreversible\".*"), toml);
        assertTrue(toml.matches("(?s).*# REVIEW: chosen from: ACTIVATE[^\n]*\nmethod = \"ACTIVATE\".*"), toml);
        String json = ReportFormats.json(result);
        assertTrue(json.contains("\"verb-in-path\""), json);
        assertTrue(json.contains("\"semantic.impact\""), json);
    }

    @Test
    void errorsNameEachDocumentedStatusPlusTheFiveUpstreamCodes() {
        var d = byLabel.get("POST /users/{userId}/activate").decl();
        assertEquals(
                List.of(
                        "account_already_active",
                        "upstream_timeout",
                        "upstream_connection_error",
                        "upstream_malformed_response",
                        "upstream_authentication_failed",
                        "upstream_error"),
                d.errors());
        var h = (dev.agtpstudio.core.model.HandlerBinding.ExternalService) d.handler();
        assertEquals(Map.of("409", "account_already_active"), h.errorMap());
        assertEquals("https://api.example.com/v1/users/{userId}/activate", h.url());
        assertEquals("Bearer ${AGTP_UPSTREAM_BEARERAUTH_TOKEN}", h.headers().get("Authorization"));
        assertEquals(Map.of("user_id", "userId"), h.inputTransform());
    }

    @Test
    void flagsAreRankedAndTheLowOnesGrouped() {
        for (ConvertedOperation op : result.plan().operations()) {
            List<FlagCode.Rank> ranks =
                    op.flags().stream().map(f -> f.code().rank()).toList();
            assertEquals(ranks.stream().sorted().toList(), ranks, op.source().label());
        }
        String text = ReportFormats.text(result);
        int high = text.indexOf("high flags: ");
        int low = text.indexOf("low flags: ");
        assertTrue(high >= 0 && low > high, text);
        assertTrue(text.substring(low, text.indexOf('\n', low)).contains("semantic-review"), text);
        assertTrue(text.contains("   . also (low): "), text);
        assertTrue(!text.contains("! semantic-review"), "low flags are grouped, not listed one by one");
    }
}
