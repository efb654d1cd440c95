package dev.agtpstudio.editor.lexer;

/** Receives tokens of one line, in increasing offset order, offsets relative to the line start. */
@FunctionalInterface
public interface TokenSink {
    void token(TokenKind kind, int offset, int length);
}
