package dev.agtpstudio.evolution;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The contract as it was at the last export: a copy of the workspace's files (and its {@code document_version}) in
 * {@code .agtp-studio/last-export/}, so "changes since the last export" is the same {@link ContractDiff} as every
 * other comparison.
 */
public final class ExportBaseline {
    private ExportBaseline() {
    }

    public static Path dir(Path root) {
        return root.resolve(DocumentVersion.STATE_DIR).resolve("last-export");
    }

    /** Replaces the baseline of {@code ws.root()} with {@code ws} as it is now (texts as loaded, not as on disk). */
    public static void save(Workspace ws) throws IOException {
        Path root = ws.root().toAbsolutePath().normalize();
        Path target = dir(root);
        Path tmp = Files.createDirectories(target.getParent()).resolve("last-export.tmp");
        delete(tmp);
        for (LoadedFile<?> f : ws.files().values()) {
            Path rel = Locator.relative(root, f.path());
            Path out = tmp.resolve(rel.toString()).normalize();
            if (out.startsWith(tmp)) {
                Files.createDirectories(out.getParent());
                Files.writeString(out, f.text(), StandardCharsets.UTF_8);
            }
        }
        DocumentVersion.write(tmp, DocumentVersion.read(root));
        delete(target);
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The baseline, loaded with {@code catalog}; empty when nothing was exported yet. */
    public static Optional<Workspace> load(Path root, MethodCatalog catalog) {
        Path d = dir(root);
        return Files.isDirectory(d) ? Optional.of(WorkspaceLoader.load(d, catalog)) : Optional.empty();
    }

    private static void delete(Path p) throws IOException {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> s = Files.walk(p)) {
            for (Path x : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(x);
            }
        }
    }
}
