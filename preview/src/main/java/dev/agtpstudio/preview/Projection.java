package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.preview.source.SourceMap;
import java.util.List;

/**
 * The result of one projection: the document agents would be shown, where each part came from, and notes about
 * what could not be expressed (e.g. inputs A2T cannot carry, MCP names over 64 characters).
 */
public record Projection(ProjectionKind kind, JsonNode document, SourceMap sourceMap, List<ProjectionNote> notes) {
    public Projection {
        notes = List.copyOf(notes);
    }
}
