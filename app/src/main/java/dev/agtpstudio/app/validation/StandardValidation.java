package dev.agtpstudio.app.validation;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.Validator;
import dev.agtpstudio.validator.Validators;
import dev.agtpstudio.validator.suppress.Suppressions;
import dev.agtpstudio.validator.suppress.SuppressionsLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The product's validator ({@link Validators#standard}) behind {@link WorkspaceValidator}. The validator caches
 * per-file results by snapshot, so a run after one edit re-checks only that file plus the workspace rules. The
 * suppressions file is re-read on full runs and whenever it is the file that changed.
 */
public final class StandardValidation implements WorkspaceValidator {
    private volatile Validator validator;
    private Suppressions suppressions;
    private Path suppressionsRoot;

    public StandardValidation(Map<String, String> environment) {
        setEnvironment(environment);
    }

    @Override
    public void setEnvironment(Map<String, String> environment) {
        validator = Validators.standard(new ValidationOptions(
                environment == null || environment.isEmpty() ? null : environment));
    }

    @Override
    public List<Diagnostic> validate(Workspace ws, Set<Path> changed) {
        Path suppressionsFile = ws.root().resolve(Suppressions.FILE);
        if (suppressions == null || !ws.root().equals(suppressionsRoot) || changed.isEmpty()
                || changed.contains(suppressionsFile)) {
            suppressions = new SuppressionsLoader().load(ws.root());
            suppressionsRoot = ws.root();
        }
        List<Diagnostic> out = new ArrayList<>(validator.validate(ws, suppressions).diagnostics());
        out.addAll(suppressions.problems());
        return out;
    }
}
