package dev.agtpstudio.app.testing;

import dev.agtpstudio.app.ui.editor.EditorSurface;
import dev.agtpstudio.core.diag.Diagnostic;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/** An editor buffer without a display, for view-model tests: a string, a version and recorded calls. */
public final class FakeEditor implements EditorSurface {
    private String text = "";
    private long version;
    private final List<Runnable> listeners = new ArrayList<>();
    private final SimpleObjectProperty<Integer> line = new SimpleObjectProperty<>(1);
    private final SimpleObjectProperty<Integer> column = new SimpleObjectProperty<>(1);
    private final SimpleObjectProperty<Integer> offset = new SimpleObjectProperty<>(0);
    public List<Diagnostic> shownDiagnostics = List.of();
    public int[] selection;
    public boolean disposed;
    public double fontSize;

    /** The user types: replaces the text and notifies like a real editor. */
    public void type(String newText) {
        text = newText;
        version++;
        listeners.forEach(Runnable::run);
    }

    @Override
    public Node node() {
        return null;
    }

    @Override
    public String text() {
        return text;
    }

    @Override
    public long version() {
        return version;
    }

    @Override
    public void replaceText(String t) {
        type(t);
    }

    @Override
    public void replace(int start, int end, String t) {
        type(text.substring(0, start) + t + text.substring(end));
    }

    @Override
    public void load(String t) {
        text = t;
        version++;
    }

    @Override
    public void setDiagnostics(List<Diagnostic> diagnostics, long atVersion) {
        if (atVersion == version) {
            shownDiagnostics = List.copyOf(diagnostics);
        }
    }

    @Override
    public List<dev.agtpstudio.app.ui.editor.ShownDiagnostic> shownDiagnostics() {
        return shownDiagnostics.stream()
                .map(d -> new dev.agtpstudio.app.ui.editor.ShownDiagnostic(
                        d, d.range().start(), d.range().end()))
                .toList();
    }

    @Override
    public void selectRange(int start, int end) {
        selection = new int[] {start, end};
        offset.set(start);
    }

    @Override
    public ObservableValue<Integer> caretLine() {
        return line;
    }

    @Override
    public ObservableValue<Integer> caretColumn() {
        return column;
    }

    @Override
    public ObservableValue<Integer> caretOffset() {
        return offset;
    }

    public void moveCaret(int l, int c) {
        line.set(l);
        column.set(c);
    }

    @Override
    public void addChangeListener(Runnable onChange) {
        listeners.add(onChange);
    }

    @Override
    public void setFontSize(double size) {
        fontSize = size;
    }

    @Override
    public void requestFocus() {}

    @Override
    public void undo() {}

    @Override
    public void redo() {}

    @Override
    public void cut() {}

    @Override
    public void copy() {}

    @Override
    public void paste() {}

    @Override
    public void selectAll() {}

    @Override
    public boolean showQuickFixes() {
        return false;
    }

    @Override
    public boolean showCompletion() {
        return false;
    }

    @Override
    public boolean showFind(boolean replace) {
        return false;
    }

    @Override
    public void goToLine(int l) {
        line.set(l);
    }

    @Override
    public boolean showGoToLine() {
        return false;
    }

    @Override
    public void dispose() {
        disposed = true;
    }
}
