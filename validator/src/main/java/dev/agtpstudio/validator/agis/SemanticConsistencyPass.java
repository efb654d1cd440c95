package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.semantic.ConsistencyResult;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import dev.agtpstudio.validator.semantic.VerbScore;
import dev.agtpstudio.validator.semantic.Verdict;
import java.util.List;
import java.util.Locale;

/**
 * Pass 6, semantic consistency (AGIS §6 "Semantic Consistency Rule", §9.1): the intent must not contradict the
 * operation the method verb implies. The judgement comes from the injected {@link IntentConsistency} (the lexicon
 * until the embedding model is ready); a failure is an error, a warning a warning, and each closer verb is a quick
 * fix. Methods that failed pass 2's token syntax, and the HTTP methods and state words pass 3 rejects, are not judged.
 */
public final class SemanticConsistencyPass implements AgisPass {
    static final RuleInfo INCONSISTENT = AgisRule.of(
            "p6-intent-inconsistent",
            Severity.ERROR,
            6,
            "AGIS §6, §9.1",
            "The intent contradicts the operation the method verb implies");
    static final RuleInfo WEAK = AgisRule.of(
            "p6-intent-weak", Severity.WARNING, 6, "AGIS §9.1", "The intent is only weakly related to the method verb");

    private final IntentConsistency consistency;

    public SemanticConsistencyPass(IntentConsistency consistency) {
        this.consistency = consistency;
    }

    @Override
    public int number() {
        return 6;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(INCONSISTENT, WEAK);
    }

    @Override
    public void endpoint(AgisRun run, int index, AgisEndpoint ep) {
        AgisSemantic s = ep.semantic();
        String m = ep.method();
        if (s == null || m == null || s.intent() == null || s.intent().isBlank() || !AgisRun.lettersOnly(m)) {
            return;
        }
        String verb = m.strip().toUpperCase(Locale.ROOT);
        if (MethodClassPass.HTTP.containsKey(verb) || MethodClassPass.STOPLIST.containsKey(verb)) {
            return;
        }
        ConsistencyResult r;
        try {
            r = consistency.check(verb, s.intent());
        } catch (RuntimeException e) {
            return;
        }
        if (r == null || r.verdict() == Verdict.CONSISTENT) {
            return;
        }
        RuleInfo rule = r.verdict() == Verdict.FAILURE ? INCONSISTENT : WEAK;
        List<String> closer = r.closerVerbs().stream()
                .map(VerbScore::verb)
                .filter(v -> !v.equals(verb))
                .limit(3)
                .toList();
        String sp = ep.semanticPath();
        String msg = "intent of " + SemanticCompletenessPass.label(ep) + " "
                + (r.verdict() == Verdict.FAILURE ? "contradicts" : "fits poorly with") + " the method " + verb + " ("
                + r.mode() + " score " + String.format(Locale.ROOT, "%.2f", r.score()) + "): " + r.explanation()
                + (closer.isEmpty() ? "" : " Consider " + String.join(", ", closer) + ", or reword the intent.");
        run.out().report(rule, rule.severity(), sp + "/intent", msg, List.of(VerbFixes.renameAll(run, ep, closer)));
    }
}
