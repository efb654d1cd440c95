package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.server.handler.HandlerResult;
import dev.agtpstudio.server.handler.Invocation;
import dev.agtpstudio.server.handler.StepInvoker;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Runs one endpoint for a wire request or a composition step: input schema (422), required_scopes (455 or 262),
 * the handler (500 {@code handler-exception} without the exception's text), named errors (422, or 500 when
 * undeclared) and the output schema (500).
 */
final class EndpointRunner {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private final DispatchOptions options;
    private final StepInvoker scopes;

    EndpointRunner(DispatchOptions options, StepInvoker scopes) {
        this.options = options;
        this.scopes = scopes;
    }

    /** The result of running one endpoint. */
    record Outcome(int status, JsonNode body, Map<String, String> headers) {}

    CompletionStage<Outcome> run(Route route, Invocation inv, String method, String path) {
        EndpointDecl e = route.endpoint();
        List<SchemaCheck.Violation> bad = route.input().validate(inv.input());
        if (!bad.isEmpty()) {
            return done(new Outcome(422, inputReport(bad, method, path), Map.of()));
        }
        List<String> missing = inv.scopes().missing(e.requiredScopes());
        if (!missing.isEmpty()) {
            HandlerResult.Failure f = scopes.scopeRefusal(e, missing, null);
            return done(new Outcome(f.status(), f.body(), Map.of()));
        }
        CompletionStage<HandlerResult> result;
        try {
            result = route.handler().invoke(inv);
        } catch (RuntimeException x) {
            return done(new Outcome(
                    500,
                    Replies.errorReply(500, "handler-exception", Replies.HANDLER_FAILED, method, path)
                            .body(),
                    Map.of()));
        }
        return result.thenApply(r -> outcome(route, r, method, path));
    }

    private Outcome outcome(Route route, HandlerResult r, String method, String path) {
        EndpointDecl e = route.endpoint();
        if (r instanceof HandlerResult.Failure f) {
            return new Outcome(f.status(), f.body(), f.headers());
        }
        if (r instanceof HandlerResult.NamedError n) {
            return named(e, n, method, path);
        }
        HandlerResult.Success ok = (HandlerResult.Success) r;
        List<SchemaCheck.Violation> bad = route.output().validate(ok.body());
        if (!bad.isEmpty()) {
            ObjectNode b = Replies.error(
                    "output-validation-failed",
                    "the handler's output does not match the output_schema of " + e.id()
                            + (options.strictOutput() ? " (strict output validation)" : ""));
            Replies.inner(b).put("method", method);
            Replies.inner(b).put("path", path);
            Replies.inner(b).set("errors", violations(bad));
            return new Outcome(500, b, ok.headers());
        }
        return new Outcome(200, ok.body(), ok.headers());
    }

    private static Outcome named(EndpointDecl e, HandlerResult.NamedError n, String method, String path) {
        List<String> declared = e.errors() == null ? List.of() : e.errors();
        if (!declared.contains(n.code())) {
            ObjectNode b = Replies.error(
                    "undeclared-error-code",
                    "the handler returned error '" + n.code() + "', which " + e.id() + " does not declare in errors "
                            + declared);
            Replies.inner(b).put("method", method);
            Replies.inner(b).put("path", path);
            Replies.inner(b).put("returned_code", n.code());
            return new Outcome(500, b, n.headers());
        }
        ObjectNode b = Replies.error(n.code(), n.message() == null ? n.code() : n.message());
        Replies.inner(b).put("method", method);
        Replies.inner(b).put("path", path);
        if (n.details() != null) {
            Replies.inner(b).set("details", n.details());
        }
        return new Outcome(422, b, n.headers());
    }

    private static ObjectNode inputReport(List<SchemaCheck.Violation> bad, String method, String path) {
        SchemaCheck.Violation first = bad.get(0);
        ObjectNode b = Replies.error(
                "input-validation-failed",
                "the input does not match the endpoint's input_schema: " + first.field() + ": " + first.message());
        ObjectNode e = Replies.inner(b);
        e.put("detail", first.message());
        e.put("field", first.field());
        e.put("schema_path", first.schemaPath());
        e.put("method", method);
        e.put("path", path);
        e.set("errors", violations(bad));
        return b;
    }

    private static ArrayNode violations(List<SchemaCheck.Violation> bad) {
        ArrayNode a = F.arrayNode();
        for (SchemaCheck.Violation v : bad) {
            ObjectNode o = a.addObject();
            o.put("field", v.field());
            o.put("keyword", v.keyword());
            o.put("message", v.message());
            o.put("schema_path", v.schemaPath());
        }
        return a;
    }

    private static <T> CompletionStage<T> done(T v) {
        return CompletableFuture.completedFuture(v);
    }
}
