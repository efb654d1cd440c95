package dev.agtpstudio.validator.agentview;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.agis.IdentityMemo;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.preview.source.SourceRef;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The agent's-eye lints: what the served MCP tools cost ({@code agent/token-budget}) and whether each client named
 * in the options accepts them ({@code client/<client>/*}). They read the MCP part of the one served projection
 * ({@link Projections#servedMcp}, which {@link Projections#served} is made of) for every endpoint that loaded (what
 * {@code serve} would publish once the errors are fixed), computed once per run and only when the workspace
 * declares endpoints.
 */
public final class AgentViewCheck implements WorkspaceCheck {
    static final List<ClientRules> CLIENTS = List.of(new OpenAiStrictRules(), new AnthropicRules(),
            new GeminiRules(), new McpHostRules());

    /**
     * The client findings of each served tool, by the identity of its tool node (decision 0535): the MCP projection
     * reuses an unchanged endpoint's node (decision 0501), so an unchanged tool's schema is not walked again; its
     * findings are reported again at the same declaration. Kept only for the same clients and the same source file.
     */
    private static final IdentityMemo<JsonNode, ClientFindings> CLIENT_FINDINGS = new IdentityMemo<>();

    private record ClientFindings(Set<String> clients, LoadedFile<?> file, List<ToolSite.Finding> findings) {
    }

    @Override
    public List<RuleInfo> rules() {
        List<RuleInfo> out = new ArrayList<>();
        out.add(TokenBudgetRule.RULE);
        CLIENTS.forEach(c -> out.addAll(c.rules()));
        return out;
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        if (ws.endpointFiles().isEmpty() && ws.agisFiles().isEmpty()) {
            return;
        }
        McpProjector.Result mcp = Projections.standard(ws).servedMcp(ws, ProjectionOptions.at(Instant.EPOCH));
        ToolSite[] sites = new ToolSite[mcp.tools().size()];
        IntFunction<ToolSite> siteOf = i -> {
            if (sites[i] == null) {
                SourceRef ref = mcp.projection().sourceMap().lookup("/tools/" + i).orElse(null);
                LoadedFile<?> f = ref == null || ref.file() == null ? null : ws.file(ref.file()).orElse(null);
                sites[i] = f == null ? null : new ToolSite(f, reporterFor.apply(f), ref);
            }
            return sites[i];
        };
        TokenBudgetRule.check(mcp, ctx.serverConfig().toolBudget(), siteOf);
        Set<String> clients = ctx.options().clients();
        if (clients.isEmpty()) {
            return;
        }
        IdentityMemo<JsonNode, ClientFindings>.Pass memo = CLIENT_FINDINGS.pass();
        for (int i = 0; i < mcp.tools().size(); i++) {
            ToolSite site = siteOf.apply(i);
            if (site == null) {
                continue;
            }
            McpProjector.McpTool tool = mcp.tools().get(i);
            memo.get(tool.tool(), (n, f) -> f.file() == site.file() && f.clients().equals(clients),
                    n -> new ClientFindings(Set.copyOf(clients), site.file(), site.record(s -> checkClients(tool, s, clients))))
                    .findings().forEach(f -> f.reportAt(site));
        }
        memo.close();
    }

    /** Every client rule of {@code clients} on {@code tool}, reported at {@code site}. */
    static void checkClients(McpProjector.McpTool tool, ToolSite site, Set<String> clients) {
        for (ClientRules c : CLIENTS) {
            if (clients.contains(c.client())) {
                c.check(tool, site);
            }
        }
    }
}
