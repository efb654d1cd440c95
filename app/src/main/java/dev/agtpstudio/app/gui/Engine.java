package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.ui.editor.CodeEditorFactory;
import dev.agtpstudio.app.ui.editor.EditorFactory;
import dev.agtpstudio.app.validation.DiscoveryRanking;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import dev.agtpstudio.app.workspace.SourceLoader;
import dev.agtpstudio.core.load.FileLoader;

/** The production loader, validator and editor: the one place that names the implementations. */
final class Engine {
    private Engine() {
    }

    static SourceLoader loader() {
        return (path, text, catalog) -> FileLoader.load(path, text);
    }

    static WorkspaceValidator validator() {
        return DiscoveryRanking.validationWithSharedModel();
    }

    static EditorFactory editors() {
        return new CodeEditorFactory();
    }
}
