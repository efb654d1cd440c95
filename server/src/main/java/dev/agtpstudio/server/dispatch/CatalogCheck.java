package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.model.ServerConfig;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * 459 {@code method-violation} for a method that is neither in the catalog, nor custom, nor admitted legacy
 * (AGTP-API §8.6); otherwise notes the catalog's deprecation warning for the method.
 */
final class CatalogCheck implements DispatchStage {
    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        MethodCatalog catalog = x.s.ws().catalog();
        ServerConfig.MethodPolicy mp = x.config().methods();
        if (!catalog.isVerb(x.method) && !mp.isCustom(x.method) && !mp.legacy().admits(x.method)) {
            ObjectNode b = Replies.error(
                    "method-violation",
                    "method " + x.req.method() + " is not in the AGTP method catalog " + catalog.version()
                            + (catalog.isLegacy(x.method) ? " and policies.methods.legacy does not admit it" : ""));
            ObjectNode e = Replies.inner(b);
            e.put("method", x.req.method());
            e.put("catalog_version", catalog.version());
            ArrayNode sug = e.putArray("suggestions");
            catalog.nearest(x.method, 3).forEach(sug::add);
            return CompletableFuture.completedFuture(Replies.reply(459, b));
        }
        x.catalogWarning = catalog.method(x.method)
                .filter(MethodInfo::deprecated)
                .map(MethodInfo::warningHeader)
                .orElse(null);
        return null;
    }
}
