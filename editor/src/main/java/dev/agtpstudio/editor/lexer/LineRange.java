package dev.agtpstudio.editor.lexer;

/** Lines {@code [from, to)}. */
public record LineRange(int from, int to) {
    public int size() {
        return to - from;
    }
}
