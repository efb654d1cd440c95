package dev.agtpstudio.core.text;

import java.util.Arrays;

/**
 * Maps character offsets of one text to 1-based lines and columns and back.
 * Built once per text in O(n); every lookup is O(log lines).
 */
public final class LineIndex {
    private final int[] lineStarts;
    private final int length;

    private LineIndex(int[] lineStarts, int length) {
        this.lineStarts = lineStarts;
        this.length = length;
    }

    /** Indexes {@code text}; {@code \n}, {@code \r\n} and a lone {@code \r} all end a line. */
    public static LineIndex of(CharSequence text) {
        int[] starts = new int[16];
        int count = 1;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= n || text.charAt(i + 1) != '\n'))) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
        return new LineIndex(Arrays.copyOf(starts, count), n);
    }

    /**
     * The index of {@code text}, which is this index's text with {@code [start, oldEnd)} replaced by
     * {@code text[start, oldEnd + delta)}: the line starts before the edit are kept, those after it moved, and only
     * the new characters are scanned (an edit of a 20,000-line document costs a copy of the line starts). Where a
     * {@code \r} stands in or next to the edit, the whole text is indexed again, since it may pair with a neighbour.
     */
    public LineIndex edited(CharSequence text, int start, int oldEnd, int delta) {
        int newEnd = oldEnd + delta;
        for (int i = Math.max(0, start - 1); i <= Math.min(text.length() - 1, newEnd); i++) {
            if (text.charAt(i) == '\r') {
                return of(text);
            }
        }
        int keep = 0; // line starts at or before the edit's start: their line break lies before it
        while (keep < lineStarts.length && lineStarts[keep] <= start) {
            keep++;
        }
        int after = keep; // line starts within (start, oldEnd]: their line break was replaced
        while (after < lineStarts.length && lineStarts[after] <= oldEnd) {
            after++;
        }
        int added = 0;
        for (int i = start; i < newEnd; i++) {
            if (text.charAt(i) == '\n') {
                added++;
            }
        }
        int[] starts = new int[keep + added + lineStarts.length - after];
        System.arraycopy(lineStarts, 0, starts, 0, keep);
        int k = keep;
        for (int i = start; i < newEnd; i++) {
            if (text.charAt(i) == '\n') {
                starts[k++] = i + 1;
            }
        }
        for (int j = after; j < lineStarts.length; j++) {
            starts[k++] = lineStarts[j] + delta;
        }
        return new LineIndex(starts, text.length());
    }

    public int lineCount() {
        return lineStarts.length;
    }

    public int length() {
        return length;
    }

    /** The 1-based line holding {@code offset} (clamped into the text). */
    public int lineOf(int offset) {
        int o = clamp(offset);
        int i = Arrays.binarySearch(lineStarts, o);
        return (i >= 0 ? i : -i - 2) + 1;
    }

    /** The 1-based column of {@code offset} on its line. */
    public int columnOf(int offset) {
        int o = clamp(offset);
        return o - lineStarts[lineOf(o) - 1] + 1;
    }

    /** The offset where 1-based {@code line} starts (clamped to the last line). */
    public int lineStart(int line) {
        int l = Math.max(1, Math.min(line, lineStarts.length));
        return lineStarts[l - 1];
    }

    /** The offset just past the last character of {@code line}, excluding its line break. */
    public int lineEnd(int line, CharSequence text) {
        int l = Math.max(1, Math.min(line, lineStarts.length));
        int end = l < lineStarts.length ? lineStarts[l] : length;
        while (end > lineStarts[l - 1] && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return end;
    }

    /** The offset of 1-based {@code line} and {@code column}, clamped into the text. */
    public int offsetOf(int line, int column) {
        return clamp(lineStart(line) + Math.max(0, column - 1));
    }

    /** A range between two offsets of this text. */
    public TextRange range(int start, int end) {
        int s = clamp(Math.min(start, end));
        int e = clamp(Math.max(start, end));
        return new TextRange(s, e, lineOf(s), columnOf(s), lineOf(e), columnOf(e));
    }

    private int clamp(int offset) {
        return Math.max(0, Math.min(offset, length));
    }
}
