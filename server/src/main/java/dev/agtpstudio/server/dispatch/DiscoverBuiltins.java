package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.server.wire.HeaderNames;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The DISCOVER built-ins (AGTP-API §7, docs/decisions/0045): 262 when anonymous discovery is off and no Agent-ID
 * came; {@code DISCOVER /methods} the method inventory; {@code DISCOVER /tools} the A2T tool signatures; root DISCOVER without an intent the manifest; root DISCOVER
 * with an intent the ranked candidates ({@link AgentDiscovery}, ANS §3). A path an endpoint registers for DISCOVER
 * passes on to it.
 */
final class DiscoverBuiltins implements DispatchStage {
    /** {@code DISCOVER /tools}: the A2T signatures of the registered endpoints (AGTP-API §7.1 built-ins, A2T §6.1). */
    static final String TOOLS = "/tools";

    private final AgentDiscovery agents;

    DiscoverBuiltins(AgentDiscovery agents) {
        this.agents = agents;
    }

    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        if (!x.method.equals("DISCOVER")) {
            return null;
        }
        ServerConfig cfg = x.config();
        boolean root = x.root();
        String agent = x.headers().getOrNull(HeaderNames.AGENT_ID);
        if (agent == null
                && !cfg.policies().anonymousDiscovery()
                && (root || x.path.equals("/methods") || x.path.equals(TOOLS))) {
            ObjectNode b = Replies.error(
                    "authorization-required", "anonymous discovery is disabled on this server; send Agent-ID");
            Replies.inner(b).put("type", "anonymous-discovery-disabled");
            Replies.inner(b).put("explanation", "policies.anonymous_discovery is false");
            return done(Replies.reply(262, b));
        }
        boolean overridden = x.s.registry().find("DISCOVER", x.path).isPresent();
        if (x.path != null && x.path.equals("/methods") && !overridden) {
            return done(raw(x.s.published().inventory()));
        }
        if (TOOLS.equals(x.path) && !overridden) {
            ObjectNode b = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
            b.set("items", x.s.published().a2tTools().deepCopy());
            return done(Replies.reply(200, b));
        }
        if (!root || overridden) {
            return null;
        }
        AgentDiscovery.Query q = null;
        if (agent != null) {
            try {
                q = AgentDiscovery.Query.of(
                        x.req.body().length == 0 ? null : JsonBody.parse(x.req.body(), "the DISCOVER body"),
                        x.req.target().queryParameters());
            } catch (JsonBody.Invalid | AgentDiscovery.BadQuery e) {
                return done(Replies.errorReply(
                        400,
                        e instanceof JsonBody.Invalid ? "invalid-json" : "invalid-discover-parameter",
                        e.getMessage(),
                        "DISCOVER",
                        x.path));
            }
        }
        if (q == null || q.intent() == null) {
            return done(manifest(x, agent != null));
        }
        return done(agents.answer(x, agent, q));
    }

    /** The manifest; a caller presenting an Agent-ID gets the one AGTP-API §8.5 lets it see. */
    private static Replies.Reply manifest(Exchange x, boolean identifiedCaller) {
        ManifestPublisher.Manifest p = x.s.published().manifestFor(identifiedCaller);
        Map<String, String> hs = new LinkedHashMap<>();
        hs.put(HeaderNames.ETAG, p.etag());
        hs.put(HeaderNames.CACHE_CONTROL, "no-cache");
        hs.put(HeaderNames.DOCUMENT_TYPE, "agtp.server.manifest");
        return new Replies.Reply(200, p.node(), Replies.MANIFEST_JSON, hs);
    }

    private static Replies.Reply raw(byte[] json) {
        try {
            return Replies.reply(200, new com.fasterxml.jackson.databind.ObjectMapper().readTree(json));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static CompletionStage<Replies.Reply> done(Replies.Reply r) {
        return CompletableFuture.completedFuture(r);
    }

    static JsonNode params(JsonNode body) {
        return body.path("parameters").isObject() ? body.get("parameters") : body;
    }
}
