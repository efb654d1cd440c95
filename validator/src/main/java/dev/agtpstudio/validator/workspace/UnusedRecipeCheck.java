package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A recipe no composition endpoint references only serves PROPOSE synthesis through its pattern (AGTP-API §10.4);
 * worth a hint, since it is often a typo'd recipe name.
 */
public final class UnusedRecipeCheck implements WorkspaceCheck {
    public static final RuleInfo UNUSED = new RuleInfo(
            "recipes/unused",
            Severity.HINT,
            Passes.WORKSPACE,
            "AGTP-API §10.4, §12.1",
            "No endpoint references this recipe");

    @Override
    public List<RuleInfo> rules() {
        return List.of(UNUSED);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        LoadedFile<RecipeBook> book = ws.recipesFile().orElse(null);
        if (book == null || book.model() == null) {
            return;
        }
        Set<String> used = new HashSet<>();
        for (EndpointDecl e : ws.endpoints()) {
            if (e.handler() instanceof HandlerBinding.Composition c && c.recipe() != null) {
                used.add(c.recipe());
            }
        }
        for (Recipe r : book.model().recipes()) {
            if (r.name() != null && !used.contains(r.name())) {
                reporterFor
                        .apply(book)
                        .report(
                                UNUSED,
                                r.keyPath() + "/name",
                                "Recipe `" + r.name() + "` is referenced "
                                        + "by no composition endpoint; it only serves PROPOSE synthesis through its pattern "
                                        + "(AGTP-API §10.4, §12.1). Reference it from an endpoint or check the name.");
            }
        }
    }
}
