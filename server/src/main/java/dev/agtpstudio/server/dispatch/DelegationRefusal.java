package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.server.wire.HeaderNames;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** 501 for a request carrying {@code Delegation-Chain}: this server does not act on delegated authority. */
final class DelegationRefusal implements DispatchStage {
    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        if (!x.headers().has(HeaderNames.DELEGATION_CHAIN)) {
            return null;
        }
        return CompletableFuture.completedFuture(Replies.errorReply(
                501,
                "delegation-not-supported",
                "this server does not accept " + HeaderNames.DELEGATION_CHAIN,
                x.method,
                x.path));
    }
}
