package dev.agtpstudio.core.catalogdiff;

import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;
import java.util.Locale;

/** Recipes: steps using removed verbs invalidate the plan (§4.5 item 3); deprecated steps and dead patterns warn. */
final class RecipeImpactScan implements DeploymentImpact.ImpactScan {
    @Override
    @SuppressWarnings("unchecked")
    public void scan(CatalogDiff diff, Workspace deployment, List<Diagnostic> out) {
        for (LoadedFile<?> any : deployment.files().values()) {
            if (any.kind() != FileKind.RECIPES || any.model() == null) {
                continue;
            }
            LoadedFile<RecipeBook> f = (LoadedFile<RecipeBook>) any;
            for (Recipe r : f.model().recipes()) {
                scanRecipe(diff, f, r, out);
            }
        }
    }

    private static void scanRecipe(CatalogDiff diff, LoadedFile<RecipeBook> f, Recipe r, List<Diagnostic> out) {
        String name = r.name() == null ? "(unnamed)" : r.name();
        for (int i = 0; i < r.steps().size(); i++) {
            Recipe.Step s = r.steps().get(i);
            String method = s.method() == null ? null : s.method().toUpperCase(Locale.ROOT);
            String where = "step " + (i + 1) + " of recipe '" + name + "'";
            diff.removal(method)
                    .ifPresent(rm -> out.add(DeploymentImpact.finding(
                            CatalogDiffRules.RECIPE_STEP_REMOVED,
                            Severity.ERROR,
                            f,
                            s.keyPath() + "/method",
                            where + " uses " + method + ", which catalog " + diff.newVersion()
                                    + " removes; plans from this recipe become invalid"
                                    + DeploymentImpact.successorHint(rm.successor()),
                            "AGTP-API §4.5")));
            diff.deprecation(method)
                    .ifPresent(d -> out.add(DeploymentImpact.finding(
                            CatalogDiffRules.RECIPE_STEP_DEPRECATED,
                            Severity.WARNING,
                            f,
                            s.keyPath() + "/method",
                            where + " uses " + method + ", deprecated in catalog " + diff.newVersion()
                                    + DeploymentImpact.successorHint(d.successor()),
                            "AGTP-API §4.4")));
        }
        if (r.pattern() != null && r.pattern().nameExact() != null) {
            String target = r.pattern().nameExact().toUpperCase(Locale.ROOT);
            if (diff.isRemoved(target)) {
                out.add(DeploymentImpact.finding(
                        CatalogDiffRules.RECIPE_PATTERN_REMOVED,
                        Severity.WARNING,
                        f,
                        r.pattern().keyPath() + "/name_exact",
                        "recipe '" + name + "' matches proposals named "
                                + target + ", which catalog " + diff.newVersion() + " removes; such proposals will be "
                                + "refused before the recipe is tried",
                        "AGTP-API §10.3"));
            }
        }
    }
}
