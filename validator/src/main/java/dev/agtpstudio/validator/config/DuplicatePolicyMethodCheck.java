package dev.agtpstudio.validator.config;

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
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** AGTP-API §9.4: allow, disallow and legacy name each method once; a repeat is noise that hides intent. */
public final class DuplicatePolicyMethodCheck implements FileCheck<ServerConfig> {
    public static final RuleInfo DUPLICATE = new RuleInfo(
            "config/duplicate-policy-method",
            Severity.WARNING,
            Passes.CONFIG,
            "AGTP-API §9.4",
            "An allow, disallow or legacy list names the same method twice");

    @Override
    public List<RuleInfo> rules() {
        return List.of(DUPLICATE);
    }

    @Override
    public void check(LoadedFile<ServerConfig> file, ValidationContext ctx, Reporter out) {
        ServerConfig.MethodPolicy mp = file.model().methods();
        if (mp == null) {
            return;
        }
        if (mp.allow() != null && !mp.allow().all()) {
            list(file, out, mp.allow().keyPath(), "allow", mp.allow().methods());
        }
        list(file, out, mp.keyPath() + "/disallow", "disallow", mp.disallow());
        if (mp.legacy() != null && !mp.legacy().all()) {
            list(file, out, mp.legacy().keyPath(), "legacy", mp.legacy().verbs());
        }
    }

    private static void list(
            LoadedFile<ServerConfig> file, Reporter out, String key, String label, List<String> methods) {
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < methods.size(); i++) {
            String m = methods.get(i);
            if (m == null) {
                continue;
            }
            Integer first = seen.putIfAbsent(m.strip().toUpperCase(Locale.ROOT), i);
            if (first == null) {
                continue;
            }
            String at = file.locations().contains(key + "/" + i) ? key + "/" + i : key;
            Fix remove = ListEdits.removeElement("Remove the repeated " + m, file, key, i, methods.size());
            out.report(
                    DUPLICATE,
                    DUPLICATE.severity(),
                    at,
                    label + " names `" + m + "` twice (entries " + first + " and " + i
                            + "); a method is listed once (AGTP-API §9.4). Remove the repeat.",
                    remove == null ? List.of() : List.of(remove));
        }
    }
}
