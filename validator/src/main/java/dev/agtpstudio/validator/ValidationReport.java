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
        diagnostics = diagnostics.stream().distinct().sorted(Diagnostic.ORDER).toList();
    }

    public List<Diagnostic> active() {
        return diagnostics.stream().filter(d -> !d.suppressed()).toList();
    }

    public Map<Path, List<Diagnostic>> byFile() {
        return diagnostics.stream().filter(d -> d.file() != null)
                .collect(Collectors.groupingBy(Diagnostic::file, java.util.TreeMap::new, Collectors.toList()));
    }

    public long count(Severity s) {
        return active().stream().filter(d -> d.severity() == s).count();
    }

    /** True when an active finding is at or above {@code threshold}. */
    public boolean hasAtLeast(Severity threshold) {
        return active().stream().anyMatch(d -> d.severity().atLeast(threshold));
    }
}
