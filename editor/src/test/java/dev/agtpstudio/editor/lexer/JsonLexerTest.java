package dev.agtpstudio.editor.lexer;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JsonLexerTest {
    private final JsonLexer lexer = new JsonLexer(Lexed.VERBS);

    @Test
    void keysStringsNumbersLiteralsAndVerbs() {
        String text = "{\"method\": \"BOOK\", \"path\": \"/a/{id}\",\n \"n\": -1.5e3, \"ok\": true, \"x\": null}";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:PUNCTUATION:{",
                        "1:KEY:\"method\"",
                        "1:PUNCTUATION::",
                        "1:METHOD_VERB:\"BOOK\"",
                        "1:PUNCTUATION:,",
                        "1:KEY:\"path\"",
                        "1:PUNCTUATION::",
                        "1:STRING:\"/a/",
                        "1:TEMPLATE_PARAM:{id}",
                        "1:STRING:\"",
                        "1:PUNCTUATION:,",
                        "2:KEY:\"n\"",
                        "2:PUNCTUATION::",
                        "2:NUMBER:-1.5e3",
                        "2:PUNCTUATION:,",
                        "2:KEY:\"ok\"",
                        "2:PUNCTUATION::",
                        "2:BOOLEAN:true",
                        "2:PUNCTUATION:,",
                        "2:KEY:\"x\"",
                        "2:PUNCTUATION::",
                        "2:KEYWORD:null",
                        "2:PUNCTUATION:}");
    }

    @Test
    void unterminatedStringAndInvalidWordsAreErrors() {
        assertThat(Lexed.ofKind(lexer, "{\"a\": \"open\n\"b\": 01, \"c\": True}", TokenKind.ERROR))
                .containsExactly("\"open", "01", "True");
    }

    @Test
    void everyLineStartsInTheSameState() {
        LexedDocument d = LexedDocument.lex(lexer, LineSource.of("{\n\"a\": \"x\n}"));
        assertThat(d.stateAt(1)).isEqualTo(d.stateAt(2)).isEqualTo(d.stateAt(3));
    }
}
