package dev.agtpstudio.preview.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Each served tool and the whole list are counted on their compact wire JSON, from the one served projection. */
class ToolTokensTest {
    private static final Path SAMPLE = Path.of(System.getProperty("agtp.project.dir", ".."))
            .toAbsolutePath()
            .normalize()
            .resolve("samples/hotel");

    private static Projections.Served served() {
        Workspace ws = WorkspaceLoader.load(SAMPLE, MethodCatalog.bundled());
        return Projections.standard(ws).served(ws, ProjectionOptions.at(Instant.EPOCH));
    }

    @Test
    void mcpToolsAreCountedOnTheToolsAsServed() {
        Projections.Served s = served();
        ToolTokens.ListCost cost = ToolTokens.mcp(s);
        assertThat(cost.kind()).isEqualTo(ProjectionKind.MCP);
        assertThat(cost.tools()).hasSize(s.mcp().tools().size()).isNotEmpty();
        for (int i = 0; i < cost.tools().size(); i++) {
            JsonNode tool = s.mcp().tools().get(i).tool();
            assertThat(cost.tools().get(i).tool()).isSameAs(tool);
            assertThat(cost.tools().get(i).tokens()).isEqualTo(Tokenizers.count(ToolTokens.wire(tool)));
            assertThat(cost.tools().get(i).source()).as("located").isNotNull();
        }
        assertThat(cost.total())
                .isEqualTo(Tokenizers.count(ToolTokens.wire(s.mcp().projection().document())));
        int sum = cost.tools().stream().mapToInt(t -> t.tokens().o200kBase()).sum();
        assertThat(cost.total().o200kBase())
                .isBetween(sum, sum + 10 * cost.tools().size());
    }

    @Test
    void a2tToolsAreCountedOnTheItemsAsServed() {
        Projections.Served s = served();
        ToolTokens.ListCost cost = ToolTokens.a2t(s);
        JsonNode items = s.a2t().document().get("items");
        assertThat(cost.tools()).hasSize(items.size()).isNotEmpty();
        assertThat(cost.tools().get(0).tokens()).isEqualTo(Tokenizers.count(ToolTokens.wire(items.get(0))));
        assertThat(cost.total())
                .isEqualTo(Tokenizers.count(ToolTokens.wire(s.a2t().document())));
    }

    @Test
    void theWireFormIsCompactJson() {
        String w = ToolTokens.wire(served().mcp().tools().get(0).tool());
        assertThat(w).startsWith("{\"name\":").doesNotContain("\n").doesNotContain("\": ");
    }

    @Test
    void contributorsNameTheLongEnumerationFirst() {
        JsonNode tool = new com.fasterxml.jackson.databind.ObjectMapper()
                .createObjectNode()
                .put("name", "find_rooms")
                .put("description", "Finds rooms.")
                .set(
                        "inputSchema",
                        new com.fasterxml.jackson.databind.ObjectMapper()
                                .valueToTree(java.util.Map.of(
                                        "type",
                                        "object",
                                        "properties",
                                        java.util.Map.of(
                                                "city", java.util.Map.of("type", "string"),
                                                "amenity",
                                                        java.util.Map.of(
                                                                "type",
                                                                "string",
                                                                "enum",
                                                                java.util.stream.IntStream.range(0, 60)
                                                                        .mapToObj(i -> "amenity_number_" + i)
                                                                        .toList())))));
        var top = Contributors.top(tool, 3);
        assertThat(top.get(0).what()).isEqualTo("the enumeration of 60 values of input `amenity`");
        assertThat(top.get(0).tokens()).isGreaterThan(top.get(1).tokens());
    }
}
