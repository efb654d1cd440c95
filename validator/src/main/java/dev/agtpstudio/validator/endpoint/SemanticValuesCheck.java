package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** AGTP-API §7.1: capability is a catalog category, confidence is in [0,1], impact is one of three values. */
public final class SemanticValuesCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo CAPABILITY = new RuleInfo(
            "semantic/capability-invalid",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §7.1",
            "capability is not one of the nine catalog categories");
    public static final RuleInfo CONFIDENCE = new RuleInfo(
            "semantic/confidence-range",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §7.1",
            "confidence is outside 0.0-1.0");
    public static final RuleInfo IMPACT = new RuleInfo(
            "semantic/impact-invalid",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §7.1",
            "impact is not informational, reversible or irreversible");

    @Override
    public List<RuleInfo> rules() {
        return List.of(CAPABILITY, CONFIDENCE, IMPACT);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        Semantic s = file.model().semantic();
        if (s == null) {
            return;
        }
        List<String> cats = new ArrayList<>(ctx.catalog().categories().keySet());
        if (s.capability() != null && !ctx.catalog().isCategory(s.capability())) {
            String key = s.fieldPath("capability");
            List<Fix> fixes = new ArrayList<>();
            String lower = s.capability()
                    .trim()
                    .toLowerCase(Locale.ROOT)
                    .replace('-', '_')
                    .replace(' ', '_');
            String method = file.model().method();
            String fromMethod =
                    method == null ? null : ctx.catalog().category(method).orElse(null);
            String suggestion = cats.contains(lower) ? lower : fromMethod;
            if (suggestion != null) {
                Fix f = Literals.replaceValue(
                        "Replace with " + suggestion, file, out.rangeOf(key), s.capability(), suggestion);
                if (f != null) {
                    fixes.add(f);
                }
            }
            out.report(
                    CAPABILITY,
                    Severity.ERROR,
                    key,
                    "Capability `" + s.capability() + "` is not a catalog category; "
                            + "use one of " + String.join(", ", cats) + " (AGTP-API §7.1)"
                            + (suggestion == null ? "." : "; `" + suggestion + "` fits this endpoint."),
                    fixes);
        }
        if (s.confidence() != null && (s.confidence().isNaN() || s.confidence() < 0 || s.confidence() > 1)) {
            out.report(
                    CONFIDENCE,
                    s.fieldPath("confidence"),
                    "Confidence " + s.confidence() + " is outside the closed "
                            + "interval 0.0 to 1.0 (AGTP-API §7.1). Use a value such as 0.9.");
        }
        if (s.impact() != null && !Semantic.IMPACTS.contains(s.impact())) {
            String key = s.fieldPath("impact");
            TextRange r = out.rangeOf(key);
            String lower = s.impact().trim().toLowerCase(Locale.ROOT);
            List<Fix> fixes = new ArrayList<>();
            if (Semantic.IMPACTS.contains(lower)) {
                Fix f = Literals.replaceValue("Replace with " + lower, file, r, s.impact(), lower);
                if (f != null) {
                    fixes.add(f);
                }
            }
            out.report(
                    IMPACT,
                    Severity.ERROR,
                    key,
                    "Impact `" + s.impact() + "` must be one of informational, "
                            + "reversible, irreversible (AGTP-API §7.1).",
                    fixes);
        }
    }
}
