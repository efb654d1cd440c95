package dev.agtpstudio.app.ui.editor;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/**
 * A plain RichTextFX code area behind {@link EditorSurface}: line numbers, diagnostics underlined by severity and
 * quick fixes from a context menu. No highlighting or completion; the {@code editor} module's CodeEditor replaces it.
 */
public final class CodeAreaSurface implements EditorSurface {
    private final CodeArea area = new CodeArea();
    private final VirtualizedScrollPane<CodeArea> scroll = new VirtualizedScrollPane<>(area);
    private final ObservableValue<Integer> line;
    private final ObservableValue<Integer> column;
    private long version;
    private List<Diagnostic> diagnostics = List.of();

    public CodeAreaSurface() {
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));
        area.getStyleClass().add("plain-code-area");
        area.plainTextChanges().subscribe(c -> version++);
        line = area.currentParagraphProperty().map(p -> p + 1);
        column = area.caretColumnProperty().map(c -> c + 1);
    }

    @Override
    public Node node() {
        return scroll;
    }

    @Override
    public String text() {
        return area.getText();
    }

    @Override
    public long version() {
        return version;
    }

    @Override
    public void replaceText(String text) {
        area.replaceText(text);
    }

    @Override
    public void replace(int start, int end, String text) {
        area.replaceText(start, end, text);
    }

    @Override
    public void load(String text) {
        area.replaceText(text);
        area.getUndoManager().forgetHistory();
        area.moveTo(0);
        area.requestFollowCaret();
    }

    @Override
    public void setDiagnostics(List<Diagnostic> list, long atVersion) {
        if (atVersion != version) {
            return;
        }
        diagnostics = List.copyOf(list);
        int len = area.getLength();
        if (len == 0) {
            return;
        }
        String[] cls = new String[len];
        for (Diagnostic d : diagnostics) {
            int s = Math.min(d.range().start(), len);
            int e = Math.min(Math.max(d.range().end(), s + 1), len);
            if (s >= len) {
                s = len - 1;
            }
            for (int i = s; i < e; i++) {
                if (cls[i] == null || rank(cls[i]) > d.severity().ordinal()) {
                    cls[i] = "diag-" + d.severity().name().toLowerCase(Locale.ROOT);
                }
            }
        }
        StyleSpansBuilder<Collection<String>> b = new StyleSpansBuilder<>();
        int i = 0;
        while (i < len) {
            int j = i;
            while (j < len && java.util.Objects.equals(cls[j], cls[i])) {
                j++;
            }
            b.add(cls[i] == null ? List.of() : List.of(cls[i]), j - i);
            i = j;
        }
        StyleSpans<Collection<String>> spans = b.create();
        area.setStyleSpans(0, spans);
    }

    @Override
    public List<ShownDiagnostic> shownDiagnostics() {
        return diagnostics.stream().map(d -> new ShownDiagnostic(d, d.range().start(), d.range().end())).toList();
    }

    private static int rank(String cls) {
        return switch (cls) {
            case "diag-error" -> 0;
            case "diag-warning" -> 1;
            case "diag-info" -> 2;
            default -> 3;
        };
    }

    @Override
    public void selectRange(int start, int end) {
        int len = area.getLength();
        area.selectRange(Math.min(start, len), Math.min(end, len));
        area.requestFollowCaret();
        area.requestFocus();
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
    public void addChangeListener(Runnable onChange) {
        area.plainTextChanges().subscribe(c -> onChange.run());
    }

    @Override
    public void setFontSize(double size) {
        area.setStyle(String.format(Locale.ROOT, "-fx-font-size: %.1fpx;", size));
    }

    @Override
    public void requestFocus() {
        area.requestFocus();
    }

    @Override
    public void undo() {
        area.undo();
    }

    @Override
    public void redo() {
        area.redo();
    }

    @Override
    public void cut() {
        area.cut();
    }

    @Override
    public void copy() {
        area.copy();
    }

    @Override
    public void paste() {
        area.paste();
    }

    @Override
    public void selectAll() {
        area.selectAll();
    }

    @Override
    public boolean showQuickFixes() {
        int caret = area.getCaretPosition();
        List<Fix> fixes = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            if (d.range().start() <= caret && caret <= d.range().end()) {
                fixes.addAll(d.fixes());
            }
        }
        if (fixes.isEmpty()) {
            return false;
        }
        ContextMenu menu = new ContextMenu();
        for (Fix f : fixes) {
            MenuItem item = new MenuItem(f.title());
            item.setOnAction(e -> apply(f));
            menu.getItems().add(item);
        }
        Bounds b = area.getCaretBounds().orElse(area.localToScreen(area.getBoundsInLocal()));
        menu.show(area, b.getMinX(), b.getMaxY());
        return true;
    }

    /** Applies a fix as one undoable edit: the span covering all its edits is replaced once. */
    private void apply(Fix fix) {
        if (fix.edits().isEmpty()) {
            return;
        }
        int from = fix.edits().stream().mapToInt(TextEdit::start).min().orElse(0);
        int to = Math.min(fix.edits().stream().mapToInt(TextEdit::end).max().orElse(0), area.getLength());
        String text = area.getText();
        String fixed = fix.applyTo(text);
        int tail = text.length() - to;
        area.replaceText(from, to, fixed.substring(from, fixed.length() - tail));
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
    public void goToLine(int lineNumber) {
        int p = Math.max(0, Math.min(lineNumber - 1, area.getParagraphs().size() - 1));
        area.moveTo(p, 0);
        area.requestFollowCaret();
        area.requestFocus();
    }

    @Override
    public void dispose() {
        area.dispose();
    }
}
