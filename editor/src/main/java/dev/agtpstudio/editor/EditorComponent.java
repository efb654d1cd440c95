package dev.agtpstudio.editor;

/** One editor feature (highlighting, diagnostics, completion, find...), installed into and removed from an editor. */
public interface EditorComponent {
    void install(CodeEditor editor);

    void uninstall();
}
