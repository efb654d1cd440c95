package dev.agtpstudio.editor.lexer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Test helper: lexes a text and renders tokens as {@code line:KIND:text} strings. */
final class Lexed {
    static final Predicate<String> VERBS =
            v -> List.of("BOOK", "QUERY", "FETCH", "AUDIT", "SUMMARIZE").contains(v);

    private Lexed() {}

    static List<String> tokens(LineLexer lexer, String text) {
        LineSource src = LineSource.of(text);
        LexedDocument d = LexedDocument.lex(lexer, src);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < d.lineCount(); i++) {
            CharSequence line = src.line(i);
            int ln = i + 1;
            for (Token t : d.lineTokens(i)) {
                out.add(ln + ":" + t.kind() + ":" + line.subSequence(t.offset(), t.end()));
            }
        }
        return out;
    }

    /** The tokens of one kind, as text. */
    static List<String> ofKind(LineLexer lexer, String text, TokenKind kind) {
        return tokens(lexer, text).stream()
                .filter(s -> s.split(":", 3)[1].equals(kind.name()))
                .map(s -> s.split(":", 3)[2])
                .toList();
    }
}
