package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.ServerConfig;

/**
 * The manifest's {@code hosted_agents} (AGTP-API §8.5) from {@code [[agents.hosted]]}: who sees the list, and the
 * identity reference each entry becomes (docs/reference-server.md#hosted-agents, docs/decisions/0550).
 */
public final class HostedAgents {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private HostedAgents() {}

    /**
     * AGTP-API §8.5: "public" lists the agents to every caller, "authenticated" only to a caller presenting a verified
     * identity (an Agent-ID), "private" to nobody. An unknown value (a validation error) lists them to nobody.
     */
    public static boolean visible(String disclosure, boolean identifiedCaller) {
        return "public".equals(disclosure) || "authenticated".equals(disclosure) && identifiedCaller;
    }

    /** One agent identity reference: its canonical Agent-ID and brief description, plus what it answers. */
    static ObjectNode reference(ServerConfig.HostedAgent a) {
        ObjectNode o = F.objectNode();
        o.put("agent_id", a.id());
        if (a.label() != null) {
            o.put("label", a.label());
        }
        if (a.jobDescription() != null) {
            o.put("job_description", a.jobDescription());
        }
        ArrayNode ms = o.putArray("supported_methods");
        a.supportedMethods().forEach(ms::add);
        ArrayNode sc = o.putArray("scopes");
        a.scopes().forEach(sc::add);
        return o;
    }
}
