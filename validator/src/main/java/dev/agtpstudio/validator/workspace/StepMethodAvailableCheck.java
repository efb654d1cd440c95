package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import dev.agtpstudio.validator.support.MethodStatus;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * docs/reference-server.md#recipes: steps are dispatched method-only, and a recipe is used only when every step method exists on
 * the server: an endpoint of the workspace or an embedded built-in.
 */
public final class StepMethodAvailableCheck implements WorkspaceCheck {
    public static final RuleInfo UNAVAILABLE = new RuleInfo(
            "recipes/step-method-unavailable",
            Severity.WARNING,
            Passes.WORKSPACE,
            "docs/reference-server.md#recipes; AGTP-API §12.1",
            "No endpoint of the workspace serves a step's method");

    @Override
    public List<RuleInfo> rules() {
        return List.of(UNAVAILABLE);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        LoadedFile<RecipeBook> book = ws.recipesFile().orElse(null);
        if (book == null || book.model() == null) {
            return;
        }
        Set<String> served = new HashSet<>(ctx.catalog().embedded());
        for (EndpointDecl e : ws.endpoints()) {
            served.add(e.method());
        }
        for (Recipe r : book.model().recipes()) {
            for (Recipe.Step s : r.steps()) {
                if (s.method() == null
                        || served.contains(s.method())
                        || !MethodStatus.of(s.method(), ctx.catalog(), ctx.serverConfig())
                                .admitted()) {
                    continue;
                }
                reporterFor
                        .apply(book)
                        .report(
                                UNAVAILABLE,
                                s.keyPath() + "/method",
                                "Step method `" + s.method()
                                        + "` of recipe `" + r.name()
                                        + "` is a valid verb, but no endpoint of the workspace declares it "
                                        + "and it is not an embedded built-in; the server skips recipes whose steps it cannot "
                                        + "dispatch (docs/reference-server.md#recipes). Declare an endpoint with method "
                                        + s.method() + ".");
            }
        }
    }
}
