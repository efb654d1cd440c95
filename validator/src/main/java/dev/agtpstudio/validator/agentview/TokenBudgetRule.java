package dev.agtpstudio.validator.agentview;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.ServerConfig.ToolBudget;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.tokens.Contributors;
import dev.agtpstudio.preview.tokens.ToolTokens.ListCost;
import dev.agtpstudio.preview.tokens.ToolTokens.ToolCost;
import dev.agtpstudio.validator.RuleInfo;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * {@code agent/token-budget}: a served tool, or a whole served list, that costs more than the designer's
 * {@code [tool_budget]} (agtp-server.toml; defaults 1,000 tokens a tool, 10,000 a list, 40 tools), counted on the
 * wire JSON under the larger of {@code o200k_base} and {@code cl100k_base}.
 */
final class TokenBudgetRule {
    static final RuleInfo RULE = new RuleInfo("agent/token-budget", Severity.WARNING, Passes.WORKSPACE,
            "docs/reference-server.md#tool-budget", "A served tool or tool list over the designer's token budget");
    private static final int SHOWN = 3;

    private TokenBudgetRule() {
    }

    /** Checks one served list; {@code siteOf} locates a tool (null when its source is not in the workspace). */
    static void check(ListCost list, ToolBudget budget, Function<ToolCost, ToolSite> siteOf) {
        String which = list.kind() == ProjectionKind.MCP ? "MCP tools/list" : "A2T tool list";
        for (ToolCost t : list.tools()) {
            if (t.tokens().largest() > budget.maxToolTokens()) {
                ToolSite site = siteOf.apply(t);
                if (site != null) {
                    site.reportTool(RULE, "Tool `" + t.name() + "` costs " + counts(t) + " in the " + which + ", over the "
                            + budget.maxToolTokens() + " a tool may cost ([tool_budget] max_tool_tokens). Biggest parts: "
                            + Contributors.top(t.tool(), SHOWN).stream().map(p -> p.what() + " (" + p.tokens() + ")")
                            .collect(Collectors.joining(", ")) + ".");
                }
            }
        }
        if (list.tools().isEmpty()) {
            return;
        }
        ToolCost biggest = list.tools().stream().max(Comparator.comparingInt(t -> t.tokens().largest())).orElseThrow();
        String top = list.tools().stream().sorted(Comparator.comparingInt((ToolCost t) -> t.tokens().largest()).reversed())
                .limit(SHOWN).map(t -> "`" + t.name() + "` (" + t.tokens().largest() + ")").collect(Collectors.joining(", "));
        ToolSite site = siteOf.apply(biggest);
        if (site == null) {
            return;
        }
        if (list.total().largest() > budget.maxListTokens()) {
            site.reportTool(RULE, "The " + which + " costs " + list.total().o200kBase() + " tokens (o200k_base), "
                    + list.total().cl100kBase() + " (cl100k_base), over the " + budget.maxListTokens()
                    + " the list may cost ([tool_budget] max_list_tokens). Most expensive tools: " + top + ".");
        }
        if (list.tools().size() > budget.maxTools()) {
            site.reportTool(RULE, "The " + which + " has " + list.tools().size() + " tools, over the " + budget.maxTools()
                    + " allowed ([tool_budget] max_tools); many clients load at most 40 at once. Most expensive tools: "
                    + top + ".");
        }
    }

    private static String counts(ToolCost t) {
        return t.tokens().o200kBase() + " tokens (o200k_base), " + t.tokens().cl100kBase() + " (cl100k_base)";
    }
}
