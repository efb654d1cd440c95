package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Recipe;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A composition binding (AGTP-API §12.1): runs the recipe's steps in order against the server's own endpoints,
 * threading captured outputs into later steps. Before the first step runs, every step's endpoint is resolved and the
 * caller's scopes are checked against every step's required_scopes. A failing step gives {@code composition_failed}
 * with recipe, step number, step method and path, step status and the outputs captured so far. Aggregation:
 * {@code last} returns the last step's output, {@code merge} the union of the step outputs (later steps win),
 * {@code list} {@code {"steps": [output, ...]}} in step order (an endpoint's output is an object, so the list is
 * wrapped; docs/decisions/0051).
 */
public final class CompositionHandler implements EndpointHandler {
    public static final String COMPOSITION_FAILED = "composition_failed";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final int MAX_NESTING = 8;

    private final Recipe recipe;
    private final StepInvoker steps;

    public CompositionHandler(Recipe recipe, StepInvoker steps) {
        this.recipe = recipe;
        this.steps = steps;
    }

    public Recipe recipe() {
        return recipe;
    }

    @Override
    public CompletionStage<HandlerResult> invoke(Invocation inv) {
        if (inv.depth() >= MAX_NESTING) {
            return done(failed(
                    0,
                    null,
                    null,
                    508,
                    "compositions nest deeper than " + MAX_NESTING + " levels",
                    new LinkedHashMap<>()));
        }
        List<EndpointDecl> resolved = new ArrayList<>();
        for (int i = 0; i < recipe.steps().size(); i++) {
            Recipe.Step s = recipe.steps().get(i);
            var e = steps.endpointFor(s.method());
            if (e.isEmpty()) {
                return done(failed(
                        i + 1,
                        s.method(),
                        null,
                        404,
                        "no endpoint on this server serves step method " + s.method(),
                        new LinkedHashMap<>()));
            }
            resolved.add(e.get());
        }
        for (int i = 0; i < resolved.size(); i++) {
            List<String> missing = inv.scopes().missing(resolved.get(i).requiredScopes());
            if (!missing.isEmpty()) {
                return done(steps.scopeRefusal(
                        resolved.get(i),
                        missing,
                        "recipe '" + recipe.name() + "' step " + (i + 1) + " ("
                                + resolved.get(i).id() + ") needs scopes the caller did not claim; no step was run"));
            }
        }
        return run(0, resolved, inv, new LinkedHashMap<>(), new ArrayList<>());
    }

    private CompletionStage<HandlerResult> run(
            int i,
            List<EndpointDecl> resolved,
            Invocation inv,
            Map<String, JsonNode> captured,
            List<JsonNode> outputs) {
        if (i == resolved.size()) {
            return done(new HandlerResult.Success(aggregate(outputs), Map.of()));
        }
        Recipe.Step s = recipe.steps().get(i);
        ObjectNode input = F.objectNode();
        for (Map.Entry<String, Recipe.ParameterSource> p : s.parameters().entrySet()) {
            JsonNode v = source(p.getValue(), inv.input(), captured);
            if (v != null && !v.isMissingNode()) {
                input.set(p.getKey(), v);
            }
        }
        EndpointDecl target = resolved.get(i);
        Invocation child = new Invocation(target, input, inv.headers(), inv.scopes(), inv.depth() + 1);
        return steps.invoke(target, input, child).thenCompose(r -> {
            if (r.status() < 200 || r.status() >= 300) {
                ObjectNode d = failedDetails(i + 1, s.method(), target.path(), r.status(), captured);
                d.set("step_error", r.body());
                return done(new HandlerResult.NamedError(
                        COMPOSITION_FAILED,
                        "step " + (i + 1) + " (" + target.id() + ") of recipe '" + recipe.name() + "' answered "
                                + r.status(),
                        d,
                        Map.of()));
            }
            captured.put(s.captureAs() != null ? s.captureAs() : "step" + (i + 1), r.body());
            outputs.add(r.body());
            return run(i + 1, resolved, inv, captured, outputs);
        });
    }

    private static JsonNode source(Recipe.ParameterSource src, ObjectNode input, Map<String, JsonNode> captured) {
        String kind = src.kind() == null ? "" : src.kind();
        Object v = src.value();
        switch (kind) {
            case "proposal":
                return v == null ? null : input.get(String.valueOf(v));
            case "previous_step": {
                if (v == null) {
                    return null;
                }
                String ref = String.valueOf(v);
                int dot = ref.indexOf('.');
                JsonNode c = captured.get(dot < 0 ? ref : ref.substring(0, dot));
                return c == null || dot < 0 ? c : c.get(ref.substring(dot + 1));
            }
            case "constant":
                return JSON.valueToTree(v);
            default:
                return null;
        }
    }

    private JsonNode aggregate(List<JsonNode> outputs) {
        String mode = recipe.aggregation() == null ? "last" : recipe.aggregation();
        if (mode.equals("merge")) {
            ObjectNode o = F.objectNode();
            outputs.stream().filter(JsonNode::isObject).forEach(n -> o.setAll((ObjectNode) n));
            return o;
        }
        if (mode.equals("list")) {
            ObjectNode o = F.objectNode();
            ArrayNode a = o.putArray("steps");
            outputs.forEach(a::add);
            return o;
        }
        return outputs.isEmpty() ? F.objectNode() : outputs.get(outputs.size() - 1);
    }

    private HandlerResult failed(
            int step, String method, String path, int status, String message, Map<String, JsonNode> captured) {
        return new HandlerResult.NamedError(
                COMPOSITION_FAILED, message, failedDetails(step, method, path, status, captured), Map.of());
    }

    private ObjectNode failedDetails(int step, String method, String path, int status, Map<String, JsonNode> captured) {
        ObjectNode d = F.objectNode();
        d.put("recipe", recipe.name());
        d.put("recipe_version", recipe.version() == null ? "1" : recipe.version());
        d.put("step", step);
        d.put("step_method", method);
        d.put("step_path", path);
        d.put("step_status", status);
        ObjectNode c = d.putObject("captured");
        captured.forEach(c::set);
        return d;
    }

    private static CompletionStage<HandlerResult> done(HandlerResult r) {
        return CompletableFuture.completedFuture(r);
    }
}
