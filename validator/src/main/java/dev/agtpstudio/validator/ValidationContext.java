package dev.agtpstudio.validator;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;
import java.util.Objects;

/**
 * The cross-file facts a per-file rule may read: the catalog, the server configuration in force, the recipes and
 * the options. Its {@link #fingerprint()} changes whenever any of them changes, which invalidates cached per-file
 * results.
 */
public record ValidationContext(
        MethodCatalog catalog, ServerConfig serverConfig, RecipeBook recipes, ValidationOptions options) {

    public static ValidationContext of(Workspace ws, ValidationOptions options) {
        return new ValidationContext(ws.catalog(), ws.serverConfig(), ws.recipes(), options);
    }

    /** Identity of the facts above (records compare by value; the catalog by identity). */
    public int fingerprint() {
        return Objects.hash(System.identityHashCode(catalog), serverConfig, recipes, options);
    }

    public List<String> recipeNames() {
        return recipes.recipes().stream()
                .map(r -> r.name())
                .filter(Objects::nonNull)
                .toList();
    }
}
