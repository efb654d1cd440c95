package dev.agtpstudio.editor.lexer;

/** A neutral token: a kind and a span. Offsets are relative to whatever the producer says (line or document). */
public record Token(TokenKind kind, int offset, int length) {
    public Token {
        if (offset < 0 || length < 0) {
            throw new IllegalArgumentException("bad token " + offset + "+" + length);
        }
    }

    public int end() {
        return offset + length;
    }
}
