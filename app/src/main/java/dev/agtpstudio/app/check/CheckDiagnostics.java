package dev.agtpstudio.app.check;

import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Outcome;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A check run as problems-view rows: each failure an error and each skip an info at the endpoint's {@code method}
 * key (rule {@code check/<check id>}), plus one summary row. Passes are counted in the summary only. Remembers which
 * result each row came from, for the replay button.
 */
public final class CheckDiagnostics {
    public static final String RULE_PREFIX = "check/";
    public static final String SUMMARY_RULE = "check/summary";

    private final List<Diagnostic> rows;
    private final Map<Diagnostic, CheckResult> origin;

    private CheckDiagnostics(List<Diagnostic> rows, Map<Diagnostic, CheckResult> origin) {
        this.rows = rows;
        this.origin = origin;
    }

    public static CheckDiagnostics of(CheckReport report, Contract contract) {
        List<Diagnostic> rows = new ArrayList<>();
        Map<Diagnostic, CheckResult> origin = new IdentityHashMap<>();
        for (CheckResult r : report.results()) {
            if (r.outcome() == Outcome.PASS) {
                continue;
            }
            Diagnostic d = Diagnostic.builder(
                            RULE_PREFIX + ruleName(r.check()),
                            r.outcome() == Outcome.FAIL ? Severity.ERROR : Severity.INFO,
                            (r.endpoint().equals(CheckResult.SERVER) ? "" : r.endpoint() + ": ") + r.detail())
                    .file(r.file())
                    .range(rangeOf(r, contract))
                    .spec(r.specRef())
                    .build();
            rows.add(d);
            origin.put(d, r);
        }
        rows.add(Diagnostic.builder(
                        SUMMARY_RULE,
                        report.count(Outcome.FAIL) > 0 ? Severity.ERROR : Severity.INFO,
                        String.format(
                                Locale.ROOT,
                                "Check of %s: %d passed, %d failed, %d skipped (%d requests, %.1f s)",
                                report.target(),
                                report.count(Outcome.PASS),
                                report.count(Outcome.FAIL),
                                report.count(Outcome.SKIP),
                                report.exchanges(),
                                report.elapsedNanos() / 1e9))
                .build());
        return new CheckDiagnostics(List.copyOf(rows), origin);
    }

    /** Rule ids look like area/name with lowercase letters, digits and dashes. */
    static String ruleName(String check) {
        return check.toLowerCase(Locale.ROOT)
                .replace("§", "item-")
                .replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-|-$", "");
    }

    private static TextRange rangeOf(CheckResult r, Contract contract) {
        for (Contract.Declared d : contract.endpoints()) {
            if (d.id().equals(r.endpoint())) {
                TextRange t = d.file().locations().keyRangeFor(d.decl().fieldPath("method"));
                return t == null ? TextRange.FILE_START : t;
            }
        }
        return TextRange.FILE_START;
    }

    public List<Diagnostic> rows() {
        return rows;
    }

    /** The result a row came from, when it carries an exchange to replay. */
    public java.util.Optional<CheckResult> replayable(Diagnostic d) {
        CheckResult r = origin.get(d);
        return r == null || r.request() == null ? java.util.Optional.empty() : java.util.Optional.of(r);
    }
}
