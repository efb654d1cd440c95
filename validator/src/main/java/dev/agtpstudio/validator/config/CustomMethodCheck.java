package dev.agtpstudio.validator.config;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.MethodStatus;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** AGTP-API §3.3: custom methods follow the lexical rules of §3.2 and should not shadow catalog verbs. */
public final class CustomMethodCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo SYNTAX = new RuleInfo(
            "config/custom-method-syntax",
            Severity.ERROR,
            Passes.CONFIG,
            "AGTP-API §3.3, §3.2",
            "A custom method breaks the method lexical rules");
    public static final RuleInfo SHADOWS = new RuleInfo(
            "config/custom-method-redundant",
            Severity.WARNING,
            Passes.CONFIG,
            "AGTP-API §3.3",
            "A custom method repeats a catalog or legacy verb or another custom method");

    @Override
    public List<RuleInfo> rules() {
        return List.of(SYNTAX, SHADOWS);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        ServerConfig.MethodPolicy mp = file.model().methods();
        if (mp == null) {
            return;
        }
        Set<String> seen = new HashSet<>();
        for (ServerConfig.CustomMethod c : mp.custom()) {
            String key = file.locations().contains(c.keyPath() + "/name") ? c.keyPath() + "/name" : c.keyPath();
            if (!MethodStatus.lexicallyValid(c.name())) {
                out.report(
                        SYNTAX,
                        key,
                        "Custom method `" + c.name() + "` must be an uppercase ASCII token of 3-32 "
                                + "letters like catalog verbs (AGTP-API §3.3, §3.2).");
            } else if (ctx.catalog().method(c.name()).isPresent()
                    || ctx.catalog().isLegacy(c.name())) {
                out.report(
                        SHADOWS,
                        key,
                        "Custom method `" + c.name() + "` is already a "
                                + (ctx.catalog().isLegacy(c.name()) ? "legacy" : "catalog")
                                + " verb; declaring it custom has "
                                + "no effect (AGTP-API §3.3). Remove the entry.");
            } else if (!seen.add(c.name())) {
                out.report(SHADOWS, key, "Custom method `" + c.name() + "` is declared twice (AGTP-API §3.3).");
            }
        }
    }
}
