package dev.agtpstudio.validator.agentview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.preview.tokens.Tokenizers;
import dev.agtpstudio.preview.tokens.ToolTokens;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The budget lint's shortcuts give the answers full counting gives. */
class TokenBudgetRuleTest {
    private static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");

    @Test
    void theJoinedListIsTheListAsServed() {
        Workspace ws = WorkspaceLoader.load(SAMPLE, MethodCatalog.bundled());
        McpProjector.Result mcp = Projections.standard(ws).servedMcp(ws, ProjectionOptions.at(Instant.EPOCH));
        List<String> wires =
                mcp.tools().stream().map(t -> ToolTokens.wire(t.tool())).toList();
        assertThat(TokenBudgetRule.listWire(mcp, wires))
                .isEqualTo(ToolTokens.wire(mcp.projection().document()));
        assertThat(Projections.standard(ws)
                        .served(ws, ProjectionOptions.at(Instant.EPOCH))
                        .mcp()
                        .projection()
                        .document())
                .isEqualTo(mcp.projection().document());
    }

    @Test
    void theRememberedListVerdictIsTheFullCountsAfterAChangeOrANewBudget() {
        Workspace ws = WorkspaceLoader.load(SAMPLE, MethodCatalog.bundled());
        McpProjector.Result mcp = Projections.standard(ws).servedMcp(ws, ProjectionOptions.at(Instant.EPOCH));
        List<String> wires =
                mcp.tools().stream().map(t -> ToolTokens.wire(t.tool())).toList();
        int n = Tokenizers.count(TokenBudgetRule.listWire(mcp, wires)).largest();
        assertThat(TokenBudgetRule.listOver(mcp, wires, n)).isFalse();
        assertThat(TokenBudgetRule.listOver(mcp, wires, n)).isFalse();
        assertThat(TokenBudgetRule.listOver(mcp, wires, n - 1)).isTrue();
        List<String> grown = new java.util.ArrayList<>(wires);
        grown.set(0, wires.get(0).replace("\"description\":\"", "\"description\":\"Longer. "));
        assertThat(grown.get(0)).isNotEqualTo(wires.get(0));
        assertThat(TokenBudgetRule.listOver(mcp, grown, n)).isTrue();
        assertThat(TokenBudgetRule.listOver(mcp, wires, n)).isFalse();
    }

    @Test
    void exceedsAgreesWithTheFullCountAtTheBoundary() {
        String text = "{\"name\":\"book_reservation\",\"description\":\"Book a room at a Harbor Light property for the"
                + " named guest on the requested dates.\",\"inputSchema\":{\"type\":\"object\"}}";
        int n = Tokenizers.count(text).largest();
        assertThat(Tokenizers.exceeds(text, n)).isFalse();
        assertThat(Tokenizers.exceeds(text, n - 1)).isTrue();
        assertThat(Tokenizers.exceeds("h\u00e9llo \ud83d\ude00", 3))
                .isEqualTo(Tokenizers.count("h\u00e9llo \ud83d\ude00").largest() > 3);
    }

    /**
     * The message's largest tools, picked in one pass (decision 0605), are those of a stable sort by wire length,
     * longest first (the first of equals first), each with its o200k_base count: many ties, lists shorter than three.
     */
    @Test
    void theLargestToolsAreThoseOfAStableSortByLength() {
        java.util.Random random = new java.util.Random(39);
        com.fasterxml.jackson.databind.node.JsonNodeFactory f =
                com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        for (int round = 0; round < 200; round++) {
            int n = 1 + random.nextInt(12);
            List<McpProjector.McpTool> tools = new java.util.ArrayList<>();
            List<TokenBudgetRule.Wire> wires = new java.util.ArrayList<>();
            for (int i = 0; i < n; i++) {
                com.fasterxml.jackson.databind.node.ObjectNode t = f.objectNode()
                        .put("name", "t" + (char) ('a' + i))
                        .put("description", "word ".repeat(random.nextInt(4)));
                tools.add(new McpProjector.McpTool("GET", "/t" + i, t));
                wires.add(TokenBudgetRule.Wire.of(t));
            }
            List<Integer> order = new java.util.ArrayList<>();
            for (int i = 0; i < n; i++) {
                order.add(i);
            }
            order.sort(java.util.Comparator.comparingInt(
                            (Integer i) -> wires.get(i).text().length())
                    .reversed());
            String expected = order.stream()
                    .limit(3)
                    .map(i -> "`" + tools.get(i).name() + "` ("
                            + Tokenizers.o200k(wires.get(i).text()) + ")")
                    .collect(java.util.stream.Collectors.joining(", "));
            assertThat(TokenBudgetRule.largest(tools, wires)).isEqualTo(expected);
        }
    }
}
