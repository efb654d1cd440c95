package dev.agtpstudio.app.ui.editor;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.complete.CompletionContext;
import java.util.Collection;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Workspace facts for completion (recipe names, declared error codes, scope tokens, the catalog in force). Tolerates
 * half-loaded models (null names, codes and lists), which are normal while the user types.
 */
public final class CompletionFacts {
    private CompletionFacts() {
    }

    public static CompletionContext of(Workspace ws) {
        Set<String> recipes = new TreeSet<>();
        Set<String> errors = new TreeSet<>();
        Set<String> scopes = new TreeSet<>();
        if (ws.recipes() != null && ws.recipes().recipes() != null) {
            ws.recipes().recipes().stream().map(Recipe::name).filter(Objects::nonNull).forEach(recipes::add);
        }
        for (EndpointDecl e : ws.endpoints()) {
            addAll(errors, e.errors());
            addAll(scopes, e.requiredScopes());
        }
        for (LoadedFile<AgisDocument> f : ws.agisFiles()) {
            AgisDocument d = f.model();
            if (d != null && d.endpoints() != null) {
                d.endpoints().forEach(e -> addAll(errors, e.errors()));
            }
        }
        return new CompletionContext(ws.catalog(), recipes, errors, scopes);
    }

    private static void addAll(Set<String> into, Collection<String> values) {
        if (values != null) {
            values.stream().filter(Objects::nonNull).forEach(into::add);
        }
    }
}
