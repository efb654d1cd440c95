package dev.agtpstudio.importer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.EndpointForm;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.validator.semantic.VerbSuggestion;
import dev.agtpstudio.validator.support.Words;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Converts the selected operations of a parsed spec: verb, path repair, collision resolution across operations,
 * input/output/errors/handler/semantic, file names. An operation that cannot be converted is reported as skipped;
 * nothing throws.
 */
public final class ImportPlanner {
    private final MethodCatalog catalog;
    private final VerbChooser chooser;
    private final PathRepair paths;
    private final SemanticBuilder semantics;
    private final InputBuilder inputs = new InputBuilder();
    private final OutputBuilder outputs = new OutputBuilder();
    private final ErrorsBuilder errors = new ErrorsBuilder();
    private final HandlerBuilder handlers = new HandlerBuilder();

    public ImportPlanner(MethodCatalog catalog, VerbChooser chooser) {
        this.catalog = catalog;
        this.chooser = chooser;
        this.paths = new PathRepair(catalog);
        this.semantics = new SemanticBuilder(catalog);
    }

    public ImportPlan plan(ParsedSpec spec, ImportOptions options) {
        return plan(spec, options, null, () -> false, (d, t) -> {});
    }

    /**
     * @param only     operations to convert (by {@link SpecOperation#label()}), or null for the options' selection
     * @param progress called with (done, total) after each operation
     */
    public ImportPlan plan(
            ParsedSpec spec,
            ImportOptions options,
            Map<String, VerbOverride> overrides,
            BooleanSupplier cancelled,
            Progress progress) {
        List<SkippedOperation> skipped = new ArrayList<>();
        if (!spec.readable()) {
            return new ImportPlan(spec, List.of(), skipped, null, null, 0, 0);
        }
        RefResolver refs = new RefResolver(spec.root());
        List<Flag> serverFlags = new ArrayList<>();
        String upstream = options.upstream() == null ? null : ServerUrls.upstream(options.upstream());
        String base =
                upstream != null ? upstream : ServerUrls.choose(spec.servers(), options.serverIndex(), serverFlags);
        List<SpecOperation> ops = new ArrayList<>();
        List<SpecOperation> all = SpecOperation.all(spec.root());
        List<SkippedOperation> unreadable = Unreadable.in(spec.root(), List.of());
        List<SkippedOperation> unreadableSelected = Unreadable.in(spec.root(), options.select());
        skipped.addAll(unreadableSelected);
        int unselected = unreadable.size() - unreadableSelected.size();
        for (SpecOperation op : all) {
            if (!options.select().isEmpty() && options.select().stream().noneMatch(op::matches)
                    || overrides != null
                            && overrides.containsKey(op.label())
                            && overrides.get(op.label()).excluded()) {
                unselected++;
                continue;
            }
            if (!HandlerBinding.HTTP_METHODS.contains(op.httpMethod())) {
                skipped.add(new SkippedOperation(
                        op.label(),
                        "HTTP " + op.httpMethod() + " cannot be an external_service method (AGTP-API §12.3)"));
                continue;
            }
            if (op.node().has("$ref")) {
                skipped.add(new SkippedOperation(
                        op.label(),
                        "its definition could not be read, so no endpoint was "
                                + "written: the operation is a $ref to "
                                + op.node().path("$ref").asText()
                                + ", which was not resolved"));
                continue;
            }
            ops.add(op);
        }
        List<Stage> staged = new ArrayList<>();
        for (SpecOperation op : ops) {
            try {
                VerbChoice v = chooser.choose(op);
                VerbOverride o = overrides == null ? null : overrides.get(op.label());
                if (o != null) {
                    v = o.apply(v, catalog);
                }
                staged.add(new Stage(op, v, paths.repair(op.path(), v.actionSegment())));
            } catch (RuntimeException e) {
                skipped.add(SkippedOperation.internalFailure(op.label(), e));
            }
        }
        Set<String> removable = new HashSet<>();
        ops.stream()
                .filter(o -> o.httpMethod().equals("DELETE"))
                .forEach(o -> removable.add(PathTemplate.parse(o.path()).shape()));
        Set<String> settable = new HashSet<>();
        ops.stream()
                .filter(o -> o.httpMethod().equals("PUT"))
                .forEach(o -> settable.add(PathTemplate.parse(o.path()).shape()));
        List<ConvertedOperation> out = new ArrayList<>();
        TakenPaths taken = new TakenPaths();
        Set<String> files = new HashSet<>();
        int done = 0;
        for (Stage s : staged) {
            if (cancelled.getAsBoolean()) {
                skipped.add(new SkippedOperation(s.op.label(), "cancelled"));
                continue;
            }
            try {
                out.add(convert(spec, s, refs, base, serverFlags, options, taken, files, removable, settable));
            } catch (CollisionException e) {
                skipped.add(new SkippedOperation(s.op.label(), e.getMessage()));
            } catch (RuntimeException e) {
                skipped.add(SkippedOperation.internalFailure(s.op.label(), e));
            }
            progress.report(++done, staged.size());
        }
        return new ImportPlan(spec, out, skipped, base, upstream, all.size() + unreadable.size(), unselected);
    }

    private ConvertedOperation convert(
            ParsedSpec spec,
            Stage s,
            RefResolver refs,
            String base,
            List<Flag> serverFlags,
            ImportOptions options,
            TakenPaths taken,
            Set<String> files,
            Set<String> removable,
            Set<String> settable) {
        List<Flag> flags = new ArrayList<>(s.verb.flags());
        flags.addAll(s.path.flags());
        String path = s.path.path();
        PathTemplate t = PathTemplate.parse(path);
        String verb = s.verb.verb();
        List<String> candidates = new ArrayList<>();
        s.verb.ranked().forEach(r -> candidates.add(r.verb()));
        catalog.category(verb).ifPresent(c -> candidates.addAll(catalog.verbsIn(c)));
        String original = verb;
        for (String c : candidates) {
            if (!catalog.isVerb(c) || catalog.isDeprecated(c)) {
                continue;
            }
            if (!taken.clashes(c, t)) {
                verb = c;
                break;
            }
        }
        if (taken.clashes(verb, t)) {
            throw new CollisionException(
                    verb + " " + path + " collides with another operation and no catalog " + "alternative is free");
        }
        if (!verb.equals(original)) {
            flags.add(new Flag(
                    FlagCode.COLLISION,
                    "method",
                    original + " " + path + " is already taken by another " + "operation; " + verb
                            + " was used instead"));
        }
        taken.take(verb, t);
        VerbChoice choice = s.verb;
        if (!verb.equals(original)) {
            List<VerbSuggestion> ranked = new ArrayList<>();
            final String chosen = verb;
            s.verb.ranked().stream().filter(r -> r.verb().equals(chosen)).forEach(ranked::add);
            if (ranked.isEmpty()) {
                ranked.add(
                        new VerbSuggestion(verb, 0.3, List.of("collision alternative in the category of " + original)));
            }
            s.verb.ranked().stream().filter(r -> !r.verb().equals(chosen)).forEach(ranked::add);
            choice = new VerbChoice(
                    verb, ranked, s.verb.impact(), s.verb.idempotent(), s.verb.actionSegment(), s.verb.flags());
        }
        SpecOperation op = s.op;
        InputBuilder.Result in = inputs.build(op, refs, s.path.params(), options.includeHeaders());
        flags.addAll(in.flags());
        OutputBuilder.Result outRes = outputs.build(op, refs);
        flags.addAll(outRes.flags());
        ErrorsBuilder.Result err = errors.build(op, refs, flags);
        Map<String, String> review = new LinkedHashMap<>();
        flags.addAll(serverFlags);
        if (in.bodyRequiredUnsaid()) {
            review.put(
                    "input",
                    "the spec does not say whether the request body is required; the body schema's own "
                            + "required fields were kept as required");
        }
        String server = options.upstream() != null ? base : serverOf(op, base, flags);
        HandlerBinding.ExternalService handler = handlers.build(
                op,
                spec.root(),
                refs,
                server,
                options.timeoutSeconds(),
                in.hasBody(),
                in.mediaType(),
                in.headerParams(),
                in.queryParams(),
                in.authorizationParam(),
                s.path.params(),
                in.transform(),
                in.bodyField(),
                outRes.transform(),
                outRes.responseField(),
                outRes.accept(),
                err.errorMap(),
                flags);
        Semantic sem = semantics.build(op, verb, choice, path, outRes.responseDescription(), outRes.schema(), review);
        if (sem.impact().equals("irreversible")
                && op.httpMethod().equals("POST")
                && catalog.category(verb).orElse("").equals("creation")
                && removable.contains(PathTemplate.parse(op.path()).shape() + "/{}")) {
            // What the operation does, not only its HTTP method: a creation the spec can undo (DELETE on the new
            // item) is reversible.
            sem = new Semantic(
                    sem.intent(),
                    sem.actor(),
                    sem.outcome(),
                    sem.capability(),
                    sem.confidence(),
                    "reversible",
                    sem.isIdempotent(),
                    sem.keyPath());
            review.put(
                    "semantic.impact",
                    "reversible: the spec can undo it (DELETE " + op.path()
                            + "/{...}); confirm nothing else it triggers is permanent (AGTP-API §14.1)");
        }
        if (sem.impact().equals("irreversible")
                && op.httpMethod().equals("DELETE")
                && settable.contains(PathTemplate.parse(op.path()).shape())) {
            // A DELETE of what a PUT on the same path sets (a follow, a star, a subscription) is undone by that PUT.
            sem = new Semantic(
                    sem.intent(),
                    sem.actor(),
                    sem.outcome(),
                    sem.capability(),
                    sem.confidence(),
                    "reversible",
                    sem.isIdempotent(),
                    sem.keyPath());
            review.put(
                    "semantic.impact",
                    "reversible: PUT " + op.path() + " sets it again; confirm nothing is lost "
                            + "with it (AGTP-API §14.1)");
        }
        review.put("method", "chosen from: " + evidence(choice));
        if (!path.equals(op.path())) {
            review.put("path", "repaired from " + op.path());
        }
        if (handler.url().startsWith(ServerUrls.PLACEHOLDER)
                || flags.stream().anyMatch(f -> f.field().equals("handler.url"))) {
            review.put(
                    "handler.url",
                    "server: "
                            + flags.stream()
                                    .filter(f -> f.field().equals("handler.url"))
                                    .map(Flag::message)
                                    .findFirst()
                                    .orElse("placeholder host"));
        }
        flags.add(new Flag(
                FlagCode.SEMANTIC_REVIEW,
                "semantic",
                "confirm intent, outcome and impact (" + sem.impact() + ") before serving"));
        sem = agentSafe(sem, verb, path, flags, review);
        String description = agentSafe(
                op.description() != null
                        ? SemanticBuilder.firstSentence(op.description())
                        : op.summary() != null ? op.summary() : sem.intent(),
                "description",
                sem.intent(),
                flags,
                review);
        String namespace =
                op.tags().isEmpty() ? null : Words.toSnakeCase(op.tags().get(0));
        EndpointDecl decl = new EndpointDecl(
                verb,
                path,
                description,
                namespace,
                sem,
                new SchemaSpec(SchemaForm.JSON_SCHEMA, List.of(), in.schema(), "/endpoint/input_schema"),
                new SchemaSpec(SchemaForm.JSON_SCHEMA, List.of(), outRes.schema(), "/endpoint/output_schema"),
                err.errors(),
                handler,
                List.of(),
                null,
                EndpointForm.REFERENCE,
                "/endpoint");
        return new ConvertedOperation(op, decl, choice, fileName(op, files), dedupe(flags), review);
    }

    /**
     * Intent and outcome as agents will read them: a spec sentence that reads as an instruction to the agent ("You
     * must ...", AGIS §13) is replaced by a neutral one and flagged, so the imported file does not fail validation
     * with an error the person did not write.
     */
    private static Semantic agentSafe(
            Semantic s, String verb, String path, List<Flag> flags, Map<String, String> review) {
        String intent =
                agentSafe(s.intent(), "semantic.intent", SemanticBuilder.neutralIntent(verb, path), flags, review);
        String outcome =
                agentSafe(s.outcome(), "semantic.outcome", SemanticBuilder.neutralOutcome(s.impact()), flags, review);
        boolean same = java.util.Objects.equals(intent, s.intent()) && java.util.Objects.equals(outcome, s.outcome());
        return same
                ? s
                : new Semantic(
                        intent,
                        s.actor(),
                        outcome,
                        s.capability(),
                        s.confidence(),
                        s.impact(),
                        s.isIdempotent(),
                        s.keyPath());
    }

    private static String agentSafe(
            String text, String field, String neutral, List<Flag> flags, Map<String, String> review) {
        java.util.Optional<String> phrase = dev.agtpstudio.validator.support.AgentText.instruction(text);
        if (phrase.isEmpty()) {
            return text;
        }
        flags.add(
                new Flag(
                        FlagCode.INSTRUCTION_TEXT,
                        field,
                        "the spec's text contains `" + phrase.get()
                                + "`, which agents may take as an instruction (AGIS §13); a neutral sentence was written instead"));
        review.put(
                field,
                "the spec's sentence read as an instruction (`" + phrase.get() + "`): describe the endpoint"
                        + " in the third person");
        return neutral;
    }

    /** The most specific server: the operation's, else its path item's, else the spec's (already chosen). */
    private static String serverOf(SpecOperation op, String specBase, List<Flag> flags) {
        for (JsonNode level : List.of(op.node(), op.pathItem())) {
            List<String> urls = ServerUrls.describe(level);
            if (!urls.isEmpty()) {
                return ServerUrls.choose(urls, 0, flags);
            }
        }
        return specBase;
    }

    /** Without repeats, the most consequential first (stable within a rank). */
    private static List<Flag> dedupe(List<Flag> flags) {
        List<Flag> out = new ArrayList<>(new java.util.LinkedHashSet<>(flags));
        out.sort(java.util.Comparator.comparing(f -> f.code().rank()));
        return out;
    }

    private static String evidence(VerbChoice c) {
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (VerbSuggestion s : c.ranked()) {
            if (n++ >= 4) {
                break;
            }
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(s.verb()).append(String.format(Locale.ROOT, " %.2f", s.score()));
        }
        return sb.toString();
    }

    /** Deterministic: the operationId in snake_case, else method and path; numbered when two would clash. */
    static String fileName(SpecOperation op, Set<String> taken) {
        String base = op.operationId() != null
                ? Words.toSnakeCase(op.operationId())
                : Words.toSnakeCase(op.httpMethod().toLowerCase(Locale.ROOT) + " " + op.path());
        if (base.length() > 80) {
            base = base.substring(0, 80);
        }
        String name = base;
        for (int i = 2; !taken.add(name.toLowerCase(Locale.ROOT)); i++) {
            name = base + "_" + i;
        }
        return name + ".toml";
    }

    /** Progress callback: {@code done} of {@code total} operations converted. */
    @FunctionalInterface
    public interface Progress {
        void report(int done, int total);
    }

    /** Two operations would be the same endpoint and the catalog offers no free alternative: a finding, not a defect. */
    private static final class CollisionException extends RuntimeException {
        CollisionException(String message) {
            super(message, null, false, false);
        }
    }

    private record Stage(SpecOperation op, VerbChoice verb, PathRepair.Result path) {}
}
