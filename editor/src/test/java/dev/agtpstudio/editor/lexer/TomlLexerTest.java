package dev.agtpstudio.editor.lexer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TomlLexerTest {
    private final TomlLexer lexer = new TomlLexer(Lexed.VERBS);

    @Test
    void tableAndArrayTableHeadersAreSections() {
        String text = "[endpoint]\n[[endpoint.input.required]]  # first field\n[endpoint.semantic]\n";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:SECTION:[endpoint]",
                        "2:SECTION:[[endpoint.input.required]]",
                        "2:COMMENT:# first field",
                        "3:SECTION:[endpoint.semantic]");
    }

    @Test
    void methodValueIsAVerbAndOtherKeysAreKeys() {
        assertThat(Lexed.tokens(lexer, "method = \"BOOK\"\nnamespace = \"BOOK_ROOMS\""))
                .containsExactly(
                        "1:KEY:method",
                        "1:PUNCTUATION:=",
                        "1:METHOD_VERB:\"BOOK\"",
                        "2:KEY:namespace",
                        "2:PUNCTUATION:=",
                        "2:STRING:\"BOOK_ROOMS\"");
    }

    @Test
    void uppercaseMethodValueIsAVerbEvenWhenNotInTheCatalog() {
        assertThat(Lexed.ofKind(lexer, "method = \"RESERVE\"", TokenKind.METHOD_VERB))
                .containsExactly("\"RESERVE\"");
        assertThat(Lexed.ofKind(lexer, "method = \"reserve\"", TokenKind.METHOD_VERB))
                .isEmpty();
    }

    @Test
    void catalogVerbsInArraysAreVerbs() {
        String text = "allow = [\n  \"BOOK\",\n  \"NOTAVERB\",\n]";
        assertThat(Lexed.ofKind(lexer, text, TokenKind.METHOD_VERB)).containsExactly("\"BOOK\"");
        assertThat(Lexed.ofKind(lexer, text, TokenKind.STRING)).containsExactly("\"NOTAVERB\"");
        assertThat(Lexed.ofKind(lexer, text, TokenKind.KEY)).containsExactly("allow");
    }

    @Test
    void templateParametersInPathsAndPlaceholdersAnywhere() {
        String text =
                "path = \"/reviews/{subject_id}/x\"\nAuthorization = \"Bearer ${API_TOKEN}\"\nnote = \"{not_a_param}\"";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:KEY:path",
                        "1:PUNCTUATION:=",
                        "1:STRING:\"/reviews/",
                        "1:TEMPLATE_PARAM:{subject_id}",
                        "1:STRING:/x\"",
                        "2:KEY:Authorization",
                        "2:PUNCTUATION:=",
                        "2:STRING:\"Bearer ",
                        "2:PLACEHOLDER:${API_TOKEN}",
                        "2:STRING:\"",
                        "3:KEY:note",
                        "3:PUNCTUATION:=",
                        "3:STRING:\"{not_a_param}\"");
    }

    @Test
    void multiLineBasicStringHidesKeysAndSectionsInside() {
        String text = "description = \"\"\"\nmethod = \"BOOK\"\n[endpoint]\n\"\"\"\nintent = 1";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:KEY:description",
                        "1:PUNCTUATION:=",
                        "1:STRING:\"\"\"",
                        "2:STRING:method = \"BOOK\"",
                        "3:STRING:[endpoint]",
                        "4:STRING:\"\"\"",
                        "5:KEY:intent",
                        "5:PUNCTUATION:=",
                        "5:NUMBER:1");
    }

    @Test
    void multiLineLiteralStringIgnoresBackslashesAndClosesWithExtraQuotes() {
        String text = "x = '''\nC:\\path\\'''' # done\ny = true";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:KEY:x",
                        "1:PUNCTUATION:=",
                        "1:STRING:'''",
                        "2:STRING:C:\\path\\''''",
                        "2:COMMENT:# done",
                        "3:KEY:y",
                        "3:PUNCTUATION:=",
                        "3:BOOLEAN:true");
    }

    @Test
    void multiLineStringOnOneLine() {
        assertThat(Lexed.tokens(lexer, "a = \"\"\"one\"\"\" # c"))
                .containsExactly("1:KEY:a", "1:PUNCTUATION:=", "1:STRING:\"\"\"one\"\"\"", "1:COMMENT:# c");
    }

    @Test
    void unterminatedStringIsAnErrorOnlyToTheEndOfItsLine() {
        String text = "description = \"Books a room\nintent = \"x\"";
        assertThat(Lexed.tokens(lexer, text))
                .containsExactly(
                        "1:KEY:description",
                        "1:PUNCTUATION:=",
                        "1:ERROR:\"Books a room",
                        "2:KEY:intent",
                        "2:PUNCTUATION:=",
                        "2:STRING:\"x\"");
    }

    @Test
    void escapedQuoteDoesNotEndABasicString() {
        assertThat(Lexed.ofKind(lexer, "a = \"say \\\"hi\\\"\" # c", TokenKind.STRING))
                .containsExactly("\"say \\\"hi\\\"\"");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "42|NUMBER",
                "-3.5e+2|NUMBER",
                "0xDEAD_beef|NUMBER",
                "1_000|NUMBER",
                "inf|NUMBER",
                "nan|NUMBER",
                "true|BOOLEAN",
                "false|BOOLEAN",
                "1979-05-27|DATE",
                "1979-05-27T07:32:00Z|DATE",
                "1979-05-27T00:32:00.999999-07:00|DATE",
                "07:32:00|DATE",
                "yes|ERROR",
                "BOOK|ERROR"
            })
    void bareValuesAreClassified(String value, TokenKind kind) {
        assertThat(Lexed.tokens(lexer, "k = " + value))
                .containsExactly("1:KEY:k", "1:PUNCTUATION:=", "1:" + kind + ":" + value);
    }

    @Test
    void localDateTimeWithSpaceIsOneDate() {
        assertThat(Lexed.ofKind(lexer, "t = 1979-05-27 07:32:00", TokenKind.DATE))
                .containsExactly("1979-05-27 07:32:00");
    }

    @Test
    void dottedAndQuotedKeysAndInlineTables() {
        assertThat(Lexed.tokens(lexer, "a.\"b c\" = { x = 1, y = [\"QUERY\"] }"))
                .containsExactly(
                        "1:KEY:a",
                        "1:PUNCTUATION:.",
                        "1:KEY:\"b c\"",
                        "1:PUNCTUATION:=",
                        "1:PUNCTUATION:{",
                        "1:KEY:x",
                        "1:PUNCTUATION:=",
                        "1:NUMBER:1",
                        "1:PUNCTUATION:,",
                        "1:KEY:y",
                        "1:PUNCTUATION:=",
                        "1:PUNCTUATION:[",
                        "1:METHOD_VERB:\"QUERY\"",
                        "1:PUNCTUATION:]",
                        "1:PUNCTUATION:}");
    }

    @Test
    void multiLineArrayCarriesItsDepthSoElementsAreNotKeys() {
        String text = "errors = [\n  \"room_unavailable\", # why\n  \"invalid_dates\"\n]\nnext = 1";
        List<String> t = Lexed.tokens(lexer, text);
        assertThat(t)
                .contains(
                        "2:STRING:\"room_unavailable\"",
                        "2:COMMENT:# why",
                        "3:STRING:\"invalid_dates\"",
                        "4:PUNCTUATION:]",
                        "5:KEY:next");
        assertThat(t).noneMatch(s -> s.contains("ERROR"));
    }

    @Test
    void strayTextAndBrokenHeadersAreErrors() {
        assertThat(Lexed.ofKind(lexer, "[[endpoint.output]\njust words\n", TokenKind.ERROR))
                .containsExactly("[[endpoint.output]", "just words");
    }

    @Test
    void handlerMethodIsAnHttpMethodNotAVerbUntilTheNextTable() {
        String text = "[endpoint.handler]\nmethod = \"POST\"\n[endpoint.deprecated.successor]\nmethod = \"FETCH\"";
        assertThat(Lexed.ofKind(lexer, text, TokenKind.METHOD_VERB)).containsExactly("\"FETCH\"");
        assertThat(Lexed.ofKind(lexer, text, TokenKind.STRING)).containsExactly("\"POST\"");
    }
}
