package dev.agtpstudio.validator.agentview;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.preview.McpProjector.McpTool;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.agentview.ToolSite.Side;
import java.util.List;

/** Anthropic's Messages API tool definitions: {@code name} and {@code input_schema} (the tool's inputSchema). */
final class AnthropicRules implements ClientRules {
    private static final String DOC = "docs/rules.md#client-lints (Anthropic tool use, tool definitions)";
    static final RuleInfo NAME = new RuleInfo(
            "client/anthropic/name",
            Severity.WARNING,
            Passes.WORKSPACE,
            DOC,
            "Tool name outside ^[a-zA-Z0-9_-]{1,64}$");
    static final RuleInfo INPUT_SCHEMA_TYPE = new RuleInfo(
            "client/anthropic/input-schema-type",
            Severity.WARNING,
            Passes.WORKSPACE,
            DOC,
            "input_schema is not of type object");

    @Override
    public String client() {
        return Clients.ANTHROPIC;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(NAME, INPUT_SCHEMA_TYPE);
    }

    @Override
    public void check(McpTool tool, ToolSite site) {
        if (!OpenAiStrictRules.NAME_PATTERN.matcher(tool.name()).matches()) {
            site.reportName(
                    NAME,
                    "Anthropic refuses the tool name `" + tool.name() + "`: names match"
                            + " ^[a-zA-Z0-9_-]{1,64}$ (letters, digits, _ and -, at most 64). Set an mcp_tool_name that does.");
        }
        JsonNode in = tool.tool().path("inputSchema");
        if (!"object".equals(in.path("type").asText())) {
            site.report(
                    INPUT_SCHEMA_TYPE,
                    Side.INPUT,
                    "",
                    "Anthropic needs input_schema to be of type object; `" + tool.name() + "` has type `"
                            + in.path("type").asText("none") + "`.",
                    List.of());
        }
    }
}
