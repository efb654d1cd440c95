package dev.agtpstudio.evolution;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Optional;

/**
 * A baseline started by hand from the contract as it stands, for a folder that is not a git repository: a copy in
 * {@code .agtp-studio/baseline/} (the layout of {@link ExportBaseline}'s copy), which the Changes view and
 * {@code agtp-studio diff .agtp-studio/baseline .} compare against. Never replaced without being asked to.
 */
public final class StartedBaseline {
    private StartedBaseline() {}

    public static Path dir(Path root) {
        return root.resolve(DocumentVersion.STATE_DIR).resolve("baseline");
    }

    /**
     * Starts the baseline of {@code ws.root()} from {@code ws} as it is now (texts as loaded, unsaved edits included).
     *
     * @throws FileAlreadyExistsException when one was started before and {@code replace} is false
     */
    public static void start(Workspace ws, boolean replace) throws IOException {
        BaselineFolder.write(ws, dir(ws.root().toAbsolutePath().normalize()), replace);
    }

    /** When the baseline of {@code root} was started; empty when none was. */
    public static Optional<FileTime> startedAt(Path root) {
        try {
            return Files.isDirectory(dir(root)) ? Optional.of(Files.getLastModifiedTime(dir(root))) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The baseline, loaded with {@code catalog}; empty when none was started. */
    public static Optional<Workspace> load(Path root, MethodCatalog catalog) {
        return BaselineFolder.load(dir(root), catalog);
    }
}
