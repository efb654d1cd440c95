package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.client.ClientExchange;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Socket-level checks of the AGTP-API §13.1 conformance items and the status codes they imply. */
class DispatcherConformanceTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private ServerHarness h;

    private ServerHarness start(TestWorkspace.Config c, DispatchOptions o) throws Exception {
        h = new ServerHarness(TestWorkspace.write(dir, c), o);
        return h;
    }

    private ServerHarness start() throws Exception {
        return start(TestWorkspace.Config.defaults(), ServerHarness.options());
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private static JsonNode body(ClientExchange e) throws Exception {
        return JSON.readTree(e.body());
    }

    @Test
    void registersEveryValidEndpointOfTheWorkspace() throws Exception {
        start();
        assertThat(h.dispatcher.refusals()).isEmpty();
        assertThat(h.dispatcher.registry().routes()).hasSize(6);
    }

    @Test
    void item5TargetlessDiscoverWithoutAgentIdReturnsManifestWithVersionsEtagAndCacheControl() throws Exception {
        start();
        ClientExchange e = h.send("DISCOVER", null, null);
        assertThat(e.status()).isEqualTo(200);
        assertThat(e.headers().get("Content-Type")).contains("application/vnd.agtp.manifest+json");
        assertThat(e.headers().get("ETag"))
                .hasValueSatisfying(v -> assertThat(v).matches("\"[0-9a-f]{24}\""));
        assertThat(e.headers().get("Cache-Control")).isPresent();
        JsonNode m = body(e);
        for (String f : new String[] {
            "agtp_version", "agtp_api_version", "document_version", "catalog_version", "catalog_versions_supported"
        }) {
            assertThat(m.has(f)).as(f).isTrue();
        }
        assertThat(m.path("server").path("server_id").asText()).isEqualTo("test.agtp.local");
    }

    @Test
    void item6ManifestProjectsHandlersToTheirTypeOnly() throws Exception {
        start();
        JsonNode m = body(h.send("DISCOVER", "/", null));
        boolean sawExternal = false;
        for (JsonNode ep : m.get("endpoints")) {
            assertThat(ep.get("handler").size()).as(ep.path("path").asText()).isEqualTo(1);
            assertThat(ep.get("handler").has("type")).isTrue();
            sawExternal |= ep.get("handler").get("type").asText().equals("external_service");
        }
        assertThat(sawExternal).isTrue();
        assertThat(new String(h.send("DISCOVER", null, null).body()))
                .doesNotContain("cms.example.com")
                .doesNotContain("hotel.inventory");
    }

    @Test
    void item13DiscoverMethodsReturnsTheCompactInventory() throws Exception {
        start();
        ClientExchange e = h.send("DISCOVER", "/methods", null);
        assertThat(e.status()).isEqualTo(200);
        JsonNode inv = body(e);
        assertThat(inv.isArray()).isTrue();
        assertThat(inv).anySatisfy(n -> {
            assertThat(n.get("method").asText()).isEqualTo("QUERY");
            assertThat(n.get("path").asText()).isEqualTo("/rooms");
            assertThat(n.get("description").asText()).isNotBlank();
        });
        assertThat(inv).anySatisfy(n -> assertThat(n.get("path").asText()).isEqualTo("/methods"));
    }

    @Test
    void item2UnknownMethodIs459WithNearestVerbsAndCatalogVersion() throws Exception {
        start();
        ClientExchange e = h.send("QUERYY", "/rooms", null);
        assertThat(e.status()).isEqualTo(459);
        JsonNode err = body(e).get("error");
        assertThat(err.get("code").asText()).isEqualTo("method-violation");
        assertThat(err.get("method").asText()).isEqualTo("QUERYY");
        assertThat(err.get("catalog_version").asText()).isEqualTo("1.0.0");
        assertThat(err.get("suggestions").toString()).contains("QUERY");
    }

    @Test
    void legacyVerbIsRewrittenThroughTheDefaultAliases() throws Exception {
        start();
        ClientExchange e = h.send("GET", "/articles/7", null);
        assertThat(e.status())
                .as("GET is aliased to FETCH, whose upstream is unreachable https")
                .isNotEqualTo(459);
    }

    @Test
    void item3PathGrammarViolationIs460NamingTheSegment() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/hotels/book", null);
        assertThat(e.status()).isEqualTo(460);
        JsonNode err = body(e).get("error");
        assertThat(err.get("code").asText()).isEqualTo("endpoint-violation");
        assertThat(err.get("segment").asText()).isEqualTo("book");
    }

    @Test
    void unknownPathIs404() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/nowhere", "{}");
        assertThat(e.status()).isEqualTo(404);
        assertThat(body(e).get("error").get("code").asText()).isEqualTo("endpoint-not-found");
    }

    @Test
    void knownPathUnderAnotherMethodIs405WithAllowedMethodsAndRedirects() throws Exception {
        start();
        ClientExchange e = h.send("CREATE", "/rooms", "{}");
        assertThat(e.status()).isEqualTo(405);
        JsonNode b = body(e);
        assertThat(b.get("allowed_methods_for_path").toString()).isEqualTo("[\"QUERY\"]");
        assertThat(b.get("redirects_for_path").get("SEARCH").asText()).isEqualTo("QUERY");
    }

    @Test
    void item4DisallowedMethodIs405ByPolicy() throws Exception {
        start();
        ClientExchange e = h.send("PURGE", "/rooms", null);
        assertThat(e.status()).isEqualTo(405);
        assertThat(body(e).get("error").get("code").asText()).isEqualTo("method-not-allowed-by-policy");
        assertThat(body(e).has("redirects_for_path")).isTrue();
    }

    @Test
    void item4RedirectServesTheTargetMethod() throws Exception {
        start();
        ClientExchange e = h.send("SEARCH", "/rooms?property_id=p7", null);
        assertThat(e.status()).isEqualTo(200);
        assertThat(body(e).get("currency").asText()).isEqualTo("USD");
    }

    @Test
    void item10InputSchemaFailureIs422WithReport() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/rooms", "{\"property_id\": 5, \"colour\": \"red\"}");
        assertThat(e.status()).isEqualTo(422);
        JsonNode err = body(e).get("error");
        assertThat(err.get("code").asText()).isEqualTo("input-validation-failed");
        assertThat(err.get("errors").size()).isGreaterThanOrEqualTo(2);
        assertThat(err.get("errors").toString()).contains("colour").contains("property_id");
    }

    @Test
    void queryParametersAreDecodedTypedAndTheBodyWins() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/rooms?property_id=missing&guests=2", "{\"property_id\": \"p1\"}");
        assertThat(e.status()).isEqualTo(200);
        ClientExchange bad = h.send("QUERY", "/rooms?property_id=p1&guests=two", null);
        assertThat(bad.status()).isEqualTo(422);
        assertThat(body(bad).get("error").get("field").asText()).isEqualTo("/guests");
    }

    @Test
    void declaredNamedErrorIs422WithDetails() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/rooms", "{\"property_id\": \"missing\"}");
        assertThat(e.status()).isEqualTo(422);
        JsonNode err = body(e).get("error");
        assertThat(err.get("code").asText()).isEqualTo("property_not_found");
        assertThat(err.get("details").get("property_id").asText()).isEqualTo("missing");
        assertThat(e.headers().get("X-AGTP-Simulated"))
                .hasValueSatisfying(v -> assertThat(v).startsWith("simulated; fixture"));
    }

    @Test
    void undeclaredErrorIs500SayingSo() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/rooms", "{\"property_id\": \"oops\"}");
        assertThat(e.status()).isEqualTo(500);
        assertThat(body(e).get("error").get("code").asText()).isEqualTo("undeclared-error-code");
        assertThat(body(e).get("error").get("returned_code").asText()).isEqualTo("database_down");
    }

    @Test
    void invalidOutputIs500SayingSo() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/rooms", "{\"property_id\": \"broken\"}");
        assertThat(e.status()).isEqualTo(500);
        assertThat(body(e).get("error").get("code").asText()).isEqualTo("output-validation-failed");
        assertThat(body(e).get("error").get("errors").toString()).contains("currency");
    }

    @Test
    void outputValidationIsPermissiveByDefaultAndStrictOnRequest() throws Exception {
        start();
        assertThat(h.send("QUERY", "/rooms", "{\"property_id\": \"extra\"}").status())
                .isEqualTo(200);
        h.close();
        h = new ServerHarness(TestWorkspace.load(dir), ServerHarness.options().withStrictOutput(true));
        ClientExchange strict = h.send("QUERY", "/rooms", "{\"property_id\": \"extra\"}");
        assertThat(strict.status()).isEqualTo(500);
        assertThat(body(strict).get("error").get("errors").toString()).contains("note");
    }

    @Test
    void generatesDeterministicOutputWithoutFixtures() throws Exception {
        start();
        ClientExchange a = h.send("BOOK", "/rooms/r-1", "{\"guest\": \"Ada\"}", "Authority-Scope: booking:room");
        ClientExchange b = h.send("BOOK", "/rooms/r-1", "{\"guest\": \"Ada\"}", "Authority-Scope: booking:room");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.bodyText()).isEqualTo(b.bodyText());
        assertThat(body(a).get("reservation_id").asText()).matches("[0-9a-f-]{36}");
        assertThat(a.headers().get("X-AGTP-Simulated")).contains("simulated; generated");
    }

    @Test
    void theSimulationSeedOfTheOptionsChoosesTheGeneratedData() throws Exception {
        start().close(); // writes the workspace
        h = null;
        String[] ids = new String[3];
        long[] seeds = {1, 1, 2};
        for (int i = 0; i < 3; i++) {
            try (ServerHarness s = new ServerHarness(
                    TestWorkspace.load(dir), ServerHarness.options().withSimulationSeed(seeds[i]))) {
                ClientExchange e =
                        s.send("BOOK", "/rooms/r-1", "{\"guest\": \"Ada\"}", "Authority-Scope: booking:room");
                assertThat(e.status()).isEqualTo(200);
                ids[i] = body(e).get("reservation_id").asText();
            }
        }
        assertThat(ids[1]).isEqualTo(ids[0]);
        assertThat(ids[2]).isNotEqualTo(ids[0]);
    }

    @ParameterizedTest
    @CsvSource({
        "'',                      455",
        "'calendar:read',         455",
        "'booking:room',          200",
        "'booking:*',             200",
        "'calendar:read, booking:*', 200",
        "'*:room',                200",
        "'*',                     200",
        "'booking:table',         455"
    })
    void requiredScopesAreMatchedAgainstAuthorityScopeWithWildcards(String claim, int status) throws Exception {
        start();
        String[] hs = claim.isEmpty() ? new String[0] : new String[] {"Authority-Scope: " + claim};
        ClientExchange e = h.send("BOOK", "/rooms/r-1", "{\"guest\": \"Ada\"}", hs);
        assertThat(e.status()).isEqualTo(status);
        if (status == 455) {
            assertThat(body(e).get("error").get("missing").toString()).contains("booking:room");
        }
    }

    @Test
    void scopeFailureCanAnswer262ScopeRequired() throws Exception {
        start(TestWorkspace.Config.defaults(), ServerHarness.options().withScopeFailureStatus(262));
        ClientExchange e = h.send("BOOK", "/rooms/r-1", "{\"guest\": \"Ada\"}", "Authority-Scope: calendar:read");
        assertThat(e.status()).isEqualTo(262);
        assertThat(body(e).get("error").get("type").asText()).isEqualTo("scope-required");
    }

    @Test
    void scopeRequiredForInvocationRefusesRequestsWithoutAuthorityScope() throws Exception {
        start(new TestWorkspace.Config(true, true, true, "https://cms.example.com"), ServerHarness.options());
        ClientExchange e = h.send("QUERY", "/rooms", "{\"property_id\": \"p1\"}");
        assertThat(e.status()).isEqualTo(262);
        assertThat(body(e).get("error").get("type").asText()).isEqualTo("scope-required");
        assertThat(h.send("QUERY", "/rooms", "{\"property_id\": \"p1\"}", "Authority-Scope: inventory:read")
                        .status())
                .isEqualTo(200);
    }

    @Test
    void anonymousDiscoveryDisabledIs262() throws Exception {
        start(new TestWorkspace.Config(false, false, true, "https://cms.example.com"), ServerHarness.options());
        ClientExchange e = h.send("DISCOVER", null, null);
        assertThat(e.status()).isEqualTo(262);
        assertThat(body(e).get("error").get("type").asText()).isEqualTo("anonymous-discovery-disabled");
        assertThat(h.send("DISCOVER", null, null, "Agent-ID: " + "a".repeat(64)).status())
                .isEqualTo(200);
    }

    @Test
    void item12EndpointWarningOnSuccessAndFailureOfDeprecatedEndpoint() throws Exception {
        start();
        ClientExchange ok = h.send("BOOK", "/rooms/r-1", "{\"guest\": \"Ada\"}", "Authority-Scope: booking:room");
        ClientExchange bad = h.send("BOOK", "/rooms/r-1", "{}", "Authority-Scope: booking:room");
        assertThat(ok.headers().get("AGTP-Endpoint-Warning"))
                .contains("deprecated; successor=RESERVE /reservations; removed_in=3.0.0");
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.headers().get("AGTP-Endpoint-Warning"))
                .contains("deprecated; successor=RESERVE /reservations; removed_in=3.0.0");
        assertThat(h.send("QUERY", "/rooms", "{\"property_id\": \"p1\"}")
                        .headers()
                        .get("AGTP-Endpoint-Warning"))
                .isEmpty();
    }

    @Test
    void echoesTaskAndRequestIdsAndStampsServerAndResponseIds() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/nowhere", null, "Task-ID: task-42", "Request-ID: req-7");
        assertThat(e.headers().get("Task-ID")).contains("task-42");
        assertThat(e.headers().get("Request-ID")).contains("req-7");
        assertThat(e.headers().get("Server-ID")).contains("test.agtp.local");
        assertThat(e.headers().get("AGTP-API-Version")).contains("1.0");
        assertThat(e.headers().get("Response-ID"))
                .hasValueSatisfying(v -> assertThat(v).matches("resp-[0-9a-f]{12}"));
        assertThat(h.send("QUERY", "/nowhere", null).headers().get("Response-ID"))
                .isNotEqualTo(e.headers().get("Response-ID"));
    }

    @Test
    void wrappedDraftEnvelopeIsUnwrappedAndAnsweredWrapped() throws Exception {
        start();
        ClientExchange e = h.send(
                "QUERY",
                "/rooms",
                "{\"method\":\"QUERY\",\"task_id\":\"t-1\",\"parameters\":{\"property_id\":\"p1\"}}");
        assertThat(e.status()).isEqualTo(200);
        JsonNode b = body(e);
        assertThat(b.get("status").asInt()).isEqualTo(200);
        assertThat(b.get("task_id").asText()).isEqualTo("t-1");
        assertThat(b.get("result").get("currency").asText()).isEqualTo("USD");
    }

    @Test
    void nonObjectBodyIs400() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/rooms", "[1,2]");
        assertThat(e.status()).isEqualTo(400);
        assertThat(body(e).get("error").get("code").asText()).isEqualTo("invalid-json");
    }

    @Test
    void agentDiscoverWithIntentReturnsRankedCandidates() throws Exception {
        start();
        ClientExchange e =
                h.send("DISCOVER", null, "{\"intent\": \"book a room for a guest\"}", "Agent-ID: " + "b".repeat(64));
        assertThat(e.status()).isEqualTo(200);
        JsonNode c = body(e).get("result").get("results");
        assertThat(c.size()).isGreaterThan(0);
        assertThat(c.get(0).get("supported_methods").get(0).asText()).isEqualTo("BOOK");
        assertThat(c.get(0).get("capability_match_score").asDouble()).isBetween(0.0, 1.0);
    }

    @Test
    void delegationChainIs501() throws Exception {
        start();
        assertThat(h.send("QUERY", "/rooms", null, "Delegation-Chain: x").status())
                .isEqualTo(501);
    }
}
