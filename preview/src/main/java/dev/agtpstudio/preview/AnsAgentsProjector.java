package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.source.SourceMap;
import java.util.ArrayList;
import java.util.List;

/**
 * The ANS Agent Manifest Documents the server's {@code [[agents.hosted]]} imply (ANS §3.4, §4.2): what an ANS server
 * would index for each hosted agent once it is registered, in the field names of an ANS DISCOVER result.
 * {@code manifest_uri} is {@code agtp://HOST/agents/LABEL}, {@code canonical_id} the configured Agent-ID,
 * {@code org_domain} HOST ({@code [server] domain}, else {@code server_id}), {@code required_scope} the scopes
 * space-separated. {@code trust_tier}, {@code behavioral_trust_score} and {@code governance_zone} are assigned by the
 * governance platform at activation, {@code capability_match_score} per query and {@code ans_signature} by the ANS
 * server, so none is invented here; a note says so (docs/decisions/0551).
 */
public final class AnsAgentsProjector {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private AnsAgentsProjector() {}

    public static Projection project(Workspace ws) {
        ServerConfig cfg = ws.serverConfig();
        String host = cfg.server().host();
        SourceMap.Builder src = SourceMap.builder();
        ObjectNode doc = F.objectNode();
        ArrayNode agents = doc.putArray("agents");
        List<ServerConfig.HostedAgent> hosted = cfg.agents().hosted();
        for (int i = 0; i < hosted.size(); i++) {
            ServerConfig.HostedAgent a = hosted.get(i);
            String label = a.label() != null && !a.label().isBlank() ? a.label() : a.id();
            ObjectNode o = agents.addObject();
            o.put("manifest_uri", "agtp://" + host + "/agents/" + label);
            o.put("canonical_id", a.id());
            o.put("agent_label", label);
            o.put("org_domain", host);
            ArrayNode ms = o.putArray("supported_methods");
            a.supportedMethods().forEach(ms::add);
            o.put("required_scope", String.join(" ", a.scopes()));
            if (a.jobDescription() == null) {
                o.putNull("job_description");
            } else {
                o.put("job_description", a.jobDescription());
            }
            int idx = i;
            ws.serverConfigFile().ifPresent(f -> src.put("/agents/" + idx, EndpointProjector.ref(f, a.keyPath())));
        }
        List<ProjectionNote> notes = new ArrayList<>();
        if (hosted.isEmpty()) {
            notes.add(new ProjectionNote(
                    "ans-agents/none",
                    "agtp-server.toml declares no [[agents.hosted]]: this "
                            + "server hosts no agent an ANS server would index (docs/reference-server.md#hosted-agents).",
                    null));
        } else {
            notes.add(new ProjectionNote(
                    "ans-agents/assigned-by-ans",
                    "trust_tier, behavioral_trust_score and "
                            + "governance_zone are set by the governance platform at activation, capability_match_score per "
                            + "query, and ans_signature by the ANS server (ANS §3.4, §4.2), so the preview leaves them out.",
                    null));
            String disclosure = cfg.agentDisclosure();
            if (!"public".equals(disclosure)) {
                notes.add(new ProjectionNote(
                        "ans-agents/disclosure",
                        "agent_disclosure is `" + disclosure + "`: "
                                + "the manifest lists these agents "
                                + ("authenticated".equals(disclosure)
                                        ? "only to callers with an Agent-ID"
                                        : "to nobody")
                                + " (AGTP-API §8.5), but registering "
                                + "them with ANS publishes these documents to its callers.",
                        null));
            }
        }
        return new Projection(ProjectionKind.ANS_AGENTS, doc, src.build(), notes);
    }
}
