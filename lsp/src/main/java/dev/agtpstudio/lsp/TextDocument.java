package dev.agtpstudio.lsp;

import dev.agtpstudio.core.text.LineIndex;
import dev.agtpstudio.core.text.TextRange;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;

/**
 * One open document: its URI, file path, version and text, with the conversions between LSP positions (0-based
 * line, UTF-16 column, which is what a Java {@code char} index is) and the offsets the loaders and rules use.
 * Immutable; an edit yields a new instance.
 */
public record TextDocument(String uri, Path path, int version, String text, LineIndex lines) {

    public static TextDocument of(String uri, Path path, int version, String text) {
        return new TextDocument(uri, path, version, text, LineIndex.of(text));
    }

    /** Applies {@code didChange} events in order: ranged ones incrementally, range-less ones as the full text. */
    public TextDocument apply(int newVersion, List<TextDocumentContentChangeEvent> changes) {
        String t = text;
        LineIndex idx = lines;
        for (TextDocumentContentChangeEvent c : changes) {
            if (c.getRange() == null) {
                t = c.getText();
            } else {
                int start = offset(t, idx, c.getRange().getStart());
                int end = Math.max(start, offset(t, idx, c.getRange().getEnd()));
                t = t.substring(0, start) + c.getText() + t.substring(end);
            }
            idx = LineIndex.of(t);
        }
        return new TextDocument(uri, path, newVersion, t, idx);
    }

    /** The offset of an LSP position, clamped into the text (a column past the line end means the line end). */
    public int offset(Position p) {
        return offset(text, lines, p);
    }

    private static int offset(String text, LineIndex idx, Position p) {
        int line = Math.max(0, p.getLine()) + 1;
        if (line > idx.lineCount()) {
            return idx.length();
        }
        return Math.min(idx.lineStart(line) + Math.max(0, p.getCharacter()), idx.lineEnd(line, text));
    }

    public Position position(int offset) {
        int o = Math.max(0, Math.min(offset, text.length()));
        return new Position(lines.lineOf(o) - 1, lines.columnOf(o) - 1);
    }

    public Range range(int start, int end) {
        return new Range(position(start), position(end));
    }

    /** The LSP range of a loader/rule range, by its offsets into this text. */
    public Range range(TextRange r) {
        return r == null ? range(0, 0) : range(r.start(), r.end());
    }
}
