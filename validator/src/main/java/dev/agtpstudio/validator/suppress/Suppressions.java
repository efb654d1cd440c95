package dev.agtpstudio.validator.suppress;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.RuleInfo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The suppressions of one workspace and the problems found in the suppressions file itself. Suppressed findings
 * stay in the report with {@link Diagnostic#suppressedBy} set; nothing is dropped.
 */
public record Suppressions(Path root, List<Suppression> entries, List<Diagnostic> problems) {
    public static final String FILE = ".agtp-studio/suppressions.toml";
    public static final RuleInfo MISSING_REASON = new RuleInfo(
            "suppression/missing-reason",
            Severity.WARNING,
            Passes.GENERAL,
            "docs/rules.md#suppressions",
            "A suppression has no reason, so it is not applied");
    public static final RuleInfo INVALID = new RuleInfo(
            "suppression/invalid",
            Severity.ERROR,
            Passes.GENERAL,
            "docs/rules.md#suppressions",
            "The suppressions file or an entry cannot be read");
    public static final List<RuleInfo> RULES = List.of(MISSING_REASON, INVALID);

    public Suppressions {
        entries = List.copyOf(entries);
        problems = List.copyOf(problems);
    }

    public static Suppressions none() {
        return new Suppressions(null, List.of(), List.of());
    }

    /** {@code diagnostics} with matching ones marked suppressed, plus the suppressions file's own problems. */
    public List<Diagnostic> apply(List<Diagnostic> diagnostics) {
        if (entries.isEmpty() && problems.isEmpty()) {
            return diagnostics;
        }
        List<Diagnostic> out = new ArrayList<>(diagnostics.size() + problems.size());
        for (Diagnostic d : diagnostics) {
            out.add(apply(d));
        }
        out.addAll(problems);
        return out;
    }

    public Diagnostic apply(Diagnostic d) {
        if (d.suppressed()) {
            return d;
        }
        for (Suppression s : entries) {
            if (s.matches(d, root)) {
                return d.suppress(s.reason());
            }
        }
        return d;
    }
}
