package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.ui.editor.CodeAreaSurface;
import dev.agtpstudio.app.ui.editor.EditorFactory;
import dev.agtpstudio.app.validation.LoaderDiagnostics;
import dev.agtpstudio.app.validation.WorkspaceValidator;
import dev.agtpstudio.app.workspace.SourceLoader;
import dev.agtpstudio.app.workspace.TextOnlyLoader;

/** The production loader, validator and editor: the one place that names the implementations. */
final class Engine {
    private Engine() {
    }

    static SourceLoader loader() {
        return new TextOnlyLoader();
    }

    static WorkspaceValidator validator() {
        return new LoaderDiagnostics();
    }

    static EditorFactory editors() {
        return kind -> new CodeAreaSurface();
    }
}
