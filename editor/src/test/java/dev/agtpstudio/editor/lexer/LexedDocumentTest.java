package dev.agtpstudio.editor.lexer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LexedDocumentTest {
    /** A document and its cache, edited the way the editor edits them. */
    private static final class Doc {
        private final LineLexer lexer;
        private String text;
        private final LexedDocument cache;

        Doc(LineLexer lexer, String text) {
            this.lexer = lexer;
            this.text = text;
            this.cache = LexedDocument.lex(lexer, LineSource.of(text));
        }

        LineRange edit(int pos, int remove, String insert) {
            String removed = text.substring(pos, pos + remove);
            int firstLine = count(text.substring(0, pos));
            text = text.substring(0, pos) + insert + text.substring(pos + remove);
            return cache.edit(LineSource.of(text), firstLine, 1 + count(removed), 1 + count(insert));
        }

        void assertMatchesFullLex() {
            LexedDocument fresh = LexedDocument.lex(lexer, LineSource.of(text));
            assertThat(cache.lineCount()).isEqualTo(fresh.lineCount());
            for (int i = 0; i < fresh.lineCount(); i++) {
                assertThat(cache.lineTokens(i))
                        .as("line %d of:%n%s", i + 1, text)
                        .isEqualTo(fresh.lineTokens(i));
                assertThat(cache.stateAt(i)).as("state at line %d", i + 1).isEqualTo(fresh.stateAt(i));
            }
        }

        private static int count(String s) {
            return (int) s.chars().filter(c -> c == '\n').count();
        }
    }

    static String endpointFile(int lines) {
        StringBuilder sb = new StringBuilder();
        String[] block = {
            "[endpoint]",
            "method = \"BOOK\"",
            "path = \"/room/{room_id}\"",
            "description = \"\"\"",
            "Books a room.",
            "\"\"\"",
            "errors = [",
            "  \"room_unavailable\",",
            "]",
            "[endpoint.semantic]",
            "confidence = 0.85",
            "is_idempotent = false # note",
            ""
        };
        for (int i = 0; i < lines; i++) {
            sb.append(block[i % block.length]).append('\n');
        }
        return sb.toString();
    }

    @Test
    void twentyThousandLineFileLexesWithoutErrors() {
        String text = endpointFile(20_000);
        LexedDocument d = LexedDocument.lex(new TomlLexer(Lexed.VERBS), LineSource.of(text));
        assertThat(d.lineCount()).isEqualTo(20_001);
        int errors = 0;
        int verbs = 0;
        for (int i = 0; i < d.lineCount(); i++) {
            for (Token t : d.lineTokens(i)) {
                errors += t.kind() == TokenKind.ERROR ? 1 : 0;
                verbs += t.kind() == TokenKind.METHOD_VERB ? 1 : 0;
            }
        }
        assertThat(errors).isZero();
        assertThat(verbs).isEqualTo((20_000 + 11) / 13);
    }

    @Test
    void oneCharacterEditRelexesOneLineOfTwentyThousand() {
        String text = endpointFile(20_000);
        Doc doc = new Doc(new TomlLexer(Lexed.VERBS), text);
        int at = text.indexOf("confidence = 0.85", text.length() / 2) + "confidence = 0.8".length();
        LineRange r = doc.edit(at, 0, "9");
        assertThat(r.size()).isEqualTo(1);
        r = doc.edit(at, 1, "");
        assertThat(r.size()).isEqualTo(1);
        doc.assertMatchesFullLex();
    }

    @Test
    void typingInsideAMultiLineStringRelexesOnlyThatLine() {
        String text = endpointFile(20_000);
        Doc doc = new Doc(new TomlLexer(Lexed.VERBS), text);
        int at = text.indexOf("Books a room.", text.length() / 2);
        assertThat(doc.edit(at, 0, "x").size()).isEqualTo(1);
        doc.assertMatchesFullLex();
    }

    @Test
    void openingAMultiLineStringRelexesOnlyUntilTheStatesAgreeAgain() {
        String text = endpointFile(1_300);
        Doc doc = new Doc(new TomlLexer(Lexed.VERBS), text);
        int at = text.indexOf("method = \"BOOK\"", 500) + "method = ".length();
        // `method = """BOOK"` opens a multi-line string that the next `"""` line closes: few lines change.
        LineRange r = doc.edit(at, 0, "\"\"");
        assertThat(r.size()).isBetween(2, 13);
        doc.assertMatchesFullLex();
        LineRange back = doc.edit(at, 2, "");
        assertThat(back.size()).isBetween(2, 13);
        doc.assertMatchesFullLex();
    }

    @Test
    void yamlBlockScalarEditsRelexUntilTheScalarEnds() {
        String text = "a: 1\nb: |\n  one\n  two: 2\nc: 3\nd: 4\n";
        Doc doc = new Doc(new YamlLexer(Lexed.VERBS), text);
        // Removing the `|` turns the block scalar's lines into ordinary content.
        LineRange r = doc.edit(text.indexOf('|'), 1, "");
        assertThat(r.from()).isEqualTo(1);
        assertThat(r.to()).isBetween(3, 5);
        doc.assertMatchesFullLex();
    }

    @Test
    void randomEditsAlwaysMatchAFullRelex() {
        Random rnd = new Random(42);
        String[] pieces = {
            "\"\"\"",
            "'''",
            "\"",
            "'",
            "[",
            "]",
            "{",
            "}",
            "\n",
            "#",
            "=",
            ":",
            " ",
            "- ",
            "|",
            ">",
            "key",
            "BOOK",
            "${X}",
            "{id}",
            "\n  ",
            "1979-05-27",
            "true",
            ",",
            "\\"
        };
        for (LineLexer lexer :
                List.of(new TomlLexer(Lexed.VERBS), new YamlLexer(Lexed.VERBS), new JsonLexer(Lexed.VERBS))) {
            Doc doc = new Doc(lexer, endpointFile(60) + "x: |\n  block\n  more\ny: [a,\n b]\n");
            for (int k = 0; k < 400; k++) {
                int len = doc.text.length();
                int pos = rnd.nextInt(len + 1);
                int remove = rnd.nextInt(4) == 0 ? Math.min(len - pos, rnd.nextInt(12)) : 0;
                String insert = rnd.nextInt(5) == 0 ? "" : pieces[rnd.nextInt(pieces.length)];
                doc.edit(pos, remove, insert);
            }
            doc.assertMatchesFullLex();
        }
    }

    @Test
    void insertingAndDeletingLinesKeepsLaterLinesIntact() {
        Doc doc = new Doc(new TomlLexer(Lexed.VERBS), endpointFile(100));
        int at = doc.text.indexOf("[endpoint.semantic]");
        doc.edit(at, 0, "a = 1\nb = 2\nc = 3\n");
        doc.assertMatchesFullLex();
        doc.edit(at, "a = 1\nb = 2\nc = 3\n".length() + 5, "");
        doc.assertMatchesFullLex();
        List<String> lines = new ArrayList<>(List.of(doc.text.split("\n", -1)));
        assertThat(doc.cache.lineCount()).isEqualTo(lines.size());
    }
}
