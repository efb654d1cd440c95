package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.util.List;
import java.util.function.Function;

/**
 * AGTP-API §16.4 (Wildcard Abuse): servers SHOULD NOT declare {@code wildcards_accepted = true} for any operation with
 * non-trivial impact; warns when the policy is on while the workspace has irreversible endpoints.
 */
public final class WildcardsIrreversibleCheck implements WorkspaceCheck {
    public static final RuleInfo WILDCARDS = new RuleInfo(
            "config/wildcards-with-irreversible",
            Severity.WARNING,
            Passes.WORKSPACE,
            "AGTP-API §16.4",
            "wildcards_accepted is true on a server with irreversible endpoints");

    @Override
    public List<RuleInfo> rules() {
        return List.of(WILDCARDS);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        LoadedFile<ServerConfig> cfg = ws.serverConfigFile().orElse(null);
        if (cfg == null
                || cfg.model() == null
                || cfg.model().policies() == null
                || !cfg.model().policies().wildcardsAccepted()) {
            return;
        }
        List<String> irreversible = ws.endpoints().stream()
                .filter(e -> e.semantic() != null
                        && "irreversible".equals(e.semantic().impact()))
                .map(EndpointDecl::id)
                .toList();
        if (irreversible.isEmpty()) {
            return;
        }
        reporterFor
                .apply(cfg)
                .report(
                        WILDCARDS,
                        cfg.model().policies().keyPath() + "/wildcards_accepted",
                        "wildcards_accepted = true lets agents invoke methods ad hoc on a server with irreversible endpoints ("
                                + String.join(", ", irreversible.subList(0, Math.min(3, irreversible.size())))
                                + (irreversible.size() > 3 ? ", ..." : "")
                                + "); AGTP-API §16.4 says servers SHOULD NOT accept "
                                + "wildcards for operations with non-trivial impact. Set it to false (agents then get 262 wildcards-required).");
    }
}
