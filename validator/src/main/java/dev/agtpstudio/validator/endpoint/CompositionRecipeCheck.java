package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.catalog.Levenshtein;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import java.util.ArrayList;
import java.util.List;

/** AGTP-API §12.1: a composition names a recipe registered in the workspace's recipes file. */
public final class CompositionRecipeCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo RECIPE_MISSING = new RuleInfo(
            "handler/composition-recipe-missing",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §12.1",
            "Composition names no recipe, or one that does not exist");

    @Override
    public List<RuleInfo> rules() {
        return List.of(RECIPE_MISSING);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        if (!(file.model().handler() instanceof HandlerBinding.Composition c)) {
            return;
        }
        List<String> names = ctx.recipeNames();
        if (c.recipe() == null || c.recipe().isBlank()) {
            out.reportKey(
                    RECIPE_MISSING,
                    c.keyPath(),
                    "The composition handler names no `recipe`; inline steps are "
                            + "not supported, so reference a recipe of agtp-recipes.toml by name (AGTP-API §12.1)"
                            + (names.isEmpty() ? "." : ": " + String.join(", ", names) + "."));
            return;
        }
        if (names.contains(c.recipe())) {
            return;
        }
        String key = c.keyPath() + "/recipe";
        List<Fix> fixes = new ArrayList<>();
        for (String n : names) {
            if (Levenshtein.distance(n, c.recipe(), 4) < 4) {
                Fix f = Literals.replaceValue("Use recipe " + n, file, out.rangeOf(key), c.recipe(), n);
                if (f != null) {
                    fixes.add(f);
                }
            }
        }
        out.report(
                RECIPE_MISSING,
                Severity.ERROR,
                key,
                "Recipe `" + c.recipe() + "` is not defined in the workspace's "
                        + "recipes"
                        + (names.isEmpty()
                                ? " (there is no agtp-recipes.toml with recipes)"
                                : " (defined: " + String.join(", ", names) + ")")
                        + "; registration fails (AGTP-API §12.1). Add the recipe or fix the "
                        + "name.",
                fixes);
    }
}
