package dev.agtpstudio.validator.agentview;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.ServerConfig.ToolBudget;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.preview.agis.IdentityMemo;
import dev.agtpstudio.preview.tokens.Contributors;
import dev.agtpstudio.preview.tokens.TokenCounts;
import dev.agtpstudio.preview.tokens.Tokenizers;
import dev.agtpstudio.preview.tokens.ToolTokens;
import dev.agtpstudio.validator.RuleInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/**
 * {@code agent/token-budget}: a served MCP tool, or the whole {@code tools/list}, that costs more than the designer's
 * {@code [tool_budget]} (agtp-server.toml; defaults 1,000 tokens a tool, 10,000 the list, 40 tools), counted on the
 * wire JSON under {@code o200k_base} and {@code cl100k_base} (over in either is over). It runs on every validation,
 * so it counts no more than it must: text of no more bytes than the budget cannot exceed it (a token is at least a
 * byte), and an encoding stops one token past the budget; only a tool over its budget is counted in full.
 */
final class TokenBudgetRule {
    static final RuleInfo RULE = new RuleInfo(
            "agent/token-budget",
            Severity.WARNING,
            Passes.WORKSPACE,
            "docs/reference-server.md#tool-budget",
            "A served tool or tools/list over the designer's token budget");
    private static final int SHOWN = 3;

    /**
     * Each tool's wire JSON, by the identity of its node: the MCP projection reuses an unchanged endpoint's tool node
     * (decision 0501), so an unchanged tool is not serialized again. The nodes are read-only, so the text stays theirs.
     */
    private static final IdentityMemo<JsonNode, Wire> WIRES = new IdentityMemo<>();

    /**
     * A tool's wire JSON, its UTF-8 length and, once asked for, its {@code o200k_base} count, remembered together: a
     * tool whose text has no more bytes than the budget cannot exceed it, so an unchanged tool under budget is neither
     * serialized nor measured again, and an unchanged tool named among the largest is not encoded again (0535, 0605).
     */
    static final class Wire {
        private final String text;
        private final long utf8;
        private volatile int o200k = -1;

        private Wire(String text) {
            this.text = text;
            this.utf8 = Tokenizers.utf8Length(text);
        }

        static Wire of(JsonNode tool) {
            return new Wire(ToolTokens.wire(tool));
        }

        String text() {
            return text;
        }

        boolean exceeds(long budget) {
            return utf8 > budget && Tokenizers.exceeds(text, budget);
        }

        int o200k() {
            int n = o200k;
            if (n < 0) {
                n = Tokenizers.o200k(text);
                o200k = n;
            }
            return n;
        }
    }

    /** The last list checked (its tools' wire texts, by identity), the budget and whether the list was over it. */
    private record ListVerdict(List<String> wires, long budget, boolean over) {}

    private static volatile ListVerdict lastList;

    private TokenBudgetRule() {}

    /** Checks the MCP tools of {@code mcp}; {@code siteOf} locates tool {@code i} (null when it is not in the workspace). */
    static void check(McpProjector.Result mcp, ToolBudget budget, IntFunction<ToolSite> siteOf) {
        List<McpProjector.McpTool> tools = mcp.tools();
        if (tools.isEmpty()) {
            return;
        }
        List<String> wires = new ArrayList<>(tools.size());
        List<Wire> texts = new ArrayList<>(tools.size());
        int biggest = 0;
        IdentityMemo<JsonNode, Wire>.Pass memo = WIRES.pass();
        for (int i = 0; i < tools.size(); i++) {
            Wire wire = memo.get(tools.get(i).tool(), (n, t) -> true, Wire::of);
            String w = wire.text();
            texts.add(wire);
            wires.add(w);
            biggest = w.length() > wires.get(biggest).length() ? i : biggest;
            if (wire.exceeds(budget.maxToolTokens())) {
                ToolSite site = siteOf.apply(i);
                if (site != null) {
                    TokenCounts c = Tokenizers.count(w);
                    site.reportTool(
                            RULE,
                            "Tool `" + tools.get(i).name() + "` costs " + c.o200kBase() + " tokens (o200k_base), "
                                    + c.cl100kBase() + " (cl100k_base) in the MCP tools/list, over the "
                                    + budget.maxToolTokens()
                                    + " a tool may cost ([tool_budget] max_tool_tokens). Biggest parts: "
                                    + Contributors.top(tools.get(i).tool(), SHOWN).stream()
                                            .map(p -> p.what() + " (" + p.tokens() + ")")
                                            .collect(Collectors.joining(", "))
                                    + ".");
                }
            }
        }
        memo.close();
        boolean tooMany = tools.size() > budget.maxTools();
        boolean tooLong = listOver(mcp, wires, budget.maxListTokens());
        ToolSite site = siteOf.apply(biggest);
        if (site == null || !tooMany && !tooLong) {
            return;
        }
        String top = largest(tools, texts);
        if (tooLong) {
            site.reportTool(
                    RULE,
                    "The MCP tools/list costs more than the " + budget.maxListTokens() + " tokens it may cost"
                            + " ([tool_budget] max_list_tokens; `agtp-studio manifest --projection mcp --tokens` counts it)."
                            + " Largest tools: " + top + ".");
        }
        if (tooMany) {
            site.reportTool(
                    RULE,
                    "The MCP tools/list has " + tools.size() + " tools, over the " + budget.maxTools()
                            + " allowed ([tool_budget] max_tools); many clients load at most 40 at once. Largest tools: "
                            + top + ".");
        }
    }

    /**
     * Whether the list as sent exceeds {@code budget}: encoded only when a tool's wire text is not the very one of the
     * last check (an unchanged workspace keeps every tool's remembered text, so its verdict is reused; a rebuilt text,
     * even when equal, is encoded again rather than compared character by character).
     */
    static boolean listOver(McpProjector.Result mcp, List<String> wires, long budget) {
        ListVerdict last = lastList;
        if (last != null && last.budget() == budget && IdentityMemo.sameObjects(last.wires(), wires)) {
            return last.over();
        }
        boolean over = Tokenizers.exceeds(listWire(mcp, wires), budget);
        lastList = new ListVerdict(List.copyOf(wires), budget, over);
        return over;
    }

    /**
     * The list as sent, {@code {"tools":[...]}}: joined from the tools' wire JSON already made when that is the whole
     * document (it is: the projection holds only {@code tools}), else serialized.
     */
    static String listWire(McpProjector.Result mcp, List<String> wires) {
        JsonNode doc = mcp.projection().document();
        if (doc.size() == 1 && doc.has("tools")) {
            return "{\"tools\":[" + String.join(",", wires) + "]}";
        }
        return ToolTokens.wire(doc);
    }

    /**
     * The {@link #SHOWN} longest tools (by wire length; the first of equals) with their o200k_base tokens, longest
     * first: picked in one pass, and counted once per wire text.
     */
    static String largest(List<McpProjector.McpTool> tools, List<Wire> wires) {
        int[] top = new int[Math.min(SHOWN, tools.size())];
        int n = 0;
        for (int i = 0; i < tools.size(); i++) {
            int len = wires.get(i).text().length();
            int at = n;
            while (at > 0 && wires.get(top[at - 1]).text().length() < len) {
                at--;
            }
            if (at < top.length) {
                System.arraycopy(top, at, top, at + 1, Math.min(n, top.length - 1) - at);
                top[at] = i;
                n = Math.min(n + 1, top.length);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < n; k++) {
            sb.append(k == 0 ? "" : ", ")
                    .append('`')
                    .append(tools.get(top[k]).name())
                    .append("` (")
                    .append(wires.get(top[k]).o200k())
                    .append(')');
        }
        return sb.toString();
    }
}
