package dev.agtpstudio.evolution;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The contract as it was at the last export: a copy of the workspace's files (and its {@code document_version}) in
 * {@code .agtp-studio/last-export/}, so "changes since the last export" is the same {@link ContractDiff} as every
 * other comparison.
 */
public final class ExportBaseline {
    private ExportBaseline() {}

    public static Path dir(Path root) {
        return root.resolve(DocumentVersion.STATE_DIR).resolve("last-export");
    }

    /** Replaces the baseline of {@code ws.root()} with {@code ws} as it is now (texts as loaded, not as on disk). */
    public static void save(Workspace ws) throws IOException {
        BaselineFolder.write(ws, dir(ws.root().toAbsolutePath().normalize()), true);
    }

    /** The baseline, loaded with {@code catalog}; empty when nothing was exported yet. */
    public static Optional<Workspace> load(Path root, MethodCatalog catalog) {
        return BaselineFolder.load(dir(root), catalog);
    }
}
