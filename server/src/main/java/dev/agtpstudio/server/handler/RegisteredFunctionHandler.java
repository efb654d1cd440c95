package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.model.Schemas;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Simulates a registered_function (the IDE cannot import Python): answers from the endpoint's fixtures when a case
 * matches, else with data generated deterministically from output_schema. Every answer carries
 * {@code X-AGTP-Simulated} saying which ({@code simulated; fixture; case="..."} or {@code simulated; generated}),
 * never the function path (AGTP-API §6.3: handler references never reach agents). Generated data is seeded by the
 * run's seed ({@code serve --seed}), the endpoint and the input: with the same seed a request always gets the same
 * answer, and different inputs get different data (docs/decisions/0523).
 */
public final class RegisteredFunctionHandler implements EndpointHandler {
    public static final String SIMULATED_HEADER = dev.agtpstudio.server.wire.HeaderNames.SIMULATED;

    private final Fixtures fixtures;
    private final JsonNode outputSchema;
    private final SampleGenerator generator;
    private final long seed;

    public RegisteredFunctionHandler(Fixtures fixtures, JsonNode outputSchema, SampleGenerator generator, long seed) {
        this.fixtures = fixtures;
        this.outputSchema = outputSchema;
        this.generator = generator;
        this.seed = seed;
    }

    /** The function's dotted path is not kept: the simulation never calls it, and it never reaches agents. */
    public static RegisteredFunctionHandler forEndpoint(
            dev.agtpstudio.core.model.EndpointDecl e, Fixtures fixtures, long seed) {
        return new RegisteredFunctionHandler(
                fixtures, Schemas.effective(e.output(), false), new SampleGenerator(), seed);
    }

    @Override
    public CompletionStage<HandlerResult> invoke(Invocation inv) {
        if (fixtures != null) {
            var c = fixtures.match(inv.input(), inv.headers());
            if (c.isPresent()) {
                Fixtures.Case k = c.get();
                Map<String, String> h = Map.of(
                        SIMULATED_HEADER,
                        "simulated; fixture; case=\"" + k.name().replace("\"", "'") + "\"");
                return CompletableFuture.completedFuture(
                        k.errorCode() != null
                                ? new HandlerResult.NamedError(k.errorCode(), k.errorMessage(), k.errorDetails(), h)
                                : new HandlerResult.Success(k.response().deepCopy(), h));
            }
        }
        String key = seed + "|" + inv.endpoint().id() + "|" + inv.input();
        Map<String, String> h = Map.of(SIMULATED_HEADER, "simulated; generated");
        try {
            return CompletableFuture.completedFuture(
                    new HandlerResult.Success(generator.generate(outputSchema, key), h));
        } catch (SampleGenerator.TooLarge e) {
            // the designer's schema, not the agent's request, is at fault: a located 500 that says which limit
            com.fasterxml.jackson.databind.node.ObjectNode b =
                    com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
            b.putObject("error").put("code", "simulation-too-large").put("message", e.getMessage());
            return CompletableFuture.completedFuture(new HandlerResult.Failure(500, b, h));
        }
    }
}
