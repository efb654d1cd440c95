package dev.agtpstudio.preview.tokens;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.preview.source.SourceRef;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What the served tool lists cost a model, counted on exactly what a client receives: each tool and the whole list
 * serialized as compact JSON, as the MCP and A2T transports write them (Jackson, no indentation). Read from
 * {@link Projections#served}, never from a second rendering (docs/architecture.md, "One projection, every surface").
 */
public final class ToolTokens {
    private static final ObjectMapper WIRE = new ObjectMapper();

    private ToolTokens() {}

    /** One tool: its name, where it is declared, the tool object as served, and its tokens. */
    public record ToolCost(
            String name, String method, String path, SourceRef source, JsonNode tool, TokenCounts tokens) {}

    /**
     * A served list: {@code kind} is {@link ProjectionKind#MCP} ({@code tools/list} result {@code {"tools": [...]}})
     * or {@link ProjectionKind#A2T} ({@code GET /tools} items); {@code total} counts the whole list as sent.
     */
    public record ListCost(ProjectionKind kind, List<ToolCost> tools, TokenCounts total) {
        public ListCost {
            tools = List.copyOf(tools);
        }
    }

    /** The MCP {@code tools/list} of {@code served}. */
    public static ListCost mcp(Projections.Served served) {
        McpProjector.Result r = served.mcp();
        List<ToolCost> out = new ArrayList<>();
        for (int i = 0; i < r.tools().size(); i++) {
            McpProjector.McpTool t = r.tools().get(i);
            SourceRef ref = r.projection().sourceMap().lookup("/tools/" + i).orElse(null);
            out.add(new ToolCost(t.name(), t.method(), t.path(), ref, t.tool(), Tokenizers.count(wire(t.tool()))));
        }
        return new ListCost(
                ProjectionKind.MCP, out, Tokenizers.count(wire(r.projection().document())));
    }

    /** The A2T tool list ({@code GET /tools}, {@code DISCOVER /tools}) of {@code served}. */
    public static ListCost a2t(Projections.Served served) {
        Projection p = served.a2t();
        List<ToolCost> out = new ArrayList<>();
        JsonNode items = p.document().path("items");
        for (int i = 0; i < items.size(); i++) {
            JsonNode t = items.get(i);
            SourceRef ref = p.sourceMap().lookup("/items/" + i).orElse(null);
            out.add(new ToolCost(t.path("name").asText(), null, null, ref, t, Tokenizers.count(wire(t))));
        }
        return new ListCost(ProjectionKind.A2T, out, Tokenizers.count(wire(p.document())));
    }

    /** {@link #mcp} or {@link #a2t}; any other projection has no tool list. */
    public static ListCost of(ProjectionKind kind, Projections.Served served) {
        return switch (kind) {
            case MCP -> mcp(served);
            case A2T -> a2t(served);
            default ->
                throw new IllegalArgumentException(
                        "token costs are counted for the mcp and a2t projections, not " + kind.cliName());
        };
    }

    /** {@code node} as a client receives it: compact JSON. */
    public static String wire(JsonNode node) {
        try {
            return WIRE.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
