package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.handler.HandlerResult;
import dev.agtpstudio.server.handler.Invocation;
import dev.agtpstudio.server.handler.StepInvoker;
import dev.agtpstudio.server.net.Connection;
import dev.agtpstudio.server.scope.ScopeSet;
import dev.agtpstudio.server.net.RequestHandler;
import dev.agtpstudio.server.net.ServerListener;



import dev.agtpstudio.server.wire.AgtpRequest;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.server.wire.WireException;
import java.net.http.HttpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The AGTP-API dispatcher: takes a decoded request through delegation refusal, alias resolution, the catalog (459),
 * the path grammar (460), the DISCOVER built-ins, PROPOSE, method policy (405), redirects, the registry (404 / 405),
 * scope_required_for_invocation (262), input schema (422), required_scopes (455 or 262), the handler, named errors
 * (422 / 500) and output validation (500), then stamps Server-ID, Response-ID, Task-ID / Request-ID echoes,
 * AGTP-API-Version and the two deprecation warning headers. {@link #reload} swaps in a new workspace without a
 * restart.
 */
public final class Dispatcher implements RequestHandler, StepInvoker {
    public static final String API_VERSION = "1.0";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final DispatchOptions options;
    private final ContractCheck contractCheck;
    private final HttpClient http;
    private final RegistryBuilder builder;
    private final ManifestPublisher publisher = new ManifestPublisher();
    private final SynthesisStore synthesis = new SynthesisStore();
    private final ProposalEvaluator proposals;
    private final CandidateRanker ranker;
    private final Instant issued;
    private volatile ServerListener events = e -> { };
    private volatile State state;

    private record State(Workspace ws, ServerConfig config, Registry registry, Set<java.nio.file.Path> registeredFiles,
                         List<RegistryBuilder.Refusal> refusals, ManifestPublisher.Published published, long generation) {
        /** The Server-ID value (looked up once per snapshot: the workspace finds its config by scanning files). */
        String serverId() {
            return config.server().serverId() == null ? "localhost" : config.server().serverId();
        }
    }

    public Dispatcher(Workspace ws, DispatchOptions options, ContractCheck contractCheck, CandidateRanker ranker) {
        this.options = options;
        this.contractCheck = contractCheck;
        this.ranker = ranker;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).followRedirects(HttpClient.Redirect.NEVER).build();
        this.builder = new RegistryBuilder(options, contractCheck, http, this);
        this.proposals = new ProposalEvaluator(this);
        this.issued = options.clock().instant();
        this.state = build(ws, 1);
    }

    /** Where reload refusals and notices go (the server's fan-out listener). */
    public void attach(ServerListener listener) {
        this.events = listener;
        reportRefusals(state.refusals());
    }

    /** Re-registers every endpoint from {@code ws}; refused files are reported through the listener and returned. */
    public synchronized List<RegistryBuilder.Refusal> reload(Workspace ws) {
        State s = build(ws, state.generation() + 1);
        state = s;
        events.onNotice(new ServerListener.Notice(options.clock().instant(), "reloaded",
                s.registry().routes().size() + " endpoints registered, " + s.refusals().size() + " files refused"));
        reportRefusals(s.refusals());
        return s.refusals();
    }

    public List<RegistryBuilder.Refusal> refusals() {
        return state.refusals();
    }

    public Registry registry() {
        return state.registry();
    }

    /** The manifest as last published. */
    public JsonNode manifest() {
        return state.published().manifestNode();
    }

    private State build(Workspace ws, long generation) {
        RegistryBuilder.Result r = builder.build(ws);
        return new State(ws, ws.serverConfig(), r.registry(), r.registeredFiles(), r.refusals(),
                publish(ws, r.registeredFiles(), generation), generation);
    }

    private ManifestPublisher.Published publish(Workspace ws, Set<java.nio.file.Path> files, long generation) {
        List<ObjectNode> syn = synthesis.persistent().stream().map(Synthesis::projection).toList();
        return publisher.publish(ws, files, syn, issued, options.clock().instant(), generation);
    }

    private void reportRefusals(List<RegistryBuilder.Refusal> refusals) {
        for (RegistryBuilder.Refusal r : refusals) {
            events.onNotice(new ServerListener.Notice(options.clock().instant(), "refused", r.message()));
        }
    }

    // ------------------------------------------------------------------------------------------------ wire entry

    @Override
    public AgtpResponse malformed(WireException e) {
        State s = state;
        return Replies.errorReply(400, e.code(), e.getMessage(), null, null).toResponse(common(s, null, null, null));
    }

    @Override
    public CompletionStage<AgtpResponse> handle(AgtpRequest req, Connection conn) {
        State s = state;
        Ctx c = new Ctx(s, req, conn);
        CompletionStage<Replies.Reply> reply;
        try {
            reply = dispatch(c);
        } catch (RuntimeException e) {
            reply = done(Replies.errorReply(500, "handler-exception", "the server failed: " + e, req.method(), req.path()));
        }
        return reply.thenApply(r -> r.toResponse(common(s, req, c.catalogWarning, c.endpointWarning)));
    }

    /** Per-request working state. */
    private static final class Ctx {
        final State s;
        final AgtpRequest req;
        final Connection conn;
        String method;
        String path;
        String catalogWarning;
        String endpointWarning;

        Ctx(State s, AgtpRequest req, Connection conn) {
            this.s = s;
            this.req = req;
            this.conn = conn;
            this.method = req.method();
            this.path = req.path();
        }
    }

    private CompletionStage<Replies.Reply> dispatch(Ctx c) {
        if (synthesis.sweep(options.clock().instant())) {
            republish();
        }
        Workspace ws = c.s.ws();
        MethodCatalog catalog = ws.catalog();
        ServerConfig cfg = c.s.config();
        ServerConfig.MethodPolicy mp = cfg.methods();
        Headers h = c.req.headers();
        if (h.has("Delegation-Chain")) {
            return done(Replies.errorReply(501, "delegation-not-supported", "this server does not accept Delegation-Chain", c.method, c.path));
        }
        String alias = mp.aliases().get(c.method);
        boolean legacyDirect = mp.legacy().admits(c.method) && c.s.registry().firstWithMethod(c.method).isPresent();
        if (alias != null && !legacyDirect) {
            c.method = alias;
        }
        if (!catalog.isVerb(c.method) && !mp.isCustom(c.method) && !mp.legacy().admits(c.method)) {
            ObjectNode b = Replies.error("method-violation", "method " + c.req.method() + " is not in the AGTP method catalog "
                    + catalog.version() + (catalog.isLegacy(c.method) ? " and policies.methods.legacy does not admit it" : ""));
            ObjectNode e = Replies.inner(b);
            e.put("method", c.req.method());
            e.put("catalog_version", catalog.version());
            ArrayNode sug = e.putArray("suggestions");
            catalog.nearest(c.method, 3).forEach(sug::add);
            return done(Replies.reply(459, b));
        }
        c.catalogWarning = catalog.method(c.method).filter(MethodInfo::deprecated).map(MethodInfo::warningHeader).orElse(null);
        if (c.req.target().path() != null) {
            PathGrammar.Violation v = new PathGrammar(catalog).check(c.path);
            if (v != null) {
                ObjectNode b = Replies.error("endpoint-violation", "path " + c.path + ": " + v.reason());
                Replies.inner(b).put("path", c.path);
                Replies.inner(b).put("segment", v.segment());
                return done(Replies.reply(460, b));
            }
        }
        boolean root = c.req.target().targetless() || c.path.equals("/");
        if (c.method.equals("DISCOVER")) {
            Optional<CompletionStage<Replies.Reply>> d = discover(c, root);
            if (d.isPresent()) {
                return d.get();
            }
        }
        if (c.method.equals("PROPOSE") && (root || c.s.registry().find("PROPOSE", c.path).isEmpty())) {
            return done(propose(c));
        }
        if (!catalog.isEmbedded(c.method)) {
            boolean refused = mp.disallow().contains(c.method) || (!mp.allow().all() && !mp.allow().methods().contains(c.method)
                    && !mp.isCustom(c.method) && c.s.registry().firstWithMethod(c.method).isEmpty());
            if (refused) {
                Replies.Reply r = notAllowed(c, "method-not-allowed-by-policy", "policies.methods does not admit " + c.method);
                return done(r);
            }
        }
        String originalPath = c.path;
        c.s.registry().find(c.method, originalPath).map(m -> m.route().endpoint().deprecated())
                .ifPresent(d -> c.endpointWarning = d.warningHeader());
        for (ServerConfig.Redirect r : mp.redirects()) {
            if (r.fromMethod() != null && r.fromMethod().equals(c.method) && (r.fromPath() == null || r.fromPath().equals(c.path))) {
                c.method = r.toMethod();
                c.path = r.toPath() == null ? c.path : r.toPath();
                break;
            }
        }
        Registry.Match match;
        String contract = h.get("Contract-Synthesized").or(() -> h.get("Synthesis-Id")).orElse(null);
        if (contract != null) {
            Optional<Synthesis> syn = synthesis.byId(contract);
            if (syn.isEmpty()) {
                return done(Replies.errorReply(404, "synthesis-not-found", "no synthesized endpoint has id " + contract, c.method, c.path));
            }
            if (!syn.get().persistent() && syn.get().connectionId() != c.conn.id()) {
                ObjectNode b = Replies.error("rcns-no-contract", "synthesis " + contract + " belongs to another session");
                Replies.inner(b).put("reason", "contract-not-yours");
                return done(new Replies.Reply(464, b, Replies.AGTP_JSON, Map.of("RCNS-Attempt-Id", newId("rcns-"))));
            }
            EndpointDecl se = syn.get().route().endpoint();
            if (!se.method().equals(c.method) || !se.path().equals(c.path)) {
                return done(Replies.errorReply(404, "synthesis-not-found", "synthesis " + contract + " is for " + se.id()
                        + ", not " + c.method + " " + c.path, c.method, c.path));
            }
            match = new Registry.Match(syn.get().route(), Map.of());
        } else {
            match = lookup(c);
        }
        if (match == null) {
            Set<String> allowed = allowedMethods(c, c.path);
            if (!allowed.isEmpty()) {
                return done(notAllowed(c, "method-not-allowed", c.method + " is not served on " + c.path));
            }
            return done(Replies.errorReply(404, "endpoint-not-found", "no endpoint is registered at " + c.path, c.method, c.path));
        }
        Route route = match.route();
        if (route.endpoint().deprecated() != null) {
            c.endpointWarning = route.endpoint().deprecated().warningHeader();
        }
        if (cfg.policies().scopeRequiredForInvocation() && !h.has("Authority-Scope")) {
            ObjectNode b = Replies.error("authorization-required", "this server requires an Authority-Scope header on every invocation");
            ObjectNode e = Replies.inner(b);
            e.put("type", "scope-required");
            e.put("explanation", "policies.scope_required_for_invocation is true and the request carries no Authority-Scope");
            e.put("method", c.method);
            e.put("path", c.path);
            return done(Replies.reply(262, b));
        }
        InputAssembler.Assembled in;
        try {
            in = InputAssembler.assemble(c.req, match.parameters(), route.input().node());
        } catch (InputAssembler.BadInput e) {
            return done(Replies.errorReply(400, e.code(), e.getMessage(), c.method, c.path));
        }
        ScopeSet scopes = ScopeSet.parse(h.getOrNull("Authority-Scope"));
        Invocation inv = new Invocation(route.endpoint(), in.input(), h, scopes, 0);
        return execute(route, inv, c.method, c.path).thenApply(o -> {
            JsonNode body = o.body();
            if (in.wrapped() && o.status() >= 200 && o.status() < 300) {
                ObjectNode w = F.objectNode();
                w.put("status", o.status());
                h.get("Task-ID").ifPresentOrElse(t -> w.put("task_id", t), () -> w.put("task_id", in.taskId()));
                w.set("result", body);
                body = w;
            }
            return new Replies.Reply(o.status(), body, Replies.AGTP_JSON, o.headers());
        });
    }

    /** The result of running one endpoint (wire request or composition step). */
    private record Outcome(int status, JsonNode body, Map<String, String> headers) {
    }

    private CompletionStage<Outcome> execute(Route route, Invocation inv, String method, String path) {
        EndpointDecl e = route.endpoint();
        List<SchemaCheck.Violation> bad = route.input().validate(inv.input());
        if (!bad.isEmpty()) {
            return done(new Outcome(422, inputReport(bad, method, path), Map.of()));
        }
        List<String> missing = inv.scopes().missing(e.requiredScopes());
        if (!missing.isEmpty()) {
            HandlerResult.Failure f = scopeRefusal(e, missing, null);
            return done(new Outcome(f.status(), f.body(), Map.of()));
        }
        CompletionStage<HandlerResult> result;
        try {
            result = route.handler().invoke(inv);
        } catch (RuntimeException x) {
            return done(new Outcome(500, Replies.errorReply(500, "handler-exception", "the handler failed: " + x, method, path).body(), Map.of()));
        }
        return result.thenApply(r -> outcome(route, r, method, path));
    }

    private Outcome outcome(Route route, HandlerResult r, String method, String path) {
        EndpointDecl e = route.endpoint();
        if (r instanceof HandlerResult.Failure f) {
            return new Outcome(f.status(), f.body(), f.headers());
        }
        if (r instanceof HandlerResult.NamedError n) {
            List<String> declared = e.errors() == null ? List.of() : e.errors();
            if (!declared.contains(n.code())) {
                ObjectNode b = Replies.error("undeclared-error-code", "the handler returned error '" + n.code()
                        + "', which " + e.id() + " does not declare in errors " + declared);
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
        HandlerResult.Success ok = (HandlerResult.Success) r;
        List<SchemaCheck.Violation> bad = route.output().validate(ok.body());
        if (!bad.isEmpty()) {
            ObjectNode b = Replies.error("output-validation-failed", "the handler's output does not match the output_schema of "
                    + e.id() + (options.strictOutput() ? " (strict output validation)" : ""));
            Replies.inner(b).put("method", method);
            Replies.inner(b).put("path", path);
            Replies.inner(b).set("errors", violations(bad));
            return new Outcome(500, b, ok.headers());
        }
        return new Outcome(200, ok.body(), ok.headers());
    }

    private ObjectNode inputReport(List<SchemaCheck.Violation> bad, String method, String path) {
        SchemaCheck.Violation first = bad.get(0);
        ObjectNode b = Replies.error("input-validation-failed", "the input does not match the endpoint's input_schema: "
                + first.field() + ": " + first.message());
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

    private Registry.Match lookup(Ctx c) {
        Optional<Registry.Match> m = c.s.registry().find(c.method, c.path);
        if (m.isPresent()) {
            return m.get();
        }
        List<Synthesis> syn = synthesis.visibleTo(c.conn.id(), options.clock().instant());
        if (syn.isEmpty()) {
            return null;
        }
        return new Registry(syn.stream().map(Synthesis::route).toList()).find(c.method, c.path).orElse(null);
    }

    private Set<String> allowedMethods(Ctx c, String path) {
        Set<String> out = c.s.registry().methodsFor(path);
        out.addAll(new Registry(synthesis.visibleTo(c.conn.id(), options.clock().instant()).stream().map(Synthesis::route).toList()).methodsFor(path));
        if (path.equals("/methods")) {
            out.add("DISCOVER");
        }
        return out;
    }

    private Replies.Reply notAllowed(Ctx c, String code, String message) {
        ObjectNode b = Replies.error(code, message);
        ObjectNode e = Replies.inner(b);
        e.put("method", c.method);
        e.put("path", c.path);
        ArrayNode allowed = e.putArray("allowed_methods_for_path");
        allowedMethods(c, c.path).forEach(allowed::add);
        ObjectNode redirects = e.putObject("redirects_for_path");
        for (ServerConfig.Redirect r : c.s.config().methods().redirects()) {
            if (r.fromPath() == null || r.fromPath().equals(c.path)) {
                redirects.put(r.fromMethod(), r.toMethod());
            }
        }
        b.set("allowed_methods_for_path", allowed.deepCopy());
        b.set("redirects_for_path", redirects.deepCopy());
        return Replies.reply(405, b);
    }

    // ------------------------------------------------------------------------------------------------ DISCOVER

    private Optional<CompletionStage<Replies.Reply>> discover(Ctx c, boolean root) {
        ServerConfig cfg = c.s.config();
        String agent = c.req.headers().getOrNull("Agent-ID");
        if (agent == null && !cfg.policies().anonymousDiscovery() && (root || c.path.equals("/methods"))) {
            ObjectNode b = Replies.error("authorization-required", "anonymous discovery is disabled on this server; send Agent-ID");
            Replies.inner(b).put("type", "anonymous-discovery-disabled");
            Replies.inner(b).put("explanation", "policies.anonymous_discovery is false");
            return Optional.of(done(Replies.reply(262, b)));
        }
        boolean overridden = c.s.registry().find("DISCOVER", c.path).isPresent();
        if (c.path.equals("/methods") && !overridden) {
            return Optional.of(done(raw(200, c.s.published().inventory())));
        }
        if (!root || overridden) {
            return Optional.empty();
        }
        String intent = null;
        if (agent != null) {
            try {
                JsonNode body = c.req.body().length == 0 ? F.objectNode() : JSON.readTree(c.req.body());
                JsonNode params = body.path("parameters").isObject() ? body.get("parameters") : body;
                JsonNode crit = params.path("criteria");
                intent = params.path("intent").isTextual() ? params.get("intent").asText()
                        : crit.path("intent").isTextual() ? crit.get("intent").asText()
                        : crit.isTextual() ? crit.asText() : c.req.target().queryParameters().get("intent");
            } catch (java.io.IOException e) {
                return Optional.of(done(Replies.errorReply(400, "invalid-json", "the DISCOVER body is not JSON: " + e.getMessage(), "DISCOVER", c.path)));
            }
        }
        if (intent == null) {
            ManifestPublisher.Published p = c.s.published();
            Map<String, String> hs = new LinkedHashMap<>();
            hs.put("ETag", p.etag());
            hs.put("Cache-Control", "no-cache");
            hs.put("X-AGTP-Document-Type", "agtp.server.manifest");
            return Optional.of(done(new Replies.Reply(200, p.manifestNode(), Replies.MANIFEST_JSON, hs)));
        }
        List<EndpointDecl> all = new ArrayList<>();
        c.s.registry().routes().forEach(r -> all.add(r.endpoint()));
        synthesis.visibleTo(c.conn.id(), options.clock().instant()).forEach(s -> all.add(s.route().endpoint()));
        ObjectNode b = F.objectNode();
        b.put("intent", intent);
        b.put("agent_id", agent);
        ArrayNode cands = b.putArray("candidates");
        for (CandidateRanker.Candidate cand : ranker.rank(intent, all, 10)) {
            EndpointDecl e = cand.endpoint();
            ObjectNode o = cands.addObject();
            o.put("method", e.method());
            o.put("path", e.path());
            o.put("description", e.description());
            o.put("score", cand.score());
            if (e.semantic() != null) {
                o.put("intent", e.semantic().intent());
                o.put("capability", e.semantic().capability());
                o.put("impact", e.semantic().impact());
            }
        }
        b.put("candidate_count", cands.size());
        return Optional.of(done(Replies.reply(200, b)));
    }

    private static Replies.Reply raw(int status, byte[] json) {
        try {
            return Replies.reply(status, JSON.readTree(json));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    // ------------------------------------------------------------------------------------------------ PROPOSE

    private Replies.Reply propose(Ctx c) {
        JsonNode body;
        try {
            body = c.req.body().length == 0 ? F.objectNode() : JSON.readTree(c.req.body());
        } catch (java.io.IOException e) {
            ObjectNode b = Replies.error("invalid-json", "the PROPOSE body is not JSON");
            Replies.inner(b).put("reason", "invalid-json");
            return Replies.reply(400, b);
        }
        ProposalEvaluator.Outcome o = proposals.evaluate(body, new ProposalEvaluator.Context(c.s.ws(), c.s.registry(),
                ScopeSet.parse(c.req.headers().getOrNull("Authority-Scope")), c.conn.id(), options.clock().instant()));
        if (o instanceof ProposalEvaluator.Approved a) {
            synthesis.add(a.synthesis());
            if (a.synthesis().persistent()) {
                republish();
            } else {
                c.conn.onClose(() -> synthesis.endSession(c.conn.id()));
            }
            events.onNotice(new ServerListener.Notice(options.clock().instant(), "synthesized",
                    a.synthesis().route().endpoint().id() + " as " + a.synthesis().id() + (a.synthesis().persistent() ? " (persistent)" : " (session)")));
        }
        return o.reply();
    }

    /** Publishes the manifest again after the persistent synthesized endpoints changed. */
    private synchronized void republish() {
        State s = state;
        state = new State(s.ws(), s.config(), s.registry(), s.registeredFiles(), s.refusals(),
                publish(s.ws(), s.registeredFiles(), s.generation() + 1), s.generation() + 1);
    }

    // ------------------------------------------------------------------------------------------------ StepInvoker

    @Override
    public Optional<EndpointDecl> endpointFor(String method) {
        State s = state;
        return s == null ? Optional.empty() : s.registry().firstWithMethod(method).map(Route::endpoint);
    }

    @Override
    public CompletionStage<StepResult> invoke(EndpointDecl endpoint, ObjectNode input, Invocation parent) {
        Optional<Route> r = state.registry().find(endpoint.method(), endpoint.path()).map(Registry.Match::route);
        if (r.isEmpty()) {
            return done(new StepResult(404, Replies.errorReply(404, "endpoint-not-found", endpoint.id() + " is no longer registered",
                    endpoint.method(), endpoint.path()).body()));
        }
        return execute(r.get(), parent, endpoint.method(), endpoint.path()).thenApply(o -> new StepResult(o.status(), o.body()));
    }

    @Override
    public HandlerResult.Failure scopeRefusal(EndpointDecl e, List<String> missing, String context) {
        int status = options.scopeFailureStatus();
        ObjectNode b = status == 455
                ? Replies.error("scope-violation", "Authority-Scope does not cover the required_scopes of " + e.id())
                : Replies.error("authorization-required", "Authority-Scope does not cover the required_scopes of " + e.id());
        ObjectNode err = Replies.inner(b);
        if (status == 262) {
            err.put("type", "scope-required");
        }
        err.put("method", e.method());
        err.put("path", e.path());
        if (context != null) {
            err.put("explanation", context);
        }
        ArrayNode req = err.putArray("required_scopes");
        e.requiredScopes().forEach(req::add);
        ArrayNode m = err.putArray("missing");
        missing.forEach(m::add);
        return new HandlerResult.Failure(status, b, Map.of());
    }

    // ------------------------------------------------------------------------------------------------ headers

    private Headers.Builder common(State s, AgtpRequest req, String catalogWarning, String endpointWarning) {
        Headers.Builder h = Headers.builder();
        h.add("Server-ID", s.serverId());
        h.add("Response-ID", newId("resp-"));
        h.add("AGTP-API-Version", API_VERSION);
        if (req != null) {
            req.headers().get("Task-ID").ifPresent(v -> h.add("Task-ID", v));
            req.headers().get("Request-ID").ifPresent(v -> h.add("Request-ID", v));
        }
        if (catalogWarning != null) {
            h.add("AGTP-Catalog-Warning", catalogWarning);
        }
        if (endpointWarning != null) {
            h.add("AGTP-Endpoint-Warning", endpointWarning);
        }
        return h;
    }

    private static String newId(String prefix) {
        byte[] b = new byte[6];
        ThreadLocalRandom.current().nextBytes(b);
        return prefix + HexFormat.of().formatHex(b);
    }

    private static <T> CompletionStage<T> done(T v) {
        return CompletableFuture.completedFuture(v);
    }
}
