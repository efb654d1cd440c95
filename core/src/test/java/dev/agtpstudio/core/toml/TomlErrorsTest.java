package dev.agtpstudio.core.toml;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Errors are located at the offending token with a plain-words message, and parsing goes on at the next line. */
class TomlErrorsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "a = 1 ; b = 2         | ;       | Expected the end of the line after the value",
                "method = BOOK         | BOOK    | text needs quotes: \"BOOK\"",
                "i = 007               | 007     | leading zeros",
                "i = 9223372036854775808 | 9223372036854775808 | does not fit in 64 bits",
                "s = \"a\\qb\"         | \\q     | Unknown escape \\q",
                "t = {a = 1,}          | ,       | may not end with a comma",
                "path =                | =       | has no value",
                "a b = 1               | b       | Expected = after the key `a`",
                "[a.]                  | ]       | Expected a key after the dot",
                "d = 1979-02-30        | 1979-02-30 | there is no such day",
                "x = [1 2]             | 2       | Expected , or ] after an array value",
                "s = \"abc             | \"abc   | This string is not closed",
            })
    void theErrorIsAtTheOffendingToken(String text, String token, String message) {
        TomlParseResult r = TomlParser.parse(text, 64);
        assertThat(r.errors()).hasSize(1);
        TomlError e = r.errors().get(0);
        assertThat(text.substring(e.start(), e.end())).isEqualTo(token);
        assertThat(e.message()).contains(message);
        assertThat(e.limit()).isFalse();
    }

    @Test
    void redefinitionsNameTheEarlierLine() {
        String text = "[a]\nx = 1\n\n[a]\n";
        TomlError e = TomlParser.parse(text, 64).errors().get(0);
        assertThat(e.start()).isEqualTo(text.lastIndexOf('a'));
        assertThat(e.message())
                .isEqualTo("The table `a` is already defined (line 1); a table can be defined only once.");
        TomlError k = TomlParser.parse("x = 1\nx = 2\n", 64).errors().get(0);
        assertThat(k.message()).isEqualTo("The key `x` is already defined (line 1); a key can be defined only once.");
        assertThat(k.start()).isEqualTo(6);
        TomlError aot = TomlParser.parse("[[a.b]]\n[a]\nb.c = 1\n", 64).errors().get(0);
        assertThat(aot.message())
                .isEqualTo("`b` cannot hold more keys: it is an array of tables; add keys under its "
                        + "[[b]] headers (line 1).");
        TomlError header =
                TomlParser.parse("[a.b]\n[a]\nb.c = 1\n", 64).errors().get(0);
        assertThat(header.message()).startsWith("The table `b` has its own [header] (line 1)");
    }

    @Test
    void redefinitionMessagesNameTheLineOfTheFirstDefinition() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 5_000; i++) {
            b.append("k").append(i).append(" = 1\r\n");
        }
        for (int i = 0; i < 5_000; i += 1_000) {
            b.append("k").append(i).append(" = 2\n");
        }
        assertThat(TomlParser.parse(b.toString(), 64).errors())
                .extracting(TomlError::message)
                .extracting(m -> m.replaceAll(".*\\(line (\\d+)\\).*", "$1"))
                .containsExactly("1", "1001", "2001", "3001", "4001");
    }

    @Test
    void eachBadLineIsReportedAndTheRestLoads() {
        String text = "a = 1 2\nb = 3\n[t\nc = 4\n[u]\nd = [\n  1,\n  oops,\n  3,\n]\ne = 5\n";
        TomlParseResult r = TomlParser.parse(text, 64);
        assertThat(r.errors())
                .extracting(e -> text.substring(e.start(), e.end()))
                .containsExactly("2", "\n", "oops");
        TomlTable root = r.root();
        assertThat(root.keySet()).as("a = 1 parsed before the stray 2").containsExactly("a", "b", "u");
        assertThat(root.get("a")).isEqualTo(1L);
        assertThat(root.get("b")).isEqualTo(3L);
        TomlTable u = (TomlTable) root.get("u");
        assertThat(u.keySet())
                .as("keys under a broken header go nowhere; the bad array is left out")
                .containsExactly("e");
        assertThat(u.get("e")).isEqualTo(5L);
    }

    @Test
    void anArrayLeftOpenEndsAtTheNextEntry() {
        String text = "[t]\na = [1,\n  2,\nb = 3\n[u]\nc = [\n";
        TomlParseResult r = TomlParser.parse(text, 64);
        assertThat(r.errors()).extracting(e -> e.start()).containsExactly(text.indexOf("[1"), text.lastIndexOf('['));
        assertThat(r.errors().get(0).message())
                .isEqualTo("This array is not closed: add ] after its last value, " + "before line 4.");
        TomlTable t = (TomlTable) r.root().get("t");
        assertThat(t.keySet()).containsExactly("b");
        assertThat(r.root().get("u")).isNotNull();
    }

    @Test
    void anUnclosedMultiLineStringIsOneError() {
        TomlParseResult r = TomlParser.parse("a = \"\"\"\nb = 1\nc = 2\n", 64);
        assertThat(r.errors()).singleElement().satisfies(e -> {
            assertThat(e.start()).isEqualTo(4);
            assertThat(e.message()).contains("never closed");
        });
    }

    @Test
    void tooDeepIsALimitNotASyntaxError() {
        List<TomlError> errors = TomlParser.parse("a = [[[1]]]\n", 2).errors();
        assertThat(errors).singleElement().satisfies(e -> {
            assertThat(e.limit()).isTrue();
            assertThat(e.start()).isEqualTo(6);
            assertThat(e.message()).contains("at most 2 levels");
        });
        assertThat(TomlParser.parse("a = [[1]]\n", 2).errors()).isEmpty();
    }
}
