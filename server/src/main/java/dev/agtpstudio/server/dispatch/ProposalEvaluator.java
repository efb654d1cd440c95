package dev.agtpstudio.server.dispatch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.EndpointForm;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.dispatch.Replies.Reply;
import dev.agtpstudio.server.handler.CompositionHandler;
import dev.agtpstudio.server.handler.StepInvoker;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * PROPOSE (AGTP-API §10.3) in the draft's order: 463 synthesis-disabled when synthesis is off, then 459 method,
 * 460 path, 400 semantic block, 400 schemas, 262 authority (the proposal's and every recipe step's scopes),
 * 463 data-class-not-declared / data-class-required (the data manifest as ceiling, AGIS §8.3),
 * 463 composition-impossible (no recipe pattern matches, a step method has no endpoint, or the plan exceeds
 * max_synthesis_depth), 463 policy-refused; otherwise 263 with the synthesized endpoint. Accepts the wrapped
 * {@code parameters.endpoint} body, a top-level {@code endpoint}, and the legacy flat {@code name/method, path}.
 */
public final class ProposalEvaluator {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    /** The outcome: a refusal, or an approval with the new endpoint. */
    public sealed interface Outcome {
        Reply reply();
    }

    public record Rejected(Reply reply) implements Outcome {}

    public record Approved(Synthesis synthesis, Reply reply) implements Outcome {}

    /** Everything a proposal is judged against. */
    public record Context(Workspace workspace, Registry registry, ScopeSet scopes, long connectionId, Instant now) {}

    /** How many {@code similar} entries a 463 carries at most. */
    static final int SIMILAR_LIMIT = 3;

    private final StepInvoker steps;
    private final CandidateRanker ranker;

    /** @param ranker the DISCOVER ranker, which picks a 463's {@code similar} entries (AGTP-API §10.2 step 5b) */
    public ProposalEvaluator(StepInvoker steps, CandidateRanker ranker) {
        this.steps = steps;
        this.ranker = ranker;
    }

    public Outcome evaluate(JsonNode body, Context ctx) {
        Outcome o = judge(body, ctx);
        if (o instanceof Rejected r && r.reply().status() == 463 && r.reply().body() instanceof ObjectNode b) {
            addSimilar(b, body, ctx);
        }
        return o;
    }

    /**
     * AGTP-API §10.2 step 5b: the manifest entries that satisfy a similar capability, ranked for the proposal's
     * semantic intent (and description) by the same ranker and weights as agent-level DISCOVER, each with its score
     * and why it matched. Always present on a 463, empty when the proposal states no intent or nothing matches.
     */
    private void addSimilar(ObjectNode b, JsonNode body, Context ctx) {
        ArrayNode similar = b.putArray("similar");
        String intent = proposalIntent(body);
        if (intent == null || ranker == null) {
            return;
        }
        List<EndpointDecl> pool = new ArrayList<>();
        ctx.registry().routes().forEach(r -> pool.add(r.endpoint()));
        List<CandidateRanker.Candidate> ranked = ranker.rank(
                intent,
                pool,
                AgentDiscovery.hints(ctx.workspace()),
                ctx.workspace().serverConfig().discovery());
        for (CandidateRanker.Candidate c : ranked.subList(0, Math.min(SIMILAR_LIMIT, ranked.size()))) {
            ObjectNode o = similar.addObject();
            o.put("method", c.endpoint().method());
            o.put("path", c.endpoint().path());
            o.put("capability_match_score", c.capabilityMatch());
            o.put("rank_score", c.score());
            if (c.endpoint().semantic() != null) {
                o.put("intent", c.endpoint().semantic().intent());
            }
            ArrayNode why = o.putArray("why");
            c.why().forEach(why::add);
        }
    }

    /** The proposed endpoint's semantic intent and description, wherever the body form puts them; null if none. */
    static String proposalIntent(JsonNode body) {
        if (body == null || !body.isObject()) {
            return null;
        }
        for (JsonNode p : List.of(
                body.path("parameters").path("endpoint"), body.path("endpoint"), body.path("parameters"), body)) {
            String intent = text(p.path("semantic"), "intent");
            if (intent != null && !intent.isBlank()) {
                String d = text(p, "description");
                return d == null || d.isBlank() ? intent : intent + " " + d;
            }
        }
        return null;
    }

    private Outcome judge(JsonNode body, Context ctx) {
        ServerConfig cfg = ctx.workspace().serverConfig();
        MethodCatalog catalog = ctx.workspace().catalog();
        if (!cfg.policies().synthesisEnabled()) {
            return rejected463(
                    "synthesis-disabled",
                    "this server does not synthesize endpoints (policies.synthesis_enabled = false)");
        }
        if (body == null || !body.isObject()) {
            return bad("invalid-json", "the PROPOSE body must be a JSON object");
        }
        JsonNode container = body;
        if (body.path("parameters").isObject()
                && (body.get("parameters").has("endpoint")
                        || body.get("parameters").has("name")
                        || body.get("parameters").has("path"))) {
            container = body.get("parameters");
        }
        boolean legacy = container.has("name") || (container.has("path") && !container.has("endpoint"));
        if (container.has("endpoint") && legacy) {
            ObjectNode b = Replies.error(
                    "ambiguous-body", "the proposal carries both 'endpoint' and the legacy 'name'/'path' form");
            Replies.inner(b).put("reason", "ambiguous-body");
            Replies.inner(b).putArray("conflict").add("name").add("endpoint");
            return new Rejected(Replies.reply(400, b));
        }
        JsonNode p = legacy ? container : container.path("endpoint");
        if (!p.isObject()) {
            return bad(
                    "missing-required-field",
                    "the proposal needs an 'endpoint' object (or the legacy 'name' and 'path')");
        }
        boolean persistent =
                container.path("persistent").asBoolean(body.path("persistent").asBoolean(false));
        String method = text(p, "method");
        if (method == null && legacy) {
            method = text(p, "name");
        }
        if (method == null) {
            return bad("missing-required-field", "the proposed endpoint has no method");
        }
        if (!catalog.isVerb(method) && !cfg.methods().isCustom(method)) {
            ObjectNode b = Replies.error(
                    "method-violation", "proposed method " + method + " is not in catalog " + catalog.version());
            Replies.inner(b).put("method", method);
            Replies.inner(b).put("catalog_version", catalog.version());
            ArrayNode s = Replies.inner(b).putArray("suggestions");
            catalog.nearest(method, 3).forEach(s::add);
            return new Rejected(Replies.reply(459, b));
        }
        String path = text(p, "path");
        if (path == null) {
            return bad("missing-required-field", "the proposed endpoint has no path");
        }
        PathGrammar.Violation v = new PathGrammar(catalog).check(path);
        if (v != null) {
            ObjectNode b = Replies.error("endpoint-violation", "proposed path " + path + ": " + v.reason());
            Replies.inner(b).put("path", path);
            Replies.inner(b).put("segment", v.segment());
            return new Rejected(Replies.reply(460, b));
        }
        String semErr = semanticProblem(p.path("semantic"), catalog);
        if (semErr != null) {
            ObjectNode b = Replies.error("malformed-semantic-block", semErr);
            Replies.inner(b).put("reason", "malformed-semantic-block");
            return new Rejected(Replies.reply(400, b));
        }
        JsonNode in = p.path("input_schema");
        JsonNode out = p.path("output_schema");
        String schemaErr = schemaProblem(in, out);
        if (schemaErr != null) {
            ObjectNode b = Replies.error("malformed-schema", schemaErr);
            Replies.inner(b).put("reason", "malformed-schema");
            return new Rejected(Replies.reply(400, b));
        }
        DataManifestCeiling.Refusal ceiling = DataManifestCeiling.check(ctx.workspace(), container, p);
        if (ceiling != null) {
            Rejected r = (Rejected) rejected463(ceiling.reason(), ceiling.explanation());
            if (ceiling.dataClass() != null) {
                Replies.inner((ObjectNode) r.reply().body()).put("data_class", ceiling.dataClass());
            }
            return r;
        }
        List<String> required = new ArrayList<>();
        p.path("required_scopes").forEach(n -> required.add(n.asText()));
        Optional<Recipe> recipe = findRecipe(ctx, method, path, in);
        Set<String> needed = new LinkedHashSet<>(required);
        recipe.ifPresent(r -> r.steps()
                .forEach(s -> steps.endpointFor(s.method()).ifPresent(e -> needed.addAll(e.requiredScopes()))));
        List<String> missing = ctx.scopes().missing(List.copyOf(needed));
        if (!missing.isEmpty()) {
            ObjectNode b =
                    Replies.error("authorization-required", "the proposal needs authority the caller did not claim");
            ObjectNode e = Replies.inner(b);
            e.put("type", "scope-required");
            e.put(
                    "explanation",
                    "Authority-Scope must cover " + missing
                            + " (the proposed endpoint and every step it would compose)");
            ArrayNode m = e.putObject("details").putArray("missing");
            missing.forEach(m::add);
            return new Rejected(Replies.reply(262, b));
        }
        if (recipe.isEmpty()) {
            return rejected463(
                    "composition-impossible",
                    "no recipe of this server can compose " + method + " " + path
                            + " from its endpoints within max_synthesis_depth "
                            + cfg.policies().maxSynthesisDepth());
        }
        ServerConfig.MethodPolicy mp = cfg.methods();
        boolean embedded = catalog.isEmbedded(method);
        if (!embedded
                && (mp.disallow().contains(method)
                        || (!mp.allow().all() && !mp.allow().methods().contains(method)))) {
            return rejected463("policy-refused", "policies.methods does not admit " + method);
        }
        if (!cfg.synthesis().policies().contains("recipes")) {
            return rejected463("policy-refused", "synthesis.policies does not include \"recipes\"");
        }
        if (ctx.registry().find(method, path).isPresent()) {
            return rejected463(
                    "policy-refused", method + " " + path + " already exists on this server; invoke it instead");
        }
        return approve(ctx, p, method, path, in, out, required, recipe.get(), persistent, cfg);
    }

    private Outcome approve(
            Context ctx,
            JsonNode p,
            String method,
            String path,
            JsonNode in,
            JsonNode out,
            List<String> required,
            Recipe recipe,
            boolean persistent,
            ServerConfig cfg) {
        String id =
                "syn-" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        JsonNode s = p.get("semantic");
        Semantic sem = new Semantic(
                s.get("intent").asText(),
                s.get("actor").asText(),
                s.get("outcome").asText(),
                s.get("capability").asText(),
                s.get("confidence").asDouble(),
                s.get("impact").asText(),
                s.get("is_idempotent").asBoolean(),
                "/endpoint/semantic");
        String description = text(p, "description") != null
                ? text(p, "description")
                : "Synthesized by PROPOSE from recipe '" + recipe.name() + "'.";
        List<String> errors = new ArrayList<>();
        p.path("errors").forEach(n -> errors.add(n.asText()));
        if (!errors.contains(CompositionHandler.COMPOSITION_FAILED)) {
            errors.add(CompositionHandler.COMPOSITION_FAILED);
        }
        EndpointDecl decl = new EndpointDecl(
                method,
                path,
                description,
                text(p, "namespace"),
                sem,
                new SchemaSpec(
                        SchemaForm.JSON_SCHEMA,
                        Schemas.fieldsOf(in, "/endpoint/input_schema"),
                        in,
                        "/endpoint/input_schema"),
                new SchemaSpec(
                        SchemaForm.JSON_SCHEMA,
                        Schemas.fieldsOf(out, "/endpoint/output_schema"),
                        out,
                        "/endpoint/output_schema"),
                errors,
                new HandlerBinding.Composition(recipe.name(), "/endpoint/handler"),
                required,
                null,
                EndpointForm.DRAFT,
                "/endpoint");
        Route route = new Route(
                decl,
                SchemaCheck.compile(in),
                SchemaCheck.compile(out),
                new CompositionHandler(recipe, steps),
                null,
                id);
        ObjectNode projection = F.objectNode();
        projection.put("method", method);
        projection.put("path", path);
        projection.put("description", description);
        projection.set("semantic", s.deepCopy());
        projection.set("input_schema", in.deepCopy());
        projection.set("output_schema", out.deepCopy());
        ArrayNode errs = projection.putArray("errors");
        errors.forEach(errs::add);
        ArrayNode rs = projection.putArray("required_scopes");
        required.forEach(rs::add);
        projection.putObject("handler").put("type", HandlerBinding.COMPOSITION);
        Instant expires = persistent
                ? ctx.now().plus(duration(cfg.synthesis().persistentDefaultDuration(), Duration.ofDays(7)))
                : null;
        Synthesis syn = new Synthesis(id, persistent ? -1 : ctx.connectionId(), route, recipe, projection, expires);
        ObjectNode b = F.objectNode();
        b.put("status", 263);
        b.put("method", method);
        b.put("path", path);
        b.put("synthesis_id", id);
        b.set("endpoint", projection);
        ObjectNode lineage = b.putObject("recipe_lineage");
        lineage.put("recipe_name", recipe.name());
        lineage.put("recipe_version", recipe.version() == null ? "1" : recipe.version());
        b.put("persistent", persistent);
        if (expires != null) {
            b.put("expires_at", expires.toString());
        } else {
            b.put("expires", "session");
        }
        return new Approved(syn, Replies.reply(263, b));
    }

    private Optional<Recipe> findRecipe(Context ctx, String method, String path, JsonNode inputSchema) {
        int maxDepth = ctx.workspace().serverConfig().policies().maxSynthesisDepth();
        String category = ctx.workspace().catalog().category(method).orElse(null);
        Set<String> params = new LinkedHashSet<>();
        inputSchema.path("properties").fieldNames().forEachRemaining(params::add);
        for (Recipe r : ctx.workspace().recipes().recipes()) {
            Recipe.Pattern pt = r.pattern();
            if (pt != null) {
                if (pt.nameExact() != null && !pt.nameExact().equals(method)) {
                    continue;
                }
                if (pt.nameRegex() != null && !regex(pt.nameRegex(), method)) {
                    continue;
                }
                if (pt.category() != null && !pt.category().equals(category)) {
                    continue;
                }
                if (!params.containsAll(pt.hasParameters())) {
                    continue;
                }
                if (pt.pathExact() != null && !pt.pathExact().equals(path)) {
                    continue;
                }
                if (pt.pathRegex() != null && !regex(pt.pathRegex(), path)) {
                    continue;
                }
            }
            if (r.steps().isEmpty() || r.steps().size() > maxDepth) {
                continue;
            }
            if (r.steps().stream().allMatch(s -> steps.endpointFor(s.method()).isPresent())) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    private static boolean regex(String re, String value) {
        try {
            return Pattern.compile(re).matcher(value).matches();
        } catch (PatternSyntaxException e) {
            return false;
        }
    }

    private static String semanticProblem(JsonNode s, MethodCatalog catalog) {
        if (!s.isObject()) {
            return "the proposed endpoint has no semantic block";
        }
        for (String f : Semantic.FIELDS) {
            if (!s.has(f) || s.get(f).isNull()) {
                return "semantic." + f + " is missing";
            }
        }
        for (String f : List.of("intent", "actor", "outcome")) {
            if (!s.get(f).isTextual() || s.get(f).asText().isBlank()) {
                return "semantic." + f + " must be a non-empty string";
            }
        }
        if (!catalog.isCategory(s.get("capability").asText())) {
            return "semantic.capability '" + s.get("capability").asText() + "' is not one of "
                    + catalog.categories().keySet();
        }
        if (!s.get("confidence").isNumber()
                || s.get("confidence").asDouble() < 0
                || s.get("confidence").asDouble() > 1) {
            return "semantic.confidence must be a number in [0,1]";
        }
        if (!Semantic.IMPACTS.contains(s.get("impact").asText())) {
            return "semantic.impact must be one of " + Semantic.IMPACTS;
        }
        if (!s.get("is_idempotent").isBoolean()) {
            return "semantic.is_idempotent must be true or false";
        }
        return null;
    }

    private static String schemaProblem(JsonNode in, JsonNode out) {
        if (!in.isObject()) {
            return "input_schema must be a JSON Schema object";
        }
        if (!out.isObject()) {
            return "output_schema must be a JSON Schema object";
        }
        if (!"object".equals(in.path("type").asText())) {
            return "input_schema must declare \"type\": \"object\"";
        }
        if (!in.path("additionalProperties").isBoolean()
                || in.get("additionalProperties").asBoolean()) {
            return "input_schema must set \"additionalProperties\": false (AGTP-API §13.3)";
        }
        try {
            SchemaCheck.compile(in);
        } catch (IllegalArgumentException e) {
            return "input_schema: " + e.getMessage();
        }
        try {
            SchemaCheck.compile(out);
        } catch (IllegalArgumentException e) {
            return "output_schema: " + e.getMessage();
        }
        return null;
    }

    private static Duration duration(String s, Duration dflt) {
        Duration d = ServerConfig.Synthesis.duration(s);
        return d == null ? dflt : d;
    }

    private static Outcome bad(String code, String message) {
        ObjectNode b = Replies.error(code, message);
        Replies.inner(b).put("reason", code);
        return new Rejected(Replies.reply(400, b));
    }

    /** A 463 Proposal Rejected with {@code reason} (AGTP-API §10.3 steps 6-7). */
    static Reply rejection(String reason, String explanation) {
        return rejected463(reason, explanation).reply();
    }

    private static Outcome rejected463(String reason, String explanation) {
        ObjectNode b = Replies.error("proposal-rejected", explanation);
        Replies.inner(b).put("reason", reason);
        Replies.inner(b).put("explanation", explanation);
        b.put("reason", reason);
        b.put("explanation", explanation);
        return new Rejected(Replies.reply(463, b));
    }

    private static String text(JsonNode n, String f) {
        JsonNode v = n.get(f);
        return v != null && v.isTextual() ? v.asText() : null;
    }
}
