package dev.agtpstudio.core.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link ToolNames#mcp}: the verb and first literal segment, every character outside {@code [a-z0-9_]} as '_'. */
class ToolNamesTest {
    @Test
    void namesTheVerbAndTheFirstLiteralSegment() {
        assertThat(ToolNames.mcp("FETCH", "/area-1/items/{item_id}", null)).isEqualTo("fetch_area_1");
        assertThat(ToolNames.mcp("QUERY", "/{id}", null)).isEqualTo("query");
        assertThat(ToolNames.mcp("QUERY", "//{id}//rooms/x", null)).isEqualTo("query_rooms");
        assertThat(ToolNames.mcp("QUERY", "rooms", null)).isEqualTo("query_rooms");
        assertThat(ToolNames.mcp("QUERY", "/", null)).isEqualTo("query");
        assertThat(ToolNames.mcp("QUERY", "", null)).isEqualTo("query");
        assertThat(ToolNames.mcp("QUERY", null, null)).isEqualTo("query");
        assertThat(ToolNames.mcp("QUERY", "/rooms", "find_rooms")).isEqualTo("find_rooms");
        // one '_' per code point, a surrogate pair included (as the expression it replaced)
        assertThat(ToolNames.mcp("FETCH", "/caf\u00e9\uD83D\uDE00x", null)).isEqualTo("fetch_caf__x");
    }

    /** The same as {@code replaceAll("[^a-z0-9_]", "_")}, which it replaced, on random names. */
    @Test
    void replacesWhatTheExpressionReplaced() {
        List<String> pieces =
                List.of("a", "Z", "0", "_", "-", ".", " ", "\u00e9", "\uD83D\uDE00", "\uD83D", "\uDE00", "\u0130");
        Random r = new Random(39);
        for (int n = 0; n < 5_000; n++) {
            StringBuilder sb = new StringBuilder();
            for (int k = r.nextInt(8); k > 0; k--) {
                sb.append(pieces.get(r.nextInt(pieces.size())));
            }
            String s = sb.toString();
            assertThat(ToolNames.lowerSnake(s)).as(s).isEqualTo(s.replaceAll("[^a-z0-9_]", "_"));
        }
    }
}
