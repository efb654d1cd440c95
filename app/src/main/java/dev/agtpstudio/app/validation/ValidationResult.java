package dev.agtpstudio.app.validation;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One finished validation run: the snapshot it ran on, every diagnostic (sorted with {@link Diagnostic#ORDER}), and
 * for each editor buffer in the snapshot the buffer version whose text was validated; {@code elapsedNanos} is the
 * validator's own time, {@code snapshotAt} / {@code finishedAt} the {@link System#nanoTime} when the edited text was
 * copied (0 for runs not caused by an edit) and when the run ended.
 */
public record ValidationResult(
        Workspace workspace,
        List<Diagnostic> diagnostics,
        Map<Path, Long> bufferVersions,
        long elapsedNanos,
        long snapshotAt,
        long finishedAt) {
    public ValidationResult {
        diagnostics = diagnostics.stream().distinct().sorted(Diagnostic.ORDER).toList();
        bufferVersions = Map.copyOf(bufferVersions);
    }

    public Map<Path, List<Diagnostic>> byFile() {
        return diagnostics.stream().filter(d -> d.file() != null).collect(Collectors.groupingBy(Diagnostic::file));
    }

    public List<Diagnostic> forFile(Path file) {
        return diagnostics.stream().filter(d -> file.equals(d.file())).toList();
    }
}
