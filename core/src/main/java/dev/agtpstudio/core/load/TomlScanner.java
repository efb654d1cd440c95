package dev.agtpstudio.core.load;

/**
 * Lexical scans over quoted and bracketed text that the JSON tree and the AGIS brace importer use: where a
 * string (basic, literal or multi-line, TOML/JSON quoting) ends and where an array or object ends. Iterative, so
 * hostile nesting cannot overflow the stack. (TOML files themselves are parsed by {@code core.toml}, which records
 * every range as it goes.)
 */
final class TomlScanner {
    private TomlScanner() {}

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
}
