package dev.agtpstudio.editor.lexer;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class YamlLexerTest {
    private final YamlLexer lexer = new YamlLexer(Lexed.VERBS);

    @Test
    void keysValuesAndMethodVerbs() {
        String text =
                "agis: \"1.0\"\nendpoints:\n  - method: BOOK\n    path: /room/{room_id}\n    is_idempotent: false\n";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:KEY:agis",
                        "1:PUNCTUATION::",
                        "1:STRING:\"1.0\"",
                        "2:KEY:endpoints",
                        "2:PUNCTUATION::",
                        "3:PUNCTUATION:-",
                        "3:KEY:method",
                        "3:PUNCTUATION::",
                        "3:METHOD_VERB:BOOK",
                        "4:KEY:path",
                        "4:PUNCTUATION::",
                        "4:STRING:/room/",
                        "4:TEMPLATE_PARAM:{room_id}",
                        "5:KEY:is_idempotent",
                        "5:PUNCTUATION::",
                        "5:BOOLEAN:false");
    }

    @Test
    void literalBlockScalarRunsWhileIndentedDeeperThanItsKey() {
        String text = "  description: |\n    method: BOOK\n\n    # not a comment\n  intent: x\n";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:KEY:description",
                        "1:PUNCTUATION::",
                        "1:PUNCTUATION:|",
                        "2:STRING:method: BOOK",
                        "4:STRING:# not a comment",
                        "5:KEY:intent",
                        "5:PUNCTUATION::",
                        "5:STRING:x");
    }

    @Test
    void foldedBlockScalarWithIndicatorsInAListItem() {
        String text = "- outcome: >-  # folded\n    text: here\n- next: 1\n";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:PUNCTUATION:-",
                        "1:KEY:outcome",
                        "1:PUNCTUATION::",
                        "1:PUNCTUATION:>-",
                        "1:COMMENT:# folded",
                        "2:STRING:text: here",
                        "3:PUNCTUATION:-",
                        "3:KEY:next",
                        "3:PUNCTUATION::",
                        "3:NUMBER:1");
    }

    @Test
    void blockScalarAtDocumentEndKeepsItsState() {
        LexedDocument d = LexedDocument.lex(lexer, LineSource.of("k: |\n  a\n"));
        assertThat(d.stateAt(2)).isEqualTo(d.stateAt(1));
    }

    @Test
    void commentsAndHashesInsideValues() {
        assertThat(Lexed.tokens(lexer, "# top\nurl: http://x/#frag # tail"))
                .containsExactly(
                        "1:COMMENT:# top",
                        "2:KEY:url",
                        "2:PUNCTUATION::",
                        "2:STRING:http://x/#frag",
                        "2:COMMENT:# tail");
    }

    @Test
    void flowCollectionsAcrossLines() {
        String text = "declared_verbs: [BOOK,\n  QUERY, other]\nmap: {a: 1, \"b\": [x]}\n";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:KEY:declared_verbs",
                        "1:PUNCTUATION::",
                        "1:PUNCTUATION:[",
                        "1:METHOD_VERB:BOOK",
                        "1:PUNCTUATION:,",
                        "2:METHOD_VERB:QUERY",
                        "2:PUNCTUATION:,",
                        "2:STRING:other",
                        "2:PUNCTUATION:]",
                        "3:KEY:map",
                        "3:PUNCTUATION::",
                        "3:PUNCTUATION:{",
                        "3:KEY:a",
                        "3:PUNCTUATION::",
                        "3:NUMBER:1",
                        "3:PUNCTUATION:,",
                        "3:KEY:\"b\"",
                        "3:PUNCTUATION::",
                        "3:PUNCTUATION:[",
                        "3:STRING:x",
                        "3:PUNCTUATION:]",
                        "3:PUNCTUATION:}");
    }

    @Test
    void unclosedDoubleQuotedScalarContinuesOnTheNextLine() {
        String text = "intent: \"Reserve a\n  room\" # c\nactor: agent";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:KEY:intent",
                        "1:PUNCTUATION::",
                        "1:STRING:\"Reserve a",
                        "2:STRING:  room\"",
                        "2:COMMENT:# c",
                        "3:KEY:actor",
                        "3:PUNCTUATION::",
                        "3:STRING:agent");
    }

    @Test
    void singleQuotedScalarWithDoubledQuote() {
        assertThat(Lexed.ofKind(lexer, "a: 'it''s' # c", TokenKind.STRING)).containsExactly("'it''s'");
    }

    @Test
    void documentMarkersAnchorsAliasesAndNull() {
        assertThat(Lexed.tokens(lexer, "---\nbase: &b ~\nother: *b\n..."))
                .containsExactly(
                        "1:KEYWORD:---",
                        "2:KEY:base",
                        "2:PUNCTUATION::",
                        "2:KEYWORD:&b",
                        "2:KEYWORD:~",
                        "3:KEY:other",
                        "3:PUNCTUATION::",
                        "3:KEYWORD:*b",
                        "4:KEYWORD:...");
    }

    @Test
    void placeholdersInPlainScalars() {
        assertThat(Lexed.ofKind(lexer, "token: Bearer ${TOKEN}", TokenKind.PLACEHOLDER))
                .containsExactly("${TOKEN}");
    }

    @Test
    void strayClosingBracketIsAnError() {
        assertThat(Lexed.ofKind(lexer, "a: b ]", TokenKind.ERROR)).isEmpty();
        assertThat(Lexed.ofKind(lexer, "a: [b]]", TokenKind.ERROR)).containsExactly("]");
    }
}
