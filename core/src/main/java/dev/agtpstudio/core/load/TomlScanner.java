package dev.agtpstudio.core.load;

import java.util.ArrayList;
import java.util.List;

/**
 * Lexical scans over TOML text that tomlj does not expose: where a (dotted) key ends, where a value starts and
 * ends (strings incl. multi-line, arrays and inline tables with nesting, scalars), and the extent of a table
 * header. Iterative, so hostile nesting cannot overflow the stack.
 */
final class TomlScanner {
    private TomlScanner() {
    }

    /** One segment of a dotted key with its unquoted name. */
    record Segment(int start, int end, String name) {
    }

    /** A dotted key: its segments and the offset just past it. */
    record DottedKey(List<Segment> segments, int end) {
        Segment find(String name) {
            for (int i = segments.size() - 1; i >= 0; i--) {
                if (segments.get(i).name().equals(name)) {
                    return segments.get(i);
                }
            }
            return null;
        }
    }

    /** A table header {@code [a.b]} or {@code [[a.b]]}: the whole bracketed span and its key. */
    record Header(int start, int end, boolean arrayOfTables, DottedKey key) {
    }

    static int skipBlanks(String t, int i) {
        while (i < t.length() && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    static boolean isBareKeyChar(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }

    /** Scans the dotted key starting at {@code i}; returns null when there is no key there. */
    static DottedKey dottedKey(String t, int i) {
        List<Segment> segs = new ArrayList<>();
        int p = i;
        while (p < t.length()) {
            char c = t.charAt(p);
            int s = p;
            String name;
            if (c == '"' || c == '\'') {
                int e = stringEnd(t, p);
                name = unquote(t.substring(s, e));
                p = e;
            } else if (isBareKeyChar(c)) {
                while (p < t.length() && isBareKeyChar(t.charAt(p))) {
                    p++;
                }
                name = t.substring(s, p);
            } else {
                break;
            }
            segs.add(new Segment(s, p, name));
            int q = skipBlanks(t, p);
            if (q < t.length() && t.charAt(q) == '.') {
                p = skipBlanks(t, q + 1);
            } else {
                break;
            }
        }
        if (segs.isEmpty()) {
            return null;
        }
        return new DottedKey(segs, segs.get(segs.size() - 1).end());
    }

    /** The header starting at {@code i} (which holds {@code [}), or null. */
    static Header header(String t, int i) {
        if (i >= t.length() || t.charAt(i) != '[') {
            return null;
        }
        boolean aot = i + 1 < t.length() && t.charAt(i + 1) == '[';
        int p = skipBlanks(t, i + (aot ? 2 : 1));
        DottedKey k = dottedKey(t, p);
        if (k == null) {
            return null;
        }
        int q = skipBlanks(t, k.end());
        int close = q;
        if (q < t.length() && t.charAt(q) == ']') {
            close = q + 1;
            if (aot && close < t.length() && t.charAt(close) == ']') {
                close++;
            }
        }
        return new Header(i, close, aot, k);
    }

    /** Offset of the value after {@code key =} (the key ending at {@code keyEnd}), or -1 when there is no '='. */
    static int valueStartAfterKey(String t, int keyEnd) {
        int q = skipBlanks(t, keyEnd);
        if (q < t.length() && t.charAt(q) == '=') {
            return skipBlanks(t, q + 1);
        }
        return -1;
    }

    /** Offset just past the value starting at {@code i}. */
    static int valueEnd(String t, int i) {
        if (i >= t.length()) {
            return i;
        }
        char c = t.charAt(i);
        if (c == '"' || c == '\'') {
            return stringEnd(t, i);
        }
        if (c == '[' || c == '{') {
            return bracketEnd(t, i);
        }
        int p = i;
        while (p < t.length()) {
            char d = t.charAt(p);
            if (d == ',' || d == ']' || d == '}' || d == '#' || d == '\n' || d == '\r') {
                break;
            }
            p++;
        }
        while (p > i && (t.charAt(p - 1) == ' ' || t.charAt(p - 1) == '\t')) {
            p--;
        }
        return p;
    }

    /** Offset just past the string (basic, literal, or multi-line) starting at {@code i}. */
    static int stringEnd(String t, int i) {
        char q = t.charAt(i);
        boolean multi = i + 2 < t.length() && t.charAt(i + 1) == q && t.charAt(i + 2) == q;
        int n = t.length();
        if (multi) {
            int p = i + 3;
            while (p < n) {
                char c = t.charAt(p);
                if (q == '"' && c == '\\') {
                    p += 2;
                    continue;
                }
                if (c == q && p + 2 < n && t.charAt(p + 1) == q && t.charAt(p + 2) == q) {
                    int e = p + 3;
                    int extra = 0;
                    while (e < n && t.charAt(e) == q && extra < 2) {
                        e++;
                        extra++;
                    }
                    return e;
                }
                p++;
            }
            return n;
        }
        int p = i + 1;
        while (p < n) {
            char c = t.charAt(p);
            if (q == '"' && c == '\\') {
                p += 2;
                continue;
            }
            if (c == q) {
                return p + 1;
            }
            if (c == '\n' || c == '\r') {
                return p;
            }
            p++;
        }
        return n;
    }

    /** Offset just past the array or inline table starting at {@code i}, skipping strings and comments. */
    static int bracketEnd(String t, int i) {
        int depth = 0;
        int p = i;
        int n = t.length();
        while (p < n) {
            char c = t.charAt(p);
            if (c == '"' || c == '\'') {
                p = stringEnd(t, p);
                continue;
            }
            if (c == '#') {
                while (p < n && t.charAt(p) != '\n') {
                    p++;
                }
                continue;
            }
            if (c == '[' || c == '{') {
                depth++;
            } else if (c == ']' || c == '}') {
                depth--;
                if (depth == 0) {
                    return p + 1;
                }
            }
            p++;
        }
        return n;
    }

    /** The name a quoted or bare key segment stands for (escape sequences of basic strings resolved simply). */
    static String unquote(String s) {
        if (s.length() >= 2 && s.charAt(0) == '\'' && s.charAt(s.length() - 1) == '\'') {
            return s.substring(1, s.length() - 1);
        }
        if (s.length() >= 2 && s.charAt(0) == '"' && s.charAt(s.length() - 1) == '"') {
            String in = s.substring(1, s.length() - 1);
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < in.length(); k++) {
                char c = in.charAt(k);
                if (c == '\\' && k + 1 < in.length()) {
                    char e = in.charAt(++k);
                    switch (e) {
                        case 'n' -> sb.append('\n');
                        case 't' -> sb.append('\t');
                        case 'r' -> sb.append('\r');
                        case 'b' -> sb.append('\b');
                        case 'f' -> sb.append('\f');
                        case 'u', 'U' -> {
                            int len = e == 'u' ? 4 : 8;
                            if (k + len < in.length()) {
                                try {
                                    sb.appendCodePoint(Integer.parseInt(in.substring(k + 1, k + 1 + len), 16));
                                    k += len;
                                } catch (RuntimeException ex) {
                                    sb.append(e);
                                }
                            }
                        }
                        default -> sb.append(e);
                    }
                } else {
                    sb.append(c);
                }
            }
            return sb.toString();
        }
        return s;
    }
}
