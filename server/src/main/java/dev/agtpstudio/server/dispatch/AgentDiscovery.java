package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.server.wire.HeaderNames;
import dev.agtpstudio.validator.discovery.DiscoveryRanker;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Agent-level DISCOVER shaped as ANS §3: {@code intent} ranked by the {@link CandidateRanker} (the embedding model
 * when the caller supplies it, AGIS {@code parameter_hints}, the {@code [discovery]} weights), {@code limit} (default
 * 10, 1..100), {@code capability_domains} (a candidate matches when its semantic capability, the first segment of its
 * path or the domain of one of its required scopes is in the list), {@code scope_negotiate} (each result then carries
 * {@code required_scope}); {@code discovery:query} is required in Authority-Scope when the server's policy asks for
 * scopes ({@code scope_required_for_invocation}). The answer is the ANS §3.4 envelope ({@link AnsResult},
 * docs/decisions/0525).
 */
final class AgentDiscovery {
    static final String DISCOVERY_SCOPE = "discovery:query";
    static final int DEFAULT_LIMIT = 10;
    static final int MAX_LIMIT = 100;
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final CandidateRanker ranker;
    private final SynthesisStore synthesis;
    private final Clock clock;

    AgentDiscovery(CandidateRanker ranker, SynthesisStore synthesis, Clock clock) {
        this.ranker = ranker;
        this.synthesis = synthesis;
        this.clock = clock;
    }

    /** A parameter with the wrong type or range; the message names it. */
    static final class BadQuery extends Exception {
        private static final long serialVersionUID = 1L;

        BadQuery(String message) {
            super(message, null, false, false);
        }
    }

    /** The ANS §3.1 parameters this server honours. */
    record Query(String intent, int limit, Set<String> capabilityDomains, boolean scopeNegotiate, String taskId) {
        static Query of(JsonNode body, Map<String, String> query) throws BadQuery {
            JsonNode p = body == null ? F.objectNode() : DiscoverBuiltins.params(body);
            JsonNode crit = p.path("criteria");
            String intent = p.path("intent").isTextual()
                    ? p.get("intent").asText()
                    : crit.path("intent").isTextual()
                            ? crit.get("intent").asText()
                            : crit.isTextual() ? crit.asText() : query.get("intent");
            int limit = DEFAULT_LIMIT;
            JsonNode l = p.has("limit") ? p.get("limit") : p.get("max_results");
            if (l != null) {
                if (!l.canConvertToInt() || !l.isIntegralNumber() || l.asInt() < 1 || l.asInt() > MAX_LIMIT) {
                    throw new BadQuery("limit must be an integer from 1 to " + MAX_LIMIT + " (ANS §3.1), got " + l);
                }
                limit = l.asInt();
            }
            Set<String> domains = new LinkedHashSet<>();
            JsonNode d = p.get("capability_domains");
            if (d != null) {
                if (!d.isArray()) {
                    throw new BadQuery("capability_domains must be an array of domain names (ANS §3.1)");
                }
                for (JsonNode n : d) {
                    if (!n.isTextual()) {
                        throw new BadQuery(
                                "capability_domains must be an array of domain names (ANS §3.1), found " + n);
                    }
                    domains.add(n.asText().toLowerCase(Locale.ROOT));
                }
            }
            JsonNode sn = p.get("scope_negotiate");
            if (sn != null && !sn.isBoolean()) {
                throw new BadQuery("scope_negotiate must be true or false (ANS §3.1)");
            }
            String task = body != null && body.path("task_id").isTextual()
                    ? body.get("task_id").asText()
                    : null;
            return new Query(intent, limit, domains, sn != null && sn.asBoolean(), task);
        }
    }

    Replies.Reply answer(Exchange x, String agent, Query q) {
        if (x.config().policies().scopeRequiredForInvocation()
                && !ScopeSet.parse(x.headers().getOrNull(HeaderNames.AUTHORITY_SCOPE))
                        .covers(DISCOVERY_SCOPE)) {
            ObjectNode b = Replies.error(
                    "authorization-required",
                    "agent-level DISCOVER needs the " + DISCOVERY_SCOPE
                            + " scope in Authority-Scope on this server (ANS §3.1)");
            ObjectNode e = Replies.inner(b);
            e.put("type", "scope-required");
            e.putArray("required_scopes").add(DISCOVERY_SCOPE);
            e.put("method", "DISCOVER");
            return Replies.reply(262, b);
        }
        List<EndpointDecl> all = new ArrayList<>();
        x.s.registry().routes().forEach(r -> all.add(r.endpoint()));
        synthesis
                .visibleTo(x.conn.id(), clock.instant())
                .forEach(s -> all.add(s.route().endpoint()));
        List<EndpointDecl> pool = q.capabilityDomains().isEmpty()
                ? all
                : all.stream().filter(e -> inDomains(e, q.capabilityDomains())).toList();
        List<CandidateRanker.Candidate> ranked =
                ranker.rank(q.intent(), pool, hints(x.s.ws()), x.config().discovery());
        ObjectNode b = F.objectNode();
        b.put("status", 200);
        String task = x.headers().getOrNull(HeaderNames.TASK_ID);
        if (task == null && q.taskId() != null) {
            task = q.taskId();
        }
        if (task == null) {
            b.putNull("task_id");
        } else {
            b.put("task_id", task);
        }
        ObjectNode r = b.putObject("result");
        r.put(
                "query_id",
                "qry-" + java.util.UUID.randomUUID().toString().replace("-", "").substring(0, 12));
        r.put("intent", q.intent());
        r.put("total_matches", ranked.size());
        List<CandidateRanker.Candidate> returned = ranked.subList(0, Math.min(q.limit(), ranked.size()));
        r.put("returned", returned.size());
        ArrayNode results = r.putArray("results");
        AnsResult shape = new AnsResult(host(x));
        int rank = 0;
        for (CandidateRanker.Candidate cand : returned) {
            results.add(shape.of(cand, ++rank, q.scopeNegotiate()));
        }
        return Replies.reply(200, b);
    }

    /** AGIS {@code parameter_hints} and input field descriptions by {@code METHOD path}, as the validator sees them. */
    static Map<String, Map<String, List<String>>> hints(dev.agtpstudio.core.workspace.Workspace ws) {
        return DiscoveryRanker.hints(ws);
    }

    private static String host(Exchange x) {
        String domain = x.config().server().domain();
        return domain != null && !domain.isBlank() ? domain : x.s.serverId();
    }

    static boolean inDomains(EndpointDecl e, Set<String> domains) {
        return DiscoveryRanker.inDomains(e, domains);
    }
}
