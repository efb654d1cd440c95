package dev.agtpstudio.server.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.dispatch.Registry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tools of what the dispatcher registered right now: the published manifest's endpoints paired with their A2T
 * signatures (same order), the MCP name (the tool {@link McpTools} projects for the endpoint, null for an endpoint that is
 * not an MCP tool) and the effective input schema from the registry (the manifest's DISCOVER built-ins take no input). Built from one snapshot; build again after a reload.
 */
public final class ToolCatalog {
    private final Map<String, Tool> byId = new LinkedHashMap<>();
    private final Map<String, Tool> byMcpName = new LinkedHashMap<>();

    private ToolCatalog() {}

    public static ToolCatalog of(Dispatcher d) {
        ToolCatalog c = new ToolCatalog();
        JsonNode endpoints = d.manifest().path("endpoints");
        JsonNode items = d.a2tTools();
        Registry registry = d.registry();
        Map<String, String> mcpNames = new java.util.HashMap<>();
        for (McpProjector.McpTool t : McpTools.of(d).tools()) {
            mcpNames.putIfAbsent(t.method() + " " + t.path(), t.name());
        }
        for (int i = 0; i < items.size() && i < endpoints.size(); i++) {
            JsonNode e = endpoints.get(i);
            String method = e.path("method").asText();
            String path = e.path("path").asText();
            Optional<Registry.Match> m = registry.find(method, path);
            boolean builtin = m.isEmpty() && method.equals("DISCOVER");
            if (!builtin && (m.isEmpty() || !m.get().route().endpoint().path().equals(path))) {
                continue;
            }
            ObjectNode sig = (ObjectNode) items.get(i);
            String mcp = mcpNames.get(method + " " + path);
            List<String> params = new ArrayList<>();
            for (String seg : PathTemplate.segmentsOf(path)) {
                if (PathTemplate.isParameterSegment(seg)) {
                    params.add(PathTemplate.nameOf(seg));
                }
            }
            JsonNode schema = builtin
                    ? JsonNodeFactory.instance.objectNode().put("type", "object")
                    : m.get().route().input().node();
            Tool t = new Tool(
                    sig.path("toolId").asText(),
                    sig.path("name").asText(),
                    mcp,
                    method,
                    path,
                    sig,
                    schema == null ? JsonNodeFactory.instance.objectNode() : schema,
                    List.copyOf(params));
            c.byId.put(t.toolId(), t);
            if (mcp != null) {
                c.byMcpName.putIfAbsent(mcp, t);
            }
        }
        return c;
    }

    public List<Tool> tools() {
        return List.copyOf(byId.values());
    }

    public Optional<Tool> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    public Optional<Tool> byMcpName(String name) {
        return Optional.ofNullable(byMcpName.get(name));
    }
}
