package dev.agtpstudio.editor.lexer;

/**
 * A restartable, line-at-a-time lexer. Given the state at the start of a line it emits that line's tokens and
 * returns the state at the start of the next line. It never throws on malformed input: what it cannot read
 * becomes an {@link TokenKind#ERROR} token.
 */
public interface LineLexer {
    LexState initialState();

    /**
     * @param line  the line's text without its terminator (a trailing {@code \r} is tolerated)
     * @param start the state at the start of the line
     * @param out   receives tokens, offsets relative to the line start
     * @return the state at the start of the next line
     */
    LexState lexLine(CharSequence line, LexState start, TokenSink out);
}
