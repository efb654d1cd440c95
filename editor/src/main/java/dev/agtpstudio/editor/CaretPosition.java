package dev.agtpstudio.editor;

/** A caret position as the status bar shows it: 1-based line and column, plus the 0-based offset. */
public record CaretPosition(int line, int column, int offset) {
    @Override
    public String toString() {
        return line + ":" + column;
    }
}
