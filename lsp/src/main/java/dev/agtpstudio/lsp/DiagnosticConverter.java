package dev.agtpstudio.lsp;

import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.a2s.A2sValidation;
import dev.agtpstudio.validator.a2t.A2tSignatureCheck;
import dev.agtpstudio.validator.engine.Validators;
import dev.agtpstudio.validator.report.RuleDocs;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticCodeDescription;
import org.eclipse.lsp4j.DiagnosticSeverity;

/**
 * The product's one {@link dev.agtpstudio.core.diag.Diagnostic} as an LSP diagnostic: the rule id is the
 * {@code code}, {@code codeDescription.href} links the rule's entry in {@code docs/rules.md}, the range is the
 * rule's exact range. Suppressed findings are not published (the IDE greys them out; editors have no such state).
 */
public final class DiagnosticConverter {
    /** The {@code source} every published diagnostic carries. */
    public static final String SOURCE = "agtp-studio";

    private final String docsBase;
    private final Map<String, String> titles = new HashMap<>();

    /** {@code docsBase}: the rules page the links point to, or null for the product's published {@code rules.md}. */
    public DiagnosticConverter(String docsBase) {
        this.docsBase = docsBase;
        for (RuleInfo r : Validators.standard(ValidationOptions.defaults()).rules()) {
            titles.putIfAbsent(r.id(), r.title());
        }
        for (RuleInfo r : new A2tSignatureCheck().rules()) {
            titles.putIfAbsent(r.id(), r.title());
        }
        for (RuleInfo r : A2sValidation.RULES) {
            titles.putIfAbsent(r.id(), r.title());
        }
    }

    /** The rule's one-line title (as in {@code docs/rules.md}), or null for ids the standard rule set does not know. */
    public String title(String ruleId) {
        return titles.get(ruleId);
    }

    public List<Diagnostic> convert(TextDocument doc, List<dev.agtpstudio.core.diag.Diagnostic> diags) {
        return diags.stream()
                .filter(d -> !d.suppressed())
                .map(d -> convert(doc, d))
                .toList();
    }

    public Diagnostic convert(TextDocument doc, dev.agtpstudio.core.diag.Diagnostic d) {
        Diagnostic out = new Diagnostic(doc.range(d.range()), message(d), severity(d.severity()), SOURCE, d.ruleId());
        out.setCodeDescription(new DiagnosticCodeDescription(href(d.ruleId())));
        return out;
    }

    public String href(String ruleId) {
        return RuleDocs.helpUri(docsBase, ruleId);
    }

    private static String message(dev.agtpstudio.core.diag.Diagnostic d) {
        return d.specRef().isEmpty() || d.message().contains(d.specRef())
                ? d.message()
                : d.message() + " (" + d.specRef() + ")";
    }

    static DiagnosticSeverity severity(Severity s) {
        return switch (s) {
            case ERROR -> DiagnosticSeverity.Error;
            case WARNING -> DiagnosticSeverity.Warning;
            case INFO -> DiagnosticSeverity.Information;
            case HINT -> DiagnosticSeverity.Hint;
        };
    }
}
