package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import java.nio.file.Path;
import java.util.List;

/**
 * The result of loading one file: its text, what kind of file it is, the model (null when nothing usable could be
 * read), where every key and value stands, and the loader's own diagnostics (pass {@code parse}).
 * Loaders never throw on bad input; they return this with diagnostics.
 */
public record LoadedFile<T>(
        SourceText source, FileKind kind, T model, LocationMap locations, List<Diagnostic> diagnostics) {

    public LoadedFile {
        diagnostics = List.copyOf(diagnostics);
        locations = locations == null ? LocationMap.EMPTY : locations;
    }

    public Path path() {
        return source.path();
    }

    public String text() {
        return source.text();
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
