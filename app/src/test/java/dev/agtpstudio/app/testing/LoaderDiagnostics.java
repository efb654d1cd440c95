package dev.agtpstudio.app.testing;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The loaders' own findings (parse errors and the like), file by file: the floor every validator builds on. */
public final class LoaderDiagnostics implements WorkspaceValidator {
    @Override
    public List<Diagnostic> validate(Workspace workspace, Set<Path> changed) {
        List<Diagnostic> out = new ArrayList<>();
        for (LoadedFile<?> f : workspace.files().values()) {
            for (Diagnostic d : f.diagnostics()) {
                out.add(d.file() == null ? d.withFile(f.path()) : d);
            }
        }
        return out;
    }
}
