package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code [[agents.hosted]]} in the manifest per AGTP-API §8.5: "public" lists them to every caller, "authenticated"
 * only to a caller with an Agent-ID, "private" to nobody; the notice is shown at every level. And the ANS Agent
 * Manifest Documents they imply (ANS §3.4).
 */
class HostedAgentsProjectionTest {
    static final ProjectionOptions OPTS = new ProjectionOptions(null, Instant.parse("2026-06-01T12:00:00Z"), "1");

    @TempDir
    Path dir;

    private Workspace workspace(String disclosure) throws Exception {
        Files.writeString(dir.resolve("agtp-server.toml"), """
                [server]
                server_id = "svc.example"
                domain = "agtp.svc.example"
                [agents]
                disclosure = "%s"
                disclosure_notice = "Send an Agent-ID to see more."
                [[agents.hosted]]
                id = "agent:svc:concierge"
                label = "concierge"
                job_description = "Books stays."
                supported_methods = ["QUERY", "BOOK"]
                scopes = ["booking:read", "booking:write"]
                """.formatted(disclosure));
        return Workspaces.load(dir);
    }

    @ParameterizedTest(name = "{0}: anonymous {1}, with Agent-ID {2}")
    @CsvSource({"public, 1, 1", "authenticated, 0, 1", "private, 0, 0"})
    void hostedAgentsAreListedPerDisclosureAndTheNoticeAlways(String disclosure, int anonymous, int identified)
            throws Exception {
        Workspace ws = workspace(disclosure);
        ManifestProjector m = Projections.standard(ws).manifest();
        JsonNode anon = m.project(ws, OPTS).document();
        JsonNode agent = m.project(ws, OPTS.forIdentifiedCaller()).document();
        assertThat(anon.get("agent_disclosure").asText()).isEqualTo(disclosure);
        assertThat(anon.get("hosted_agents")).hasSize(anonymous);
        assertThat(agent.get("hosted_agents")).hasSize(identified);
        assertThat(anon.get("agent_disclosure_notice").asText()).isEqualTo("Send an Agent-ID to see more.");
        assertThat(agent.get("agent_disclosure_notice").asText()).isEqualTo("Send an Agent-ID to see more.");
        if (identified == 1) {
            assertThat(agent.get("hosted_agents").get(0).toString())
                    .isEqualTo("{\"agent_id\":\"agent:svc:concierge\","
                            + "\"label\":\"concierge\",\"job_description\":\"Books stays.\",\"supported_methods\":[\"QUERY\",\"BOOK\"],"
                            + "\"scopes\":[\"booking:read\",\"booking:write\"]}");
        }
    }

    @Test
    void withoutANoticeTheFieldIsNull() throws Exception {
        Files.writeString(dir.resolve("agtp-server.toml"), "[agents]\ndisclosure = \"public\"\n");
        Workspace ws = Workspaces.load(dir);
        JsonNode m = Projections.standard(ws).manifest().project(ws, OPTS).document();
        assertThat(m.get("agent_disclosure_notice").isNull()).isTrue();
        assertThat(m.get("hosted_agents")).isEmpty();
    }

    @Test
    void theAnsAgentManifestDocumentsCarryTheSeedFieldsAndSayWhatAnsAssigns() throws Exception {
        Workspace ws = workspace("authenticated");
        Projection p = Projections.standard(ws).project(ProjectionKind.ANS_AGENTS, ws, OPTS);
        JsonNode a = p.document().get("agents").get(0);
        assertThat(a.get("manifest_uri").asText()).isEqualTo("agtp://agtp.svc.example/agents/concierge");
        assertThat(a.get("canonical_id").asText()).isEqualTo("agent:svc:concierge");
        assertThat(a.get("agent_label").asText()).isEqualTo("concierge");
        assertThat(a.get("org_domain").asText()).isEqualTo("agtp.svc.example");
        assertThat(a.get("supported_methods").toString()).isEqualTo("[\"QUERY\",\"BOOK\"]");
        assertThat(a.get("required_scope").asText()).isEqualTo("booking:read booking:write");
        assertThat(a.get("job_description").asText()).isEqualTo("Books stays.");
        assertThat(a.has("trust_tier")).isFalse();
        assertThat(p.notes())
                .extracting(ProjectionNote::code)
                .containsExactly("ans-agents/assigned-by-ans", "ans-agents/disclosure");
        assertThat(ProjectionKind.valueOf("ANS_AGENTS").cliName()).isEqualTo("ans-agents");
    }
}
