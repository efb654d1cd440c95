package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.server.wire.HeaderNames;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Ad-hoc invocation (AGTP-API §2 "Wildcards", §8.7, §16.4): a method that no registered or synthesized endpoint
 * serves on any path, on a path no endpoint serves, is outside the server's declared catalog (a path that is served
 * for other methods stays a 405, the more specific structural answer). Unless {@code policies.wildcards_accepted} is true
 * it is answered 262 with {@code type: wildcards-required}, the safe default; with consent it passes on (and, the
 * local server having no handler for it, ends in 404).
 */
final class WildcardPolicy implements DispatchStage {
    private final SynthesisStore synthesis;
    private final Clock clock;
    private final MethodNotAllowed paths;

    WildcardPolicy(SynthesisStore synthesis, Clock clock, MethodNotAllowed paths) {
        this.synthesis = synthesis;
        this.clock = clock;
        this.paths = paths;
    }

    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        if (x.config().policies().wildcardsAccepted()
                || served(x)
                || !paths.allowedMethods(x, x.path).isEmpty()) {
            return null;
        }
        ObjectNode b = Replies.error(
                "authorization-required",
                x.method + " is not served by any endpoint of this server; ad-hoc "
                        + "invocation needs wildcards consent (AGTP-API §8.7)");
        ObjectNode e = Replies.inner(b);
        e.put("type", "wildcards-required");
        e.put("explanation", "policies.wildcards_accepted is false");
        e.put("method", x.method);
        e.put("path", x.path);
        return CompletableFuture.completedFuture(Replies.reply(262, b));
    }

    private boolean served(Exchange x) {
        return x.headers().has(HeaderNames.CONTRACT_SYNTHESIZED)
                || x.headers().has(HeaderNames.SYNTHESIS_ID)
                || x.s.registry().firstWithMethod(x.method).isPresent()
                || synthesis.visibleTo(x.conn.id(), clock.instant()).stream()
                        .anyMatch(s -> s.route().endpoint().method().equals(x.method));
    }
}
