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
import dev.agtpstudio.validator.support.ListEdits;
import dev.agtpstudio.validator.support.Literals;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** AGTP-API §9.2, §9.4: legacy is "*", "NONE" or a list of the five HTTP verbs; anything else is a hard error. */
public final class LegacyValueCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo LEGACY_VALUE = new RuleInfo(
            "config/legacy-value",
            Severity.ERROR,
            Passes.CONFIG,
            "AGTP-API §9.2, §9.4",
            "legacy names something other than the five HTTP verbs");

    @Override
    public List<RuleInfo> rules() {
        return List.of(LEGACY_VALUE);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        ServerConfig c = file.model();
        if (c.methods() == null || c.methods().legacy() == null) {
            return;
        }
        ServerConfig.Legacy l = c.methods().legacy();
        List<String> verbs = l.verbs();
        for (int i = 0; i < verbs.size(); i++) {
            String v = verbs.get(i);
            if (v != null && ServerConfig.Legacy.HTTP_VERBS.contains(v)) {
                continue;
            }
            String key = l.keyPath() + "/" + i;
            if (!file.locations().contains(key)) {
                key = l.keyPath();
            }
            List<Fix> fixes = new ArrayList<>();
            boolean removeOffered = false;
            for (String h : ServerConfig.Legacy.HTTP_VERBS) {
                if (v == null || Levenshtein.distance(v.toUpperCase(Locale.ROOT), h, 3) > 2) {
                    continue;
                }
                // A fix never creates a duplicate: when the nearest verb is listed already, the typo just goes.
                Fix f = listed(verbs, h)
                        ? (removeOffered
                                ? null
                                : ListEdits.removeElement(
                                        "Remove " + v + " (" + h + " is already listed)",
                                        file,
                                        l.keyPath(),
                                        i,
                                        verbs.size()))
                        : Literals.replaceValue("Replace with " + h, file, out.rangeOf(key), v, h);
                removeOffered |= f != null && listed(verbs, h);
                if (f != null) {
                    fixes.add(f);
                }
            }
            out.report(
                    LEGACY_VALUE,
                    Severity.ERROR,
                    key,
                    "legacy entry `" + v + "` is not one of GET, POST, PUT, "
                            + "DELETE, PATCH; typos and non-HTTP verbs in legacy are a hard configuration error (AGTP-API §9.4). "
                            + "Use those verbs, \"*\" or \"NONE\".",
                    fixes);
        }
    }

    private static boolean listed(List<String> verbs, String verb) {
        return verbs.stream().anyMatch(x -> x != null && x.strip().equalsIgnoreCase(verb));
    }
}
