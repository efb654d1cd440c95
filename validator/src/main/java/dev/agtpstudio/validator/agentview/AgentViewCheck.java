package dev.agtpstudio.validator.agentview;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.preview.source.SourceRef;
import dev.agtpstudio.preview.tokens.ToolTokens;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The agent's-eye lints: what the served tools cost ({@code agent/token-budget}) and whether each client named in
 * the options accepts them ({@code client/<client>/*}). They read the one served projection,
 * {@link Projections#served}, of every endpoint that loaded (what {@code serve} would publish once the errors are
 * fixed), computed once per run and only when the workspace declares endpoints.
 */
public final class AgentViewCheck implements WorkspaceCheck {
    private static final List<ClientRules> CLIENTS = List.of(new OpenAiStrictRules(), new AnthropicRules(),
            new GeminiRules(), new McpHostRules());

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
        Projections.Served served = Projections.standard(ws).served(ws, ProjectionOptions.at(Instant.EPOCH));
        Function<SourceRef, ToolSite> siteOf = ref -> {
            if (ref == null || ref.file() == null) {
                return null;
            }
            LoadedFile<?> f = ws.file(ref.file()).orElse(null);
            return f == null ? null : new ToolSite(f, reporterFor.apply(f), ref);
        };
        var budget = ctx.serverConfig().toolBudget();
        TokenBudgetRule.check(ToolTokens.mcp(served), budget, t -> siteOf.apply(t.source()));
        TokenBudgetRule.check(ToolTokens.a2t(served), budget, t -> siteOf.apply(t.source()));
        Set<String> clients = ctx.options().clients();
        if (clients.isEmpty()) {
            return;
        }
        McpProjector.Result mcp = served.mcp();
        for (int i = 0; i < mcp.tools().size(); i++) {
            ToolSite site = siteOf.apply(mcp.projection().sourceMap().lookup("/tools/" + i).orElse(null));
            if (site == null) {
                continue;
            }
            for (ClientRules c : CLIENTS) {
                if (clients.contains(c.client())) {
                    c.check(mcp.tools().get(i), site);
                }
            }
        }
    }
}
