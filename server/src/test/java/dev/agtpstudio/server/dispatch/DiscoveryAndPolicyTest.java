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
        assertThat(items).allSatisfy(t -> assertThat(t.has("toolId") && t.has("input_parameters") && t.has("output_parameters")).isTrue());
        assertThat(items.toString()).contains("query_rooms").doesNotContain("hotel.inventory");
    }

    @Test
    void limitCapsTheCandidatesAndIsChecked() throws Exception {
        start(TestWorkspace.Config.defaults());
        String intent = "\"intent\": \"book a room or find rooms or summarize text or analyze occupancy\"";
        JsonNode all = json(h.send("DISCOVER", null, "{" + intent + "}", AGENT));
        assertThat(all.get("candidates").size()).isGreaterThan(1);
        JsonNode one = json(h.send("DISCOVER", null, "{\"parameters\": {" + intent + ", \"limit\": 1}}", AGENT));
        assertThat(one.get("candidates")).hasSize(1);
        assertThat(one.get("candidates").get(0).get("rank").asInt()).isEqualTo(1);
        ClientExchange bad = h.send("DISCOVER", null, "{" + intent + ", \"limit\": 0}", AGENT);
        assertThat(bad.status()).isEqualTo(400);
        assertThat(json(bad).get("error").get("code").asText()).isEqualTo("invalid-discover-parameter");
    }

    @Test
    void capabilityDomainsFilterAndScopeNegotiateAddsRequiredScopes() throws Exception {
        start(TestWorkspace.Config.defaults());
        String intent = "\"intent\": \"book a room for a guest or find open rooms\"";
        JsonNode tx = json(h.send("DISCOVER", null, "{" + intent + ", \"capability_domains\": [\"transaction\"], \"scope_negotiate\": true}", AGENT));
        assertThat(tx.get("candidates")).isNotEmpty().allSatisfy(c -> {
            assertThat(c.get("capability").asText()).isEqualTo("transaction");
            assertThat(c.has("required_scopes")).isTrue();
        });
        assertThat(tx.get("candidates").toString()).contains("booking:room");
        JsonNode plain = json(h.send("DISCOVER", null, "{" + intent + "}", AGENT));
        assertThat(plain.get("candidates")).allSatisfy(c -> assertThat(c.has("required_scopes")).isFalse());
        assertThat(plain.get("candidates").toString()).contains("discovery");
    }

    @Test
    void agentDiscoverNeedsDiscoveryQueryWhenThePolicyAsksForScopes() throws Exception {
        start(new TestWorkspace.Config(true, true, true, "https://cms.example.com"));
        String body = "{\"intent\": \"find open rooms\"}";
        ClientExchange refused = h.send("DISCOVER", null, body, AGENT);
        assertThat(refused.status()).isEqualTo(262);
        assertThat(json(refused).get("error").get("required_scopes").toString()).contains("discovery:query");
        assertThat(h.send("DISCOVER", null, body, AGENT, "Authority-Scope: discovery:query").status()).isEqualTo(200);
    }

    @Test
    void adHocInvocationIs262WildcardsRequiredUnlessAccepted() throws Exception {
        start(TestWorkspace.Config.defaults());
        ClientExchange e = h.send("SCAN", "/nowhere", null);
        assertThat(e.status()).isEqualTo(262);
        assertThat(json(e).get("error").get("type").asText()).isEqualTo("wildcards-required");
        assertThat(h.send("BOOK", "/rooms", null).status()).as("a served path stays 405").isEqualTo(405);
        h.close();
        Path cfg = dir.resolve("agtp-server.toml");
        Files.writeString(cfg, Files.readString(cfg).replace("wildcards_accepted = false", "wildcards_accepted = true"));
        h = new ServerHarness(TestWorkspace.load(dir), ServerHarness.options());
        assertThat(h.send("SCAN", "/nowhere", null).status()).isEqualTo(404);
    }
}
