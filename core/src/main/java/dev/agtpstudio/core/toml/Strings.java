package dev.agtpstudio.core.toml;

/**
 * The four TOML string forms: basic {@code "..."} with escapes, literal {@code '...'}, and their multi-line forms
 * {@code """...""" } and {@code '''...'''} (a newline right after the opening quotes is dropped; in a multi-line
 * basic string a backslash at the end of a line joins it to the next non-blank text).
 */
final class Strings {
    private Strings() {}

    /** Reads the string at the cursor (which holds a quote) and returns its value. */
    static String read(TomlCursor c, boolean allowMultiLine) {
        char q = c.s.charAt(c.pos);
        boolean multi = c.at(q == '"' ? "\"\"\"" : "'''");
        if (multi && !allowMultiLine) {
            throw c.error("A key cannot be a multi-line string; use \"...\" or '...'.", c.pos, c.pos + 3);
        }
        if (q == '"') {
            return multi ? multiLine(c, '"') : basic(c);
        }
        return multi ? multiLine(c, '\'') : literal(c);
    }

    private static String basic(TomlCursor c) {
        int open = c.pos++;
        StringBuilder b = null;
        int run = c.pos;
        while (true) {
            if (c.pos >= c.len) {
                throw unclosed(c, open, "\"");
            }
            char ch = c.s.charAt(c.pos);
            if (ch == '"') {
                String v = b == null
                        ? c.s.substring(run, c.pos)
                        : b.append(c.s, run, c.pos).toString();
                c.pos++;
                return v;
            }
            if (ch == '\\') {
                b = b == null ? new StringBuilder() : b;
                b.append(c.s, run, c.pos);
                escape(c, b);
                run = c.pos;
            } else if (ch == '\n' || ch == '\r') {
                throw unclosed(c, open, "\"");
            } else if (TomlCursor.isControl(ch)) {
                throw control(c, "\\u%04X");
            } else {
                checkSurrogate(c, ch);
                c.pos++;
            }
        }
    }

    private static String literal(TomlCursor c) {
        int open = c.pos++;
        int start = c.pos;
        while (true) {
            if (c.pos >= c.len) {
                throw unclosed(c, open, "'");
            }
            char ch = c.s.charAt(c.pos);
            if (ch == '\'') {
                return c.s.substring(start, c.pos++);
            }
            if (ch == '\n' || ch == '\r') {
                throw unclosed(c, open, "'");
            }
            if (TomlCursor.isControl(ch)) {
                throw control(c, null);
            }
            checkSurrogate(c, ch);
            c.pos++;
        }
    }

    /** A multi-line basic ({@code """}, escapes) or literal ({@code '''}, none) string; {@code quote} tells which. */
    private static String multiLine(TomlCursor c, char quote) {
        boolean basic = quote == '"';
        String delimiter = String.valueOf(quote).repeat(3);
        int open = c.pos;
        c.pos += 3;
        skipFirstNewline(c);
        StringBuilder b = new StringBuilder();
        while (true) {
            if (c.pos >= c.len) {
                throw unclosedMultiLine(open, delimiter);
            }
            char ch = c.s.charAt(c.pos);
            if (ch == quote && c.at(delimiter)) {
                closeMultiLine(c, quote, b);
                return b.toString();
            } else if (basic && ch == '\\') {
                if (!lineEndingBackslash(c)) {
                    escape(c, b);
                }
            } else {
                appendMultiLineChar(c, ch, b, basic ? "\\u%04X" : null);
            }
        }
    }

    private static void skipFirstNewline(TomlCursor c) {
        if (c.peek() == '\n') {
            c.pos++;
        } else if (c.peek() == '\r' && c.peek(1) == '\n') {
            c.pos += 2;
        }
    }

    /** At three or more quotes: the last three close the string, up to two before them belong to the content. */
    private static void closeMultiLine(TomlCursor c, char q, StringBuilder b) {
        int n = 0;
        while (c.pos + n < c.len && c.s.charAt(c.pos + n) == q) {
            n++;
        }
        if (n > 5) {
            throw c.error(
                    "Too many quotes in a row: a multi-line string may hold at most two quotes right before "
                            + "its closing three.",
                    c.pos,
                    c.pos + n);
        }
        for (int i = 3; i < n; i++) {
            b.append(q);
        }
        c.pos += n;
    }

    private static void appendMultiLineChar(TomlCursor c, char ch, StringBuilder b, String escapeHint) {
        if (ch == '\r') {
            if (c.peek(1) != '\n') {
                throw control(c, escapeHint);
            }
            b.append('\n');
            c.pos += 2;
            return;
        }
        if (ch != '\n' && TomlCursor.isControl(ch)) {
            throw control(c, escapeHint);
        }
        checkSurrogate(c, ch);
        b.append(ch);
        c.pos++;
    }

    /** A backslash followed by blanks and a newline: skips it and all blanks and newlines after it. */
    private static boolean lineEndingBackslash(TomlCursor c) {
        int i = c.pos + 1;
        while (i < c.len && (c.s.charAt(i) == ' ' || c.s.charAt(i) == '\t')) {
            i++;
        }
        boolean newline = i < c.len
                && (c.s.charAt(i) == '\n' || (c.s.charAt(i) == '\r' && i + 1 < c.len && c.s.charAt(i + 1) == '\n'));
        if (!newline) {
            return false;
        }
        while (i < c.len) {
            char ch = c.s.charAt(i);
            if (ch == ' ' || ch == '\t' || ch == '\n') {
                i++;
            } else if (ch == '\r' && i + 1 < c.len && c.s.charAt(i + 1) == '\n') {
                i += 2;
            } else {
                break;
            }
        }
        c.pos = i;
        return true;
    }

    private static void escape(TomlCursor c, StringBuilder b) {
        int at = c.pos;
        int e = c.peek(1);
        c.pos += 2;
        switch (e) {
            case 'b' -> b.append('\b');
            case 't' -> b.append('\t');
            case 'n' -> b.append('\n');
            case 'f' -> b.append('\f');
            case 'r' -> b.append('\r');
            case '"' -> b.append('"');
            case '\\' -> b.append('\\');
            case 'u' -> b.appendCodePoint(unicode(c, at, 4));
            case 'U' -> b.appendCodePoint(unicode(c, at, 8));
            default ->
                throw c.error(
                        "Unknown escape " + (e == -1 ? "\\" : "\\" + Character.toString(e))
                                + " in a string; the escapes are \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX and \\UXXXXXXXX "
                                + "(write a backslash as \\\\).",
                        at,
                        Math.min(at + 2, c.len));
        }
    }

    private static int unicode(TomlCursor c, int at, int digits) {
        int cp = 0;
        for (int i = 0; i < digits; i++) {
            int h = c.peek();
            if (!Chars.isHexDigit(h)) {
                throw c.error(
                        "The escape \\" + (digits == 4 ? "u" : "U") + " needs exactly " + digits + " hex digits.",
                        at,
                        c.pos);
            }
            cp = cp * 16 + Character.digit(h, 16);
            c.pos++;
            if (cp > 0x10FFFF) {
                break;
            }
        }
        if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            throw c.error(
                    "The escape " + c.s.substring(at, c.pos) + " is not a Unicode scalar value "
                            + "(U+0000 to U+D7FF or U+E000 to U+10FFFF).",
                    at,
                    c.pos);
        }
        return cp;
    }

    private static void checkSurrogate(TomlCursor c, char ch) {
        if (Character.isSurrogate(ch) && Chars.isLoneSurrogate(c.s, c.pos)) {
            throw c.loneSurrogate(c.pos);
        }
    }

    private static TomlSyntaxException unclosed(TomlCursor c, int open, String quote) {
        return c.error("This string is not closed: add " + quote + " before the end of the line.", open, c.pos);
    }

    private static TomlSyntaxException unclosedMultiLine(int open, String quotes) {
        return new TomlSyntaxException(
                "This multi-line string is never closed: add " + quotes + " where it should end.",
                open,
                open + 3,
                false,
                true);
    }

    private static TomlSyntaxException control(TomlCursor c, String escapeHint) {
        char ch = c.s.charAt(c.pos);
        String hint = escapeHint == null
                ? "use a basic string (\"...\") and escape it"
                : "escape it as " + String.format(escapeHint, (int) ch);
        return c.error(
                "A string may not contain the control character " + Chars.name(ch) + "; " + hint + ".",
                c.pos,
                c.pos + 1);
    }
}
