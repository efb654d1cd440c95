package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.handler.CompositionHandler;
import dev.agtpstudio.server.handler.EndpointHandler;
import dev.agtpstudio.server.handler.ExternalServiceHandler;
import dev.agtpstudio.server.handler.Fixtures;
import dev.agtpstudio.server.handler.RegisteredFunctionHandler;
import dev.agtpstudio.server.handler.StepInvoker;
import dev.agtpstudio.validator.engine.Publication;
import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Builds a {@link Registry} from a workspace snapshot, refusing (with reasons) every endpoint file that fails to
 * load, fails contract validation, or cannot be served: unknown method, bad path, undeclared template parameter,
 * duplicate method and path, an input schema that does not compile, a missing recipe, a non-https upstream, an
 * unresolved {@code ${VAR}}, or unreadable fixtures.
 */
public final class RegistryBuilder {
    private final DispatchOptions options;
    private final ContractCheck contractCheck;
    private final HttpClient http;
    private final StepInvoker steps;
    private final SchemaCache schemas = new SchemaCache();

    public RegistryBuilder(DispatchOptions options, ContractCheck contractCheck, HttpClient http, StepInvoker steps) {
        this.options = options;
        this.contractCheck = contractCheck;
        this.http = http;
        this.steps = steps;
    }

    /**
     * A file the server would not register and why; {@code at} is where in the file the first located reason (a
     * validator error) points, null when no reason has a place.
     */
    public record Refusal(Path file, String endpoint, List<String> reasons, TextRange at) {
        /** {@code METHOD /path (file) refused: reasons}, or {@code file refused: reasons} when no endpoint is named. */
        public String message() {
            return (endpoint == null ? file.toString() : endpoint + " (" + file + ")") + " refused: "
                    + (reasons.isEmpty() ? "it cannot be served" : String.join("; ", reasons));
        }
    }

    /**
     * What a server with {@code options} would register from {@code ws}, decided exactly as {@link Dispatcher} does
     * (the same check, the same rules) without serving: {@code agtp-studio manifest} publishes only these files.
     * Nothing is run; the handlers built to decide are dropped.
     */
    public static Result decide(Workspace ws, DispatchOptions options) {
        return new RegistryBuilder(options, ContractCheck.forServer(options), null, null).build(ws);
    }

    public record Result(Registry registry, List<Refusal> refusals, Set<Path> registeredFiles) {}

    public Result build(Workspace ws) {
        Publication publication = Publication.of(ws, contractCheck.check(ws));
        List<Route> routes = new ArrayList<>();
        List<Refusal> refusals = new ArrayList<>();
        Set<Path> registered = new HashSet<>();
        Set<String> seen = new HashSet<>();
        PathGrammar grammar = new PathGrammar(ws.catalog());
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            List<String> reasons = new ArrayList<>();
            List<Diagnostic> blocking = publication.refused().getOrDefault(f.path(), List.of());
            blocking.forEach(d -> reasons.add(located(d)));
            TextRange at = blocking.stream()
                    .map(Diagnostic::range)
                    .filter(java.util.Objects::nonNull)
                    .findFirst()
                    .orElse(null);
            Path abs = ws.root() == null ? f.path() : ws.root().resolve(f.path());
            EndpointDecl e = f.model();
            if (e == null) {
                if (reasons.isEmpty()) {
                    reasons.add("the file could not be read as an endpoint");
                }
                refusals.add(new Refusal(f.path(), null, reasons, at));
                continue;
            }
            Route r = null;
            if (reasons.isEmpty()) {
                r = route(ws, e, abs, grammar, reasons);
            }
            if (r != null && !seen.add(e.id())) {
                reasons.add(e.id() + " is already declared by another file");
            }
            if (!reasons.isEmpty() || r == null) {
                refusals.add(new Refusal(f.path(), label(e), reasons, at));
                continue;
            }
            routes.add(r);
            registered.add(f.path());
        }
        return new Result(new Registry(routes), refusals, registered);
    }

    /** Compiles one declaration; adds reasons and returns null when it cannot be served. */
    public Route route(Workspace ws, EndpointDecl e, Path file, PathGrammar grammar, List<String> reasons) {
        if (e.method() == null
                || !(ws.catalog().isVerb(e.method())
                        || ws.serverConfig().methods().isCustom(e.method()))) {
            reasons.add(
                    e.method() == null
                            ? "the endpoint declares no method"
                            : "method " + e.method() + " is neither in catalog "
                                    + ws.catalog().version() + " nor a custom method of the server");
        }
        PathGrammar.Violation v = grammar.check(e.path());
        if (v != null) {
            reasons.add(e.path() == null ? "the endpoint declares no path" : "path " + e.path() + ": " + v.reason());
        }
        ObjectNode inSchema = Schemas.effective(e.input(), true);
        if (e.path() != null) {
            Set<String> names = new HashSet<>();
            for (String seg : e.path().split("/")) {
                if (PathTemplate.isParameterSegment(seg)) {
                    String name = PathTemplate.nameOf(seg);
                    if (!names.add(name)) {
                        reasons.add("path parameter {" + name + "} appears twice");
                    }
                    if (!inSchema.path("properties").has(name)) {
                        reasons.add("path parameter {" + name + "} is not declared in input_schema (AGTP-API §5.3)");
                    }
                }
            }
        }
        SchemaCheck in = null;
        SchemaCheck out = null;
        try {
            in = schemas.compile(inSchema);
        } catch (IllegalArgumentException x) {
            reasons.add("input_schema: " + x.getMessage());
        }
        try {
            out = schemas.compile(outputSchema(e, options.strictOutput()));
        } catch (IllegalArgumentException x) {
            reasons.add("output_schema: " + x.getMessage());
        }
        EndpointHandler h = handler(ws, e, file, reasons);
        if (!reasons.isEmpty()) {
            return null;
        }
        return new Route(e, in, out, h, file, null);
    }

    /** The effective output schema; strict mode closes the top-level object. */
    public static ObjectNode outputSchema(EndpointDecl e, boolean strict) {
        ObjectNode s = Schemas.effective(e.output(), false);
        if (strict && "object".equals(s.path("type").asText())) {
            s.put("additionalProperties", false);
        }
        return s;
    }

    private EndpointHandler handler(Workspace ws, EndpointDecl e, Path file, List<String> reasons) {
        HandlerBinding b = e.handler();
        List<String> errors = e.errors() == null ? List.of() : e.errors();
        if (b instanceof HandlerBinding.RegisteredFunction) {
            Fixtures fx = null;
            if (file != null) {
                Path fixtures = Fixtures.fileFor(file);
                if (Files.isRegularFile(fixtures)) {
                    try {
                        fx = Fixtures.read(fixtures);
                    } catch (IOException | IllegalArgumentException x) {
                        reasons.add("fixtures: " + x.getMessage());
                    }
                }
            }
            return RegisteredFunctionHandler.forEndpoint(e, fx, options.simulationSeed());
        }
        if (b instanceof HandlerBinding.Composition c) {
            Recipe r =
                    c.recipe() == null ? null : ws.recipes().byName(c.recipe()).orElse(null);
            if (r == null) {
                reasons.add("composition recipe '" + c.recipe() + "' is not in the recipes file");
                return null;
            }
            if (!errors.contains(CompositionHandler.COMPOSITION_FAILED)) {
                reasons.add("composition endpoints must declare composition_failed in errors (AGTP-API §12.1)");
            }
            return new CompositionHandler(r, steps);
        }
        if (b instanceof HandlerBinding.ExternalService x) {
            for (String code : HandlerBinding.UPSTREAM_ERRORS) {
                if (!errors.contains(code)) {
                    reasons.add("external_service endpoints must declare " + code + " in errors (AGTP-API §12.3)");
                }
            }
            x.errorMap().forEach((status, code) -> {
                if (!errors.contains(code)) {
                    reasons.add("error_map \"" + status + "\" = \"" + code
                            + "\" names an error the endpoint does not declare");
                }
            });
            try {
                return ExternalServiceHandler.create(
                        x, options.environment(), options.allowLoopbackHttpUpstreams(), http);
            } catch (IllegalArgumentException ex) {
                reasons.add(ex.getMessage());
                return null;
            }
        }
        reasons.add(
                b == null || b.type() == null
                        ? "the endpoint declares no handler type (one of " + HandlerBinding.TYPES + ")"
                        : "handler type '" + b.type() + "' is not one of " + HandlerBinding.TYPES);
        return null;
    }

    /** {@code METHOD /path} of a declaration for a refusal, with what is missing said in words; null when both are. */
    private static String label(EndpointDecl e) {
        if (e.method() == null && e.path() == null) {
            return null;
        }
        return (e.method() == null ? "(no method)" : e.method()) + " " + (e.path() == null ? "(no path)" : e.path());
    }

    private static String located(Diagnostic d) {
        String at = d.range() == null ? "" : d.range().toString() + ": ";
        return at + d.ruleId() + ": " + d.message();
    }
}
