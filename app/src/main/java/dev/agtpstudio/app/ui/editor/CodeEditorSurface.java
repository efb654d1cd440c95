package dev.agtpstudio.app.ui.editor;

import dev.agtpstudio.core.complete.CompletionContext;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.editor.CodeEditor;
import dev.agtpstudio.editor.diag.LiveDiagnostic;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/** The {@code editor} module's {@link CodeEditor} behind {@link EditorSurface}. */
public final class CodeEditorSurface implements EditorSurface {
    private final CodeEditor editor;
    private final ObservableValue<Integer> line;
    private final ObservableValue<Integer> column;
    private final ObservableValue<Integer> offset;
    private final List<Runnable> listeners = new ArrayList<>();

    public CodeEditorSurface(CodeEditor editor) {
        this.editor = editor;
        this.line = editor.caretPositionProperty().map(c -> c.line());
        this.column = editor.caretPositionProperty().map(c -> c.column());
        this.offset = editor.caretPositionProperty().map(c -> c.offset());
        editor.documentVersionProperty().addListener((o, a, b) -> listeners.forEach(Runnable::run));
    }

    public CodeEditor control() {
        return editor;
    }

    @Override
    public Node node() {
        return editor;
    }

    @Override
    public String text() {
        return editor.getText();
    }

    @Override
    public java.util.function.Supplier<String> snapshot() {
        return editor.textSnapshot();
    }

    @Override
    public int length() {
        return editor.getLength();
    }

    @Override
    public boolean textEquals(String other) {
        return editor.textEquals(other);
    }

    @Override
    public long version() {
        return editor.documentVersion();
    }

    @Override
    public void replaceText(String text) {
        editor.replaceText(text);
    }

    @Override
    public void replace(int start, int end, String text) {
        editor.replaceText(start, end, text);
    }

    @Override
    public void load(String text) {
        editor.resetText(text);
    }

    @Override
    public void setDiagnostics(List<Diagnostic> diagnostics, long version) {
        editor.setDiagnostics(diagnostics, version);
    }

    @Override
    public List<ShownDiagnostic> shownDiagnostics() {
        return editor.diagnostics().live().stream()
                .map((LiveDiagnostic l) -> new ShownDiagnostic(l.diagnostic(), l.start(), l.end()))
                .toList();
    }

    @Override
    public void selectRange(int start, int end) {
        editor.selectRange(start, end);
        editor.focusedArea().requestFocus(); // the view worked in last, where the range was selected
    }

    @Override
    public ObservableValue<Integer> caretLine() {
        return line;
    }

    @Override
    public ObservableValue<Integer> caretOffset() {
        return offset;
    }

    @Override
    public ObservableValue<Integer> caretColumn() {
        return column;
    }

    @Override
    public void addChangeListener(Runnable onChange) {
        listeners.add(onChange);
    }

    @Override
    public void setFontSize(double size) {
        editor.getCodeArea().setStyle(String.format(Locale.ROOT, "-fx-font-size: %.1fpx;", size));
    }

    @Override
    public void setDarkTheme(boolean dark) {
        editor.setDarkTheme(dark);
    }

    @Override
    public void setWorkspace(Workspace ws) {
        editor.setCompletionContext(CompletionContext.fromWorkspace(ws));
    }

    @Override
    public void setOnOpenDocs(Consumer<String> handler) {
        editor.setOnOpenDocs(handler);
    }

    @Override
    public void requestFocus() {
        editor.focusedArea().requestFocus(); // the view worked in last, in a split editor
    }

    @Override
    public Node openView() {
        return editor.openView();
    }

    @Override
    public void closeView(Node view) {
        if (view instanceof dev.agtpstudio.editor.EditorView v && v.editor() == editor) {
            v.dispose();
        }
    }

    @Override
    public void undo() {
        editor.undo();
    }

    @Override
    public void redo() {
        editor.redo();
    }

    @Override
    public void cut() {
        editor.focusedArea().cut(); // the view worked in last, in a split editor
    }

    @Override
    public void copy() {
        editor.focusedArea().copy();
    }

    @Override
    public void paste() {
        editor.focusedArea().paste();
    }

    @Override
    public void selectAll() {
        editor.focusedArea().selectAll();
    }

    @Override
    public void applyFix(dev.agtpstudio.core.diag.Fix fix) {
        editor.quickFixes().apply(fix);
    }

    @Override
    public boolean showQuickFixes() {
        boolean any = !editor.quickFixes().fixesAtCaret().isEmpty();
        editor.showQuickFixes(); // with none, the popup says so at the caret
        return any;
    }

    @Override
    public boolean showCompletion() {
        editor.showCompletion();
        return true;
    }

    @Override
    public boolean showFind(boolean replace) {
        if (replace) {
            editor.showReplace();
        } else {
            editor.showFind();
        }
        return true;
    }

    @Override
    public void goToLine(int l) {
        editor.goToLine(l);
    }

    @Override
    public boolean showGoToLine() {
        editor.showGoToLine();
        return true;
    }

    @Override
    public void toggleComment() {
        editor.toggleComment();
    }

    @Override
    public void dispose() {
        editor.dispose();
    }
}
