package dev.agtpstudio.validator.config;

import dev.agtpstudio.core.catalog.Levenshtein;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import java.util.List;
import java.util.Locale;

/** AGTP-API §8.5: {@code [agents] disclosure} is "public", "authenticated" or "private". */
public final class AgentDisclosureCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo AGENT_DISCLOSURE = new RuleInfo(
            "config/agent-disclosure",
            Severity.ERROR,
            Passes.CONFIG,
            "AGTP-API §8.5",
            "[agents] disclosure is not one of the three agent_disclosure values");

    /** The reference server's spelling of the middle value (docs/reference-server.md#server-config). */
    static final String REFERENCE_MIDDLE_VALUE = "limited";

    @Override
    public List<RuleInfo> rules() {
        return List.of(AGENT_DISCLOSURE);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        String v = file.model().agentDisclosure();
        String key = ServerConfig.AGENT_DISCLOSURE_PATH;
        if (v == null
                || ServerConfig.AGENT_DISCLOSURES.contains(v)
                || !file.locations().contains(key)) {
            return;
        }
        String near = nearest(v);
        List<Fix> fixes = near == null
                ? List.of()
                : List.of(Literals.replaceValue("Replace with " + near, file, out.rangeOf(key), v, near));
        out.report(
                AGENT_DISCLOSURE,
                Severity.ERROR,
                key,
                "`disclosure` is `" + v + "`, not one of "
                        + String.join(", ", ServerConfig.AGENT_DISCLOSURES)
                        + " (the manifest's agent_disclosure, AGTP-API §8.5)"
                        + (near == null ? "." : "; did you mean `" + near + "`?"),
                fixes);
    }

    /** The value {@code v} most likely meant: a case variant, a prefix or a near spelling; null when none is near. */
    static String nearest(String v) {
        String lower = v.strip().toLowerCase(Locale.ROOT);
        if (lower.equals(REFERENCE_MIDDLE_VALUE)) {
            return "authenticated";
        }
        String best = null;
        int bestD = Integer.MAX_VALUE;
        for (String c : ServerConfig.AGENT_DISCLOSURES) {
            if (!lower.isEmpty() && (c.equals(lower) || c.startsWith(lower) || lower.startsWith(c))) {
                return c;
            }
            int cap = Math.max(2, c.length() / 3);
            int d = Levenshtein.distance(lower, c, cap + 1);
            if (d <= cap && d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return best;
    }
}
