package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.List;

/** Combinations of semantic values that are legal but suspicious (AGIS §6.2 guidance, AGTP-API §7.1). */
public final class SemanticHintsCheck implements FileCheck<EndpointDecl> {
    public static final double IRREVERSIBLE_MIN_CONFIDENCE = 0.85;
    public static final RuleInfo IRREVERSIBLE_LOW_CONFIDENCE = new RuleInfo(
            "semantic/irreversible-low-confidence",
            Severity.HINT,
            Passes.ENDPOINT,
            "AGIS §6.2; AGTP-API §7.1",
            "irreversible impact declared with confidence below 0.85");
    public static final RuleInfo INFORMATIONAL_TRANSACTION = new RuleInfo(
            "semantic/informational-transaction",
            Severity.HINT,
            Passes.ENDPOINT,
            "AGTP-API §7.1",
            "informational impact on a transaction verb");
    public static final RuleInfo IDEMPOTENT_CREATION = new RuleInfo(
            "semantic/idempotent-creation",
            Severity.HINT,
            Passes.ENDPOINT,
            "AGTP-API §7.1",
            "is_idempotent = true on a creation verb");

    @Override
    public List<RuleInfo> rules() {
        return List.of(IRREVERSIBLE_LOW_CONFIDENCE, INFORMATIONAL_TRANSACTION, IDEMPOTENT_CREATION);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        Semantic s = e.semantic();
        if (s == null) {
            return;
        }
        if ("irreversible".equals(s.impact())
                && s.confidence() != null
                && s.confidence() >= 0
                && s.confidence() < IRREVERSIBLE_MIN_CONFIDENCE) {
            out.report(
                    IRREVERSIBLE_LOW_CONFIDENCE,
                    s.fieldPath("confidence"),
                    "Irreversible endpoint with confidence "
                            + s.confidence() + ": agents are advised to escalate before irreversible actions below "
                            + IRREVERSIBLE_MIN_CONFIDENCE
                            + " (AGIS §6.2). Raise the confidence if the outcome is reliable, "
                            + "or expect callers to ask for confirmation.");
        }
        MethodInfo info =
                e.method() == null ? null : ctx.catalog().method(e.method()).orElse(null);
        if (info == null) {
            return;
        }
        if ("informational".equals(s.impact()) && "transaction".equals(info.primaryCategory())) {
            out.report(
                    INFORMATIONAL_TRANSACTION,
                    s.fieldPath("impact"),
                    "Impact `informational` says " + e.method()
                            + " changes no state, but " + e.method() + " is a transaction verb (AGTP-API §7.1). Use "
                            + "`reversible` or `irreversible` unless this endpoint really only reads.");
        }
        if (Boolean.TRUE.equals(s.isIdempotent()) && "creation".equals(info.primaryCategory())) {
            out.report(
                    IDEMPOTENT_CREATION,
                    s.fieldPath("is_idempotent"),
                    "is_idempotent = true on the creation verb "
                            + e.method()
                            + ": repeating a creation usually creates twice (AGTP-API §7.1). Set it to false "
                            + "unless the endpoint deduplicates identical input.");
        }
    }
}
