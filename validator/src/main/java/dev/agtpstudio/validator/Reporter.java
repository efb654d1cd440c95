package dev.agtpstudio.validator;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.text.TextRange;
import java.util.List;
import java.util.function.Consumer;

/**
 * Makes located diagnostics for one file: a rule names the key path it is about, and the reporter resolves the
 * range through the file's location map, so every finding is created with its exact range.
 */
public final class Reporter {
    private final LoadedFile<?> file;
    private final Consumer<Diagnostic> sink;

    public Reporter(LoadedFile<?> file, Consumer<Diagnostic> sink) {
        this.file = file;
        this.sink = sink;
    }

    public LoadedFile<?> file() {
        return file;
    }

    /** Reports at the value (or key, or nearest ancestor) of {@code keyPath}. */
    public void report(RuleInfo rule, String keyPath, String message, Fix... fixes) {
        reportAt(rule, rule.severity(), file.locations().rangeFor(keyPath), keyPath, message, List.of(fixes));
    }

    /** Reports at the value of {@code keyPath} with the rule's severity and a list of fixes (nulls ignored). */
    public void report(RuleInfo rule, String keyPath, String message, List<Fix> fixes) {
        reportAt(rule, rule.severity(), file.locations().rangeFor(keyPath), keyPath, message, fixes);
    }

    /** Reports at the key itself (for rules about a key's name or presence). */
    public void reportKey(RuleInfo rule, String keyPath, String message, Fix... fixes) {
        reportAt(rule, rule.severity(), file.locations().keyRangeFor(keyPath), keyPath, message, List.of(fixes));
    }

    /** Reports with a severity other than the rule's default (e.g. a hint that becomes a warning). */
    public void report(RuleInfo rule, Severity severity, String keyPath, String message, List<Fix> fixes) {
        reportAt(rule, severity, file.locations().rangeFor(keyPath), keyPath, message, fixes);
    }

    /** Reports at an explicit range (e.g. one segment inside a path string). */
    public void reportAt(
            RuleInfo rule, Severity severity, TextRange range, String keyPath, String message, List<Fix> fixes) {
        sink.accept(Diagnostic.builder(rule.id(), severity, message)
                .pass(rule.pass())
                .file(file.path())
                .range(range)
                .keyPath(keyPath)
                .spec(rule.spec())
                .fixes(
                        fixes == null
                                ? List.of()
                                : fixes.stream()
                                        .filter(java.util.Objects::nonNull)
                                        .toList())
                .build());
    }

    /** Passes on a diagnostic already made for this file (a check's earlier result, moved with the file's edits). */
    public void add(Diagnostic d) {
        sink.accept(d);
    }

    /** The range of {@code keyPath}'s value, for computing sub-ranges and fix edits. */
    public TextRange rangeOf(String keyPath) {
        return file.locations().rangeFor(keyPath);
    }
}
