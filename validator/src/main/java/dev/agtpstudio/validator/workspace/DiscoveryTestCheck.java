package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import dev.agtpstudio.validator.discovery.DiscoveryRanker;
import dev.agtpstudio.validator.discovery.DiscoveryTestRun;
import java.util.List;
import java.util.function.Function;

/**
 * Runs {@code discovery-tests.toml} on every validation (so the IDE's Problems and the language server show a failing
 * test at its line) with the lexical {@link DiscoveryRanker}, the ranking of the server's DISCOVER without the model
 * (docs/decisions/0540).
 */
public final class DiscoveryTestCheck implements WorkspaceCheck {
    public static final RuleInfo FAILED = new RuleInfo(
            "discovery/test-failed",
            Severity.ERROR,
            Passes.WORKSPACE,
            "ANS §3.4, §3.5; docs/discovery-tests.md",
            "A discoverability test fails: the endpoint ranks too low");
    public static final RuleInfo INVALID = new RuleInfo(
            "discovery/test-invalid",
            Severity.ERROR,
            Passes.WORKSPACE,
            "docs/discovery-tests.md",
            "A discoverability test lacks its intent or expect, or has a malformed one");

    private volatile Cached cached;

    private record Cached(MethodCatalog catalog, DiscoveryRanker ranker) {}

    @Override
    public List<RuleInfo> rules() {
        return List.of(FAILED, INVALID);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        LoadedFile<?> file = ws.discoveryTestsFile().orElse(null);
        if (file == null || file.model() == null) {
            return;
        }
        Reporter r = reporterFor.apply(file);
        for (DiscoveryTestRun.Outcome o : DiscoveryTestRun.run(ws, ranker(ws.catalog()))) {
            switch (o.status()) {
                case FAILED -> r.report(FAILED, o.keyPath(), o.message());
                case INVALID -> r.report(INVALID, o.keyPath(), o.message());
                default -> {}
            }
        }
    }

    /** The lexicon is built once per catalog, not on every edit. */
    private DiscoveryRanker ranker(MethodCatalog catalog) {
        Cached c = cached;
        if (c == null || c.catalog() != catalog) {
            c = new Cached(catalog, DiscoveryRanker.lexical(catalog));
            cached = c;
        }
        return c.ranker();
    }
}
