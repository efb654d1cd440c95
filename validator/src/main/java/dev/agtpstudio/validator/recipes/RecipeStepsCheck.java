package dev.agtpstudio.validator.recipes;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import dev.agtpstudio.validator.support.MethodStatus;
import java.util.ArrayList;
import java.util.List;

/** docs/reference-server.md#recipes, AGTP-API §4.5: a recipe has steps, and each step's method is one a server can dispatch. */
public final class RecipeStepsCheck implements FileCheck<RecipeBook> {
    public static final RuleInfo EMPTY_STEPS = new RuleInfo(
            "recipes/empty-steps",
            Severity.ERROR,
            Passes.RECIPES,
            "docs/reference-server.md#recipes",
            "A recipe has no steps");
    public static final RuleInfo UNKNOWN_STEP_METHOD = new RuleInfo(
            "recipes/unknown-step-method",
            Severity.ERROR,
            Passes.RECIPES,
            "docs/reference-server.md#recipes; AGTP-API §4.5",
            "A step's method is missing, unknown or removed");
    public static final RuleInfo AGGREGATION = new RuleInfo(
            "recipes/aggregation",
            Severity.ERROR,
            Passes.RECIPES,
            "docs/reference-server.md#recipes",
            "aggregation mode is not last, merge or list");

    @Override
    public List<RuleInfo> rules() {
        return List.of(EMPTY_STEPS, UNKNOWN_STEP_METHOD, AGGREGATION);
    }

    @Override
    public void check(LoadedFile<RecipeBook> file, ValidationContext ctx, Reporter out) {
        for (Recipe r : file.model().recipes()) {
            if (r.steps().isEmpty()) {
                out.reportKey(
                        EMPTY_STEPS,
                        r.keyPath(),
                        "Recipe `" + r.name() + "` has no [[recipe.steps]]; a recipe "
                                + "needs a non-empty list of steps (docs/reference-server.md#recipes).");
            }
            for (Recipe.Step s : r.steps()) {
                step(file, ctx, out, r, s);
            }
            if (r.aggregation() != null && !Recipe.AGGREGATIONS.contains(r.aggregation())) {
                String key = file.locations().contains(r.keyPath() + "/aggregation/mode")
                        ? r.keyPath() + "/aggregation/mode"
                        : r.keyPath() + "/aggregation";
                out.report(
                        AGGREGATION,
                        key,
                        "Aggregation mode `" + r.aggregation() + "` of recipe `" + r.name()
                                + "` is not one of last, merge, list (docs/reference-server.md#recipes).");
            }
        }
    }

    private void step(LoadedFile<RecipeBook> file, ValidationContext ctx, Reporter out, Recipe r, Recipe.Step s) {
        if (s.method() == null) {
            out.reportKey(
                    UNKNOWN_STEP_METHOD,
                    s.keyPath(),
                    "A step of recipe `" + r.name() + "` has no method; each "
                            + "step dispatches one method (docs/reference-server.md#recipes).");
            return;
        }
        MethodStatus st = MethodStatus.of(s.method(), ctx.catalog(), ctx.serverConfig());
        if (st.admitted()) {
            return;
        }
        String key = s.keyPath() + "/method";
        List<Fix> fixes = new ArrayList<>();
        List<String> near = ctx.catalog().nearest(s.method(), 3);
        for (String n : near) {
            Fix f = Literals.replaceValue("Replace with " + n, file, out.rangeOf(key), s.method(), n);
            if (f != null) {
                fixes.add(f);
            }
        }
        String why = switch (st) {
            case REMOVED ->
                "was removed from catalog " + ctx.catalog().version()
                        + "; plans using it are invalidated (AGTP-API §4.5)";
            case LEGACY_REFUSED -> "is a legacy verb the server does not admit (AGTP-API §3.6)";
            case BAD_SYNTAX -> "is not an uppercase method token (AGTP-API §3.2)";
            default -> "is not a catalog verb or declared custom method, so no server can dispatch it (AGTP-API §3.2)";
        };
        out.report(
                UNKNOWN_STEP_METHOD,
                Severity.ERROR,
                key,
                "Step method `" + s.method() + "` of recipe `" + r.name() + "` " + why
                        + (near.isEmpty() ? "." : ". Did you mean " + String.join(", ", near) + "?"),
                fixes);
    }
}
