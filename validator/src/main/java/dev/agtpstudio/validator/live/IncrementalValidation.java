package dev.agtpstudio.validator.live;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The state of live validation, without any threading: the current workspace snapshot, the files changed since the
 * previous run, and whether the next run must start from scratch. The IDE's {@code LiveValidation} and the language
 * server both drive one of these from a single thread, so an edit re-runs that file's rules plus the workspace rules
 * (the {@link WorkspaceValidator} caches the rest). Not thread-safe: confine each instance to one thread.
 */
public final class IncrementalValidation {
    /** The rule id of the diagnostic reported when the validator itself throws. */
    public static final String INTERNAL_FAILURE = "internal/validator-failure";

    private final WorkspaceValidator validator;
    private final Set<Path> changedSinceLastRun = new LinkedHashSet<>();
    private Workspace workspace;
    private boolean fullRunNeeded = true;

    public IncrementalValidation(WorkspaceValidator validator) {
        this.validator = validator;
    }

    /** The snapshot the next run validates, or null before {@link #reset}. */
    public Workspace workspace() {
        return workspace;
    }

    /** Starts over on a freshly loaded workspace; the next run validates all of it. */
    public void reset(Workspace ws) {
        workspace = ws;
        changedSinceLastRun.clear();
        fullRunNeeded = true;
    }

    /** A file's new text was loaded; the next run re-checks it (and the workspace rules). Ignored before a reset. */
    public void fileLoaded(LoadedFile<?> file) {
        if (workspace != null) {
            workspace = workspace.withFile(file);
            changedSinceLastRun.add(file.path());
        }
    }

    /** A file left the workspace; the next run is a full one. */
    public void fileRemoved(Path file) {
        if (workspace != null) {
            workspace = workspace.without(file);
            fullRunNeeded = true;
        }
    }

    /** Applies a workspace-wide change (catalog, options); the next run is a full one. */
    public void changeAll(UnaryOperator<Workspace> change) {
        if (workspace != null) {
            workspace = change.apply(workspace);
        }
        fullRunNeeded = true;
    }

    /**
     * Validates the current snapshot, incrementally when only files were edited since the previous run. A validator
     * failure becomes one {@value #INTERNAL_FAILURE} diagnostic on {@code blame} (may be null) instead of an
     * exception. Returns an empty list before the first {@link #reset}.
     */
    public List<Diagnostic> run(Path blame) {
        if (workspace == null) {
            return List.of();
        }
        Set<Path> changed = fullRunNeeded ? Set.of() : new HashSet<>(changedSinceLastRun);
        List<Diagnostic> diags;
        try {
            diags = validator.validate(workspace, changed);
        } catch (RuntimeException e) {
            diags = List.of(Diagnostic.builder(
                            INTERNAL_FAILURE,
                            Severity.ERROR,
                            "Validation stopped with an internal error (" + e
                                    + "); the results shown may be incomplete." + " Please report this.")
                    .file(blame)
                    .build());
        }
        fullRunNeeded = false;
        changedSinceLastRun.clear();
        return diags;
    }
}
