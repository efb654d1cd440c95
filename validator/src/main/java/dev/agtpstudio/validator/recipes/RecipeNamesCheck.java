package dev.agtpstudio.validator.recipes;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** docs/reference-server.md#recipes: every recipe has a name, and names are unique (composition handlers look them up by name). */
public final class RecipeNamesCheck implements FileCheck<RecipeBook> {
    public static final RuleInfo MISSING_NAME = new RuleInfo(
            "recipes/missing-name",
            Severity.ERROR,
            Passes.RECIPES,
            "docs/reference-server.md#recipes; AGTP-API §12.1",
            "A recipe has no name");
    public static final RuleInfo DUPLICATE_NAME = new RuleInfo(
            "recipes/duplicate-name",
            Severity.ERROR,
            Passes.RECIPES,
            "docs/reference-server.md#recipes; AGTP-API §12.1",
            "Two recipes share a name");

    @Override
    public List<RuleInfo> rules() {
        return List.of(MISSING_NAME, DUPLICATE_NAME);
    }

    @Override
    public void check(LoadedFile<RecipeBook> file, ValidationContext ctx, Reporter out) {
        Set<String> seen = new HashSet<>();
        for (Recipe r : file.model().recipes()) {
            if (r.name() == null || r.name().isBlank()) {
                out.reportKey(
                        MISSING_NAME,
                        r.keyPath(),
                        "This recipe has no `name`; composition handlers reference "
                                + "recipes by name (docs/reference-server.md#recipes, AGTP-API §12.1). Add name = \"...\".");
            } else if (!seen.add(r.name())) {
                out.report(
                        DUPLICATE_NAME,
                        r.keyPath() + "/name",
                        "Recipe name `" + r.name() + "` is used twice; a "
                                + "composition referencing it would be ambiguous (docs/reference-server.md#recipes). Rename one.");
            }
        }
    }
}
