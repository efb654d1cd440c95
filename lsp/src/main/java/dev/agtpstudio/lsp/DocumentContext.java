package dev.agtpstudio.lsp;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;
import java.util.Optional;

/**
 * What a request about one document sees: the document, the newest snapshot of the workspace holding it, and the
 * diagnostics last published for it.
 */
record DocumentContext(TextDocument doc, Workspace workspace, List<Diagnostic> diagnostics, LspWorkspace server) {
    MethodCatalog catalog() {
        return server.catalog();
    }

    /** The document's file as loaded into the workspace (its current text), if it is a workspace file. */
    Optional<LoadedFile<?>> file() {
        return doc.path() == null ? Optional.empty() : workspace.file(doc.path());
    }
}
