package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.workspace.Language;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Works out the {@link Cursor} from the text before the caret. It reads backwards only as far as it needs (to
 * the table header in TOML, to the parent keys in YAML, to the enclosing brackets in JSON), at most
 * {@link #MAX_LOOKBACK} characters (the YAML parent walk, which skips deeper lines unread, up to
 * {@link #PARENT_LOOKBACK}).
 */
public final class CursorAnalyzer {
    static final int MAX_LOOKBACK = 200_000;
    /**
     * How far back the walks for parent keys read (YAML indentation; JSON enclosing objects for hover): both are cheap
     * per character, so they read a whole large file.
     */
    static final int PARENT_LOOKBACK = 8_000_000;

    private static final Pattern TOML_HEADER = Pattern.compile("^\\s*\\[\\[?\\s*([^\\]]*?)\\s*\\]\\]?\\s*(#.*)?$");
    private static final Pattern TOML_KEY_PREFIX = Pattern.compile("^\\s*([A-Za-z0-9_\\-.]*)$");
    private static final Pattern TOML_ASSIGN = Pattern.compile("^\\s*([A-Za-z0-9_\\-.\"']+)\\s*=(.*)$");
    private static final Pattern YAML_KEY_LINE =
            Pattern.compile("^(\\s*)((?:-\\s+)*)([^\\s#:][^:#]*?)\\s*:(?:\\s+(.*))?$");
    private static final Pattern YAML_KEY_PREFIX = Pattern.compile("^(\\s*)((?:-\\s+)*)([A-Za-z0-9_\\-]*)$");

    private CursorAnalyzer() {}

    public static Cursor analyze(String text, int caret, Language lang) {
        int lineStart = text.lastIndexOf('\n', caret - 1) + 1;
        String before = text.substring(lineStart, caret);
        int ps = caret;
        while (ps > lineStart && isWordChar(text.charAt(ps - 1))) {
            ps--;
        }
        String prefix = text.substring(ps, caret);
        return switch (lang) {
            case TOML -> toml(text, lineStart, before, ps, prefix, lang);
            case YAML -> yaml(text, lineStart, before, ps, prefix, lang);
            case JSON -> json(text, caret, ps, prefix, lang);
            case PLAIN -> new Cursor(Cursor.Position.NONE, List.of(), null, false, false, '\0', ps, prefix, lang);
        };
    }

    static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c)
                || c == '_'
                || c == '-'
                || c == '.'
                || c == '*'
                || c == ':'
                || c == '/'
                || c == '[';
    }

    // ---- TOML ------------------------------------------------------------------------------------------------

    private static Cursor toml(String text, int lineStart, String before, int ps, String prefix, Language lang) {
        List<String> table = tomlTable(text, lineStart);
        if (before.stripLeading().startsWith("[")) {
            int open = lineStart + before.indexOf('[');
            return new Cursor(
                    Cursor.Position.SECTION,
                    table,
                    null,
                    false,
                    false,
                    '\0',
                    open,
                    text.substring(open, lineStart + before.length()),
                    lang);
        }
        String wordPrefix = trimWord(prefix);
        int wps = ps + (prefix.length() - wordPrefix.length());
        Matcher assign = TOML_ASSIGN.matcher(before);
        if (assign.matches()) {
            String rawKey = assign.group(1).replace("\"", "").replace("'", "");
            String key = rawKey.substring(rawKey.lastIndexOf('.') + 1);
            String after = assign.group(2);
            return value(table, key, after, wps, wordPrefix, lang);
        }
        String arrayKey = enclosingTomlArrayKey(text, lineStart);
        if (arrayKey != null) {
            return value(table, arrayKey, "[" + before, wps, wordPrefix, lang);
        }
        if (TOML_KEY_PREFIX.matcher(before).matches()) {
            return new Cursor(Cursor.Position.KEY, table, null, false, false, '\0', wps, wordPrefix, lang);
        }
        return new Cursor(Cursor.Position.NONE, table, null, false, false, '\0', wps, wordPrefix, lang);
    }

    private static Cursor value(List<String> path, String key, String after, int ps, String prefix, Language lang) {
        char quote = '\0';
        int depth = 0;
        for (int i = 0; i < after.length(); i++) {
            char c = after.charAt(i);
            if (quote != '\0') {
                if (c == quote) {
                    quote = '\0';
                } else if (c == '\\' && quote == '"') {
                    i++;
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '[') {
                depth++;
            } else if (c == ']') {
                depth--;
            }
        }
        return new Cursor(Cursor.Position.VALUE, path, key, depth > 0, quote != '\0', quote, ps, prefix, lang);
    }

    private static String trimWord(String prefix) {
        int k = Math.max(prefix.lastIndexOf('['), prefix.lastIndexOf(':'));
        return k >= 0 ? prefix.substring(k + 1) : prefix;
    }

    static List<String> tomlTable(String text, int lineStart) {
        int end = lineStart;
        int limit = Math.max(0, lineStart - MAX_LOOKBACK);
        while (end > limit) {
            int s = text.lastIndexOf('\n', end - 2) + 1;
            String line = text.substring(s, Math.max(s, end - 1));
            Matcher m = TOML_HEADER.matcher(line);
            if (m.matches()) {
                List<String> out = new ArrayList<>();
                for (String part : m.group(1).split("\\.")) {
                    out.add(part.trim().replace("\"", ""));
                }
                return out;
            }
            if (s == 0) {
                break;
            }
            end = s;
        }
        return List.of();
    }

    /** The key of a multi-line array the line is inside, e.g. {@code errors = [} a few lines up. */
    private static String enclosingTomlArrayKey(String text, int lineStart) {
        int depth = 0;
        int limit = Math.max(0, lineStart - 20_000);
        for (int i = lineStart - 1; i >= limit; i--) {
            char c = text.charAt(i);
            if (c == ']') {
                depth++;
            } else if (c == '[') {
                if (depth == 0) {
                    int ls = text.lastIndexOf('\n', i - 1) + 1;
                    Matcher m = TOML_ASSIGN.matcher(text.substring(ls, i + 1));
                    if (m.matches()) {
                        String k = m.group(1);
                        return k.substring(k.lastIndexOf('.') + 1);
                    }
                    return null;
                }
                depth--;
            } else if (c == '=' && depth == 0) {
                return null;
            }
        }
        return null;
    }

    // ---- YAML ------------------------------------------------------------------------------------------------

    private static Cursor yaml(String text, int lineStart, String before, int ps, String prefix, Language lang) {
        String wordPrefix = trimWord(prefix);
        int wps = ps + (prefix.length() - wordPrefix.length());
        Matcher kp = YAML_KEY_PREFIX.matcher(before);
        Matcher kl = YAML_KEY_LINE.matcher(before);
        if (kl.matches() && kl.group(4) != null || (kl.matches() && before.endsWith(":"))) {
            int col = kl.group(1).length() + kl.group(2).length();
            List<String> parents = yamlParents(text, lineStart, col);
            String after = kl.group(4) == null ? "" : kl.group(4);
            return value(parents, kl.group(3).replace("\"", "").replace("'", ""), after, wps, wordPrefix, lang);
        }
        if (kp.matches()) {
            int col = kp.group(1).length() + kp.group(2).length();
            boolean listItem = !kp.group(2).isEmpty();
            List<String> parents = yamlParents(text, lineStart, col);
            if (listItem && !parents.isEmpty() && !isObjectList(parents)) {
                // "- VAL" in a list of scalars: a value of the parent key
                List<String> outer = parents.subList(0, parents.size() - 1);
                return new Cursor(
                        Cursor.Position.VALUE,
                        outer,
                        parents.get(parents.size() - 1),
                        true,
                        false,
                        '\0',
                        wps,
                        wordPrefix,
                        lang);
            }
            return new Cursor(Cursor.Position.KEY, parents, null, false, false, '\0', wps, wordPrefix, lang);
        }
        Matcher dash = Pattern.compile("^(\\s*)-\\s+[\"']?([A-Za-z0-9_\\-]*)$").matcher(before);
        if (dash.matches()) {
            List<String> parents = yamlParents(text, lineStart, dash.group(1).length() + 2);
            if (!parents.isEmpty()) {
                List<String> outer = parents.subList(0, parents.size() - 1);
                boolean inString = before.contains("\"") || before.contains("'");
                return new Cursor(
                        Cursor.Position.VALUE,
                        outer,
                        parents.get(parents.size() - 1),
                        true,
                        inString,
                        inString ? before.charAt(before.indexOf(before.contains("\"") ? '"' : '\'')) : '\0',
                        wps,
                        wordPrefix,
                        lang);
            }
        }
        return new Cursor(Cursor.Position.NONE, List.of(), null, false, false, '\0', wps, wordPrefix, lang);
    }

    /** Lists whose items are mappings in the documents we know (AGIS endpoints). */
    private static boolean isObjectList(List<String> parents) {
        String last = parents.get(parents.size() - 1);
        return last.equals("endpoints")
                || last.equals("steps")
                || last.equals("fields")
                || last.equals("required")
                || last.equals("optional")
                || last.equals("output");
    }

    /**
     * Parent keys of a line whose content starts at {@code col}, read from less-indented lines above. Lines indented at
     * least as deep as the parent still wanted cannot change the answer and are skipped without being read, so the walk
     * can go back to the top of a large document ({@link #PARENT_LOOKBACK}): the parents of the last endpoint of a
     * 20,000-line {@code .agis} are at its first lines.
     */
    static List<String> yamlParents(String text, int lineStart, int col) {
        List<String> out = new ArrayList<>();
        int want = col;
        int end = lineStart;
        int limit = Math.max(0, lineStart - PARENT_LOOKBACK);
        while (end > limit && want > 0) {
            int s = text.lastIndexOf('\n', end - 2) + 1;
            int lineEnd = Math.max(s, end - 1);
            int spaces = 0;
            while (s + spaces < lineEnd && text.charAt(s + spaces) == ' ') {
                spaces++;
            }
            if (spaces >= want || s + spaces == lineEnd) { // too deep to be a parent, or blank
                end = s;
                if (s == 0) {
                    break;
                }
                continue;
            }
            String line = text.substring(s, lineEnd);
            end = s;
            if (!line.isBlank() && !line.stripLeading().startsWith("#")) {
                Matcher m = YAML_KEY_LINE.matcher(line);
                int indent = indentOf(line);
                if (m.matches()) {
                    int keyCol = m.group(1).length() + m.group(2).length();
                    if (keyCol < want) {
                        out.add(m.group(3).replace("\"", "").replace("'", ""));
                        want = indent;
                    }
                } else if (indent < want) {
                    want = indent;
                }
            }
            if (s == 0) {
                break;
            }
        }
        Collections.reverse(out);
        return out;
    }

    private static int indentOf(String l) {
        int i = 0;
        while (i < l.length() && l.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    // ---- JSON ------------------------------------------------------------------------------------------------

    private static Cursor json(String text, int caret, int ps, String prefix, Language lang) {
        String wordPrefix = trimWord(prefix);
        int wps = ps + (prefix.length() - wordPrefix.length());
        int limit = Math.max(0, caret - MAX_LOOKBACK);
        // Is the caret in a string? Count quotes on the line.
        int lineStart = text.lastIndexOf('\n', caret - 1) + 1;
        String before = text.substring(lineStart, caret);
        boolean inString = countUnescapedQuotes(before) % 2 == 1;
        int i = wps - (inString ? 1 : 0) - 1;
        while (i >= limit && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        char prev = i >= limit ? text.charAt(i) : '{';
        List<String> path = jsonPath(text, i, limit);
        if (prev == ':') {
            String key = jsonKeyBefore(text, i);
            return new Cursor(
                    Cursor.Position.VALUE, path, key, false, inString, inString ? '"' : '\0', wps, wordPrefix, lang);
        }
        if (prev == '{' || (prev == ',' && enclosing(text, i, limit) == '{')) {
            return new Cursor(
                    Cursor.Position.KEY, path, null, false, inString, inString ? '"' : '\0', wps, wordPrefix, lang);
        }
        if (prev == '[' || (prev == ',' && enclosing(text, i, limit) == '[')) {
            String key = path.isEmpty() ? null : path.get(path.size() - 1);
            List<String> outer = path.isEmpty() ? path : path.subList(0, path.size() - 1);
            return new Cursor(
                    Cursor.Position.VALUE, outer, key, true, inString, inString ? '"' : '\0', wps, wordPrefix, lang);
        }
        return new Cursor(Cursor.Position.NONE, path, null, false, inString, '\0', wps, wordPrefix, lang);
    }

    private static int countUnescapedQuotes(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\\') {
                i++;
            } else if (s.charAt(i) == '"') {
                n++;
            }
        }
        return n;
    }

    private static char enclosing(String text, int from, int limit) {
        int depth = 0;
        for (int i = from; i >= limit; i--) {
            char c = text.charAt(i);
            if (c == '}' || c == ']') {
                depth++;
            } else if (c == '{' || c == '[') {
                if (depth == 0) {
                    return c;
                }
                depth--;
            }
        }
        return '{';
    }

    /** Keys of the objects and arrays enclosing {@code from}, outermost first (array items add no key). */
    static List<String> jsonPath(String text, int from, int limit) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        for (int i = from; i >= limit; i--) {
            char c = text.charAt(i);
            if (c == '}' || c == ']') {
                depth++;
            } else if (c == '{' || c == '[') {
                if (depth > 0) {
                    depth--;
                    continue;
                }
                int j = i - 1;
                while (j >= limit && Character.isWhitespace(text.charAt(j))) {
                    j--;
                }
                if (j >= limit && text.charAt(j) == ':') {
                    String k = jsonKeyBefore(text, j);
                    if (k != null) {
                        out.add(k);
                    }
                }
            }
        }
        Collections.reverse(out);
        return out;
    }

    /** The quoted key just before the colon at {@code colon}. */
    private static String jsonKeyBefore(String text, int colon) {
        int j = colon - 1;
        while (j >= 0 && Character.isWhitespace(text.charAt(j))) {
            j--;
        }
        if (j < 0 || text.charAt(j) != '"') {
            return null;
        }
        int open = text.lastIndexOf('"', j - 1);
        return open < 0 ? null : text.substring(open + 1, j);
    }
}
