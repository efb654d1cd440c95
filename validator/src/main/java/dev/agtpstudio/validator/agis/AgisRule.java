package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.RuleInfo;

/** Builds the {@link RuleInfo} of an AGIS rule: ids live under {@code agis/}, passes are AGIS §9.1's. */
final class AgisRule {
    private AgisRule() {}

    static RuleInfo of(String name, Severity severity, int pass, String spec, String title) {
        return new RuleInfo("agis/" + name, severity, Passes.agis(pass), spec, title);
    }
}
