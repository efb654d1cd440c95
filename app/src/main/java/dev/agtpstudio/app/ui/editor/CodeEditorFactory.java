package dev.agtpstudio.app.ui.editor;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.editor.CodeEditor;
import dev.agtpstudio.editor.highlight.HighlightExecutors;
import java.util.concurrent.ExecutorService;

/** Makes {@link CodeEditor}s that share one {@code highlight} thread, which {@link #close} stops. */
public final class CodeEditorFactory implements EditorFactory {
    private final ExecutorService highlight = HighlightExecutors.newHighlightExecutor();

    @Override
    public EditorSurface create(FileKind kind) {
        return new CodeEditorSurface(
                new CodeEditor(kind, new DefaultCompletionProvider(), highlight, MethodCatalog.bundled()));
    }

    @Override
    public void close() {
        highlight.shutdownNow();
    }
}
