package dev.agtpstudio.core.text;

/**
 * A span of a source text: 0-based character offsets {@code [start, end)} and the 1-based
 * line and column of each end, as editors and SARIF report them.
 */
public record TextRange(int start, int end, int startLine, int startColumn, int endLine, int endColumn)
        implements Comparable<TextRange> {

    /** The empty range at the very start of a file, used when nothing better is known. */
    public static final TextRange FILE_START = new TextRange(0, 0, 1, 1, 1, 1);

    public TextRange {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad range " + start + ".." + end);
        }
    }

    public int length() {
        return end - start;
    }

    public boolean contains(int offset) {
        return offset >= start && (offset < end || (offset == end && start == end));
    }

    public boolean overlaps(TextRange other) {
        return start < other.end && other.start < end;
    }

    @Override
    public int compareTo(TextRange o) {
        int c = Integer.compare(start, o.start);
        return c != 0 ? c : Integer.compare(end, o.end);
    }

    @Override
    public String toString() {
        return startLine + ":" + startColumn + "-" + endLine + ":" + endColumn;
    }
}
