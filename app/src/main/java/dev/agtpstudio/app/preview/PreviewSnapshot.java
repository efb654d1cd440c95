package dev.agtpstudio.app.preview;

import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.tokens.ToolTokens;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Everything the preview pane shows for one workspace snapshot: each projection, the endpoint files left out
 * because they have errors (the pane greys out and says so), the contract changes since the last export (the same engine as {@code agtp-studio diff}), and
 * the workspace version it was computed from, with the {@code document_version} published now and the one last
 * exported (null when unknown), whether the manifest is signed and verifies ({@link ManifestSigning}), and what the
 * MCP and A2T tool lists cost in tokens (empty when not counted).
 */
public record PreviewSnapshot(
        Map<ProjectionKind, Projection> projections,
        List<Path> refusedFiles,
        int errorCount,
        List<Change> changesSinceExport,
        boolean everExported,
        String documentVersion,
        long workspaceVersion,
        String exportedDocumentVersion,
        ManifestSigning signing,
        Map<ProjectionKind, ToolTokens.ListCost> tokens) {
    public PreviewSnapshot {
        signing = signing == null ? ManifestSigning.NONE : signing;
        projections = Map.copyOf(projections);
        refusedFiles = List.copyOf(refusedFiles);
        changesSinceExport = List.copyOf(changesSinceExport);
        tokens = tokens == null ? Map.of() : Map.copyOf(tokens);
    }

    /** A snapshot without a signature and without token counts. */
    public PreviewSnapshot(
            Map<ProjectionKind, Projection> projections,
            List<Path> refusedFiles,
            int errorCount,
            List<Change> changesSinceExport,
            boolean everExported,
            String documentVersion,
            long workspaceVersion,
            String exportedDocumentVersion) {
        this(
                projections,
                refusedFiles,
                errorCount,
                changesSinceExport,
                everExported,
                documentVersion,
                workspaceVersion,
                exportedDocumentVersion,
                null,
                null);
    }

    public Projection get(ProjectionKind k) {
        return projections.get(k);
    }

    /**
     * True when the changes since the last export are already covered by a raised {@code document_version} (it
     * differs from the exported manifest's): nothing is left to bump, only to export.
     */
    public boolean bumpedSinceExport() {
        return everExported && exportedDocumentVersion != null && !exportedDocumentVersion.equals(documentVersion);
    }

    public boolean hasErrors() {
        return errorCount > 0;
    }
}
