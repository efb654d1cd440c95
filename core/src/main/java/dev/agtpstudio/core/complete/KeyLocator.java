package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.workspace.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the key under an offset and its path in the document, outermost first: TOML table headers, dotted keys and
 * inline tables ({@link TomlKeys}); YAML parent keys by indentation and flow mappings ({@link YamlKeys}); JSON
 * enclosing objects. Array items add no segment, as in
 * {@link Cursor#path()}. Reads the text only around the offset, like {@link CursorAnalyzer}.
 */
public final class KeyLocator {

    /**
     * A key in the text.
     *
     * @param start where the hovered segment starts
     * @param end   where it ends
     * @param path  the key's path up to and including the hovered segment
     */
    public record KeyAt(int start, int end, List<String> path) {
        public KeyAt {
            path = List.copyOf(path);
        }
    }

    /**
     * A scalar value written right after its key ({@code key = value}, {@code key: value}, {@code "key": value}).
     *
     * @param path  the key's path
     * @param value the value, unquoted
     */
    public record ValueAt(int start, int end, List<String> path, String value) {
        public ValueAt {
            path = List.copyOf(path);
        }
    }

    private KeyLocator() {}

    /** The scalar value at {@code offset} and the path of its key, or empty when the offset is not on one. */
    public static Optional<ValueAt> valueAt(String text, int offset, Language lang) {
        if (text == null || offset < 0 || offset >= text.length() || !isValueChar(text.charAt(offset))) {
            return Optional.empty();
        }
        Span w = Span.around(text, offset, KeyLocator::isValueChar);
        int s = w.start();
        int e = w.end();
        int qs = s > 0 && (text.charAt(s - 1) == '"' || text.charAt(s - 1) == '\'') ? s - 1 : s;
        int i = qs - 1;
        while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i--;
        }
        char sep = lang == Language.TOML ? '=' : ':';
        if (i < 0 || text.charAt(i) != sep) {
            return Optional.empty();
        }
        i--;
        while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i--;
        }
        if (i < 0) {
            return Optional.empty();
        }
        String value = text.substring(s, e);
        int start = s;
        int end = e;
        return at(text, i, lang).map(k -> new ValueAt(start, end, k.path(), value));
    }

    private static boolean isValueChar(int c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-';
    }

    /** The key at {@code offset}, or empty when the offset is on a value, a comment or blank space. */
    public static Optional<KeyAt> at(String text, int offset, Language lang) {
        if (text == null || offset < 0 || offset > text.length()) {
            return Optional.empty();
        }
        int lineStart = text.lastIndexOf('\n', offset - 1) + 1;
        int lineEnd = text.indexOf('\n', offset);
        String line = text.substring(lineStart, lineEnd < 0 ? text.length() : lineEnd);
        int col = offset - lineStart;
        return switch (lang) {
            case TOML -> TomlKeys.at(text, lineStart, line, col);
            case YAML -> YamlKeys.at(text, lineStart, line, col);
            case JSON -> json(text, lineStart, line, col);
            case PLAIN -> Optional.empty();
        };
    }

    // ---- JSON ------------------------------------------------------------------------------------------------

    private static Optional<KeyAt> json(String text, int lineStart, String line, int col) {
        int open = -1;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (open < 0 && c == '"') {
                open = i;
            } else if (open >= 0 && c == '\\') {
                i++;
            } else if (open >= 0 && c == '"') {
                if (col >= open && col <= i) {
                    if (!nextIs(line, i + 1, ':')) {
                        return Optional.empty();
                    }
                    int from = lineStart + open - 1;
                    List<String> path = new ArrayList<>(
                            CursorAnalyzer.jsonPath(text, from, Math.max(0, from - CursorAnalyzer.PARENT_LOOKBACK)));
                    path.add(line.substring(open + 1, i));
                    return Optional.of(new KeyAt(lineStart + open, lineStart + i + 1, path));
                }
                open = -1;
            }
        }
        return Optional.empty();
    }

    // ---- shared ----------------------------------------------------------------------------------------------

    /** A run of characters in a line or text: {@code [start, end)}. */
    record Span(int start, int end) {
        /** The longest run of {@code inWord} characters that holds or ends at {@code col} (empty when none does). */
        static Span around(String s, int col, java.util.function.IntPredicate inWord) {
            int start = col;
            int end = col;
            while (start > 0 && inWord.test(s.charAt(start - 1))) {
                start--;
            }
            while (end < s.length() && inWord.test(s.charAt(end))) {
                end++;
            }
            return new Span(start, end);
        }
    }

    static boolean nextIs(String line, int from, char want) {
        int i = from;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return i < line.length() && line.charAt(i) == want;
    }

    static String unquote(String s) {
        if (s.length() >= 2 && (s.charAt(0) == '"' || s.charAt(0) == '\'') && s.charAt(s.length() - 1) == s.charAt(0)) {
            return s.substring(1, s.length() - 1);
        }
        return s;
    }
}
