package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.server.wire.HeaderNames;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;

/**
 * Checks request header values against their grammars and answers 400 naming the rule: {@code Agent-ID} is the
 * canonical 256-bit id written as 64 lowercase hex characters (AGTP core, "Agent Identity") or an {@code agtp://}
 * agent URI as ANS §3.2's examples send it (docs/decisions/0190); {@code Authority-Scope}
 * is {@code scope-token *((OWS "," OWS / RWS) scope-token)} (comma or space separated, ANS §3.2; docs/decisions/0526) with {@code scope-token = scope-segment 1*(":" scope-segment)}
 * and {@code scope-segment = 1*(ALPHA / DIGIT / "-" / "_") / "*"} (AGTP core, "Authority-Scope Format"); a lone
 * {@code *} is accepted as the claim of every scope (docs/decisions/0044).
 */
final class HeaderGrammar implements DispatchStage {
    // possessive repetitions (*+, ++): a repeated group matched greedily recurses once per repetition in
    // java.util.regex,
    // and a 10 KB header of 2,000 scopes overflowed the stack; nothing here needs backtracking into a repetition
    static final Pattern AGENT_ID = Pattern.compile(
            "[0-9a-f]{64}|agtp://[A-Za-z0-9.-]++(?::[0-9]{1,5})?(?:/[A-Za-z0-9._~%!$&'()*+,;=:@-]++)*+/?");
    private static final String SEGMENT = "(?:[A-Za-z0-9_-]++|\\*)";
    private static final String TOKEN = SEGMENT + "(?::" + SEGMENT + ")++";
    static final Pattern AUTHORITY_SCOPE =
            Pattern.compile("(?:\\*|" + TOKEN + ")(?:(?:[ \\t]*+,[ \\t]*+|[ \\t]++)(?:\\*|" + TOKEN + "))*+");

    static final String AGENT_ID_RULE = "Agent-ID = 64 lowercase hex characters (the canonical 256-bit agent id) "
            + "or an agtp:// agent URI (ANS §3.2)";
    static final String SCOPE_RULE = "Authority-Scope = scope-token *((OWS \",\" OWS / RWS) scope-token); "
            + "scope-token = scope-segment 1*(\":\" scope-segment); scope-segment = 1*(ALPHA / DIGIT / \"-\" / \"_\") / \"*\"";

    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        String agent = x.headers().getOrNull(HeaderNames.AGENT_ID);
        if (agent != null && !AGENT_ID.matcher(agent).matches()) {
            return refuse(x, HeaderNames.AGENT_ID, agent, AGENT_ID_RULE);
        }
        String scope = x.headers().getOrNull(HeaderNames.AUTHORITY_SCOPE);
        if (scope != null && !AUTHORITY_SCOPE.matcher(scope).matches()) {
            return refuse(x, HeaderNames.AUTHORITY_SCOPE, scope, SCOPE_RULE);
        }
        return null;
    }

    private static CompletionStage<Replies.Reply> refuse(Exchange x, String header, String value, String rule) {
        ObjectNode b =
                Replies.error("invalid-header-value", "the " + header + " header does not match its grammar: " + rule);
        ObjectNode e = Replies.inner(b);
        e.put("header", header);
        e.put("rule", rule);
        e.put("value", value.length() > 80 ? value.substring(0, 77) + "..." : value);
        e.put("method", x.method);
        if (x.path != null) {
            e.put("path", x.path);
        }
        return CompletableFuture.completedFuture(Replies.reply(400, b));
    }
}
