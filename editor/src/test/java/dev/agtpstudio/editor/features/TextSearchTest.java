package dev.agtpstudio.editor.features;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextSearchTest {
    private static final String TEXT = "method = \"BOOK\"\nMethod = \"book\"\npath = \"/b\"\n";

    @Test
    void literalSearchIgnoresCaseUnlessAsked() {
        assertThat(new TextSearch("book", false, false).findAll(TEXT, 100)).hasSize(2);
        assertThat(new TextSearch("book", false, true).findAll(TEXT, 100))
                .containsExactly(new TextSearch.Match(TEXT.indexOf("book"), TEXT.indexOf("book") + 4));
    }

    @Test
    void literalSearchTreatsRegexCharactersLiterally() {
        assertThat(new TextSearch("\"/b\"", false, true).findAll(TEXT, 100)).hasSize(1);
        assertThat(new TextSearch(".", false, true).findAll(TEXT, 100)).isEmpty();
    }

    @Test
    void regexWithGroupsReplacesAll() {
        TextSearch s = new TextSearch("(\\w+) = \"(\\w+)\"", true, true);
        TextSearch.Replacement r = s.replaceAll(TEXT, "$2 := $1");
        assertThat(r.count()).isEqualTo(2);
        String result = TEXT.substring(0, r.start()) + r.text() + TEXT.substring(r.end());
        assertThat(result).isEqualTo("BOOK := method\nbook := Method\npath = \"/b\"\n");
    }

    @Test
    void literalReplacementKeepsDollarSigns() {
        TextSearch.Replacement r = new TextSearch("BOOK", false, true).replaceAll(TEXT, "${X}");
        assertThat(r.text()).isEqualTo("${X}");
    }

    @Test
    void invalidRegexReportsAnErrorAndFindsNothing() {
        TextSearch s = new TextSearch("(unclosed", true, false);
        assertThat(s.error()).contains("Unclosed group");
        assertThat(s.findAll(TEXT, 10)).isEmpty();
        assertThat(s.replaceAll(TEXT, "x").count()).isZero();
    }

    @Test
    void nextAndPreviousWrapAround() {
        TextSearch s = new TextSearch("ook", false, false);
        int first = TEXT.indexOf("OOK");
        int second = TEXT.indexOf("ook");
        assertThat(s.next(TEXT, 0).start()).isEqualTo(first);
        assertThat(s.next(TEXT, first + 1).start()).isEqualTo(second);
        assertThat(s.next(TEXT, second + 1).start()).isEqualTo(first);
        assertThat(s.previous(TEXT, first).start()).isEqualTo(second);
    }

    @Test
    void emptyMatchesAreSkipped() {
        assertThat(new TextSearch("x*", true, true).findAll("abxxc", 10)).containsExactly(new TextSearch.Match(2, 4));
    }
}
