package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.server.wire.HeaderNames;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** 262 {@code scope-required} when {@code policies.scope_required_for_invocation} is true and no Authority-Scope came. */
final class InvocationScopeCheck implements DispatchStage {
    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        if (!x.config().policies().scopeRequiredForInvocation() || x.headers().has(HeaderNames.AUTHORITY_SCOPE)) {
            return null;
        }
        ObjectNode b = Replies.error(
                "authorization-required", "this server requires an Authority-Scope header on every invocation");
        ObjectNode e = Replies.inner(b);
        e.put("type", "scope-required");
        e.put(
                "explanation",
                "policies.scope_required_for_invocation is true and the request carries no Authority-Scope");
        e.put("method", x.method);
        e.put("path", x.path);
        return CompletableFuture.completedFuture(Replies.reply(262, b));
    }
}
