package dev.agtpstudio.app.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoadedFile;
import java.nio.file.Path;

/** Turns one file's text into a {@link LoadedFile}; never throws on bad input (problems become diagnostics). */
@FunctionalInterface
public interface SourceLoader {
    LoadedFile<?> load(Path file, String text, MethodCatalog catalog);
}
