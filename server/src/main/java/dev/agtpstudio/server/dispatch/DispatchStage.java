package dev.agtpstudio.server.dispatch;

import java.util.concurrent.CompletionStage;

/**
 * One step of the dispatch pipeline ({@link DispatchPipeline}): it either answers the request (returns the reply)
 * or passes it to the next stage (returns null), possibly after changing the {@link Exchange} (an alias resolved,
 * a route found, a warning noted). Modelled on Netty's channel pipeline: small handlers in an explicit order.
 */
@FunctionalInterface
interface DispatchStage {
    CompletionStage<Replies.Reply> apply(Exchange x);

    /** A stage with a name, as the pipeline lists it. */
    record Named(String name, DispatchStage stage) {}
}
