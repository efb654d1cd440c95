package dev.agtpstudio.validator;

import dev.agtpstudio.core.diag.Severity;

/**
 * The fixed facts of one rule: a stable id (never renamed; documented at {@code docs/rules.md#<anchor>}), its
 * default severity, the pass it belongs to, the spec section, and a one-line title for docs and SARIF.
 */
public record RuleInfo(String id, Severity severity, String pass, String spec, String title) {
    public RuleInfo {
        if (!id.matches("[a-z0-9-]+(/[a-z0-9-]+)+")) {
            throw new IllegalArgumentException("rule ids look like area/name: " + id);
        }
    }

    public String docAnchor() {
        return dev.agtpstudio.core.diag.Diagnostic.anchorOf(id);
    }
}
