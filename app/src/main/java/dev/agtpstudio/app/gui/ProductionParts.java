package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.ui.editor.CodeEditorFactory;
import dev.agtpstudio.app.ui.editor.EditorFactory;
import dev.agtpstudio.app.validation.DiscoveryRanking;
import dev.agtpstudio.app.workspace.SourceLoader;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.nio.file.Path;

/** The production loader, validator and editor: the one place that names the implementations. */
final class ProductionParts {
    private ProductionParts() {}

    static SourceLoader loader() {
        return new SourceLoader() {
            @Override
            public LoadedFile<?> load(Path path, String text, MethodCatalog catalog) {
                return FileLoader.load(path, text);
            }

            @Override
            public LoadedFile<?> reload(LoadedFile<?> previous, Path path, String text, MethodCatalog catalog) {
                return FileLoader.reload(previous, path, text, LoaderLimits.DEFAULT);
            }
        };
    }

    static WorkspaceValidator validator() {
        return DiscoveryRanking.validationWithSharedModel();
    }

    static EditorFactory editors() {
        return new CodeEditorFactory();
    }
}
