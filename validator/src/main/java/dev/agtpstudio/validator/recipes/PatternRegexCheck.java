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
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** docs/reference-server.md#recipes: name_regex and path_regex of a recipe pattern compile, and category is a catalog category. */
public final class PatternRegexCheck implements FileCheck<RecipeBook> {
    public static final RuleInfo PATTERN = new RuleInfo(
            "recipes/pattern",
            Severity.ERROR,
            Passes.RECIPES,
            "docs/reference-server.md#recipes",
            "A recipe pattern has a bad regex or an unknown category");

    @Override
    public List<RuleInfo> rules() {
        return List.of(PATTERN);
    }

    @Override
    public void check(LoadedFile<RecipeBook> file, ValidationContext ctx, Reporter out) {
        for (Recipe r : file.model().recipes()) {
            Recipe.Pattern p = r.pattern();
            if (p == null) {
                continue;
            }
            regex(out, r, p.keyPath() + "/name_regex", p.nameRegex());
            regex(out, r, p.keyPath() + "/path_regex", p.pathRegex());
            if (p.category() != null && !ctx.catalog().isCategory(p.category())) {
                out.report(
                        PATTERN,
                        p.keyPath() + "/category",
                        "Pattern category `" + p.category() + "` of recipe `" + r.name()
                                + "` is not a catalog category, so the pattern never matches (docs/reference-server.md#recipes).");
            }
        }
    }

    private static void regex(Reporter out, Recipe r, String key, String re) {
        if (re == null) {
            return;
        }
        try {
            Pattern.compile(re);
        } catch (PatternSyntaxException ex) {
            out.report(
                    PATTERN,
                    key,
                    "Pattern regex `" + re + "` of recipe `" + r.name() + "` does not compile: " + ex.getDescription()
                            + " (docs/reference-server.md#recipes).");
        }
    }
}
