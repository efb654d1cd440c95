package dev.agtpstudio.validator.config;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.List;

/** AGTP-API §8.7: policies.max_synthesis_depth bounds composition nesting and must be positive. */
public final class SynthesisDepthCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo DEPTH = new RuleInfo(
            "config/max-synthesis-depth",
            Severity.ERROR,
            Passes.CONFIG,
            "AGTP-API §8.7",
            "max_synthesis_depth is not positive");

    @Override
    public List<RuleInfo> rules() {
        return List.of(DEPTH);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        ServerConfig.Policies p = file.model().policies();
        if (p != null && p.maxSynthesisDepth() <= 0) {
            out.report(
                    DEPTH,
                    p.keyPath() + "/max_synthesis_depth",
                    "max_synthesis_depth = " + p.maxSynthesisDepth()
                            + " must be a positive integer (AGTP-API §8.7); the reference default is 10.");
        }
    }
}
