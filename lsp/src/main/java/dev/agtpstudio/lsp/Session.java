package dev.agtpstudio.lsp;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.live.IncrementalValidation;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One validated unit: a workspace folder (or, for a file opened outside every folder, that file on its own) with
 * its {@link IncrementalValidation} and the diagnostics last published per file, so only files whose findings
 * changed are sent again. Confined to the server's {@code lsp-validate} thread.
 */
final class Session {
    private final Path root;
    private final boolean single;
    private final WorkspaceValidator validator;
    private final IncrementalValidation validation;
    private Map<Path, List<Diagnostic>> published = Map.of();

    Session(Workspace workspace, boolean single, WorkspaceValidator validator) {
        this.root = workspace.root();
        this.single = single;
        this.validator = validator;
        this.validation = new IncrementalValidation(validator);
        validation.reset(workspace);
    }

    Path root() {
        return root;
    }

    /** True for a file validated on its own because it lies outside every workspace folder. */
    boolean single() {
        return single;
    }

    WorkspaceValidator validator() {
        return validator;
    }

    Workspace workspace() {
        return validation.workspace();
    }

    boolean covers(Path file) {
        return single ? workspace().files().containsKey(file) : file.startsWith(root);
    }

    Optional<LoadedFile<?>> file(Path path) {
        return workspace().file(path);
    }

    void fileLoaded(LoadedFile<?> file) {
        validation.fileLoaded(file);
    }

    void fileRemoved(Path file) {
        validation.fileRemoved(file);
    }

    /** Forces the next run to start from scratch (suppressions file changed, the model became ready). */
    void invalidateAll() {
        validation.changeAll(ws -> ws);
    }

    /**
     * Runs validation and returns, per file, the diagnostics that differ from what was published last time (files
     * that lost all their findings map to an empty list).
     */
    Map<Path, List<Diagnostic>> validate(Path blame) {
        List<Diagnostic> all = validation.run(blame);
        Map<Path, List<Diagnostic>> now = all.stream()
                .filter(d -> d.file() != null)
                .distinct()
                .sorted(Diagnostic.ORDER)
                .collect(Collectors.groupingBy(Diagnostic::file));
        Map<Path, List<Diagnostic>> changed = new HashMap<>();
        for (Map.Entry<Path, List<Diagnostic>> e : now.entrySet()) {
            if (!e.getValue().equals(published.get(e.getKey()))) {
                changed.put(e.getKey(), e.getValue());
            }
        }
        for (Path gone : published.keySet()) {
            if (!now.containsKey(gone)) {
                changed.put(gone, List.of());
            }
        }
        published = now;
        return changed;
    }

    /** The diagnostics last published for {@code file}. */
    List<Diagnostic> published(Path file) {
        return published.getOrDefault(file, List.of());
    }

    Set<Path> publishedFiles() {
        return published.keySet();
    }
}
