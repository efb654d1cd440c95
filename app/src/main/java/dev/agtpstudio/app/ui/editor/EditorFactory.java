package dev.agtpstudio.app.ui.editor;

import dev.agtpstudio.core.load.FileKind;

/** Makes the editor for a file of a given kind; the composition root picks the implementation. */
@FunctionalInterface
public interface EditorFactory extends AutoCloseable {
    EditorSurface create(FileKind kind);

    /** Stops background work shared by the editors (their highlight thread). */
    @Override
    default void close() {}
}
