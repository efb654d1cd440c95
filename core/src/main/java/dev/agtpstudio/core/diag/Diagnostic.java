package dev.agtpstudio.core.diag;

import dev.agtpstudio.core.text.TextRange;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The one finding type of the whole product: parse errors, rule violations, hints and portability
 * notes. The range is known when the diagnostic is made, because loaders keep locations.
 *
 * @param ruleId       stable id such as {@code path/verb-segment}; never renamed
 * @param severity     how serious it is
 * @param pass         the phase that produced it ({@link Passes}); a phase replaces only its own results
 * @param file         the file it is in, or null for findings about no file
 * @param range        the exact span of the offending key or value
 * @param keyPath      JSON-pointer-like path of the key, e.g. {@code /endpoint/semantic/intent}
 * @param message      what is wrong, the offending value, and how to fix it
 * @param specRef      the spec section, e.g. {@code AGTP-API §5.2}
 * @param fixes        mechanical repairs, possibly empty
 * @param suppressedBy reason from the suppressions file, or null when the finding is active
 */
public record Diagnostic(
        String ruleId,
        Severity severity,
        String pass,
        Path file,
        TextRange range,
        String keyPath,
        String message,
        String specRef,
        List<Fix> fixes,
        String suppressedBy) {

    /** File, then position, then severity, then rule: rows do not jump while the user types. */
    public static final Comparator<Diagnostic> ORDER = Comparator.comparing(
                    (Diagnostic d) -> d.file() == null ? "" : d.file().toString())
            .thenComparing(Diagnostic::range, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Diagnostic::severity)
            .thenComparing(Diagnostic::ruleId)
            .thenComparing(Diagnostic::message);

    public Diagnostic {
        Objects.requireNonNull(ruleId, "ruleId");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        pass = pass == null ? Passes.GENERAL : pass;
        range = range == null ? TextRange.FILE_START : range;
        keyPath = keyPath == null ? "" : keyPath;
        specRef = specRef == null ? "" : specRef;
        fixes = fixes == null ? List.of() : List.copyOf(fixes);
    }

    public boolean suppressed() {
        return suppressedBy != null;
    }

    public Diagnostic suppress(String reason) {
        return new Diagnostic(ruleId, severity, pass, file, range, keyPath, message, specRef, fixes, reason);
    }

    public Diagnostic withFile(Path f) {
        return new Diagnostic(ruleId, severity, pass, f, range, keyPath, message, specRef, fixes, suppressedBy);
    }

    public Diagnostic withMessage(String m) {
        return new Diagnostic(ruleId, severity, pass, file, range, keyPath, m, specRef, fixes, suppressedBy);
    }

    /** Anchor of this rule in {@code docs/rules.md}, e.g. {@code path-verb-segment}. */
    public String docAnchor() {
        return anchorOf(ruleId);
    }

    public static String anchorOf(String ruleId) {
        return ruleId.replaceAll("[^A-Za-z0-9]+", "-").toLowerCase(java.util.Locale.ROOT);
    }

    /** Starts a diagnostic; {@code Diagnostic.of("path/verb-segment", ERROR, msg).at(file, range)...}. */
    public static Builder builder(String ruleId, Severity severity, String message) {
        return new Builder(ruleId, severity, message);
    }

    /** Fluent construction for rules with many optional parts. */
    public static final class Builder {
        private final String ruleId;
        private final Severity severity;
        private final String message;
        private String pass;
        private Path file;
        private TextRange range;
        private String keyPath;
        private String specRef;
        private List<Fix> fixes = List.of();

        private Builder(String ruleId, Severity severity, String message) {
            this.ruleId = ruleId;
            this.severity = severity;
            this.message = message;
        }

        public Builder pass(String p) {
            this.pass = p;
            return this;
        }

        public Builder file(Path f) {
            this.file = f;
            return this;
        }

        public Builder range(TextRange r) {
            this.range = r;
            return this;
        }

        public Builder keyPath(String k) {
            this.keyPath = k;
            return this;
        }

        public Builder spec(String s) {
            this.specRef = s;
            return this;
        }

        public Builder fixes(List<Fix> f) {
            this.fixes = f;
            return this;
        }

        public Builder fix(Fix f) {
            this.fixes = f == null ? List.of() : List.of(f);
            return this;
        }

        public Diagnostic build() {
            return new Diagnostic(ruleId, severity, pass, file, range, keyPath, message, specRef, fixes, null);
        }
    }
}
