package dev.agtpstudio.lsp;

import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.services.WorkspaceService;

/** The {@code workspace/*} notifications: folders added or removed, files changed on disk. */
final class AgtpWorkspaceService implements WorkspaceService {
    private final LspWorkspace workspace;

    AgtpWorkspaceService(LspWorkspace workspace) {
        this.workspace = workspace;
    }

    @Override
    public void didChangeConfiguration(DidChangeConfigurationParams params) {
        // No server settings yet.
    }

    @Override
    public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
        for (FileEvent e : params.getChanges()) {
            workspace.fileEvent(e.getUri());
        }
    }

    @Override
    public void didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams params) {
        var event = params.getEvent();
        workspace.removeFolders(AgtpLanguageServer.paths(event.getRemoved()));
        workspace.addFolders(AgtpLanguageServer.paths(event.getAdded()));
    }
}
