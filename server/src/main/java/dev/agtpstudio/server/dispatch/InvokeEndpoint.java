package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.server.handler.Invocation;
import dev.agtpstudio.server.wire.HeaderNames;
import dev.agtpstudio.server.wire.Headers;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The last stage: assembles the input (400 for a body that is not a JSON object), runs the resolved route through
 * {@link EndpointRunner} (input schema, required scopes, handler, named errors, output schema) and wraps a 2xx
 * result in the drafts' envelope when the request came in one.
 */
final class InvokeEndpoint implements DispatchStage {
    private final EndpointRunner runner;

    InvokeEndpoint(EndpointRunner runner) {
        this.runner = runner;
    }

    @Override
    public CompletionStage<Replies.Reply> apply(Exchange x) {
        Route route = x.match.route();
        InputAssembler.Assembled in;
        try {
            in = InputAssembler.assemble(
                    x.req, x.match.parameters(), route.input().node());
        } catch (InputAssembler.BadInput e) {
            return CompletableFuture.completedFuture(
                    Replies.errorReply(400, e.code(), e.getMessage(), x.method, x.path));
        }
        Headers h = x.headers();
        ScopeSet scopes = ScopeSet.parse(h.getOrNull(HeaderNames.AUTHORITY_SCOPE));
        Invocation inv = new Invocation(route.endpoint(), in.input(), h, scopes, 0);
        return runner.run(route, inv, x.method, x.path).thenApply(o -> {
            JsonNode body = o.body();
            if (in.wrapped() && o.status() >= 200 && o.status() < 300) {
                ObjectNode w = JsonNodeFactory.instance.objectNode();
                w.put("status", o.status());
                h.get(HeaderNames.TASK_ID)
                        .ifPresentOrElse(t -> w.put("task_id", t), () -> w.put("task_id", in.taskId()));
                w.set("result", body);
                body = w;
            }
            return new Replies.Reply(o.status(), body, Replies.AGTP_JSON, o.headers());
        });
    }
}
