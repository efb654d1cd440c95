package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.client.ClientExchange;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18: DISCOVER /tools, ANS-shaped agent DISCOVER (limit, capability_domains, scope_negotiate, discovery:query), wildcards. */
class DiscoveryAndPolicyTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String AGENT = "Agent-ID: 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

    @TempDir
    Path dir;

    private ServerHarness h;

    private void start(TestWorkspace.Config c) throws Exception {
        h = new ServerHarness(TestWorkspace.write(dir, c), ServerHarness.options());
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private static JsonNode json(ClientExchange e) throws Exception {
        return JSON.readTree(e.body());
    }

    @Test
    void discoverToolsAnswersTheA2tSignatures() throws Exception {
        start(TestWorkspace.Config.defaults());
        ClientExchange e = h.send("DISCOVER", "/tools", null);
        assertThat(e.status()).isEqualTo(200);
        JsonNode items = json(e).get("items");
        assertThat(items).isNotEmpty();
        assertThat(items)
                .allSatisfy(t -> assertThat(t.has("toolId") && t.has("input_parameters") && t.has("output_parameters"))
                        .isTrue());
        assertThat(items.toString()).contains("query_rooms").doesNotContain("hotel.inventory");
    }

    private static JsonNode results(ClientExchange e) throws Exception {
        assertThat(e.status()).as(e.bodyText()).isEqualTo(200);
        return json(e).get("result").get("results");
    }

    @Test
    void limitCapsTheResultsAndIsChecked() throws Exception {
        start(TestWorkspace.Config.defaults());
        String intent = "\"intent\": \"book a room or find rooms or summarize text or analyze occupancy\"";
        JsonNode all = json(h.send("DISCOVER", null, "{" + intent + "}", AGENT)).get("result");
        assertThat(all.get("results").size()).isGreaterThan(1);
        JsonNode one = json(h.send("DISCOVER", null, "{\"parameters\": {" + intent + ", \"limit\": 1}}", AGENT))
                .get("result");
        assertThat(one.get("results")).hasSize(1);
        assertThat(one.get("returned").asInt()).isEqualTo(1);
        assertThat(one.get("total_matches").asInt())
                .isEqualTo(all.get("total_matches").asInt())
                .isGreaterThan(1);
        assertThat(one.get("results").get(0).get("rank").asInt()).isEqualTo(1);
        ClientExchange bad = h.send("DISCOVER", null, "{" + intent + ", \"limit\": 0}", AGENT);
        assertThat(bad.status()).isEqualTo(400);
        assertThat(json(bad).get("error").get("code").asText()).isEqualTo("invalid-discover-parameter");
    }

    @Test
    void capabilityDomainsFilterAndScopeNegotiateAddsRequiredScope() throws Exception {
        start(TestWorkspace.Config.defaults());
        String intent = "\"intent\": \"book a room for a guest or find open rooms\"";
        JsonNode tx = results(h.send(
                "DISCOVER",
                null,
                "{" + intent + ", \"capability_domains\": [\"transaction\"], \"scope_negotiate\": true}",
                AGENT));
        assertThat(tx).isNotEmpty().allSatisfy(c -> {
            assertThat(c.get("capability").asText()).isEqualTo("transaction");
            assertThat(c.get("required_scope").isTextual()).isTrue();
        });
        assertThat(tx.toString()).contains("booking:room");
        JsonNode plain = results(h.send("DISCOVER", null, "{" + intent + "}", AGENT));
        assertThat(plain).allSatisfy(c -> assertThat(c.has("required_scope")).isFalse());
        assertThat(plain.toString()).contains("discovery");
    }

    @Test
    void answerIsTheAnsSection34Envelope() throws Exception {
        start(TestWorkspace.Config.defaults());
        ClientExchange e = h.send(
                "DISCOVER",
                null,
                "{\"method\": \"DISCOVER\", \"task_id\": \"task-disc-001\", "
                        + "\"parameters\": {\"intent\": \"book a room for a guest\", \"limit\": 2, \"scope_negotiate\": true}}",
                AGENT);
        JsonNode b = json(e);
        assertThat(b.get("status").asInt()).isEqualTo(200);
        assertThat(b.get("task_id").asText()).isEqualTo("task-disc-001");
        JsonNode r = b.get("result");
        assertThat(r.get("query_id").asText()).startsWith("qry-");
        assertThat(r.get("total_matches").asInt())
                .isGreaterThanOrEqualTo(r.get("returned").asInt());
        assertThat(r.get("returned").asInt()).isEqualTo(r.get("results").size()).isBetween(1, 2);
        JsonNode top = r.get("results").get(0);
        assertThat(top.get("rank").asInt()).isEqualTo(1);
        assertThat(top.get("manifest_uri").asText())
                .isEqualTo("agtp://test.agtp.local" + top.get("path").asText());
        assertThat(top.get("canonical_id").asText()).matches("[0-9a-f]{64}");
        assertThat(top.get("agent_label").asText())
                .isEqualTo(top.get("method").asText() + " " + top.get("path").asText());
        assertThat(top.get("org_domain").asText()).isEqualTo("test.agtp.local");
        assertThat(top.get("trust_tier").asInt()).isEqualTo(1);
        assertThat(top.get("behavioral_trust_score").asDouble()).isEqualTo(1.0);
        assertThat(top.get("supported_methods").toString()).isEqualTo("[\"BOOK\"]");
        assertThat(top.get("capability_match_score").asDouble()).isBetween(0.0, 1.0);
        assertThat(top.get("required_scope").asText()).isEqualTo("booking:room");
        assertThat(top.get("job_description").asText()).isNotBlank();
        assertThat(r.get("query_id").asText())
                .isNotEqualTo(json(h.send("DISCOVER", null, "{\"intent\": \"book a room for a guest\"}", AGENT))
                        .get("result")
                        .get("query_id")
                        .asText());
        // a Task-ID header wins over the body's task_id
        assertThat(json(h.send(
                                "DISCOVER",
                                null,
                                "{\"task_id\": \"a\", \"intent\": \"book a room\"}",
                                AGENT,
                                "Task-ID: t-9"))
                        .get("task_id")
                        .asText())
                .isEqualTo("t-9");
    }

    @Test
    void discoverAndTheDiscoverabilityTestsRankWithOneFunction() throws Exception {
        dev.agtpstudio.core.workspace.Workspace ws = TestWorkspace.write(dir, TestWorkspace.Config.defaults());
        h = new ServerHarness(ws, ServerHarness.options());
        String intent = "book a room for a guest or find open rooms";
        JsonNode served = results(h.send("DISCOVER", null, "{\"intent\": \"" + intent + "\", \"limit\": 100}", AGENT));
        java.util.List<dev.agtpstudio.validator.discovery.DiscoveryRanker.Ranked> tested =
                dev.agtpstudio.validator.discovery.DiscoveryRanker.lexical(ws.catalog())
                        .rank(
                                intent,
                                ws.endpoints(),
                                dev.agtpstudio.validator.discovery.DiscoveryRanker.hints(ws),
                                ws.serverConfig().discovery());
        assertThat(served.size()).isEqualTo(tested.size()).isGreaterThan(1);
        for (int i = 0; i < tested.size(); i++) {
            assertThat(served.get(i).get("method").asText() + " "
                            + served.get(i).get("path").asText())
                    .isEqualTo(tested.get(i).id());
            assertThat(served.get(i).get("rank_score").asDouble())
                    .isEqualTo(tested.get(i).score());
            assertThat(served.get(i).get("capability_match_score").asDouble())
                    .isEqualTo(tested.get(i).capabilityMatch());
        }
        // a discovery test that expects DISCOVER's second result at rank 1 fails with exactly DISCOVER's ranks
        String second = served.get(1).get("method").asText() + " "
                + served.get(1).get("path").asText();
        Files.writeString(
                dir.resolve("discovery-tests.toml"),
                "[[test]]\nintent = \"" + intent + "\"\nexpect = \"" + second + "\"\nmax_rank = 1\n");
        dev.agtpstudio.core.workspace.Workspace withTests =
                dev.agtpstudio.core.workspace.WorkspaceLoader.load(dir, ws.catalog());
        var outcome = dev.agtpstudio.validator.discovery.DiscoveryTestRun.run(
                        withTests, dev.agtpstudio.validator.discovery.DiscoveryRanker.lexical(ws.catalog()))
                .get(0);
        assertThat(outcome.status()).isEqualTo(dev.agtpstudio.validator.discovery.DiscoveryTestRun.Status.FAILED);
        assertThat(outcome.rank()).isEqualTo(2);
        assertThat(outcome.above().get(0).score())
                .isEqualTo(served.get(0).get("rank_score").asDouble());
    }

    @Test
    void discoveryWeightsFromTheServerConfigDriveTheRankScore() throws Exception {
        start(TestWorkspace.Config.defaults());
        String body = "{\"intent\": \"book a room for a guest\"}";
        JsonNode def = results(h.send("DISCOVER", null, body, AGENT)).get(0);
        double cap = def.get("capability_match_score").asDouble();
        // ANS §3.5 defaults 0.3 / 0.4 / 0.3 with a local endpoint's full trust
        assertThat(def.get("rank_score").asDouble())
                .isCloseTo(0.7 + 0.3 * cap, org.assertj.core.data.Offset.offset(0.002));
        h.close();
        Path cfg = dir.resolve("agtp-server.toml");
        Files.writeString(
                cfg,
                Files.readString(cfg) + "\n[discovery]\ntrust_tier_weight = 0.0\nbehavioral_trust_weight = 0.25\n"
                        + "capability_match_weight = 0.75\n");
        h = new ServerHarness(TestWorkspace.load(dir), ServerHarness.options());
        JsonNode weighted = results(h.send("DISCOVER", null, body, AGENT)).get(0);
        assertThat(weighted.get("capability_match_score").asDouble()).isEqualTo(cap);
        assertThat(weighted.get("rank_score").asDouble())
                .isCloseTo(0.25 + 0.75 * cap, org.assertj.core.data.Offset.offset(0.002));
    }

    @Test
    void hostedAgentsAreListedToACallerWithAnAgentIdOnlyWhenDisclosureIsAuthenticated() throws Exception {
        start(TestWorkspace.Config.defaults());
        h.close();
        Path cfg = dir.resolve("agtp-server.toml");
        Files.writeString(
                cfg,
                Files.readString(cfg) + "\n[agents]\ndisclosure = \"authenticated\"\n"
                        + "disclosure_notice = \"Send an Agent-ID.\"\n[[agents.hosted]]\nid = \"agent:x:concierge\"\n"
                        + "supported_methods = [\"BOOK\"]\n");
        h = new ServerHarness(TestWorkspace.load(dir), ServerHarness.options());
        ClientExchange anonymous = h.send("DISCOVER", null, null);
        ClientExchange identified = h.send("DISCOVER", null, null, AGENT);
        JsonNode a = json(anonymous);
        JsonNode b = json(identified);
        assertThat(a.get("hosted_agents")).isEmpty();
        assertThat(b.get("hosted_agents"))
                .singleElement()
                .satisfies(x -> assertThat(x.get("agent_id").asText()).isEqualTo("agent:x:concierge"));
        assertThat(a.get("agent_disclosure_notice").asText()).isEqualTo("Send an Agent-ID.");
        assertThat(b.get("agent_disclosure_notice").asText()).isEqualTo("Send an Agent-ID.");
        assertThat(anonymous.headers().getOrNull("ETag"))
                .isNotEqualTo(identified.headers().getOrNull("ETag"));
    }

    @Test
    void agisParameterHintsTakePartInRanking() throws Exception {
        start(TestWorkspace.Config.defaults());
        String body = "{\"intent\": \"summarize the reviews of rooms with a seaview panorama terrace\"}";
        JsonNode before = results(h.send("DISCOVER", null, body, AGENT));
        String top = before.get(0).get("agent_label").asText();
        assertThat(top).as(before.toString()).isNotEqualTo("ANALYZE /occupancy");
        h.close();
        Files.writeString(dir.resolve("hints.agis"), """
                agis: "1.0"
                service: "Test"
                agtp: "agtp://test.agtp.local"
                description: "Hints for the booking endpoint"
                endpoints:
                  - method: ANALYZE
                    path: /occupancy
                    description: "Searches a property's rooms and summarizes the result."
                    semantic:
                      intent: "Analyze occupancy"
                      parameter_hints:
                        property_id: ["the seaview hotel", "a property with a panorama terrace", "reviews"]
                """);
        h = new ServerHarness(TestWorkspace.load(dir), ServerHarness.options());
        JsonNode after = results(h.send("DISCOVER", null, body, AGENT));
        assertThat(after.get(0).get("agent_label").asText())
                .as(after.toString())
                .isEqualTo("ANALYZE /occupancy");
    }

    @Test
    void ansSpaceSeparatedScopesReachAgentDiscover() throws Exception {
        start(new TestWorkspace.Config(true, true, true, "https://cms.example.com"));
        ClientExchange e = h.send(
                "DISCOVER",
                null,
                "{\"intent\": \"find open rooms\"}",
                AGENT,
                "Authority-Scope: discovery:query agents:delegate booking:*");
        assertThat(results(e)).isNotEmpty();
    }

    @Test
    void agentDiscoverNeedsDiscoveryQueryWhenThePolicyAsksForScopes() throws Exception {
        start(new TestWorkspace.Config(true, true, true, "https://cms.example.com"));
        String body = "{\"intent\": \"find open rooms\"}";
        ClientExchange refused = h.send("DISCOVER", null, body, AGENT);
        assertThat(refused.status()).isEqualTo(262);
        assertThat(json(refused).get("error").get("required_scopes").toString()).contains("discovery:query");
        assertThat(h.send("DISCOVER", null, body, AGENT, "Authority-Scope: discovery:query")
                        .status())
                .isEqualTo(200);
    }

    @Test
    void adHocInvocationIs262WildcardsRequiredUnlessAccepted() throws Exception {
        start(TestWorkspace.Config.defaults());
        ClientExchange e = h.send("SCAN", "/nowhere", null);
        assertThat(e.status()).isEqualTo(262);
        assertThat(json(e).get("error").get("type").asText()).isEqualTo("wildcards-required");
        assertThat(h.send("BOOK", "/rooms", null).status())
                .as("a served path stays 405")
                .isEqualTo(405);
        h.close();
        Path cfg = dir.resolve("agtp-server.toml");
        Files.writeString(
                cfg, Files.readString(cfg).replace("wildcards_accepted = false", "wildcards_accepted = true"));
        h = new ServerHarness(TestWorkspace.load(dir), ServerHarness.options());
        assertThat(h.send("SCAN", "/nowhere", null).status()).isEqualTo(404);
    }
}
