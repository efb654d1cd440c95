package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.junit.jupiter.api.Test;

class TextDocumentTest {
    private static TextDocumentContentChangeEvent edit(int l1, int c1, int l2, int c2, String text) {
        return new TextDocumentContentChangeEvent(new Range(new Position(l1, c1), new Position(l2, c2)), text);
    }

    @Test
    void severalRangedChangesApplyInOrderEachAgainstTheTextBeforeIt() {
        TextDocument d = TextDocument.of("u", null, 1, "[endpoint]\nmethod = \"FETCH\"\n");
        TextDocument e = d.apply(
                2, List.of(edit(1, 10, 1, 15, "QUERY"), edit(0, 0, 0, 0, "# head\n"), edit(2, 0, 2, 6, "verb")));
        assertThat(e.text()).isEqualTo("# head\n[endpoint]\nverb = \"QUERY\"\n");
        assertThat(e.version()).isEqualTo(2);
    }

    @Test
    void aChangeWithoutRangeReplacesTheWholeText() {
        TextDocument d = TextDocument.of("u", null, 1, "old");
        assertThat(d.apply(2, List.of(new TextDocumentContentChangeEvent("new text")))
                        .text())
                .isEqualTo("new text");
    }

    @Test
    void positionsPastTheLineEndOrTheTextClampAndCrLfCountsAsOneBreak() {
        TextDocument d = TextDocument.of("u", null, 1, "ab\r\ncd");
        assertThat(d.offset(new Position(0, 99))).isEqualTo(2);
        assertThat(d.offset(new Position(1, 1))).isEqualTo(5);
        assertThat(d.offset(new Position(7, 0))).isEqualTo(6);
        assertThat(d.position(5)).isEqualTo(new Position(1, 1));
    }

    @Test
    void columnsCountUtf16CodeUnitsAsLspDoes() {
        // An emoji is two UTF-16 code units: the character after it is at column 3 on its line.
        TextDocument d = TextDocument.of("u", null, 1, "x\uD83D\uDE00y");
        assertThat(d.position(3)).isEqualTo(new Position(0, 3));
        assertThat(d.offset(new Position(0, 3))).isEqualTo(3);
    }
}
