package dev.agtpstudio.validator.agentview;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.McpProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.preview.agis.IdentityMemo;
import dev.agtpstudio.preview.source.SourceRef;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
    static final List<ClientRules> CLIENTS =
            List.of(new OpenAiStrictRules(), new AnthropicRules(), new GeminiRules(), new McpHostRules());

    /**
     * The client findings of each served tool, by the identity of its tool node (decision 0535): the MCP projection
     * reuses an unchanged endpoint's node (decision 0501), so an unchanged tool's schema is not walked again; the
     * diagnostics it gave (located in the same file object, so at the same ranges) are reported again as they are
     * (decision 0605). Kept only for the same clients and the same source file.
     */
    private static final IdentityMemo<JsonNode, ClientFindings> CLIENT_FINDINGS = new IdentityMemo<>();

    private record ClientFindings(Set<String> clients, LoadedFile<?> file, List<Diagnostic> diagnostics) {}

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
        // the one projection of this snapshot, which every other reader of it shares (McpProjector.tools, 0605)
        McpProjector.Result mcp = Projections.standard(ws).servedMcp(ws, ProjectionOptions.at(Instant.EPOCH));
        Map<java.nio.file.Path, LoadedFile<?>> files = new HashMap<>(ws.files());
        SourceRef[] refs = new SourceRef[mcp.tools().size()];
        IntFunction<LoadedFile<?>> fileOf = i -> {
            if (refs[i] == null) {
                refs[i] = mcp.projection().sourceMap().lookup("/tools/" + i).orElse(NOWHERE);
            }
            return refs[i].file() == null ? null : files.get(refs[i].file());
        };
        IntFunction<ToolSite> siteOf = i -> {
            LoadedFile<?> f = fileOf.apply(i);
            return f == null ? null : new ToolSite(f, reporterFor.apply(f), refs[i]);
        };
        TokenBudgetRule.check(mcp, ctx.serverConfig().toolBudget(), siteOf);
        Set<String> clients = ctx.options().clients();
        if (clients.isEmpty()) {
            return;
        }
        IdentityMemo<JsonNode, ClientFindings>.Pass memo = CLIENT_FINDINGS.pass();
        for (int i = 0; i < mcp.tools().size(); i++) {
            McpProjector.McpTool tool = mcp.tools().get(i);
            int at = i;
            // A remembered tool node was projected from the same declaration, so from the same file: its findings hold
            // while that file object is still this snapshot's (no source lookup needed); any other tool is checked.
            ClientFindings found = memo.get(
                    tool.tool(),
                    (n, c) -> c.file() != null
                            && c.clients().equals(clients)
                            && files.get(c.file().path()) == c.file(),
                    n -> {
                        LoadedFile<?> f = fileOf.apply(at);
                        List<Diagnostic> made = new ArrayList<>();
                        if (f != null) {
                            checkClients(tool, new ToolSite(f, new Reporter(f, made::add), refs[at]), clients);
                        }
                        return new ClientFindings(Set.copyOf(clients), f, List.copyOf(made));
                    });
            if (found.file() != null && !found.diagnostics().isEmpty()) {
                Reporter out = reporterFor.apply(found.file());
                found.diagnostics().forEach(out::add);
            }
        }
        memo.close();
    }

    /** A tool without a source (not projected from a workspace file): reported nowhere. */
    private static final SourceRef NOWHERE = new SourceRef(null, null, null);

    /** Every client rule of {@code clients} on {@code tool}, reported at {@code site}. */
    static void checkClients(McpProjector.McpTool tool, ToolSite site, Set<String> clients) {
        for (ClientRules c : CLIENTS) {
            if (clients.contains(c.client())) {
                c.check(tool, site);
            }
        }
    }
}
