package dev.agtpstudio.editor.features;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class LineEditsTest {
    @Test
    void commentsAtTheSmallestIndentAndUncommentsBack() {
        List<String> lines = List.of("  a = 1", "", "    b = 2");
        List<String> commented = LineEdits.toggleComment(lines, "#");
        assertThat(commented).containsExactly("  # a = 1", "", "  #   b = 2");
        assertThat(LineEdits.toggleComment(commented, "#")).isEqualTo(lines);
    }

    @Test
    void mixedBlockIsCommentedRatherThanUncommented() {
        assertThat(LineEdits.toggleComment(List.of("# a", "b"), "#")).containsExactly("# # a", "# b");
    }

    @Test
    void indentAndOutdent() {
        assertThat(LineEdits.indent(List.of("a", " ", "b"), 2)).containsExactly("  a", " ", "  b");
        assertThat(LineEdits.outdent(List.of("   a", " b", "\tc", "d"), 2)).containsExactly(" a", "b", "c", "d");
    }
}
