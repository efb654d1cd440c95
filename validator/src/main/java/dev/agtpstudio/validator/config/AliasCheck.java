package dev.agtpstudio.validator.config;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Keys;
import dev.agtpstudio.validator.support.MethodStatus;
import java.util.List;
import java.util.Map;

/** docs/reference-server.md#method-policy: aliases are resolved once before the catalog check, so they must be single-hop to a real verb. */
public final class AliasCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo CHAIN = new RuleInfo(
            "config/alias-chain",
            Severity.ERROR,
            Passes.CONFIG,
            "docs/reference-server.md#method-policy",
            "An alias points to another alias (chain or cycle)");
    public static final RuleInfo TARGET = new RuleInfo(
            "config/alias-target",
            Severity.WARNING,
            Passes.CONFIG,
            "docs/reference-server.md#method-policy; AGTP-API §3.2",
            "An alias points to a method the server does not admit");

    @Override
    public List<RuleInfo> rules() {
        return List.of(CHAIN, TARGET);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        ServerConfig.MethodPolicy mp = file.model().methods();
        if (mp == null) {
            return;
        }
        Map<String, String> aliases = mp.aliases();
        for (Map.Entry<String, String> a : aliases.entrySet()) {
            String key = mp.keyPath() + "/aliases/" + Keys.escape(a.getKey());
            String target = a.getValue();
            if (target == null) {
                continue;
            }
            if (aliases.containsKey(target)) {
                boolean cycle = cycles(aliases, a.getKey());
                out.report(
                        CHAIN,
                        key,
                        "Alias " + a.getKey() + " → " + target + " points to another alias ("
                                + target + " → " + aliases.get(target) + ")" + (cycle ? ", forming a cycle" : "")
                                + "; aliases are applied once, so the request would reach " + target + " unresolved "
                                + "(docs/reference-server.md#method-policy). Point " + a.getKey()
                                + " directly at the final verb.");
                continue;
            }
            MethodStatus st = MethodStatus.of(target, ctx.catalog(), ctx.serverConfig());
            if (!st.admitted()) {
                out.report(
                        TARGET,
                        key,
                        "Alias " + a.getKey() + " → " + target + " targets a method that is "
                                + (st == MethodStatus.REMOVED
                                        ? "removed from the catalog"
                                        : "not in the catalog or declared " + "custom")
                                + "; aliased requests would get 459 (docs/reference-server.md#method-policy, AGTP-API §3.2).");
            }
        }
    }

    private static boolean cycles(Map<String, String> aliases, String start) {
        String cur = aliases.get(start);
        for (int i = 0; i <= aliases.size() && cur != null; i++) {
            if (cur.equals(start)) {
                return true;
            }
            cur = aliases.get(cur);
        }
        return false;
    }
}
