package dev.agtpstudio.validator.endpoint;

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

/** AGTP-API §7.1: the semantic block carries all seven fields. */
public final class SemanticPresenceCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo MISSING_FIELD = new RuleInfo(
            "semantic/missing-field",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §7.1",
            "A semantic block field is missing");

    @Override
    public List<RuleInfo> rules() {
        return List.of(MISSING_FIELD);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        Semantic s = file.model().semantic();
        if (s == null) {
            return;
        }
        Object[] values = {
            s.intent(), s.actor(), s.outcome(), s.capability(), s.confidence(), s.impact(), s.isIdempotent()
        };
        String[] examples = {
            "intent = \"Reserve a room for the named guest.\"",
            "actor = \"agent\"",
            "outcome = \"A confirmed reservation_id is returned.\"",
            "capability = \"transaction\"",
            "confidence = 0.9",
            "impact = \"reversible\"",
            "is_idempotent = false"
        };
        for (int i = 0; i < values.length; i++) {
            if (values[i] == null) {
                String f = Semantic.FIELDS.get(i);
                out.reportKey(
                        MISSING_FIELD,
                        s.keyPath(),
                        "The semantic block has no `" + f + "`; all seven fields "
                                + "(intent, actor, outcome, capability, confidence, impact, is_idempotent) are required "
                                + "(AGTP-API §7.1). Add " + examples[i] + ".");
            }
        }
    }
}
