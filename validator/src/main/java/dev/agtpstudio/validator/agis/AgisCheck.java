package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The AGIS validator (AGIS §9.1): runs its passes in sequence, pass 1 to pass 8, over one {@code .agis} document.
 * Every pass runs even when an earlier one failed, so the author sees all problems at once (docs/decisions/0090).
 */
public final class AgisCheck implements FileCheck<AgisDocument> {
    private final List<AgisPass> passes;
    private final java.util.Map<String, RuleInfo> byId = new java.util.HashMap<>();

    public AgisCheck(List<AgisPass> passes) {
        List<AgisPass> sorted = new ArrayList<>(passes);
        sorted.sort(Comparator.comparingInt(AgisPass::number));
        this.passes = List.copyOf(sorted);
        rules().forEach(r -> byId.put(r.id(), r));
    }

    /** All AGIS rules, with {@code consistency} as the pass-6 scorer (the lexicon or the embedding model). */
    public static AgisCheck standard(IntentConsistency consistency) {
        return new AgisCheck(List.of(
                new StructurePass(),
                new DataManifestPass(),
                new MethodSyntaxPass(),
                new MethodClassPass(),
                new PathSyntaxPass(),
                new SemanticCompletenessPass(),
                new SemanticFieldsPass(),
                new SecurityLintPass(),
                new SemanticConsistencyPass(consistency),
                new VocabularyPass(),
                new SchemaCompletenessPass()));
    }

    public List<AgisPass> passes() {
        return passes;
    }

    @Override
    public List<RuleInfo> rules() {
        return passes.stream().flatMap(p -> p.rules().stream()).distinct().toList();
    }

    static String cite(String message, String spec) {
        if (spec == null || spec.isEmpty() || message.contains(spec)) {
            return message;
        }
        return message + " (" + spec + ")";
    }

    @Override
    public void check(LoadedFile<AgisDocument> file, ValidationContext ctx, Reporter out) {
        if (file.model() == null) {
            return;
        }
        // Every message names its spec section, as the other rules' messages do.
        Reporter cited = new Reporter(file, d -> out.reportAt(
                byId.getOrDefault(d.ruleId(), new RuleInfo(d.ruleId(), d.severity(), d.pass(), d.specRef(), d.ruleId())),
                d.severity(), d.range(), d.keyPath(), cite(d.message(), d.specRef()), d.fixes()));
        AgisRun run = new AgisRun(file, ctx.catalog(), cited);
        for (AgisPass p : passes) {
            p.run(run);
        }
    }
}
