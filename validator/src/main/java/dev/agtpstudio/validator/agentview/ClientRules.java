package dev.agtpstudio.validator.agentview;

import dev.agtpstudio.preview.McpProjector.McpTool;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.RuleInfo;
import java.util.List;

/** The documented function-calling rules of one client, checked on each served MCP tool (docs/rules.md#client-lints). */
interface ClientRules {
    /** The client's name, as {@code --clients} takes it ({@link Clients}). */
    String client();

    List<RuleInfo> rules();

    /** Checks one tool (its name, {@code inputSchema} and, where the client reads it, {@code outputSchema}). */
    void check(McpTool tool, ToolSite site);
}
