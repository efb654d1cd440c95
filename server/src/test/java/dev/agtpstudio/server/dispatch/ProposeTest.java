package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.Headers;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** PROPOSE (AGTP-API §10) through real sockets: evaluation order, 263 bodies, session and persistent scope. */
class ProposeTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SEMANTIC =
            "{\"intent\":\"Evaluate occupancy.\",\"actor\":\"agent\",\"outcome\":\"A summary.\","
                    + "\"capability\":\"analysis\",\"confidence\":0.6,\"impact\":\"informational\",\"is_idempotent\":true}";
    private static final String IN =
            "{\"type\":\"object\",\"properties\":{\"property_id\":{\"type\":\"string\"}},\"required\":[\"property_id\"],\"additionalProperties\":false}";
    private static final String OUT = "{\"type\":\"object\",\"properties\":{\"summary\":{\"type\":\"string\"}}}";

    @TempDir
    Path dir;

    private ServerHarness h;

    private ServerHarness start(boolean synthesis) throws Exception {
        h = new ServerHarness(
                TestWorkspace.write(dir, new TestWorkspace.Config(true, false, synthesis, "https://cms.example.com")),
                ServerHarness.options());
        return h;
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private static String endpoint(String method, String path, String semantic, String in) {
        return "{\"method\":\"" + method + "\",\"path\":\"" + path + "\",\"description\":\"d\",\"semantic\":" + semantic
                + ",\"input_schema\":" + in + ",\"output_schema\":" + OUT + "}";
    }

    private static String wrapped(String endpoint, boolean persistent) {
        return "{\"method\":\"PROPOSE\",\"task_id\":\"t1\",\"parameters\":{\"endpoint\":" + endpoint
                + ",\"persistent\":" + persistent + "}}";
    }

    private static JsonNode body(ClientExchange e) throws Exception {
        return JSON.readTree(e.body());
    }

    @ParameterizedTest(name = "{0} {1} -> {3} {4}")
    @CsvSource(
            delimiter = '|',
            value = {
                "EVALUATEE | /occupancy-report | ok    | 459 | method-violation",
                "EVALUATE  | /book/report      | ok    | 460 | endpoint-violation",
                "EVALUATE  | /occupancy-report | nosem | 400 | malformed-semantic-block",
                "EVALUATE  | /occupancy-report | open  | 400 | malformed-schema",
                "RESERVE   | /holds            | ok    | 262 | authorization-required",
                "FORECAST  | /occupancy-report | ok    | 463 | proposal-rejected",
                "QUERY     | /rooms            | ok    | 463 | proposal-rejected",
                "PURGE     | /rooms            | ok    | 463 | proposal-rejected"
            })
    void evaluatesInTheDraftOrder(String method, String path, String variant, int status, String code)
            throws Exception {
        start(true);
        String sem = variant.equals("nosem") ? "{\"intent\":\"x\"}" : SEMANTIC;
        String in = variant.equals("open")
                ? IN.replace("\"additionalProperties\":false", "\"additionalProperties\":true")
                : IN;
        if (method.equals("RESERVE")) {
            in =
                    "{\"type\":\"object\",\"properties\":{\"room_id\":{\"type\":\"string\"}},\"additionalProperties\":false}";
        }
        ClientExchange e = h.send("PROPOSE", null, wrapped(endpoint(method, path, sem, in), false));
        assertThat(e.status()).as(e.bodyText()).isEqualTo(status);
        assertThat(body(e).get("error").get("code").asText()).isEqualTo(code);
    }

    @Test
    void aSchemaRefToAMissingFileIsExplainedWithoutJavaNames() throws Exception {
        start(true);
        String in = "{\"type\":\"object\",\"$ref\":\"file:///nonexistent-agtp/x.json\",\"additionalProperties\":false}";
        ClientExchange e =
                h.send("PROPOSE", null, wrapped(endpoint("EVALUATE", "/occupancy-report", SEMANTIC, in), false));
        assertThat(e.status()).as(e.bodyText()).isEqualTo(400);
        assertThat(e.bodyText()).contains("x.json");
        dev.agtpstudio.core.testkit.InternalNames.assertNone("PROPOSE answer", e.bodyText());
    }

    @Test
    void aProposedSchemaCannotMakeTheServerReadAFileOrAUrl() throws Exception {
        start(true);
        Path secret = java.nio.file.Files.writeString(
                dir.resolve("secret.json"), "{\"type\":\"object\",\"title\":\"s3cret\"}");
        for (String ref : new String[] {secret.toUri().toString(), "http://127.0.0.1:9/x.json"}) {
            String in = "{\"type\":\"object\",\"$ref\":\"" + ref + "\",\"additionalProperties\":false}";
            ClientExchange e =
                    h.send("PROPOSE", null, wrapped(endpoint("EVALUATE", "/occupancy-report", SEMANTIC, in), false));
            assertThat(e.status()).as(ref + ": " + e.bodyText()).isEqualTo(400);
            assertThat(e.bodyText())
                    .doesNotContain("s3cret")
                    .contains("references outside the schema are not followed");
            dev.agtpstudio.core.testkit.InternalNames.assertNone("PROPOSE answer", e.bodyText());
        }
    }

    @Test
    void rejectionReasonsFollowTheDraft() throws Exception {
        start(true);
        assertThat(body(h.send("PROPOSE", null, wrapped(endpoint("FORECAST", "/x-report", SEMANTIC, IN), false)))
                        .get("reason")
                        .asText())
                .isEqualTo("composition-impossible");
        assertThat(body(h.send("PROPOSE", null, wrapped(endpoint("QUERY", "/rooms", SEMANTIC, IN), false)))
                        .get("reason")
                        .asText())
                .isEqualTo("policy-refused");
        ClientExchange scope = h.send(
                "PROPOSE",
                null,
                wrapped(
                        endpoint(
                                "RESERVE",
                                "/holds",
                                SEMANTIC,
                                "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"),
                        false));
        assertThat(body(scope).get("error").get("type").asText()).isEqualTo("scope-required");
    }

    @Test
    void a463ListsSimilarManifestEntriesRankedLikeDiscoverWithScoresAndWhy() throws Exception {
        start(true);
        String sem = SEMANTIC.replace("Evaluate occupancy.", "Find open rooms at a property for a stay.");
        ClientExchange e = h.send("PROPOSE", null, wrapped(endpoint("FORECAST", "/room-forecast", sem, IN), false));
        assertThat(e.status()).as(e.bodyText()).isEqualTo(463);
        JsonNode similar = body(e).get("similar");
        assertThat(similar).as(e.bodyText()).isNotNull();
        assertThat(similar.size()).isBetween(1, ProposalEvaluator.SIMILAR_LIMIT);
        JsonNode first = similar.get(0);
        assertThat(first.get("method").asText() + " " + first.get("path").asText())
                .isEqualTo("QUERY /rooms");
        assertThat(first.get("capability_match_score").asDouble()).isGreaterThan(0);
        assertThat(first.get("why").toString()).contains("room");
        JsonNode discover = body(h.send(
                "DISCOVER",
                null,
                "{\"intent\":\"Find open rooms at a property for a stay. d\"}",
                "Agent-ID: 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"));
        JsonNode top = discover.get("result").get("results").get(0);
        assertThat(top.get("capability_match_score").asDouble())
                .as("one ranker: DISCOVER scores the same")
                .isEqualTo(first.get("capability_match_score").asDouble());
        dev.agtpstudio.core.testkit.InternalNames.assertNone("PROPOSE answer", e.bodyText());
    }

    @Test
    void a463WithoutAnIntentCarriesAnEmptySimilarList() throws Exception {
        start(false);
        ClientExchange e = h.send("PROPOSE", null, "{}");
        assertThat(e.status()).isEqualTo(463);
        assertThat(body(e).get("similar").size()).isZero();
    }

    @Test
    void synthesisDisabledIs463SynthesisDisabled() throws Exception {
        start(false);
        ClientExchange e =
                h.send("PROPOSE", null, wrapped(endpoint("EVALUATE", "/occupancy-report", SEMANTIC, IN), false));
        assertThat(e.status()).isEqualTo(463);
        assertThat(body(e).get("reason").asText()).isEqualTo("synthesis-disabled");
    }

    @Test
    void approvesWith263AndServesTheEndpointOnlyInItsSession() throws Exception {
        start(true);
        ClientExchange e =
                h.send("PROPOSE", null, wrapped(endpoint("EVALUATE", "/occupancy-report", SEMANTIC, IN), false));
        assertThat(e.status()).isEqualTo(263);
        JsonNode b = body(e);
        String id = b.get("synthesis_id").asText();
        assertThat(id).startsWith("syn-");
        assertThat(b.get("method").asText()).isEqualTo("EVALUATE");
        assertThat(b.get("endpoint").get("handler").toString()).isEqualTo("{\"type\":\"composition\"}");
        assertThat(b.get("recipe_lineage").get("recipe_name").asText()).isEqualTo("room-report");
        assertThat(b.get("recipe_lineage").get("recipe_version").asText()).isEqualTo("2");

        ClientExchange run = h.send("EVALUATE", "/occupancy-report", "{\"property_id\": \"p1\"}");
        assertThat(run.status()).isEqualTo(200);
        assertThat(body(run).get("summary").isTextual()).isTrue();

        try (AgtpClient other = h.newClient()) {
            assertThat(other.send(ClientRequest.json(
                                    "EVALUATE", "/occupancy-report", null, "{\"property_id\": \"p1\"}"))
                            .status())
                    .as("another session sees no EVALUATE endpoint: ad-hoc, wildcards off")
                    .isEqualTo(262);
            ClientExchange notYours = other.send(ClientRequest.json(
                    "EVALUATE",
                    "/occupancy-report",
                    Headers.builder().add("Contract-Synthesized", id).build(),
                    "{\"property_id\": \"p1\"}"));
            assertThat(notYours.status()).isEqualTo(464);
            assertThat(notYours.headers().get("RCNS-Attempt-Id")).isPresent();
        }
        h.client.close();
        Thread.sleep(200);
        try (AgtpClient later = h.newClient()) {
            ClientExchange gone = later.send(ClientRequest.json(
                    "EVALUATE",
                    "/occupancy-report",
                    Headers.builder().add("Contract-Synthesized", id).build(),
                    "{\"property_id\": \"p1\"}"));
            assertThat(gone.status())
                    .as("session-scoped synthesis ends with the connection")
                    .isEqualTo(404);
        }
    }

    @Test
    void persistentSynthesisIsVisibleToOtherSessionsAndInTheManifest() throws Exception {
        start(true);
        ClientExchange e = h.send(
                "PROPOSE",
                "/",
                "{\"endpoint\":" + endpoint("EVALUATE", "/occupancy-report", SEMANTIC, IN) + ",\"persistent\":true}");
        assertThat(e.status()).isEqualTo(263);
        assertThat(body(e).get("expires_at").asText()).isNotBlank();
        try (AgtpClient other = h.newClient()) {
            assertThat(other.send(ClientRequest.json(
                                    "EVALUATE", "/occupancy-report", null, "{\"property_id\": \"p1\"}"))
                            .status())
                    .isEqualTo(200);
            JsonNode manifest =
                    JSON.readTree(other.send(ClientRequest.of("DISCOVER", null)).body());
            assertThat(manifest.get("endpoints").toString()).contains("/occupancy-report");
        }
    }

    /** A clock the test moves forward. */
    static final class MovableClock extends java.time.Clock {
        private volatile java.time.Instant now = java.time.Instant.parse("2026-06-01T00:00:00Z");

        void advance(java.time.Duration d) {
            now = now.plus(d);
        }

        @Override
        public java.time.ZoneId getZone() {
            return java.time.ZoneOffset.UTC;
        }

        @Override
        public java.time.Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public java.time.Instant instant() {
            return now;
        }
    }

    @Test
    void persistentSynthesisExpiresAfterThePersistentDefaultDuration() throws Exception {
        MovableClock clock = new MovableClock();
        DispatchOptions o = ServerHarness.options();
        h = new ServerHarness(
                TestWorkspace.write(dir, TestWorkspace.Config.defaults()),
                new DispatchOptions(
                        o.scopeFailureStatus(),
                        o.strictOutput(),
                        o.allowLoopbackHttpUpstreams(),
                        o.environment(),
                        clock));
        ClientExchange e = h.send(
                "PROPOSE",
                null,
                "{\"endpoint\":" + endpoint("EVALUATE", "/occupancy-report", SEMANTIC, IN) + ",\"persistent\":true}");
        assertThat(body(e).get("expires_at").asText()).isEqualTo("2026-06-08T00:00:00Z");
        String contract = body(e).get("synthesis_id").asText();
        assertThat(h.send(
                                "EVALUATE",
                                "/occupancy-report",
                                "{\"property_id\": \"p1\"}",
                                "Contract-Synthesized: " + contract)
                        .status())
                .isEqualTo(200);
        assertThat(h.send("EVALUATE", "/rooms", "{\"property_id\": \"p1\"}", "Contract-Synthesized: " + contract)
                        .status())
                .as("a contract only selects its own method and path")
                .isEqualTo(404);
        clock.advance(java.time.Duration.ofDays(8));
        assertThat(h.send("EVALUATE", "/occupancy-report", "{\"property_id\": \"p1\"}")
                        .status())
                .isEqualTo(262);
        assertThat(h.send("DISCOVER", null, null).bodyText()).doesNotContain("/occupancy-report");
    }

    @Test
    void acceptsTheLegacyFlatFormAndRefusesAmbiguousBodies() throws Exception {
        start(true);
        String legacy = "{\"name\":\"EVALUATE\",\"path\":\"/occupancy-summary\",\"semantic\":" + SEMANTIC
                + ",\"input_schema\":" + IN + ",\"output_schema\":" + OUT + "}";
        assertThat(h.send("PROPOSE", null, legacy).status()).isEqualTo(263);
        String both = "{\"name\":\"EVALUATE\",\"endpoint\":" + endpoint("EVALUATE", "/x-summary", SEMANTIC, IN) + "}";
        ClientExchange amb = h.send("PROPOSE", null, both);
        assertThat(amb.status()).isEqualTo(400);
        assertThat(body(amb).get("error").get("code").asText()).isEqualTo("ambiguous-body");
    }

    @Test
    void theDataManifestIsTheCeilingOfNegotiation() throws Exception {
        java.nio.file.Files.writeString(dir.resolve("hotel.agis"), """
                agis: "1.0"
                service: "Hotel"
                agtp: "agtp://hotel.example"
                description: "Rooms"
                endpoints: []
                data_manifest:
                  available_data:
                    - class: occupancy
                      description: "Nightly occupancy per property"
                      formats: [json]
                      sensitivity: low
                """);
        start(true);
        String base = endpoint("EVALUATE", "/occupancy-report", SEMANTIC, IN);
        ClientExchange undeclared =
                h.send("PROPOSE", null, base.replace("{\"method\"", "{\"data_class\":\"guest-profile\",\"method\""));
        assertThat(undeclared.status()).isEqualTo(463);
        assertThat(body(undeclared).get("reason").asText()).isEqualTo("data-class-not-declared");
        assertThat(body(undeclared).get("error").get("data_class").asText()).isEqualTo("guest-profile");
        ClientExchange unnamed = h.send("PROPOSE", null, wrapped(base, false));
        assertThat(unnamed.status()).isEqualTo(463);
        assertThat(body(unnamed).get("reason").asText()).isEqualTo("data-class-required");
        ClientExchange ok = h.send(
                "PROPOSE",
                null,
                wrapped(base.replace("{\"method\"", "{\"data_class\":\"occupancy\",\"method\""), false));
        assertThat(ok.status()).isEqualTo(263);
    }
}
