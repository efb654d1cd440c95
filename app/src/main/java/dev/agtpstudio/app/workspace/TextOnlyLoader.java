package dev.agtpstudio.app.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.load.SourceText;
import java.nio.file.Path;
import java.util.List;

/**
 * Keeps a file's text and kind without building a model. Used for files the product does not model (kind
 * {@link FileKind#OTHER}) and as the loader of last resort when the core loader itself fails.
 */
public final class TextOnlyLoader implements SourceLoader {
    @Override
    public LoadedFile<?> load(Path file, String text, MethodCatalog catalog) {
        return new LoadedFile<>(
                SourceText.of(file, text), FileKind.classify(file, text), null, LocationMap.EMPTY, List.of());
    }
}
