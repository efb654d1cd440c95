package dev.agtpstudio.editor.lexer;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Predicate;

/**
 * TOML 1.0 line lexer. The state carries open multi-line strings ({@code """}, {@code '''}) and the depth of
 * arrays still open at the end of a line, so a multi-line array or string is lexed correctly from any line.
 */
public final class TomlLexer implements LineLexer {
    private static final int MAX_DEPTH = 16;

    enum Mode {
        NORMAL,
        ML_BASIC,
        ML_LITERAL
    }

    /** @param handlerTable inside {@code [endpoint.handler]}, where {@code method} is an HTTP method, not a verb */
    record State(Mode mode, int depth, boolean handlerTable) implements LexState {}

    private static final State INITIAL = new State(Mode.NORMAL, 0, false);

    private final Predicate<String> verbs;

    /** @param verbs recognises catalog verbs, highlighted as method verbs wherever they appear as a whole string */
    public TomlLexer(Predicate<String> verbs) {
        this.verbs = verbs;
    }

    @Override
    public LexState initialState() {
        return INITIAL;
    }

    @Override
    public LexState lexLine(CharSequence line, LexState start, TokenSink out) {
        return new Run(line, (State) start, out).lex();
    }

    /** The mutable scan of one line. */
    private final class Run {
        private final CharSequence line;
        private final int n;
        private final TokenSink out;
        private final Deque<Character> stack = new ArrayDeque<>();
        private int carried;
        private Mode mode;
        private int i;
        private boolean keyPos;
        private String key;
        private boolean handlerTable;

        Run(CharSequence line, State s, TokenSink out) {
            this.line = line;
            this.n = ScalarTokens.lineEnd(line);
            this.out = out;
            this.carried = s.depth();
            this.mode = s.mode();
            this.keyPos = s.depth() == 0;
            this.handlerTable = s.handlerTable();
        }

        State lex() {
            if (mode != Mode.NORMAL && !closeMultiline(0)) {
                return new State(mode, carried, handlerTable);
            }
            while (true) {
                i = ScalarTokens.skipSpaces(line, i, n);
                if (i >= n) {
                    break;
                }
                char c = line.charAt(i);
                if (c == '#') {
                    out.token(TokenKind.COMMENT, i, n - i);
                    break;
                }
                if (keyPos) {
                    lexKeyPosition(c);
                } else if (!lexValue(c)) {
                    return new State(mode, depthAtEnd(), handlerTable);
                }
            }
            return new State(Mode.NORMAL, depthAtEnd(), handlerTable);
        }

        private int depthAtEnd() {
            return Math.min(MAX_DEPTH, carried + stack.size());
        }

        private void lexKeyPosition(char c) {
            if (c == '[' && stack.isEmpty() && carried == 0) {
                int close = indexOf(']', i + 1);
                int end = close < 0 ? n : close + 1;
                if (close >= 0 && i + 1 < n && line.charAt(i + 1) == '[') {
                    end = close + 1 < n && line.charAt(close + 1) == ']' ? close + 2 : -1;
                }
                if (close < 0 || end < 0) {
                    out.token(TokenKind.ERROR, i, n - i);
                    i = n;
                } else {
                    out.token(TokenKind.SECTION, i, end - i);
                    handlerTable = line.subSequence(i, end)
                            .toString()
                            .replaceAll("[\\[\\]\\s\"]", "")
                            .equals("endpoint.handler");
                    i = end;
                    trailingAfterHeader();
                }
                return;
            }
            // Keys are emitted only once the `=` is seen; a key with no `=` is an error to the end of the line.
            int keyStart = i;
            int[] pending = new int[32];
            int np = 0;
            while (i < n && np + 4 <= pending.length) {
                int s = i;
                char k = line.charAt(i);
                if (isBare(k)) {
                    while (i < n && isBare(line.charAt(i))) {
                        i++;
                    }
                    key = line.subSequence(s, i).toString();
                } else if (k == '"' || k == '\'') {
                    int close = closeQuote(k, i + 1);
                    if (close < 0) {
                        break;
                    }
                    i = close + 1;
                    key = line.subSequence(s + 1, close).toString();
                } else {
                    break;
                }
                pending[np++] = s;
                pending[np++] = i;
                i = ScalarTokens.skipSpaces(line, i, n);
                if (i < n && line.charAt(i) == '.') {
                    pending[np++] = -i - 1;
                    pending[np++] = 0;
                    i = ScalarTokens.skipSpaces(line, i + 1, n);
                } else {
                    break;
                }
            }
            if (np > 0 && i < n && line.charAt(i) == '=') {
                for (int k = 0; k < np; k += 2) {
                    if (pending[k] < 0) {
                        out.token(TokenKind.PUNCTUATION, -pending[k] - 1, 1);
                    } else {
                        out.token(TokenKind.KEY, pending[k], pending[k + 1] - pending[k]);
                    }
                }
                out.token(TokenKind.PUNCTUATION, i, 1);
                i++;
                keyPos = false;
                return;
            }
            int end = keyStart;
            while (end < n && line.charAt(end) != '#') {
                end++;
            }
            while (end > keyStart && (line.charAt(end - 1) == ' ' || line.charAt(end - 1) == '\t')) {
                end--;
            }
            out.token(TokenKind.ERROR, keyStart, Math.max(1, end - keyStart));
            i = Math.max(end, keyStart + 1);
            keyPos = false;
        }

        private void trailingAfterHeader() {
            i = ScalarTokens.skipSpaces(line, i, n);
            if (i < n && line.charAt(i) == '#') {
                out.token(TokenKind.COMMENT, i, n - i);
            } else if (i < n) {
                out.token(TokenKind.ERROR, i, n - i);
            }
            i = n;
        }

        /** Lexes one value item; false when the line ended inside a multi-line string. */
        private boolean lexValue(char c) {
            switch (c) {
                case '"', '\'' -> {
                    return lexString(c);
                }
                case '[' -> {
                    out.token(TokenKind.PUNCTUATION, i++, 1);
                    stack.push('[');
                }
                case '{' -> {
                    out.token(TokenKind.PUNCTUATION, i++, 1);
                    stack.push('{');
                    keyPos = true;
                }
                case ']', '}' -> {
                    char open = c == ']' ? '[' : '{';
                    if (!stack.isEmpty() && stack.peek() == open) {
                        stack.pop();
                        out.token(TokenKind.PUNCTUATION, i, 1);
                    } else if (stack.isEmpty() && carried > 0 && c == ']') {
                        carried--;
                        out.token(TokenKind.PUNCTUATION, i, 1);
                    } else {
                        out.token(TokenKind.ERROR, i, 1);
                    }
                    i++;
                }
                case ',' -> {
                    out.token(TokenKind.PUNCTUATION, i++, 1);
                    keyPos = !stack.isEmpty() && stack.peek() == '{';
                }
                default -> lexBareValue();
            }
            return true;
        }

        private boolean lexString(char q) {
            int s = i;
            boolean triple = i + 2 < n && line.charAt(i + 1) == q && line.charAt(i + 2) == q;
            if (triple) {
                mode = q == '"' ? Mode.ML_BASIC : Mode.ML_LITERAL;
                out.token(TokenKind.STRING, s, 3);
                return closeMultiline(s + 3);
            }
            int close = closeQuote(q, i + 1);
            if (close < 0) {
                out.token(TokenKind.ERROR, s, n - s);
                i = n;
                return true;
            }
            i = close + 1;
            String k = handlerTable && "method".equals(key) ? "http method" : key;
            ScalarTokens.emitStringValue(line, s, i, s + 1, close, k, verbs, out);
            return true;
        }

        /** Looks for the end of the open multi-line string from {@code from}; false when it runs past the line. */
        private boolean closeMultiline(int from) {
            char q = mode == Mode.ML_BASIC ? '"' : '\'';
            int j = from;
            while (j < n) {
                char c = line.charAt(j);
                if (c == '\\' && q == '"') {
                    j += 2;
                    continue;
                }
                if (c == q && j + 2 < n && line.charAt(j + 1) == q && line.charAt(j + 2) == q) {
                    int end = j + 3;
                    int extra = 0;
                    while (end < n && line.charAt(end) == q && extra < 2) {
                        end++;
                        extra++;
                    }
                    ScalarTokens.emitStringBody(line, from, end - 3, false, out);
                    out.token(TokenKind.STRING, end - 3, 3);
                    mode = Mode.NORMAL;
                    i = end;
                    keyPos = false;
                    return true;
                }
                j++;
            }
            ScalarTokens.emitStringBody(line, from, n, false, out);
            i = n;
            return false;
        }

        private void lexBareValue() {
            int s = i;
            while (i < n && !isValueStop(line.charAt(i))) {
                i++;
            }
            // Local date-time with a space separator: 1979-05-27 07:32:00
            if (i - s == 10
                    && i + 3 < n
                    && line.charAt(i) == ' '
                    && Character.isDigit(line.charAt(i + 1))
                    && Character.isDigit(line.charAt(i + 2))
                    && line.charAt(i + 3) == ':') {
                i++;
                while (i < n && !isValueStop(line.charAt(i))) {
                    i++;
                }
            }
            if (i == s) {
                i++;
            }
            String word = line.subSequence(s, i).toString();
            TokenKind k = ScalarTokens.classify(word, false);
            out.token(k == null ? TokenKind.ERROR : k, s, i - s);
        }

        private boolean isValueStop(char c) {
            return c == ' ' || c == '\t' || c == ',' || c == ']' || c == '}' || c == '#' || c == '[' || c == '{'
                    || c == '"' || c == '\'';
        }

        private int closeQuote(char q, int from) {
            for (int j = from; j < n; j++) {
                char c = line.charAt(j);
                if (c == '\\' && q == '"') {
                    j++;
                } else if (c == q) {
                    return j;
                }
            }
            return -1;
        }

        private int indexOf(char c, int from) {
            for (int j = from; j < n; j++) {
                if (line.charAt(j) == c) {
                    return j;
                }
            }
            return -1;
        }
    }

    private static boolean isBare(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }
}
