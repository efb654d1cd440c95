package dev.agtpstudio.core.toml;

/** The text being parsed and the position in it, with the lexical steps shared by keys, values and lines. */
final class TomlCursor {
    final String s;
    final int len;
    int pos;
    /** Offsets of the text's newlines, made on the first message that names a line. */
    private int[] newlines;

    TomlCursor(String s) {
        this.s = s;
        this.len = s.length();
    }

    /** The char at the position, or -1 at the end of the text. */
    int peek() {
        return pos < len ? s.charAt(pos) : -1;
    }

    int peek(int ahead) {
        int i = pos + ahead;
        return i < len ? s.charAt(i) : -1;
    }

    boolean at(String token) {
        return s.startsWith(token, pos);
    }

    void skipBlanks() {
        while (pos < len) {
            char c = s.charAt(pos);
            if (c != ' ' && c != '\t') {
                return;
            }
            pos++;
        }
    }

    /** True at a newline (LF or CRLF) or the end of the text. */
    boolean atLineEnd() {
        int c = peek();
        return c == -1 || c == '\n' || (c == '\r' && peek(1) == '\n');
    }

    /** Skips a {@code #} comment up to (not over) the newline; comments may hold no control characters but tab. */
    void skipComment() {
        if (peek() != '#') {
            return;
        }
        pos++;
        while (pos < len) {
            char c = s.charAt(pos);
            if (c == '\n' || (c == '\r' && pos + 1 < len && s.charAt(pos + 1) == '\n')) {
                return;
            }
            if (isControl(c)) {
                throw error("A comment may not contain the control character " + Chars.name(c) + ".", pos, pos + 1);
            }
            if (Character.isSurrogate(c) && Chars.isLoneSurrogate(s, pos)) {
                throw loneSurrogate(pos);
            }
            pos++;
        }
    }

    /** Skips blanks, comments and newlines (between the elements of an array). */
    void skipBlankLines() {
        while (true) {
            skipBlanks();
            int c = peek();
            if (c == '#') {
                skipComment();
            } else if (c == '\n') {
                pos++;
            } else if (c == '\r' && peek(1) == '\n') {
                pos += 2;
            } else {
                return;
            }
        }
    }

    /** Ends a line: blanks, an optional comment, then a newline or the end of the text. */
    void endLine(String after) {
        skipBlanks();
        skipComment();
        int c = peek();
        if (c == -1) {
            return;
        }
        if (c == '\n') {
            pos++;
            return;
        }
        if (c == '\r' && peek(1) == '\n') {
            pos += 2;
            return;
        }
        throw error(
                "Expected the end of the line after " + after + ", found " + describe(pos)
                        + ". Put each entry on its own line; a comment starts with #.",
                pos,
                tokenEnd(pos));
    }

    /** How the text at {@code i} reads in a message: {@code `x`}, "the end of the line" or "the end of the file". */
    String describe(int i) {
        if (i >= len) {
            return "the end of the file";
        }
        char c = s.charAt(i);
        if (c == '\n' || (c == '\r' && i + 1 < len && s.charAt(i + 1) == '\n')) {
            return "the end of the line";
        }
        if (isControl(c)) {
            return "the control character " + Chars.name(c);
        }
        return "`" + s.substring(i, tokenEnd(i)) + "`";
    }

    /** The end of the token starting at {@code i}: a run of key/number characters, else one code point. */
    int tokenEnd(int i) {
        if (i >= len) {
            return i;
        }
        int j = i;
        while (j < len && Chars.isWordChar(s.charAt(j))) {
            j++;
        }
        if (j > i) {
            return j;
        }
        return Character.isHighSurrogate(s.charAt(i)) && i + 1 < len ? i + 2 : i + 1;
    }

    /** The 1-based line of {@code offset}, for messages that point back at an earlier definition. */
    int lineOf(int offset) {
        if (newlines == null) {
            int[] nl = new int[16];
            int n = 0;
            for (int i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) {
                if (n == nl.length) {
                    nl = java.util.Arrays.copyOf(nl, n * 2);
                }
                nl[n++] = i;
            }
            newlines = java.util.Arrays.copyOf(nl, n);
        }
        int i = java.util.Arrays.binarySearch(newlines, offset);
        return (i >= 0 ? i : -i - 1) + 1;
    }

    TomlSyntaxException loneSurrogate(int at) {
        return error(
                "This text is not valid Unicode: " + Chars.name(s.charAt(at)) + " is half of a character.", at, at + 1);
    }

    TomlSyntaxException error(String message, int start, int end) {
        return new TomlSyntaxException(message, start, Math.max(start, Math.min(end, len)), false, false);
    }

    static boolean isControl(char c) {
        return (c < 0x20 && c != '\t') || c == 0x7f;
    }
}
