package dev.agtpstudio.validator.agentview;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.preview.McpProjector.McpTool;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.RuleInfo;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The limits MCP hosts commonly put on tool names beyond the MCP specification's own format (SEP-986): hosts that
 * pass the name to a model API refuse dots and slashes, and a name over 64 characters.
 */
final class McpHostRules implements ClientRules {
    private static final String DOC = "docs/rules.md#client-lints (MCP tool names, SEP-986, and hosts' limits)";
    static final RuleInfo NAME_LENGTH = new RuleInfo(
            "client/mcp-hosts/name-length",
            Severity.WARNING,
            Passes.WORKSPACE,
            DOC,
            "Tool name longer than the 64 characters hosts accept");
    static final RuleInfo NAME_CHARACTERS = new RuleInfo(
            "client/mcp-hosts/name-characters",
            Severity.WARNING,
            Passes.WORKSPACE,
            DOC,
            "Tool name with characters outside [a-zA-Z0-9_-]");
    static final int MAX_NAME = 64;
    private static final Pattern CHARACTERS = Pattern.compile("[a-zA-Z0-9_-]*");

    @Override
    public String client() {
        return Clients.MCP_HOSTS;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(NAME_LENGTH, NAME_CHARACTERS);
    }

    @Override
    public void check(McpTool tool, ToolSite site) {
        String n = tool.name();
        if (n.isEmpty() || n.length() > MAX_NAME) {
            site.reportName(
                    NAME_LENGTH,
                    "Tool name `" + n + "` has " + n.length() + " characters; MCP hosts accept 1 to " + MAX_NAME
                            + " (and some prefix the server's name, so shorter is safer). Set a shorter mcp_tool_name.");
        }
        if (!CHARACTERS.matcher(n).matches()) {
            site.reportName(
                    NAME_CHARACTERS,
                    "Tool name `" + n + "` has characters outside letters, digits, _ and -;"
                            + " MCP allows . and / but hosts that pass names to a model API (Windsurf, GitHub Copilot CLI)"
                            + " refuse them. Set an mcp_tool_name without them.");
        }
    }
}
