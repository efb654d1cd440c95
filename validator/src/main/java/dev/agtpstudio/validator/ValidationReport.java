package dev.agtpstudio.validator;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** All diagnostics of one run, de-duplicated and sorted by file, range, severity, rule. */
public record ValidationReport(List<Diagnostic> diagnostics) {
    public ValidationReport {
        diagnostics = sortedDistinct(diagnostics);
    }

    /**
     * Sorts by {@link Diagnostic#ORDER} and drops exact duplicates. Equal diagnostics compare as 0, so after a stable
     * sort they sit in the same run of ties; only those runs are compared with equals (no hashing of every entry).
     */
    private static List<Diagnostic> sortedDistinct(List<Diagnostic> in) {
        Diagnostic[] a = in.toArray(new Diagnostic[0]);
        java.util.Arrays.sort(a, Diagnostic.ORDER);
        List<Diagnostic> out = new java.util.ArrayList<>(a.length);
        int runStart = 0;
        for (Diagnostic d : a) {
            if (!out.isEmpty() && Diagnostic.ORDER.compare(out.get(out.size() - 1), d) != 0) {
                runStart = out.size();
            }
            boolean dup = false;
            for (int i = runStart; i < out.size() && !dup; i++) {
                dup = out.get(i).equals(d);
            }
            if (!dup) {
                out.add(d);
            }
        }
        return java.util.Collections.unmodifiableList(out);
    }

    public List<Diagnostic> active() {
        return diagnostics.stream().filter(d -> !d.suppressed()).toList();
    }

    public Map<Path, List<Diagnostic>> byFile() {
        return diagnostics.stream()
                .filter(d -> d.file() != null)
                .collect(Collectors.groupingBy(Diagnostic::file, java.util.TreeMap::new, Collectors.toList()));
    }

    /**
     * The report's summary (decision 0591): one count per severity ({@code error}, {@code warning}, {@code info},
     * {@code hint}; suppressed findings not counted) and {@code suppressed}.
     */
    public dev.agtpstudio.core.diag.ReportSummary summary() {
        dev.agtpstudio.core.diag.ReportSummary s = new dev.agtpstudio.core.diag.ReportSummary();
        for (Severity v : Severity.values()) {
            s.count(v.label(), count(v));
        }
        return s.count(
                "suppressed",
                diagnostics().stream().filter(Diagnostic::suppressed).count());
    }

    public long count(Severity s) {
        return active().stream().filter(d -> d.severity() == s).count();
    }

    /** True when an active finding is at or above {@code threshold}. */
    public boolean hasAtLeast(Severity threshold) {
        return active().stream().anyMatch(d -> d.severity().atLeast(threshold));
    }
}
