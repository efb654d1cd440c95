package dev.agtpstudio.server.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * One registered endpoint as a tool: its A2T signature (current version), its MCP name and the endpoint's effective
 * input schema, plus the method and path a call is dispatched to.
 */
public record Tool(
        String toolId,
        String name,
        String mcpName,
        String method,
        String path,
        ObjectNode signature,
        JsonNode inputSchema,
        List<String> pathParameters) {}
