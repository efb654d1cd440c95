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
import java.util.Locale;

/**
 * ANS §3.5: the {@code [discovery]} rank weights are each in [0, 1] and sum to 1, so a rank score stays in [0, 1]
 * like the seed's default configuration (0.3 / 0.4 / 0.3).
 */
public final class DiscoveryWeightsCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo WEIGHTS = new RuleInfo(
            "config/discovery-weights",
            Severity.ERROR,
            Passes.CONFIG,
            "ANS §3.5",
            "a [discovery] rank weight is outside [0, 1] or the weights do not sum to 1");
    private static final double EPSILON = 1e-9;

    @Override
    public List<RuleInfo> rules() {
        return List.of(WEIGHTS);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        ServerConfig.Discovery d = file.model().discovery();
        boolean ranged = range(d, "trust_tier_weight", d.trustTierWeight(), out)
                & range(d, "behavioral_trust_weight", d.behavioralTrustWeight(), out)
                & range(d, "capability_match_weight", d.capabilityMatchWeight(), out);
        double sum = d.trustTierWeight() + d.behavioralTrustWeight() + d.capabilityMatchWeight();
        if (ranged && Math.abs(sum - 1.0) > EPSILON) {
            out.report(
                    WEIGHTS,
                    d.keyPath() + "/capability_match_weight",
                    String.format(
                            Locale.ROOT,
                            "the [discovery] weights sum to %s; trust_tier_weight + behavioral_trust_weight + "
                                    + "capability_match_weight must be 1 (ANS §3.5 defaults: 0.3, 0.4, 0.3).",
                            fmt(sum)));
        }
    }

    private static boolean range(ServerConfig.Discovery d, String key, double v, Reporter out) {
        if (v >= 0 && v <= 1) {
            return true;
        }
        out.report(WEIGHTS, d.keyPath() + "/" + key, key + " = " + fmt(v) + " must be between 0 and 1 (ANS §3.5).");
        return false;
    }

    private static String fmt(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
