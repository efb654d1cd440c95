package dev.agtpstudio.app.ui.docs;

import dev.agtpstudio.app.ui.editor.EditorSurface;
import dev.agtpstudio.core.load.FileKind;
import java.nio.file.Path;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * One open file: its path (renames update it), kind, editor, whether the buffer differs from what was last saved or
 * loaded, and what is known about the file on disk (to detect changes made by other programs).
 */
public final class DocumentViewModel {
    private final ObjectProperty<Path> path;
    private final FileKind kind;
    private final EditorSurface editor;
    private final BooleanProperty dirty = new SimpleBooleanProperty(false);
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final StringBinding title;
    private String savedText;
    private DiskState disk;

    public DocumentViewModel(Path path, FileKind kind, EditorSurface editor, String savedText, DiskState disk) {
        this.path = new SimpleObjectProperty<>(path);
        this.kind = kind;
        this.editor = editor;
        this.savedText = savedText;
        this.disk = disk;
        this.title = Bindings.createStringBinding(
                () -> (dirty.get() ? "\u25CF " : "")
                        + this.path.get().getFileName()
                        + (loading.get() ? " (loading\u2026)" : ""),
                this.path,
                dirty,
                loading);
    }

    /**
     * A document whose file is still being read on a worker: its editor is empty and not shown, it has no saved text
     * and nothing can be typed into it; {@link #loaded} fills it in.
     */
    static DocumentViewModel loading(Path path, FileKind kind, EditorSurface editor) {
        DocumentViewModel d = new DocumentViewModel(path, kind, editor, null, DiskState.MISSING);
        d.loading.set(true);
        return d;
    }

    /** True while the file is being read: the tab shows that it is loading and saving it does nothing. */
    public boolean isLoading() {
        return loading.get();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading;
    }

    /** The file's text arrived (the editor already holds it). */
    void loaded(String text, DiskState state) {
        markSaved(text, state);
        loading.set(false);
    }

    public Path path() {
        return path.get();
    }

    public ReadOnlyObjectProperty<Path> pathProperty() {
        return path;
    }

    void setPath(Path p) {
        path.set(p);
    }

    public FileKind kind() {
        return kind;
    }

    public EditorSurface editor() {
        return editor;
    }

    public boolean isDirty() {
        return dirty.get();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty;
    }

    void setDirty(boolean d) {
        dirty.set(d);
    }

    /** The tab title: the file name, preceded by a dot when there are unsaved changes. */
    public StringBinding title() {
        return title;
    }

    /** The text as last loaded from or saved to disk. */
    public String savedText() {
        return savedText;
    }

    void markSaved(String text, DiskState state) {
        savedText = text;
        disk = state;
        dirty.set(false);
    }

    public DiskState disk() {
        return disk;
    }

    void setDisk(DiskState state) {
        disk = state;
    }

    /** Re-checks dirtiness against the saved text (after undoing back to it, for instance). */
    void recheckDirty() {
        // the length check first: most edits change it, and it costs nothing on a 20,000-line buffer
        dirty.set(savedText == null || editor.length() != savedText.length() || !editor.textEquals(savedText));
    }
}
