package dev.agtpstudio.importer;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Path;
import java.util.List;

/** Validates an imported folder with the standard validator; returns the errors, formatted for a failure message. */
final class ImportedWorkspace {
    private ImportedWorkspace() {}

    static List<String> errors(Path dir) {
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        return Validators.standard(ValidationOptions.defaults()).validate(ws).active().stream()
                .filter(d -> d.severity() == Severity.ERROR)
                .map(ImportedWorkspace::describe)
                .toList();
    }

    private static String describe(Diagnostic d) {
        return (d.file() == null ? "" : d.file().getFileName()) + " " + d.ruleId() + " " + d.keyPath() + ": "
                + d.message();
    }
}
