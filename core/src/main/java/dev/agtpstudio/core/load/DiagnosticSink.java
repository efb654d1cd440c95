package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.text.TextRange;
import java.util.ArrayList;
import java.util.List;

/** Collects the parse diagnostics of one file (pass {@code parse}, file set). */
public final class DiagnosticSink {
    private final SourceText source;
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    public DiagnosticSink(SourceText source) {
        this.source = source;
    }

    public void add(String ruleId, Severity severity, TextRange range, String keyPath, String message) {
        diagnostics.add(Diagnostic.builder(ruleId, severity, message)
                .pass(Passes.PARSE)
                .file(source.path())
                .range(range)
                .keyPath(keyPath)
                .build());
    }

    public void add(Diagnostic d) {
        diagnostics.add(d);
    }

    public void error(String ruleId, TextRange range, String keyPath, String message) {
        add(ruleId, Severity.ERROR, range, keyPath, message);
    }

    public void warning(String ruleId, TextRange range, String keyPath, String message) {
        add(ruleId, Severity.WARNING, range, keyPath, message);
    }

    public List<Diagnostic> all() {
        return List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
