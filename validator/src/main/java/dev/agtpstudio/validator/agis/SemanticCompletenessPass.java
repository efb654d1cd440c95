package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.validator.RuleInfo;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Pass 5, semantic completeness (AGIS §6.1): every endpoint has a semantic block with intent, actor and outcome;
 * actor is agent, user or system; intent and outcome are single sentences.
 */
public final class SemanticCompletenessPass implements AgisPass {
    static final RuleInfo MISSING_SEMANTIC = AgisRule.of(
            "p5-missing-semantic", Severity.ERROR, 5, "AGIS §6", "An endpoint has no semantic declaration block");
    static final RuleInfo MISSING_FIELD = AgisRule.of(
            "p5-missing-field",
            Severity.ERROR,
            5,
            "AGIS §6.1",
            "A semantic block lacks intent, actor or outcome, or one of them is empty");
    static final RuleInfo ACTOR =
            AgisRule.of("p5-actor", Severity.ERROR, 5, "AGIS §6.1", "The actor is not agent, user or system");
    static final RuleInfo SINGLE_SENTENCE = AgisRule.of(
            "p5-single-sentence", Severity.WARNING, 5, "AGIS §6.1", "The intent or outcome is more than one sentence");

    private static final Pattern SENTENCE_BREAK = Pattern.compile("[.!?]\\s+[A-Z]");

    @Override
    public int number() {
        return 5;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(MISSING_SEMANTIC, MISSING_FIELD, ACTOR, SINGLE_SENTENCE);
    }

    @Override
    public void endpoint(AgisRun run, int index, AgisEndpoint ep) {
        AgisSemantic s = ep.semantic();
        String where = ep.fieldPath("semantic");
        if (s == null) {
            run.out()
                    .reportAt(
                            MISSING_SEMANTIC,
                            MISSING_SEMANTIC.severity(),
                            run.rangeOr(where, ep.fieldPath("method")),
                            where,
                            "endpoint " + label(ep)
                                    + " has no `semantic` block: add intent (one sentence on the caller's goal), "
                                    + "actor (agent, user or system) and outcome (the verifiable post-condition)",
                            List.of());
            return;
        }
        String sp = ep.semanticPath();
        field(run, ep, sp, "intent", s.intent(), "one sentence describing what the endpoint does for the caller");
        field(run, ep, sp, "actor", s.actor(), "agent, user or system");
        field(run, ep, sp, "outcome", s.outcome(), "one sentence describing the verifiable state after success");
        actor(run, sp, s.actor());
        sentence(run, sp, "intent", s.intent());
        sentence(run, sp, "outcome", s.outcome());
    }

    private static void field(AgisRun run, AgisEndpoint ep, String sp, String name, String value, String what) {
        String key = sp + "/" + name;
        if (value == null) {
            run.out()
                    .reportAt(
                            MISSING_FIELD,
                            MISSING_FIELD.severity(),
                            run.rangeOr(key, sp),
                            key,
                            "semantic block of " + label(ep) + " has no `" + name + "`: add " + what,
                            List.of());
        } else if (value.isBlank()) {
            run.out().report(MISSING_FIELD, key, "`" + name + "` of " + label(ep) + " is empty: give " + what);
        }
    }

    private static void actor(AgisRun run, String sp, String actor) {
        if (actor == null || actor.isBlank() || AgisSemantic.ACTORS.contains(actor)) {
            return;
        }
        String key = sp + "/actor";
        String lower = actor.strip().toLowerCase(Locale.ROOT);
        List<String> targets = AgisSemantic.ACTORS.contains(lower) ? List.of(lower) : AgisSemantic.ACTORS;
        Fix[] fixes = targets.stream()
                .map(t -> run.replaceScalar(key, t).map(e -> Fix.of("Set actor to `" + t + "`", e)))
                .flatMap(java.util.Optional::stream)
                .toArray(Fix[]::new);
        run.out()
                .report(
                        ACTOR,
                        key,
                        "actor `" + actor + "` is not one of agent, user, system"
                                + (targets.size() == 1 ? "; write `" + lower + "`" : ""),
                        fixes);
    }

    private static void sentence(AgisRun run, String sp, String name, String value) {
        if (value != null && SENTENCE_BREAK.matcher(value.strip()).find()) {
            run.out()
                    .report(
                            SINGLE_SENTENCE,
                            sp + "/" + name,
                            "`" + name + "` has more than one sentence; AGIS asks for a single sentence "
                                    + "(move detail into the endpoint description)");
        }
    }

    static String label(AgisEndpoint ep) {
        return (ep.method() == null ? "?" : ep.method()) + " " + (ep.path() == null ? "?" : ep.path());
    }
}
