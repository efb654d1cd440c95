package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.sign.SigningKeys;
import dev.agtpstudio.preview.sign.WorkspaceKey;
import dev.agtpstudio.server.handler.HandlerResult;
import dev.agtpstudio.server.handler.Invocation;
import dev.agtpstudio.server.handler.StepInvoker;
import dev.agtpstudio.server.net.Connection;
import dev.agtpstudio.server.net.RequestHandler;
import dev.agtpstudio.server.net.ServerListener;
import dev.agtpstudio.server.wire.AgtpRequest;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.HeaderNames;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.server.wire.WireException;
import java.net.http.HttpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The AGTP-API dispatcher: takes a decoded request through the ordered stages of {@link DispatchPipeline} (header
 * grammars, delegation refusal, alias resolution, the catalog (459), the path grammar (460), the DISCOVER built-ins,
 * PROPOSE, method policy (405), redirects, wildcards (262), the route (404 / 405), scope_required_for_invocation
 * (262), then the endpoint through {@link EndpointRunner}), then stamps Server-ID, Response-ID, Task-ID / Request-ID echoes,
 * AGTP-API-Version and the two deprecation warning headers. {@link #reload} swaps in a new workspace without a
 * restart.
 */
public final class Dispatcher implements RequestHandler, StepInvoker {
    public static final String API_VERSION = "1.0";

    private final DispatchOptions options;
    private final HttpClient http;
    private final RegistryBuilder builder;
    private final ManifestPublisher publisher = new ManifestPublisher();
    private final SynthesisStore synthesis = new SynthesisStore();
    private final ProposalEvaluator proposals;
    private final CandidateRanker ranker;
    private final ProposalDeferral deferral = new ProposalDeferral(this);
    private final Instant issued;
    private final EndpointRunner runner;
    private final DispatchPipeline pipeline;
    private volatile ServerListener events = e -> {};
    private volatile Snapshot state;
    /** Why the last publication is unsigned although a signing key is configured, or null. */
    private volatile String signingProblem;

    /** One registered workspace: what every request of a generation sees. */
    record Snapshot(
            Workspace ws,
            ServerConfig config,
            Registry registry,
            Set<java.nio.file.Path> registeredFiles,
            List<RegistryBuilder.Refusal> refusals,
            ManifestPublisher.Published published,
            long generation) {
        /** The Server-ID value (looked up once per snapshot: the workspace finds its config by scanning files). */
        String serverId() {
            return config.server().serverId() == null
                    ? "localhost"
                    : config.server().serverId();
        }
    }

    public Dispatcher(Workspace ws, DispatchOptions options, ContractCheck contractCheck, CandidateRanker ranker) {
        this.options = options;
        this.ranker = ranker;
        this.http = HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(10))
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        this.builder = new RegistryBuilder(options, contractCheck, http, this);
        this.proposals = new ProposalEvaluator(this, ranker);
        this.issued = options.clock().instant();
        this.runner = new EndpointRunner(options, this);
        this.pipeline = DispatchPipeline.standard(this);
        this.state = build(ws, 1);
    }

    /** Where reload refusals and notices go (the server's fan-out listener). */
    public void attach(ServerListener listener) {
        this.events = listener;
        reportRefusals(state.refusals());
        reportSigningProblem();
    }

    /** Re-registers every endpoint from {@code ws}; refused files are reported through the listener and returned. */
    public synchronized List<RegistryBuilder.Refusal> reload(Workspace ws) {
        Snapshot s = build(ws, state.generation() + 1);
        state = s;
        events.onNotice(new ServerListener.Notice(
                options.clock().instant(),
                "reloaded",
                s.registry().routes().size() + " endpoints registered, "
                        + s.refusals().size() + " files refused"));
        reportRefusals(s.refusals());
        reportSigningProblem();
        return s.refusals();
    }

    public List<RegistryBuilder.Refusal> refusals() {
        return state.refusals();
    }

    public Registry registry() {
        return state.registry();
    }

    /** The A2T signatures of the registered endpoints (in manifest order), as last published. */
    public JsonNode a2tTools() {
        return state.published().a2tTools();
    }

    /** The MCP tools of the registered endpoints (and the endpoint each calls), as last published. */
    public dev.agtpstudio.preview.McpProjector.Result mcpTools() {
        return state.published().mcp();
    }

    /** The workspace as last registered. */
    public Workspace workspace() {
        return state.ws();
    }

    /** The endpoint files the last registration accepted (what the server serves). */
    public Set<java.nio.file.Path> registeredFiles() {
        return state.registeredFiles();
    }

    /** The manifest as last published. */
    public JsonNode manifest() {
        return state.published().manifestNode();
    }

    private Snapshot build(Workspace ws, long generation) {
        RegistryBuilder.Result r = builder.build(ws);
        return new Snapshot(
                ws,
                ws.serverConfig(),
                r.registry(),
                r.registeredFiles(),
                r.refusals(),
                publish(ws, r.registeredFiles()),
                generation);
    }

    private ManifestPublisher.Published publish(Workspace ws, Set<java.nio.file.Path> files) {
        List<ObjectNode> syn =
                synthesis.persistent().stream().map(Synthesis::projection).toList();
        com.nimbusds.jose.jwk.OctetKeyPair key = null;
        try {
            key = WorkspaceKey.read(ws, options.signingKey()).orElse(null);
            signingProblem = null;
        } catch (SigningKeys.KeyProblem e) {
            // Published unsigned rather than not at all; the notice says why (attach and reload report it).
            signingProblem = "the manifest is published unsigned: " + e.getMessage();
        }
        return publisher.publish(ws, files, syn, issued, options.clock().instant(), key);
    }

    private void reportSigningProblem() {
        String p = signingProblem;
        if (p != null) {
            events.onNotice(new ServerListener.Notice(options.clock().instant(), "unsigned", p));
        }
    }

    private void reportRefusals(List<RegistryBuilder.Refusal> refusals) {
        for (RegistryBuilder.Refusal r : refusals) {
            events.onNotice(new ServerListener.Notice(options.clock().instant(), "refused", r.message()));
        }
    }

    // ------------------------------------------------------------------------------------------------ wire entry

    @Override
    public AgtpResponse malformed(WireException e) {
        Snapshot s = state;
        return Replies.errorReply(e.status(), e.code(), e.getMessage(), null, null)
                .toResponse(common(s, null, null, null));
    }

    @Override
    public CompletionStage<AgtpResponse> handle(AgtpRequest req, Connection conn) {
        Snapshot s = state;
        Exchange x = new Exchange(s, req, conn);
        CompletionStage<Replies.Reply> reply;
        try {
            reply = pipeline.run(x);
        } catch (RuntimeException e) {
            events.onNotice(new ServerListener.Notice(
                    options.clock().instant(),
                    "handler-exception",
                    req.method() + " " + req.path() + ": " + ErrorMessages.describe(e)));
            reply = done(
                    Replies.errorReply(500, "handler-exception", Replies.HANDLER_FAILED, req.method(), req.path()));
        }
        return reply.thenApply(r -> r.toResponse(common(s, req, x.catalogWarning, x.endpointWarning)));
    }

    /** The dispatch stages in order (see {@link DispatchPipeline#standard}). */
    public List<String> stageNames() {
        return pipeline.names();
    }

    // ------------------------------------------------------------------------------------------------ for the stages

    DispatchOptions options() {
        return options;
    }

    SynthesisStore synthesis() {
        return synthesis;
    }

    CandidateRanker ranker() {
        return ranker;
    }

    EndpointRunner runner() {
        return runner;
    }

    /** The first stage: drops expired syntheses (republishing the manifest when a persistent one went). */
    CompletionStage<Replies.Reply> sweepExpired(Exchange x) {
        if (synthesis.sweep(options.clock().instant())) {
            republish();
        }
        return null;
    }

    Replies.Reply propose(Exchange x, JsonNode body, ScopeSet scopes) {
        if (x.config().synthesis().asyncEvaluationEnabled()) {
            return deferral.defer(x, body, scopes);
        }
        ProposalEvaluator.Outcome o = evaluateProposal(x.s.ws(), x.s.registry(), body, scopes, x.conn.id());
        accept(x, o);
        return o.reply();
    }

    ProposalDeferral deferral() {
        return deferral;
    }

    /** The evaluation alone (AGTP-API §10.3), without storing an approved synthesis. */
    ProposalEvaluator.Outcome evaluateProposal(
            Workspace ws, Registry registry, JsonNode body, ScopeSet scopes, long connectionId) {
        return proposals.evaluate(
                body,
                new ProposalEvaluator.Context(
                        ws, registry, scopes, connectionId, options.clock().instant()));
    }

    /**
     * A dry run of PROPOSE against the registered workspace: the status and body the server would answer, through the
     * same evaluator, with nothing stored and no network (the IDE's "Propose this endpoint" preview).
     *
     * @param authorityScope the Authority-Scope header value the proposal would be sent with, or null
     */
    public Replies.Reply dryRunProposal(JsonNode body, String authorityScope) {
        Snapshot s = state;
        return evaluateProposal(s.ws(), s.registry(), body, ScopeSet.parse(authorityScope), -1)
                .reply();
    }

    /** Stores an approved synthesis (persistent ones republish the manifest, session ones end with the connection). */
    void accept(Exchange x, ProposalEvaluator.Outcome o) {
        if (o instanceof ProposalEvaluator.Approved a) {
            synthesis.add(a.synthesis());
            if (a.synthesis().persistent()) {
                republish();
            } else {
                x.conn.onClose(() -> synthesis.endSession(x.conn.id()));
            }
            events.onNotice(new ServerListener.Notice(
                    options.clock().instant(),
                    "synthesized",
                    a.synthesis().route().endpoint().id() + " as "
                            + a.synthesis().id() + (a.synthesis().persistent() ? " (persistent)" : " (session)")));
        }
    }

    /** A failure on a background thread, for the console. */
    void report(RuntimeException e) {
        events.onNotice(new ServerListener.Notice(
                options.clock().instant(), "proposal-evaluation-failed", ErrorMessages.describe(e)));
    }

    /** Publishes the manifest again after the persistent synthesized endpoints changed. */
    private synchronized void republish() {
        Snapshot s = state;
        state = new Snapshot(
                s.ws(),
                s.config(),
                s.registry(),
                s.registeredFiles(),
                s.refusals(),
                publish(s.ws(), s.registeredFiles()),
                s.generation() + 1);
    }

    // ------------------------------------------------------------------------------------------------ StepInvoker

    @Override
    public Optional<EndpointDecl> endpointFor(String method) {
        Snapshot s = state;
        return s == null
                ? Optional.empty()
                : s.registry().firstWithMethod(method).map(Route::endpoint);
    }

    @Override
    public CompletionStage<StepResult> invoke(EndpointDecl endpoint, ObjectNode input, Invocation parent) {
        Optional<Route> r =
                state.registry().find(endpoint.method(), endpoint.path()).map(Registry.Match::route);
        if (r.isEmpty()) {
            return done(new StepResult(
                    404,
                    Replies.errorReply(
                                    404,
                                    "endpoint-not-found",
                                    endpoint.id() + " is no longer registered",
                                    endpoint.method(),
                                    endpoint.path())
                            .body()));
        }
        return runner.run(r.get(), parent, endpoint.method(), endpoint.path())
                .thenApply(o -> new StepResult(o.status(), o.body()));
    }

    @Override
    public HandlerResult.Failure scopeRefusal(EndpointDecl e, List<String> missing, String context) {
        int status = options.scopeFailureStatus();
        ObjectNode b = status == 455
                ? Replies.error("scope-violation", "Authority-Scope does not cover the required_scopes of " + e.id())
                : Replies.error(
                        "authorization-required", "Authority-Scope does not cover the required_scopes of " + e.id());
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

    private Headers.Builder common(Snapshot s, AgtpRequest req, String catalogWarning, String endpointWarning) {
        Headers.Builder h = Headers.builder();
        h.add(HeaderNames.SERVER_ID, s.serverId());
        h.add(HeaderNames.RESPONSE_ID, Ids.newId("resp-"));
        h.add(HeaderNames.API_VERSION, API_VERSION);
        if (req != null) {
            req.headers().get(HeaderNames.TASK_ID).ifPresent(v -> h.add(HeaderNames.TASK_ID, v));
            req.headers().get(HeaderNames.REQUEST_ID).ifPresent(v -> h.add(HeaderNames.REQUEST_ID, v));
        }
        if (catalogWarning != null) {
            h.add(HeaderNames.CATALOG_WARNING, catalogWarning);
        }
        if (endpointWarning != null) {
            h.add(HeaderNames.ENDPOINT_WARNING, endpointWarning);
        }
        return h;
    }

    private static <T> CompletionStage<T> done(T v) {
        return CompletableFuture.completedFuture(v);
    }
}
