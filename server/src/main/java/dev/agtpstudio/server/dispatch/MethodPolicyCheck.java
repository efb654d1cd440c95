package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.model.ServerConfig;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * 405 {@code method-not-allowed-by-policy} for a non-embedded method that {@code policies.methods} disallows, or does
 * not allow while no endpoint registers it.
 */
final class MethodPolicyCheck implements DispatchStage {
    private final MethodNotAllowed notAllowed;

    MethodPolicyCheck(MethodNotAllowed notAllowed) {
        this.notAllowed = notAllowed;
    }

    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        if (x.s.ws().catalog().isEmbedded(x.method)) {
            return null;
        }
        ServerConfig.MethodPolicy mp = x.config().methods();
        boolean refused = mp.disallow().contains(x.method)
                || (!mp.allow().all()
                        && !mp.allow().methods().contains(x.method)
                        && !mp.isCustom(x.method)
                        && x.s.registry().firstWithMethod(x.method).isEmpty());
        if (!refused) {
            return null;
        }
        return CompletableFuture.completedFuture(
                notAllowed.reply(x, "method-not-allowed-by-policy", "policies.methods does not admit " + x.method));
    }
}
