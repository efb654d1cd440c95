package dev.agtpstudio.server.handler;

import java.util.concurrent.CompletionStage;

/** Realizes one endpoint's handler binding. */
public interface EndpointHandler {
    CompletionStage<HandlerResult> invoke(Invocation invocation);
}
