package dev.agtpstudio.core.diag;

/** Replace the characters {@code [start, end)} of the diagnostic's file with {@code newText}. */
public record TextEdit(int start, int end, String newText) {
    public TextEdit {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad edit " + start + ".." + end);
        }
    }

    public static TextEdit insert(int at, String text) {
        return new TextEdit(at, at, text);
    }

    /** Applies edits (non-overlapping, any order) to {@code text}, last first so offsets stay valid. */
    public static String applyAll(String text, java.util.List<TextEdit> edits) {
        StringBuilder sb = new StringBuilder(text);
        edits.stream()
                .sorted(java.util.Comparator.comparingInt(TextEdit::start)
                        .thenComparingInt(TextEdit::end)
                        .reversed())
                .forEach(e -> sb.replace(e.start(), Math.min(e.end(), sb.length()), e.newText()));
        return sb.toString();
    }

    /**
     * The one edit that turns {@code before} into {@code after}: the span between their common start and common end
     * (applied to an editor, one undo step that moves the caret no further than the change).
     */
    public static TextEdit between(String before, String after) {
        int max = Math.min(before.length(), after.length());
        int head = 0;
        while (head < max && before.charAt(head) == after.charAt(head)) {
            head++;
        }
        int tail = 0;
        while (tail < max - head
                && before.charAt(before.length() - 1 - tail) == after.charAt(after.length() - 1 - tail)) {
            tail++;
        }
        return new TextEdit(head, before.length() - tail, after.substring(head, after.length() - tail));
    }
}
