package dev.agtpstudio.core.complete;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The TOML part of {@link KeyLocator}: a table header's segments, or a key with its table, the inline tables and
 * arrays around it (also over several lines, back to the header) and its dotted segments up to the hovered one.
 */
final class TomlKeys {
    private static final Pattern TOML_HEADER = Pattern.compile("^\\s*\\[\\[?\\s*([^\\]#]*?)\\s*\\]\\]?\\s*(#.*)?$");

    private TomlKeys() {}

    static Optional<KeyLocator.KeyAt> at(String text, int lineStart, String line, int col) {
        Matcher h = TOML_HEADER.matcher(line);
        if (h.matches()) {
            if (col < h.start(1) || col >= h.end(1)) {
                return Optional.empty();
            }
            return dotted(line, h.start(1), h.end(1), col, lineStart, List.of());
        }
        KeyLocator.Span w = KeyLocator.Span.around(line, col, TomlKeys::isTomlKeyChar);
        int s = w.start();
        int e = w.end();
        if (s == e || col >= e || !KeyLocator.nextIs(line, e, '=') || !keyPosition(line, s) || inComment(line, s)) {
            return Optional.empty();
        }
        List<String> outer = new ArrayList<>(CursorAnalyzer.tomlTable(text, lineStart));
        outer.addAll(inlineKeys(text, lineStart, line, s));
        return dotted(line, s, e, col, lineStart, outer);
    }

    /** The segments of a dotted key {@code line[s, e)} up to the one holding {@code col}, after {@code outer}. */
    private static Optional<KeyLocator.KeyAt> dotted(
            String line, int s, int e, int col, int lineStart, List<String> outer) {
        List<String> path = new ArrayList<>(outer);
        int segStart = s;
        for (int i = s; i <= e; i++) {
            if (i == e || line.charAt(i) == '.') {
                String seg = KeyLocator.unquote(line.substring(segStart, i).strip());
                if (seg.isEmpty()) {
                    return Optional.empty();
                }
                path.add(seg);
                if (col < i || i == e) {
                    return Optional.of(new KeyLocator.KeyAt(lineStart + segStart, lineStart + i, path));
                }
                segStart = i + 1;
            }
        }
        return Optional.empty();
    }

    /**
     * Keys of the inline tables and arrays that enclose {@code pos} of the line at {@code lineStart}:
     * {@code semantic = { intent = }, or an array of inline tables spread over lines ({@code redirects = [} above).
     * Reads back to the table header, skipping strings and comments.
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
                    segs.add(KeyLocator.unquote(part.strip()));
                }
                out.addAll(0, segs);
                i = k + 1;
            }
        }
        return out;
    }

    /** The lines between the table header above {@code lineStart} and it (at most {@code MAX_LOOKBACK} chars back). */
    private static String tomlContext(String text, int lineStart) {
        List<String> lines = new ArrayList<>();
        int end = lineStart;
        int limit = Math.max(0, lineStart - CursorAnalyzer.MAX_LOOKBACK);
        while (end > limit) {
            int s = text.lastIndexOf('\n', end - 2) + 1;
            String l = text.substring(s, Math.max(s, end - 1));
            if (l.stripLeading().startsWith("[") && TOML_HEADER.matcher(l).matches()) {
                break;
            }
            lines.add(withoutComment(l));
            end = s;
        }
        java.util.Collections.reverse(lines);
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

    private static boolean isTomlKeyChar(int c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == '"' || c == '\'';
    }

    private static boolean inComment(String line, int pos) {
        int hash = line.indexOf('#');
        return hash >= 0
                && hash < pos
                && line.substring(0, hash).chars().filter(ch -> ch == '"').count() % 2 == 0;
    }
}
