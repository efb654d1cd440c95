package dev.agtpstudio.editor.lexer;

import java.util.function.Predicate;

/**
 * YAML 1.2 line lexer for block and flow style. The state carries an open block scalar ({@code |} or {@code >},
 * with the indentation its content must exceed), an open multi-line quoted scalar, and the flow-collection depth.
 */
public final class YamlLexer implements LineLexer {
    private static final int MAX_DEPTH = 16;

    enum Mode {
        NORMAL,
        BLOCK_SCALAR,
        DOUBLE_QUOTED,
        SINGLE_QUOTED
    }

    /** @param indent for a block scalar, the indentation its content lines must exceed */
    record State(Mode mode, int indent, int flowDepth) implements LexState {}

    private static final State INITIAL = new State(Mode.NORMAL, 0, 0);

    private final Predicate<String> verbs;

    public YamlLexer(Predicate<String> verbs) {
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

    private final class Run {
        private final CharSequence line;
        private final int n;
        private final TokenSink out;
        private final State start;
        private int flow;
        private int i;
        private String key;
        private int blockParent = Integer.MIN_VALUE;

        Run(CharSequence line, State start, TokenSink out) {
            this.line = line;
            this.n = ScalarTokens.lineEnd(line);
            this.out = out;
            this.start = start;
            this.flow = start.flowDepth();
        }

        State lex() {
            int indent = ScalarTokens.skipSpaces(line, 0, n);
            switch (start.mode()) {
                case BLOCK_SCALAR -> {
                    if (indent >= n) {
                        return start;
                    }
                    if (indent > start.indent()) {
                        out.token(TokenKind.STRING, indent, n - indent);
                        return start;
                    }
                    flow = 0;
                }
                case DOUBLE_QUOTED, SINGLE_QUOTED -> {
                    char q = start.mode() == Mode.DOUBLE_QUOTED ? '"' : '\'';
                    int close = closeQuote(q, 0);
                    if (close < 0) {
                        ScalarTokens.emitStringBody(line, 0, n, false, out);
                        return start;
                    }
                    ScalarTokens.emitStringBody(line, 0, close + 1, false, out);
                    i = close + 1;
                    return rest();
                }
                default -> {}
            }
            if (flow == 0
                    && indent == 0
                    && n >= 3
                    && (startsWith("---") || startsWith("..."))
                    && (n == 3 || line.charAt(3) == ' ' || line.charAt(3) == '\t')) {
                out.token(TokenKind.KEYWORD, 0, 3);
                i = 3;
                blockParent = -1;
                return rest();
            }
            if (flow == 0 && indent == 0 && n > 0 && line.charAt(0) == '%') {
                out.token(TokenKind.KEYWORD, 0, n);
                return new State(Mode.NORMAL, 0, 0);
            }
            i = indent;
            if (flow == 0) {
                blockParent = indent;
                while (i < n && line.charAt(i) == '-' && (i + 1 == n || line.charAt(i + 1) == ' ')) {
                    out.token(TokenKind.PUNCTUATION, i, 1);
                    blockParent = i;
                    i = ScalarTokens.skipSpaces(line, i + 1, n);
                }
                blockKey();
            }
            return rest();
        }

        /** A block-mapping key at {@code i}, if the line has one. */
        private void blockKey() {
            if (i >= n) {
                return;
            }
            char c = line.charAt(i);
            int keyEnd;
            if (c == '"' || c == '\'') {
                int close = closeQuote(c, i + 1);
                if (close < 0) {
                    return;
                }
                keyEnd = close + 1;
                int colon = ScalarTokens.skipSpaces(line, keyEnd, n);
                if (!isMappingColon(colon)) {
                    return;
                }
                emitKey(i, keyEnd, colon, line.subSequence(i + 1, close).toString());
                return;
            }
            if ("[]{}#&*!|>%@`,".indexOf(c) >= 0) {
                return;
            }
            for (int j = i; j < n; j++) {
                char d = line.charAt(j);
                if (d == '#' && j > i && (line.charAt(j - 1) == ' ' || line.charAt(j - 1) == '\t')) {
                    return;
                }
                if (isMappingColon(j)) {
                    int e = j;
                    while (e > i && (line.charAt(e - 1) == ' ' || line.charAt(e - 1) == '\t')) {
                        e--;
                    }
                    emitKey(i, e, j, line.subSequence(i, e).toString());
                    return;
                }
            }
        }

        private void emitKey(int s, int e, int colon, String name) {
            out.token(TokenKind.KEY, s, e - s);
            out.token(TokenKind.PUNCTUATION, colon, 1);
            blockParent = s;
            key = name;
            i = colon + 1;
        }

        private boolean isMappingColon(int j) {
            return j < n
                    && line.charAt(j) == ':'
                    && (j + 1 == n || line.charAt(j + 1) == ' ' || line.charAt(j + 1) == '\t');
        }

        /** The values, flow collections and comment after any key. */
        private State rest() {
            while (true) {
                i = ScalarTokens.skipSpaces(line, i, n);
                if (i >= n) {
                    break;
                }
                char c = line.charAt(i);
                if (c == '#' && (i == 0 || line.charAt(i - 1) == ' ' || line.charAt(i - 1) == '\t')) {
                    out.token(TokenKind.COMMENT, i, n - i);
                    break;
                }
                if (c == '"' || c == '\'') {
                    int close = closeQuote(c, i + 1);
                    if (close < 0) {
                        ScalarTokens.emitStringBody(line, i, n, false, out);
                        return new State(c == '"' ? Mode.DOUBLE_QUOTED : Mode.SINGLE_QUOTED, 0, flow);
                    }
                    int s = i;
                    i = close + 1;
                    if (flow > 0 && flowKeyFollows()) {
                        out.token(TokenKind.KEY, s, i - s);
                        key = line.subSequence(s + 1, close).toString();
                    } else {
                        ScalarTokens.emitStringValue(line, s, i, s + 1, close, key, verbs, out);
                    }
                } else if (c == '[' || c == '{') {
                    out.token(TokenKind.PUNCTUATION, i++, 1);
                    flow = Math.min(MAX_DEPTH, flow + 1);
                } else if (c == ']' || c == '}') {
                    out.token(flow > 0 ? TokenKind.PUNCTUATION : TokenKind.ERROR, i++, 1);
                    flow = Math.max(0, flow - 1);
                } else if (flow > 0 && (c == ',' || c == ':')) {
                    out.token(TokenKind.PUNCTUATION, i++, 1);
                } else if (flow == 0 && (c == '|' || c == '>')) {
                    int s = i++;
                    while (i < n && "+-0123456789".indexOf(line.charAt(i)) >= 0) {
                        i++;
                    }
                    out.token(TokenKind.PUNCTUATION, s, i - s);
                    i = ScalarTokens.skipSpaces(line, i, n);
                    if (i < n && line.charAt(i) == '#') {
                        out.token(TokenKind.COMMENT, i, n - i);
                    } else if (i < n) {
                        out.token(TokenKind.ERROR, i, n - i);
                    }
                    return new State(Mode.BLOCK_SCALAR, blockParent == Integer.MIN_VALUE ? -1 : blockParent, 0);
                } else if (c == '&' || c == '*' || c == '!') {
                    int s = i;
                    while (i < n
                            && line.charAt(i) != ' '
                            && line.charAt(i) != ','
                            && (flow == 0 || "[]{}".indexOf(line.charAt(i)) < 0)) {
                        i++;
                    }
                    out.token(TokenKind.KEYWORD, s, i - s);
                } else {
                    plain();
                }
            }
            return new State(Mode.NORMAL, 0, flow);
        }

        private boolean flowKeyFollows() {
            int j = ScalarTokens.skipSpaces(line, i, n);
            return j < n && line.charAt(j) == ':';
        }

        /** A plain scalar: up to a comment, or in flow context up to an indicator. */
        private void plain() {
            int s = i;
            while (i < n) {
                char d = line.charAt(i);
                if (d == '#' && (line.charAt(i - 1) == ' ' || line.charAt(i - 1) == '\t')) {
                    break;
                }
                if (flow > 0 && (d == ',' || d == '[' || d == ']' || d == '{' || d == '}' || isMappingColon(i))) {
                    break;
                }
                i++;
            }
            int e = i;
            while (e > s && (line.charAt(e - 1) == ' ' || line.charAt(e - 1) == '\t')) {
                e--;
            }
            if (e == s) {
                i = Math.max(i, s + 1);
                out.token(TokenKind.ERROR, s, 1);
                return;
            }
            if (flow > 0 && isMappingColon(i)) {
                out.token(TokenKind.KEY, s, e - s);
                key = line.subSequence(s, e).toString();
                return;
            }
            String word = line.subSequence(s, e).toString();
            TokenKind k = ScalarTokens.classify(word, true);
            if (k != null) {
                out.token(k, s, e - s);
            } else {
                ScalarTokens.emitStringValue(line, s, e, s, e, key, verbs, out);
            }
        }

        private int closeQuote(char q, int from) {
            for (int j = from; j < n; j++) {
                char c = line.charAt(j);
                if (q == '"' && c == '\\') {
                    j++;
                } else if (c == q) {
                    if (q == '\'' && j + 1 < n && line.charAt(j + 1) == '\'') {
                        j++;
                        continue;
                    }
                    return j;
                }
            }
            return -1;
        }

        private boolean startsWith(String p) {
            for (int k = 0; k < p.length(); k++) {
                if (line.charAt(k) != p.charAt(k)) {
                    return false;
                }
            }
            return true;
        }
    }
}
