package dev.agtpstudio.preview;

import dev.agtpstudio.preview.source.SourceRef;
import dev.agtpstudio.preview.source.SourceMap;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.preview.agis.ServiceView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The MCP {@code tools/list} result generated from a service (AGIS Appendix C.2): name from {@code mcp_tool_name}
 * or {@code verb_firstsegment} lowercased, description from the intent plus parameter hints, inputSchema from the
 * input schema. Notes flag names over 64 characters, duplicate names and catalogs of more than 40 tools.
 */
public final class McpProjector {
    public static final int MAX_NAME = 64;
    public static final int MAX_TOOLS = 40;
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    public Projection project(ServiceView view) {
        ObjectNode result = F.objectNode();
        ArrayNode tools = result.putArray("tools");
        SourceMap.Builder src = SourceMap.builder();
        List<ProjectionNote> notes = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        List<AgisEndpoint> endpoints = view.document().endpoints() == null ? List.of() : view.document().endpoints();
        for (int i = 0; i < endpoints.size(); i++) {
            AgisEndpoint e = endpoints.get(i);
            SourceRef ref = view.sourceOf(i);
            String name = toolName(e);
            ObjectNode t = tools.addObject();
            t.put("name", name);
            t.put("description", description(e.semantic()));
            t.set("inputSchema", inputSchema(e));
            src.put("/tools/" + i, ref);
            if (name.length() > MAX_NAME) {
                notes.add(new ProjectionNote("mcp/name-too-long", "Tool name `" + name + "` has " + name.length()
                        + " characters; MCP clients commonly refuse names over " + MAX_NAME
                        + ". Set a shorter mcp_tool_name.", ref));
            }
            Integer prev = seen.putIfAbsent(name, i);
            if (prev != null) {
                notes.add(new ProjectionNote("mcp/duplicate-name", "Tool name `" + name + "` is generated for both "
                        + endpoints.get(prev).id() + " and " + e.id() + "; set mcp_tool_name on one of them (AGIS §6.2).", ref));
            }
        }
        if (endpoints.size() > MAX_TOOLS) {
            notes.add(new ProjectionNote("mcp/too-many-tools", endpoints.size() + " tools exceed the " + MAX_TOOLS
                    + " that many MCP clients load at once; consider splitting the service.", view.documentSource()));
        }
        return new Projection(ProjectionKind.MCP, result, src.build(), notes);
    }

    /** {@code mcp_tool_name} if declared, else the verb and the first non-template path segment, lowercased. */
    public static String toolName(AgisEndpoint e) {
        return toolName(e.method(), e.path(), e.semantic() == null ? null : e.semantic().mcpToolName());
    }

    /** The same rule for any endpoint: {@code mcpToolName} when set, else {@code verb_firstsegment}. */
    public static String toolName(String method, String path, String mcpToolName) {
        if (mcpToolName != null && !mcpToolName.isBlank()) {
            return mcpToolName;
        }
        String verb = method == null ? "" : method.toLowerCase(Locale.ROOT);
        String first = "";
        if (path != null) {
            for (String seg : path.split("/")) {
                if (!seg.isEmpty() && !seg.startsWith("{")) {
                    first = seg;
                    break;
                }
            }
        }
        String name = first.isEmpty() ? verb : verb + "_" + first.toLowerCase(Locale.ROOT);
        return name.replaceAll("[^a-z0-9_]", "_");
    }

    static String description(AgisSemantic s) {
        if (s == null || s.intent() == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.intent());
        if (!s.parameterHints().isEmpty()) {
            sb.append("\nHints: ");
            boolean first = true;
            for (Map.Entry<String, List<String>> h : s.parameterHints().entrySet()) {
                if (!first) {
                    sb.append("; ");
                }
                first = false;
                sb.append(h.getKey()).append(" = [");
                for (int i = 0; i < h.getValue().size(); i++) {
                    sb.append(i == 0 ? "" : ", ").append('\'').append(h.getValue().get(i)).append('\'');
                }
                sb.append(']');
            }
        }
        return sb.toString();
    }

    static ObjectNode inputSchema(AgisEndpoint e) {
        ObjectNode s = Schemas.effective(e.input(), true);
        s.remove("$schema");
        return s;
    }
}
