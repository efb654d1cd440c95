package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.workspace.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the key under an offset and its path in the document, outermost first: TOML table headers, dotted keys and
 * inline tables; YAML parent keys by indentation; JSON enclosing objects. Array items add no segment, as in
 * {@link Cursor#path()}. Reads the text only around the offset, like {@link CursorAnalyzer}.
 */
public final class KeyLocator {
    private static final Pattern TOML_HEADER = Pattern.compile("^\\s*\\[\\[?\\s*([^\\]#]*?)\\s*\\]\\]?\\s*(#.*)?$");
    private static final Pattern YAML_KEY = Pattern.compile("^(\\s*)((?:-\\s+)*)(\"[^\"]*\"|'[^']*'|[^\\s#:\"'{\\[-][^:#]*?|-[^\\s:#][^:#]*?)\\s*:(?:\\s|$)");

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

    private KeyLocator() {
    }

    /** The scalar value at {@code offset} and the path of its key, or empty when the offset is not on one. */
    public static Optional<ValueAt> valueAt(String text, int offset, Language lang) {
        if (text == null || offset < 0 || offset >= text.length() || !isValueChar(text.charAt(offset))) {
            return Optional.empty();
        }
        int s = offset;
        int e = offset;
        while (s > 0 && isValueChar(text.charAt(s - 1))) {
            s--;
        }
        while (e < text.length() && isValueChar(text.charAt(e))) {
            e++;
        }
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

    private static boolean isValueChar(char c) {
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
            case TOML -> toml(text, lineStart, line, col);
            case YAML -> yaml(text, lineStart, line, col);
            case JSON -> json(text, lineStart, line, col);
            case PLAIN -> Optional.empty();
        };
    }

    // ---- TOML ------------------------------------------------------------------------------------------------

    private static Optional<KeyAt> toml(String text, int lineStart, String line, int col) {
        Matcher h = TOML_HEADER.matcher(line);
        if (h.matches()) {
            if (col < h.start(1) || col >= h.end(1)) {
                return Optional.empty();
            }
            return dotted(line, h.start(1), h.end(1), col, lineStart, List.of());
        }
        int s = col;
        int e = col;
        while (s > 0 && isTomlKeyChar(line.charAt(s - 1))) {
            s--;
        }
        while (e < line.length() && isTomlKeyChar(line.charAt(e))) {
            e++;
        }
        if (s == e || col >= e || !nextIs(line, e, '=') || !keyPosition(line, s) || inComment(line, s)) {
            return Optional.empty();
        }
        List<String> outer = new ArrayList<>(CursorAnalyzer.tomlTable(text, lineStart));
        outer.addAll(inlineKeys(text, lineStart, line, s));
        return dotted(line, s, e, col, lineStart, outer);
    }

    /** The segments of a dotted key {@code line[s, e)} up to the one holding {@code col}, after {@code outer}. */
    private static Optional<KeyAt> dotted(String line, int s, int e, int col, int lineStart, List<String> outer) {
        List<String> path = new ArrayList<>(outer);
        int segStart = s;
        for (int i = s; i <= e; i++) {
            if (i == e || line.charAt(i) == '.') {
                String seg = unquote(line.substring(segStart, i).strip());
                if (seg.isEmpty()) {
                    return Optional.empty();
                }
                path.add(seg);
                if (col < i || i == e) {
                    return Optional.of(new KeyAt(lineStart + segStart, lineStart + i, path));
                }
                segStart = i + 1;
            }
        }
        return Optional.empty();
    }

    /**
     * Keys of the inline tables and arrays that enclose {@code pos} of the line at {@code lineStart}:
     * {@code semantic = { intent = }, or an array of inline tables spread over lines ({@code redirects = [} above).
     * Reads back to the table header, at most {@link #INLINE_LOOKBACK_LINES} lines, skipping strings and comments.
     */
    private static List<String> inlineKeys(String text, int lineStart, String line, int pos) {
        String ctx = tomlContext(text, lineStart) + line.substring(0, pos);
        List<String> out = new ArrayList<>();
        int depth = 0;
        for (int i = ctx.length() - 1; i >= 0; i--) {
            char c = ctx.charAt(i);
            if (c == '"' || c == '\'') {
                int q = ctx.lastIndexOf(c, i - 1);
                i = q < 0 ? 0 : q;
            } else if (c == '}' || c == ']') {
                depth++;
            } else if (c == '{' || c == '[') {
                if (depth > 0) {
                    depth--;
                    continue;
                }
                int j = skipSpaceBack(ctx, i - 1);
                if (j < 0 || ctx.charAt(j) != '=') {
                    continue;
                }
                j = skipSpaceBack(ctx, j - 1);
                int k = j;
                while (k >= 0 && isTomlKeyChar(ctx.charAt(k))) {
                    k--;
                }
                List<String> segs = new ArrayList<>();
                for (String part : ctx.substring(k + 1, j + 1).split("\\.")) {
                    segs.add(unquote(part.strip()));
                }
                out.addAll(0, segs);
                i = k + 1;
            }
        }
        return out;
    }

    private static final int INLINE_LOOKBACK_LINES = 200;

    /** The lines between the table header above {@code lineStart} and it, comments cut off. */
    private static String tomlContext(String text, int lineStart) {
        List<String> lines = new ArrayList<>();
        int end = lineStart;
        while (end > 0 && lines.size() < INLINE_LOOKBACK_LINES) {
            int s = text.lastIndexOf('\n', end - 2) + 1;
            String l = text.substring(s, Math.max(s, end - 1));
            if (TOML_HEADER.matcher(l).matches()) {
                break;
            }
            lines.add(0, withoutComment(l));
            end = s;
        }
        return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
    }

    private static String withoutComment(String l) {
        char quote = '\0';
        for (int i = 0; i < l.length(); i++) {
            char c = l.charAt(i);
            if (quote != '\0') {
                if (c == quote) {
                    quote = '\0';
                } else if (c == '\\' && quote == '"') {
                    i++;
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '#') {
                return l.substring(0, i);
            }
        }
        return l;
    }

    private static int skipSpaceBack(String s, int from) {
        int i = from;
        while (i >= 0 && Character.isWhitespace(s.charAt(i))) {
            i--;
        }
        return i;
    }

    /** A TOML key starts a line or follows the {@code {} or {@code ,} of an inline table. */
    private static boolean keyPosition(String line, int s) {
        int i = s - 1;
        while (i >= 0 && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i--;
        }
        return i < 0 || line.charAt(i) == '{' || line.charAt(i) == ',';
    }

    private static boolean isTomlKeyChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == '"' || c == '\'';
    }

    private static boolean inComment(String line, int pos) {
        int hash = line.indexOf('#');
        return hash >= 0 && hash < pos && line.substring(0, hash).chars().filter(ch -> ch == '"').count() % 2 == 0;
    }

    // ---- YAML ------------------------------------------------------------------------------------------------

    private static Optional<KeyAt> yaml(String text, int lineStart, String line, int col) {
        Matcher m = YAML_KEY.matcher(line);
        boolean block = m.lookingAt();
        if (!block || col < m.start(3) || col >= m.end(3)) {
            return yamlFlow(text, lineStart, line, col, block ? m : null);
        }
        int keyCol = m.group(1).length() + m.group(2).length();
        List<String> path = new ArrayList<>(CursorAnalyzer.yamlParents(text, lineStart, keyCol));
        path.add(unquote(m.group(3)));
        return Optional.of(new KeyAt(lineStart + m.start(3), lineStart + m.end(3), path));
    }

    /** A key of a flow mapping on one line: {@code city: {type: string}}, {@code - {name: x, description: y}}. */
    private static Optional<KeyAt> yamlFlow(String text, int lineStart, String line, int col, Matcher block) {
        int s = col;
        int e = col;
        while (s > 0 && isFlowKeyChar(line.charAt(s - 1))) {
            s--;
        }
        while (e < line.length() && isFlowKeyChar(line.charAt(e))) {
            e++;
        }
        if (s == e || col >= e) {
            return Optional.empty();
        }
        int ks = s;
        int ke = e;
        if (s > 0 && e < line.length() && (line.charAt(s - 1) == '"' || line.charAt(s - 1) == '\'')
                && line.charAt(e) == line.charAt(s - 1)) {
            ks = s - 1;
            ke = e + 1;
        }
        int before = ks - 1;
        while (before >= 0 && line.charAt(before) == ' ') {
            before--;
        }
        if (!nextIs(line, ke, ':') || before < 0 || (line.charAt(before) != '{' && line.charAt(before) != ',')) {
            return Optional.empty();
        }
        List<String> inner = new ArrayList<>();
        int outermost = -1;
        int depth = 0;
        for (int i = ks - 1; i >= 0; i--) {
            char c = line.charAt(i);
            if (c == '}' || c == ']') {
                depth++;
            } else if (c == '{' || c == '[') {
                if (depth > 0) {
                    depth--;
                    continue;
                }
                outermost = i;
                int j = i - 1;
                while (j >= 0 && line.charAt(j) == ' ') {
                    j--;
                }
                if (j >= 0 && line.charAt(j) == ':') {
                    j--;
                    while (j >= 0 && line.charAt(j) == ' ') {
                        j--;
                    }
                    int k = j;
                    while (k >= 0 && (isFlowKeyChar(line.charAt(k)) || line.charAt(k) == '"' || line.charAt(k) == '\'')) {
                        k--;
                    }
                    inner.add(0, unquote(line.substring(k + 1, j + 1)));
                    i = k + 1;
                }
            }
        }
        if (outermost < 0) {
            return Optional.empty();
        }
        int parentCol = block != null && block.end(3) <= outermost
                ? block.group(1).length() + block.group(2).length() : outermost;
        List<String> path = new ArrayList<>(CursorAnalyzer.yamlParents(text, lineStart, parentCol));
        path.addAll(inner);
        path.add(line.substring(s, e));
        return Optional.of(new KeyAt(lineStart + ks, lineStart + ke, path));
    }

    private static boolean isFlowKeyChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '$';
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
                    List<String> path = new ArrayList<>(CursorAnalyzer.jsonPath(text, from,
                            Math.max(0, from - CursorAnalyzer.MAX_LOOKBACK)));
                    path.add(line.substring(open + 1, i));
                    return Optional.of(new KeyAt(lineStart + open, lineStart + i + 1, path));
                }
                open = -1;
            }
        }
        return Optional.empty();
    }

    // ---- shared ----------------------------------------------------------------------------------------------

    private static boolean nextIs(String line, int from, char want) {
        int i = from;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return i < line.length() && line.charAt(i) == want;
    }

    private static String unquote(String s) {
        if (s.length() >= 2 && (s.charAt(0) == '"' || s.charAt(0) == '\'') && s.charAt(s.length() - 1) == s.charAt(0)) {
            return s.substring(1, s.length() - 1);
        }
        return s;
    }
}
