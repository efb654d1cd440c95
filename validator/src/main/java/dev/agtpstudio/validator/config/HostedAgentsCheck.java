package dev.agtpstudio.validator.config;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.endpoint.ScopeGrammarCheck;
import dev.agtpstudio.validator.support.MethodStatus;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * AGTP-API §8.5: each {@code [[agents.hosted]]} entry (the manifest's {@code hosted_agents}) has an {@code id} no other
 * entry has, {@code supported_methods} the server knows (catalog, legacy or custom, AGTP-API §4) and {@code scopes}
 * that are Authority-Scope tokens (AGTP-API §6.3). Each error sits on the offending value.
 */
public final class HostedAgentsCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo HOSTED_AGENT = new RuleInfo(
            "config/hosted-agent",
            Severity.ERROR,
            Passes.CONFIG,
            "AGTP-API §8.5, §4, §6.3",
            "A hosted agent has no id, a repeated id, an unknown method or a malformed scope");

    @Override
    public List<RuleInfo> rules() {
        return List.of(HOSTED_AGENT);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        Map<String, Integer> seen = new HashMap<>();
        List<ServerConfig.HostedAgent> agents = file.model().agents().hosted();
        for (int n = 0; n < agents.size(); n++) {
            ServerConfig.HostedAgent a = agents.get(n);
            if (a.id() == null || a.id().isBlank()) {
                out.report(
                        HOSTED_AGENT,
                        a.id() == null ? a.keyPath() : a.key("id"),
                        "[[agents.hosted]] entry " + (n + 1)
                                + " has no `id`: each hosted agent is listed by its canonical Agent-ID (AGTP-API §8.5).");
            } else {
                Integer first = seen.putIfAbsent(a.id(), n);
                if (first != null) {
                    out.report(
                            HOSTED_AGENT,
                            a.key("id"),
                            "Hosted agent id `" + a.id() + "` is already used by "
                                    + "[[agents.hosted]] entry " + (first + 1)
                                    + "; each hosted agent needs its own Agent-ID "
                                    + "(AGTP-API §8.5).");
                }
            }
            for (int i = 0; i < a.supportedMethods().size(); i++) {
                method(
                        ctx,
                        out,
                        a.key("supported_methods") + "/" + i,
                        a.supportedMethods().get(i));
            }
            for (int i = 0; i < a.scopes().size(); i++) {
                String s = a.scopes().get(i);
                if (s != null && !ScopeGrammarCheck.isToken(s)) {
                    out.report(
                            HOSTED_AGENT,
                            a.key("scopes") + "/" + i,
                            "Scope `" + s + "` is not an Authority-Scope "
                                    + "token: lowercase `domain:action`, e.g. `booking:room` (AGTP-API §6.3).");
                }
            }
        }
    }

    private static void method(ValidationContext ctx, Reporter out, String key, String m) {
        if (m == null) {
            return;
        }
        MethodStatus st = MethodStatus.of(m, ctx.catalog(), ctx.serverConfig());
        if (st == MethodStatus.UNKNOWN || st == MethodStatus.BAD_SYNTAX || st == MethodStatus.REMOVED) {
            List<String> near = ctx.catalog().nearest(m, 3);
            out.report(
                    HOSTED_AGENT,
                    key,
                    "Supported method `" + m + "` is not a method of catalog "
                            + ctx.catalog().version() + " nor a custom method, so no agent can call it (AGTP-API §4)"
                            + (near.isEmpty() ? "." : ". Did you mean " + String.join(", ", near) + "?"));
        }
    }
}
