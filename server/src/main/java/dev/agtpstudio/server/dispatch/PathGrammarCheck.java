package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** 460 {@code endpoint-violation} for a path that breaks the path grammar (AGTP-API §5.2). */
final class PathGrammarCheck implements DispatchStage {
    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        if (x.req.target().path() == null) {
            return null;
        }
        PathGrammar.Violation v = new PathGrammar(x.s.ws().catalog()).check(x.path);
        if (v == null) {
            return null;
        }
        ObjectNode b = Replies.error("endpoint-violation", "path " + x.path + ": " + v.reason());
        Replies.inner(b).put("path", x.path);
        Replies.inner(b).put("segment", v.segment());
        return CompletableFuture.completedFuture(Replies.reply(460, b));
    }
}
