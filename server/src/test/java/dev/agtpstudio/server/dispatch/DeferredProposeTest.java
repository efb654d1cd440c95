package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.client.ClientExchange;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 41: deferred PROPOSE, 261 Negotiation In Progress and QUERY /proposals/{id} (AGTP-API §11). */
class DeferredProposeTest {
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

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private void start(String synthesisTable, DispatchOptions options) throws Exception {
        TestWorkspace.write(dir, TestWorkspace.Config.defaults());
        Files.writeString(
                dir.resolve("agtp-server.toml"), "\n[synthesis]\n" + synthesisTable + "\n", StandardOpenOption.APPEND);
        h = new ServerHarness(TestWorkspace.load(dir), options);
    }

    private static String proposal(String method, String path) {
        return "{\"endpoint\":{\"method\":\"" + method + "\",\"path\":\"" + path
                + "\",\"description\":\"d\",\"semantic\":" + SEMANTIC + ",\"input_schema\":" + IN
                + ",\"output_schema\":" + OUT + "}}";
    }

    private static JsonNode json(ClientExchange e) throws Exception {
        return JSON.readTree(e.body());
    }

    /** Polls QUERY /proposals/{id} until it is no longer 261 (bounded: 100 x 20 ms). */
    private ClientExchange poll(String location) throws Exception {
        ClientExchange q = h.send("QUERY", location, null);
        for (int i = 0; i < 100 && q.status() == 261; i++) {
            Thread.sleep(20);
            q = h.send("QUERY", location, null);
        }
        return q;
    }

    @Test
    void aDeferredProposalAnswers261ThenQueryAnswersItsOutcome() throws Exception {
        start("async_evaluation_enabled = true", ServerHarness.options());
        ClientExchange e = h.send("PROPOSE", null, proposal("EVALUATE", "/occupancy-report"));
        assertThat(e.status()).as(e.bodyText()).isEqualTo(261);
        JsonNode b = json(e);
        String id = b.get("proposal_id").asText();
        assertThat(id).startsWith("prop-");
        assertThat(b.get("state").asText()).isEqualTo("pending");
        assertThat(b.get("location").asText()).isEqualTo("/proposals/" + id);
        assertThat(e.headers().getOrNull("Location")).isEqualTo("/proposals/" + id);
        ClientExchange q = poll("/proposals/" + id);
        assertThat(q.status()).as(q.bodyText()).isEqualTo(263);
        JsonNode done = json(q);
        assertThat(done.get("proposal_id").asText()).isEqualTo(id);
        assertThat(done.get("state").asText()).isEqualTo("approved");
        assertThat(done.get("synthesis_id").asText()).startsWith("syn-");
        assertThat(h.send("EVALUATE", "/occupancy-report", "{\"property_id\": \"p1\"}")
                        .status())
                .as("the approved endpoint serves the proposing session")
                .isEqualTo(200);
        dev.agtpstudio.core.testkit.InternalNames.assertNone("QUERY /proposals answer", q.bodyText());
    }

    @Test
    void aDeferredRejectionIsThe463TheSynchronousPathGivesWithSimilarEntries() throws Exception {
        start("async_evaluation_enabled = true", ServerHarness.options());
        String id = json(h.send("PROPOSE", null, proposal("FORECAST", "/room-forecast")))
                .get("proposal_id")
                .asText();
        ClientExchange q = poll("/proposals/" + id);
        assertThat(q.status()).as(q.bodyText()).isEqualTo(463);
        assertThat(json(q).get("reason").asText()).isEqualTo("composition-impossible");
        assertThat(json(q).get("state").asText()).isEqualTo("rejected");
        assertThat(json(q).has("similar")).isTrue();
    }

    @Test
    void unknownProposalIdsAre404() throws Exception {
        start("async_evaluation_enabled = true", ServerHarness.options());
        for (String path : new String[] {"/proposals/prop-0000000000000000", "/proposals/not%20an%20id"}) {
            ClientExchange q = h.send("QUERY", path, null);
            assertThat(q.status()).as(path + ": " + q.bodyText()).isEqualTo(404);
            assertThat(json(q).get("error").get("code").asText()).isEqualTo("proposal-not-found");
        }
    }

    @Test
    void withoutTheSwitchProposeStaysSynchronous() throws Exception {
        start("async_evaluation_enabled = false", ServerHarness.options());
        assertThat(h.send("PROPOSE", null, proposal("EVALUATE", "/occupancy-report"))
                        .status())
                .isEqualTo(263);
    }

    @Test
    void theStoreIsBoundedByCountAndForgetsAfterTheRetention() throws Exception {
        ProposeTest.MovableClock clock = new ProposeTest.MovableClock();
        DispatchOptions o = ServerHarness.options();
        start(
                "async_evaluation_enabled = true\nmax_pending_proposals = 2\nproposal_retention = \"5m\"",
                new DispatchOptions(
                        o.scopeFailureStatus(),
                        o.strictOutput(),
                        o.allowLoopbackHttpUpstreams(),
                        o.environment(),
                        clock));
        String first = json(h.send("PROPOSE", null, proposal("FORECAST", "/a-forecast")))
                .get("proposal_id")
                .asText();
        assertThat(poll("/proposals/" + first).status()).isEqualTo(463);
        String second = json(h.send("PROPOSE", null, proposal("FORECAST", "/b-forecast")))
                .get("proposal_id")
                .asText();
        assertThat(poll("/proposals/" + second).status()).isEqualTo(463);
        String third = json(h.send("PROPOSE", null, proposal("FORECAST", "/c-forecast")))
                .get("proposal_id")
                .asText();
        assertThat(h.send("QUERY", "/proposals/" + first, null).status())
                .as("the oldest evaluated one made room")
                .isEqualTo(404);
        assertThat(poll("/proposals/" + third).status()).isEqualTo(463);
        assertThat(h.send("QUERY", "/proposals/" + second, null).status()).isEqualTo(463);
        clock.advance(java.time.Duration.ofMinutes(6));
        assertThat(h.send("QUERY", "/proposals/" + third, null).status())
                .as("past proposal_retention")
                .isEqualTo(404);
    }
}
