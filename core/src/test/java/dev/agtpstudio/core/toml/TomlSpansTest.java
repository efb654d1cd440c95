package dev.agtpstudio.core.toml;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Every key, header, value and array element carries its exact span (UTF-16 offsets), with emoji and CRLF too. */
class TomlSpansTest {

    private static TomlTable parse(String text) {
        TomlParseResult r = TomlParser.parse(text, 64);
        assertThat(r.errors()).isEmpty();
        return r.root();
    }

    private static String at(String text, Span s) {
        return text.substring(s.start(), s.end());
    }

    @Test
    void keysAndValuesOfEveryKind() {
        String text = "a = 1\n\"q k\" = 'lit'  # c\nd.e . f = [1, \"x\", {g = 2}]\nt = 1979-05-27 07:32:00Z\n"
                + "m = \"\"\"\nx\ny\"\"\"\nf = -inf\n";
        TomlTable root = parse(text);
        assertThat(at(text, root.keySpan("a"))).isEqualTo("a");
        assertThat(at(text, root.valueSpan("a"))).isEqualTo("1");
        assertThat(at(text, root.keySpan("q k"))).isEqualTo("\"q k\"");
        assertThat(at(text, root.valueSpan("q k"))).isEqualTo("'lit'");
        assertThat(at(text, root.keySpan("d"))).isEqualTo("d");
        assertThat(root.valueSpan("d"))
                .as("a table made by a dotted key has no value span")
                .isNull();
        TomlTable e = (TomlTable) ((TomlTable) root.get("d")).get("e");
        assertThat(at(text, ((TomlTable) root.get("d")).keySpan("e"))).isEqualTo("e");
        assertThat(at(text, e.keySpan("f"))).isEqualTo("f");
        assertThat(at(text, e.valueSpan("f"))).isEqualTo("[1, \"x\", {g = 2}]");
        TomlArray arr = (TomlArray) e.get("f");
        assertThat(at(text, arr.span(0))).isEqualTo("1");
        assertThat(at(text, arr.span(1))).isEqualTo("\"x\"");
        assertThat(at(text, arr.span(2))).isEqualTo("{g = 2}");
        assertThat(at(text, arr.getTable(2).keySpan("g"))).isEqualTo("g");
        assertThat(at(text, arr.getTable(2).valueSpan("g"))).isEqualTo("2");
        assertThat(at(text, root.valueSpan("t"))).isEqualTo("1979-05-27 07:32:00Z");
        assertThat(at(text, root.valueSpan("m"))).isEqualTo("\"\"\"\nx\ny\"\"\"");
        assertThat(at(text, root.valueSpan("f"))).isEqualTo("-inf");
    }

    @Test
    void headersAndArraysOfTables() {
        String text = "[ a . \"b\" ]\nx = 1\n  [[a.b.list]]  # one\n  y = 2\n[[a.b.list]]\n";
        TomlTable root = parse(text);
        TomlTable a = (TomlTable) root.get("a");
        assertThat(at(text, root.keySpan("a"))).isEqualTo("a");
        assertThat(root.valueSpan("a")).isNull();
        assertThat(at(text, a.keySpan("b"))).isEqualTo("\"b\"");
        TomlTable b = (TomlTable) a.get("b");
        assertThat(at(text, b.keySpan("list")))
                .as("where the array of tables was first named")
                .isEqualTo("list");
        TomlArray list = (TomlArray) b.get("list");
        assertThat(list.ofTableHeaders()).isTrue();
        assertThat(at(text, list.span(0))).isEqualTo("[[a.b.list]]");
        assertThat(list.span(0).start()).isEqualTo(text.indexOf("[[a.b.list]]"));
        assertThat(list.span(1).start()).isEqualTo(text.lastIndexOf("[[a.b.list]]"));
        assertThat(at(text, list.getTable(0).valueSpan("y"))).isEqualTo("2");
        assertThat(at(text, b.headerSpan())).isEqualTo("[ a . \"b\" ]");
        assertThat(a.headerSpan())
                .as("made on the way to [a.b], no header of its own")
                .isNull();
        assertThat(at(text, list.getTable(0).headerSpan())).isEqualTo("[[a.b.list]]");
        assertThat(list.getTable(1).headerSpan().start()).isEqualTo(text.lastIndexOf("[[a.b.list]]"));
    }

    @Test
    void surrogatePairsCountAsTwoUtf16Units() {
        String text = "\"\uD83D\uDE00\" = \"caf\u00e9 \uD83C\uDFE8\"\nk = [\"\uD83D\uDE00\", 2]\n";
        TomlTable root = parse(text);
        assertThat(root.keySpan("\uD83D\uDE00")).isEqualTo(new Span(0, 4));
        assertThat(root.valueSpan("\uD83D\uDE00")).isEqualTo(new Span(7, 16));
        TomlArray k = (TomlArray) root.get("k");
        assertThat(at(text, k.span(0))).isEqualTo("\"\uD83D\uDE00\"");
        assertThat(at(text, k.span(1))).isEqualTo("2");
    }

    @Test
    void crlfFiles() {
        String text = "[t]\r\na = \"x\" # c\r\nb = [\r\n  1,\r\n  2\r\n]\r\n";
        TomlTable t = (TomlTable) parse(text).get("t");
        assertThat(at(text, t.valueSpan("a"))).isEqualTo("\"x\"");
        assertThat(at(text, t.valueSpan("b"))).isEqualTo("[\r\n  1,\r\n  2\r\n]");
        assertThat(at(text, ((TomlArray) t.get("b")).span(1))).isEqualTo("2");
        assertThat(((TomlArray) t.get("b")).span(1).start()).isEqualTo(text.indexOf("2\r\n]"));
    }
}
