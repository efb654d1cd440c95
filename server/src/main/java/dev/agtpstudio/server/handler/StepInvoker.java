package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.EndpointDecl;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** How a composition reaches the server's own endpoints (implemented by the dispatcher). */
public interface StepInvoker {
    /** The endpoint a method-only recipe step dispatches to (the first registered endpoint with that method). */
    Optional<EndpointDecl> endpointFor(String method);

    /** The status and body of invoking {@code endpoint} with {@code input} (input and output validated). */
    CompletionStage<StepResult> invoke(EndpointDecl endpoint, ObjectNode input, Invocation parent);

    /** A scope refusal body naming what is missing, with the configured status (455 or 262). */
    HandlerResult.Failure scopeRefusal(EndpointDecl endpoint, java.util.List<String> missing, String context);

    record StepResult(int status, JsonNode body) {}
}
