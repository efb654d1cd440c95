package dev.agtpstudio.editor.lexer;

import java.util.function.Predicate;

/**
 * JSON line lexer. JSON strings cannot span lines, so every line starts in the same state and an edit never
 * relexes more than the lines it touched. A string followed by {@code :} is a key.
 */
public final class JsonLexer implements LineLexer {
    record State() implements LexState {}

    private static final State INITIAL = new State();

    private final Predicate<String> verbs;

    public JsonLexer(Predicate<String> verbs) {
        this.verbs = verbs;
    }

    @Override
    public LexState initialState() {
        return INITIAL;
    }

    @Override
    public LexState lexLine(CharSequence line, LexState start, TokenSink out) {
        int n = ScalarTokens.lineEnd(line);
        int i = 0;
        String key = null;
        while (true) {
            i = skipWs(line, i, n);
            if (i >= n) {
                break;
            }
            char c = line.charAt(i);
            if (c == '"') {
                int close = closeQuote(line, i + 1, n);
                if (close < 0) {
                    out.token(TokenKind.ERROR, i, n - i);
                    break;
                }
                int s = i;
                i = close + 1;
                int j = skipWs(line, i, n);
                if (j < n && line.charAt(j) == ':') {
                    out.token(TokenKind.KEY, s, i - s);
                    key = line.subSequence(s + 1, close).toString();
                } else {
                    ScalarTokens.emitStringValue(line, s, i, s + 1, close, key, verbs, out);
                }
            } else if ("{}[],:".indexOf(c) >= 0) {
                out.token(TokenKind.PUNCTUATION, i++, 1);
            } else {
                int s = i;
                while (i < n && " \t{}[],:\"".indexOf(line.charAt(i)) < 0) {
                    i++;
                }
                String word = line.subSequence(s, i).toString();
                TokenKind k = word.equals("null") ? TokenKind.KEYWORD : ScalarTokens.classify(word, false);
                boolean valid = k == TokenKind.BOOLEAN
                        || k == TokenKind.KEYWORD
                        || (k == TokenKind.NUMBER && word.matches("-?(?:0|[1-9]\\d*)(?:\\.\\d+)?(?:[eE][+-]?\\d+)?"));
                out.token(valid ? k : TokenKind.ERROR, s, i - s);
            }
        }
        return INITIAL;
    }

    private static int skipWs(CharSequence line, int i, int n) {
        while (i < n && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int closeQuote(CharSequence line, int from, int n) {
        for (int j = from; j < n; j++) {
            char c = line.charAt(j);
            if (c == '\\') {
                j++;
            } else if (c == '"') {
                return j;
            }
        }
        return -1;
    }
}
