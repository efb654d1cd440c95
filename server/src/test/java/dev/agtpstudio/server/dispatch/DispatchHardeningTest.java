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
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 15: header grammars, no internal names in answers, stable error messages, the explicit stage list. */
class DispatchHardeningTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String AGENT = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

    @TempDir
    Path dir;

    private ServerHarness h;

    private void start() throws Exception {
        h = new ServerHarness(TestWorkspace.write(dir, TestWorkspace.Config.defaults()), ServerHarness.options());
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private static JsonNode error(ClientExchange e) throws Exception {
        return JSON.readTree(e.body()).get("error");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"tester", "0123", "0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF", "agtp:/x y"
            })
    void agentIdOutsideItsGrammarIs400NamingTheRule(String id) throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/rooms", "{\"property_id\":\"p1\"}", "Agent-ID: " + id);
        assertThat(e.status()).isEqualTo(400);
        assertThat(error(e).get("code").asText()).isEqualTo("invalid-header-value");
        assertThat(error(e).get("header").asText()).isEqualTo("Agent-ID");
        assertThat(error(e).get("rule").asText()).contains("64 lowercase hex");
    }

    @ParameterizedTest
    @ValueSource(strings = {AGENT, "agtp://agtp.acme.tld/agents/orchestrator"})
    void canonicalAndUriAgentIdsPass(String id) throws Exception {
        start();
        assertThat(h.send("QUERY", "/rooms", "{\"property_id\":\"p1\"}", "Agent-ID: " + id)
                        .status())
                .isEqualTo(200);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "booking|400",
                "booking room|400",
                "booking:room;x|400",
                ":room|400",
                "booking:room,|400",
                "booking:room|200",
                "booking:*|200",
                "*|200",
                "calendar:read, booking:room|200",
                "mcp:tools:execute,booking:room|200",
                // space-separated as in the ANS §3.2 examples (docs/decisions/0526)
                "calendar:read booking:room|200",
                "discovery:query agents:delegate booking:*|200",
                "calendar:read \t booking:room|200",
                "calendar:read booking|400",
                "calendar:read , booking:room|200"
            })
    void authorityScopeIsCheckedAgainstItsGrammar(String scope, int status) throws Exception {
        start();
        ClientExchange e = h.send("BOOK", "/rooms/r-1", "{\"guest\": \"Ada\"}", "Authority-Scope: " + scope);
        assertThat(e.status()).isEqualTo(status);
        if (status == 400) {
            assertThat(error(e).get("header").asText()).isEqualTo("Authority-Scope");
            assertThat(error(e).get("rule").asText()).contains("scope-token");
        }
    }

    @Test
    void longHeadersAreCheckedWithoutOverflowingTheGrammar() throws Exception {
        start();
        // 2,000 scopes (10 KB) overflowed the regex's stack: the connection was dropped without an answer
        assertThat(h.send(
                                "QUERY",
                                "/rooms",
                                "{\"property_id\":\"p1\"}",
                                "Authority-Scope: " + "a:b, ".repeat(2000) + "c:d")
                        .status())
                .isEqualTo(200);
        assertThat(h.newClient()
                        .send(new dev.agtpstudio.server.client.ClientRequest(
                                "QUERY",
                                "/rooms",
                                dev.agtpstudio.server.wire.Headers.builder()
                                        .add("Authority-Scope", "a:b, ".repeat(2000) + "c")
                                        .build(),
                                null))
                        .status())
                .isEqualTo(400);
        assertThat(h.send(
                                "QUERY",
                                "/rooms",
                                "{\"property_id\":\"p1\"}",
                                "Agent-ID: agtp://agent.example" + "/a".repeat(3000))
                        .status())
                .isEqualTo(200);
    }

    @Test
    void simulatedHeaderNeverNamesTheFunction() throws Exception {
        start();
        ClientExchange e = h.send("BOOK", "/rooms/r-1", "{\"guest\": \"Ada\"}", "Authority-Scope: booking:room");
        assertThat(e.headers().get("X-AGTP-Simulated")).contains("simulated; generated");
        assertThat(new String(e.responseBytes(), java.nio.charset.StandardCharsets.UTF_8))
                .doesNotContain("hotel.booking");
    }

    @Test
    void invalidJsonGetsAStableLocatedMessageWithoutParserText() throws Exception {
        start();
        ClientExchange e = h.send("QUERY", "/rooms", "{\"property_id\": tru}");
        assertThat(e.status()).isEqualTo(400);
        assertThat(error(e).get("code").asText()).isEqualTo("invalid-json");
        assertThat(error(e).get("message").asText()).matches("the body is not valid JSON \\(line 1, column \\d+\\)");
        ClientExchange d = h.send("DISCOVER", null, "{\"intent\": ", "Agent-ID: " + AGENT);
        assertThat(error(d).get("message").asText()).startsWith("the DISCOVER body is not valid JSON (line 1");
        for (ClientExchange x : new ClientExchange[] {e, d}) {
            assertThat(x.bodyText())
                    .doesNotContain("com.fasterxml")
                    .doesNotContain("Unrecognized token")
                    .doesNotContain("Exception");
        }
    }

    @Test
    void theDispatchOrderIsOneExplicitList() throws Exception {
        start();
        assertThat(h.dispatcher.stageNames())
                .containsExactly(
                        "synthesis-expiry",
                        "header-grammar",
                        "delegation",
                        "alias",
                        "catalog",
                        "path-grammar",
                        "discover",
                        "propose",
                        "proposal-status",
                        "method-policy",
                        "redirect",
                        "wildcards",
                        "route",
                        "invocation-scope",
                        "invoke");
    }
}
