package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.model.ServerConfig;
import java.util.concurrent.CompletionStage;

/**
 * Notes the requested endpoint's deprecation warning, then applies the first matching
 * {@code policies.methods.redirects} entry to the method and path.
 */
final class RedirectResolution implements DispatchStage {
    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        x.s.registry()
                .find(x.method, x.path)
                .map(m -> m.route().endpoint().deprecated())
                .ifPresent(d -> x.endpointWarning = d.warningHeader());
        for (ServerConfig.Redirect r : x.config().methods().redirects()) {
            if (r.fromMethod() != null
                    && r.fromMethod().equals(x.method)
                    && (r.fromPath() == null || r.fromPath().equals(x.path))) {
                x.method = r.toMethod();
                x.path = r.toPath() == null ? x.path : r.toPath();
                break;
            }
        }
        return null;
    }
}
