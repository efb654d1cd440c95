package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.model.ServerConfig;
import java.util.concurrent.CompletionStage;

/**
 * {@code policies.methods.aliases}: the request's method is replaced by its alias, unless the method is admitted as
 * legacy and an endpoint registers it directly.
 */
final class AliasResolution implements DispatchStage {
    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        ServerConfig.MethodPolicy mp = x.config().methods();
        String alias = mp.aliases().get(x.method);
        boolean legacyDirect = mp.legacy().admits(x.method)
                && x.s.registry().firstWithMethod(x.method).isPresent();
        if (alias != null && !legacyDirect) {
            x.method = alias;
        }
        return null;
    }
}
