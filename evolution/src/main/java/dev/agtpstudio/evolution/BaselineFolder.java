package dev.agtpstudio.evolution;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A copy of a workspace's contract files (as loaded, so unsaved edits included) and its {@code document_version} in
 * a folder under {@code .agtp-studio/}: the one form of the last export ({@link ExportBaseline}) and of a baseline
 * started by hand ({@link StartedBaseline}), which the ordinary {@link WorkspaceLoader} reads back. The copy is
 * written to a fresh folder beside the target and renamed into place, so a reader sees the old copy or the new one,
 * never half of one (decision 0581).
 */
final class BaselineFolder {
    private BaselineFolder() {}

    /**
     * Writes {@code ws} to {@code target}. An existing {@code target} is refused with
     * {@link FileAlreadyExistsException} unless {@code replace}; replaced, it is renamed aside first and deleted once
     * the new copy is in place.
     */
    static void write(Workspace ws, Path target, boolean replace) throws IOException {
        if (!replace && Files.exists(target)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        Path root = ws.root().toAbsolutePath().normalize();
        Path parent = Files.createDirectories(target.getParent());
        String name = target.getFileName().toString();
        Path tmp = Files.createTempDirectory(parent, name + ".tmp-");
        try {
            for (LoadedFile<?> f : ws.files().values()) {
                Path rel = Locator.relative(root, f.path());
                Path out = tmp.resolve(rel.toString()).normalize();
                if (out.startsWith(tmp)) {
                    Files.createDirectories(out.getParent());
                    Files.writeString(out, f.text(), StandardCharsets.UTF_8);
                }
            }
            DocumentVersion.write(tmp, DocumentVersion.read(root));
            if (!Files.exists(target)) {
                // a rename onto a folder that appeared meanwhile fails rather than replacing it
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
                return;
            }
            if (!replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            Path aside = Files.createTempDirectory(parent, name + ".old-");
            Files.delete(aside);
            Files.move(target, aside, StandardCopyOption.ATOMIC_MOVE);
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            delete(aside);
        } finally {
            delete(tmp);
        }
    }

    /** The copy in {@code dir}, loaded with {@code catalog}; empty when there is none. */
    static Optional<Workspace> load(Path dir, MethodCatalog catalog) {
        return Files.isDirectory(dir) ? Optional.of(WorkspaceLoader.load(dir, catalog)) : Optional.empty();
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
