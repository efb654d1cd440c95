package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.server.wire.HeaderNames;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * PROPOSE at the root, or on a path no endpoint registers PROPOSE for: evaluated by {@link ProposalEvaluator}; an
 * approved synthesis is stored (persistent ones republish the manifest, session ones end with the connection).
 */
final class ProposeBuiltin implements DispatchStage {
    private final Dispatcher dispatcher;

    ProposeBuiltin(Dispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        if (!x.method.equals("PROPOSE")
                || !(x.root() || x.s.registry().find("PROPOSE", x.path).isEmpty())) {
            return null;
        }
        JsonNode body;
        try {
            body = x.req.body().length == 0
                    ? JsonNodeFactory.instance.objectNode()
                    : JsonBody.parse(x.req.body(), "the PROPOSE body");
        } catch (JsonBody.Invalid e) {
            ObjectNode b = Replies.error("invalid-json", e.getMessage());
            Replies.inner(b).put("reason", "invalid-json");
            return CompletableFuture.completedFuture(Replies.reply(400, b));
        }
        ScopeSet scopes = ScopeSet.parse(x.headers().getOrNull(HeaderNames.AUTHORITY_SCOPE));
        return CompletableFuture.completedFuture(dispatcher.propose(x, body, scopes));
    }
}
