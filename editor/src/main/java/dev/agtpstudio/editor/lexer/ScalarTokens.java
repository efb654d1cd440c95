package dev.agtpstudio.editor.lexer;

import java.util.regex.Pattern;

/** Classifies scalar words and splits string bodies into string, template-parameter and placeholder tokens. */
final class ScalarTokens {
    private static final Pattern NUMBER =
            Pattern.compile("[+-]?(?:0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+|inf|nan|\\.inf|\\.nan|\\.Inf|\\.NaN"
                    + "|(?:\\d[\\d_]*)(?:\\.\\d[\\d_]*)?(?:[eE][+-]?\\d[\\d_]*)?|\\.\\d+(?:[eE][+-]?\\d+)?)");
    private static final Pattern DATE = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}(?:[Tt ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:[Zz]|[+-]\\d{2}:\\d{2})?)?"
                    + "|\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?");
    private static final Pattern UPPER_WORD = Pattern.compile("[A-Z][A-Z0-9_]*");

    private ScalarTokens() {}

    /** NUMBER, BOOLEAN or DATE for a TOML/JSON/YAML scalar word, or null when it is none of them. */
    static TokenKind classify(String word, boolean yaml) {
        if (word.equals("true")
                || word.equals("false")
                || (yaml
                        && (word.equals("True")
                                || word.equals("False")
                                || word.equals("TRUE")
                                || word.equals("FALSE")))) {
            return TokenKind.BOOLEAN;
        }
        if (yaml && (word.equals("null") || word.equals("~") || word.equals("Null") || word.equals("NULL"))) {
            return TokenKind.KEYWORD;
        }
        if (DATE.matcher(word).matches()) {
            return TokenKind.DATE;
        }
        if (NUMBER.matcher(word).matches()) {
            return TokenKind.NUMBER;
        }
        return null;
    }

    static boolean isUpperWord(CharSequence s) {
        return UPPER_WORD.matcher(s).matches();
    }

    /** True when the key names a path whose strings may hold {@code {param}} templates. */
    static boolean isPathKey(String key) {
        return key != null && (key.equals("path") || key.endsWith("_path") || key.equals("path_exact"));
    }

    /**
     * Emits the body {@code [from, to)} of a string as STRING pieces, with {@code ${VAR}} placeholders and (when
     * {@code templates}) {@code {id}} template parameters as their own tokens.
     */
    static void emitStringBody(CharSequence line, int from, int to, boolean templates, TokenSink out) {
        int runStart = from;
        int i = from;
        while (i < to) {
            char c = line.charAt(i);
            int end = -1;
            TokenKind kind = null;
            if (c == '$' && i + 1 < to && line.charAt(i + 1) == '{') {
                end = closeBrace(line, i + 2, to);
                kind = TokenKind.PLACEHOLDER;
            } else if (templates && c == '{') {
                end = closeBrace(line, i + 1, to);
                kind = TokenKind.TEMPLATE_PARAM;
            }
            if (end > 0) {
                if (i > runStart) {
                    out.token(TokenKind.STRING, runStart, i - runStart);
                }
                out.token(kind, i, end - i);
                i = end;
                runStart = end;
            } else {
                i++;
            }
        }
        if (to > runStart) {
            out.token(TokenKind.STRING, runStart, to - runStart);
        }
    }

    /** Index after the {@code }} closing an identifier that starts at {@code from}, or -1. */
    private static int closeBrace(CharSequence line, int from, int to) {
        int i = from;
        if (i >= to || !(Character.isLetter(line.charAt(i)) || line.charAt(i) == '_')) {
            return -1;
        }
        while (i < to && (Character.isLetterOrDigit(line.charAt(i)) || line.charAt(i) == '_')) {
            i++;
        }
        return i < to && line.charAt(i) == '}' ? i + 1 : -1;
    }

    static int lineEnd(CharSequence line) {
        int n = line.length();
        return n > 0 && line.charAt(n - 1) == '\r' ? n - 1 : n;
    }

    static int skipSpaces(CharSequence line, int i, int n) {
        while (i < n && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    /**
     * Emits a complete one-line string value {@code [start, end)} whose body is {@code [bodyFrom, bodyTo)}: a method
     * verb when it is the uppercase value of a {@code method} key or a catalog verb, otherwise a string whose
     * {@code ${VAR}} placeholders (and {@code {id}} parameters in path strings) are separate tokens.
     */
    static void emitStringValue(
            CharSequence line,
            int start,
            int end,
            int bodyFrom,
            int bodyTo,
            String key,
            java.util.function.Predicate<String> verbs,
            TokenSink out) {
        CharSequence body = line.subSequence(bodyFrom, bodyTo);
        if (isVerbValue(body, key, verbs)) {
            out.token(TokenKind.METHOD_VERB, start, end - start);
            return;
        }
        boolean templates = isPathKey(key) || (body.length() > 0 && body.charAt(0) == '/');
        if (bodyFrom > start) {
            out.token(TokenKind.STRING, start, bodyFrom - start);
        }
        emitStringBody(line, bodyFrom, bodyTo, templates, out);
        if (end > bodyTo) {
            out.token(TokenKind.STRING, bodyTo, end - bodyTo);
        }
    }

    static boolean isVerbValue(CharSequence body, String key, java.util.function.Predicate<String> verbs) {
        if (!isUpperWord(body)) {
            return false;
        }
        return (key != null && (key.equals("method") || key.endsWith("_method"))) || verbs.test(body.toString());
    }
}
