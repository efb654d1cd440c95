package dev.agtpstudio.core.load;

import dev.agtpstudio.core.text.LineIndex;
import dev.agtpstudio.core.text.TextRange;
import java.nio.file.Path;

/** The text of one file as it was loaded (from disk or an editor buffer), with its line index. */
public record SourceText(Path path, String text, LineIndex lines) {

    public static SourceText of(Path path, String text) {
        return new SourceText(path, text, LineIndex.of(text));
    }

    public TextRange range(int start, int end) {
        return lines.range(start, end);
    }

    /** The range of 1-based {@code line}, from {@code column} to the end of the line. */
    public TextRange lineRange(int line, int column) {
        int s = lines.offsetOf(line, column);
        return lines.range(s, Math.max(s, lines.lineEnd(line, text)));
    }
}
