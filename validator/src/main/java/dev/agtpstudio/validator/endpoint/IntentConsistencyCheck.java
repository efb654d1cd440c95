package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.semantic.ConsistencyResult;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import dev.agtpstudio.validator.semantic.VerbScore;
import dev.agtpstudio.validator.semantic.Verdict;
import dev.agtpstudio.validator.support.Literals;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * AGIS pass 6 (AGIS §6 "Semantic Consistency Rule", §9.1) on endpoint TOML: the intent must not contradict the
 * operation the method verb implies. Judged by the same {@link IntentConsistency} as {@code .agis} documents (the
 * embedding model, or the lexicon when the model is off). An AGTP-API endpoint file is not an AGIS document, so a
 * contradiction is a warning here (the endpoint is still served), and each closer verb is a quick fix.
 */
public final class IntentConsistencyCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo INCONSISTENT = new RuleInfo(
            "semantic/intent-inconsistent",
            Severity.WARNING,
            Passes.ENDPOINT,
            "AGIS §6, §9.1",
            "The intent contradicts the operation the method verb implies");
    public static final RuleInfo WEAK = new RuleInfo(
            "semantic/intent-weak",
            Severity.INFO,
            Passes.ENDPOINT,
            "AGIS §9.1",
            "The intent is only weakly related to the method verb");

    private final IntentConsistency consistency;

    public IntentConsistencyCheck(IntentConsistency consistency) {
        this.consistency = consistency;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(INCONSISTENT, WEAK);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        Semantic s = e.semantic();
        if (s == null
                || e.method() == null
                || s.intent() == null
                || s.intent().isBlank()
                || !e.method().matches("[A-Z]+")
                || !ctx.catalog().isVerb(e.method())) {
            return;
        }
        ConsistencyResult r;
        try {
            r = consistency.check(e.method(), s.intent());
        } catch (RuntimeException ex) {
            return;
        }
        if (r == null || r.verdict() == Verdict.CONSISTENT) {
            return;
        }
        RuleInfo rule = r.verdict() == Verdict.FAILURE ? INCONSISTENT : WEAK;
        List<String> closer = r.closerVerbs().stream()
                .map(VerbScore::verb)
                .filter(v -> !v.equals(e.method()))
                .limit(3)
                .toList();
        List<Fix> fixes = new ArrayList<>();
        for (String v : closer) {
            Fix f = Literals.replaceValue("Use " + v, file, out.rangeOf(e.keyPath() + "/method"), e.method(), v);
            if (f != null) {
                fixes.add(f);
            }
        }
        out.report(
                rule,
                s.fieldPath("intent"),
                "The intent of " + e.method() + " " + e.path() + " "
                        + (r.verdict() == Verdict.FAILURE ? "contradicts" : "fits poorly with") + " the method "
                        + e.method()
                        + " (" + r.mode() + " score " + String.format(Locale.ROOT, "%.2f", r.score()) + "): "
                        + r.explanation()
                        + (closer.isEmpty() ? "" : " Consider " + String.join(", ", closer) + ", or reword the intent.")
                        + " (AGIS §6)",
                fixes);
    }
}
