package dev.agtpstudio.app.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoadedFile;
import java.nio.file.Path;

/** Turns one file's text into a {@link LoadedFile}; never throws on bad input (problems become diagnostics). */
@FunctionalInterface
public interface SourceLoader {
    LoadedFile<?> load(Path file, String text, MethodCatalog catalog);

    /**
     * Loads the new text of a file whose last load is {@code previous} (null if none); equal to {@link #load}, and a
     * loader may reuse what the edit left alone (docs/decisions/0290).
     */
    default LoadedFile<?> reload(LoadedFile<?> previous, Path file, String text, MethodCatalog catalog) {
        return load(file, text, catalog);
    }
}
