package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.Set;
import java.util.TreeSet;

/**
 * Workspace facts completion can offer: the method catalog, recipe names, error codes declared by endpoints, and
 * scope tokens used in {@code required_scopes}. Immutable; build a new one when the workspace changes.
 */
public record CompletionContext(
        MethodCatalog catalog, Set<String> recipeNames, Set<String> errorCodes, Set<String> scopeTokens) {
    public CompletionContext {
        recipeNames = clean(recipeNames);
        errorCodes = clean(errorCodes);
        scopeTokens = clean(scopeTokens);
    }

    /** An immutable copy without nulls or blanks (half-typed models have both). */
    private static Set<String> clean(java.util.Collection<String> values) {
        if (values == null) {
            return Set.of();
        }
        Set<String> out = new TreeSet<>();
        for (String v : values) {
            if (v != null && !v.isBlank()) {
                out.add(v);
            }
        }
        return java.util.Collections.unmodifiableSet(out);
    }

    /** Only the catalog: no workspace facts. */
    public static CompletionContext of(MethodCatalog catalog) {
        return new CompletionContext(catalog, Set.of(), Set.of(), Set.of());
    }

    /** Collects recipe names, declared error codes and scope tokens from a workspace snapshot. */
    public static CompletionContext fromWorkspace(Workspace ws) {
        Set<String> recipes = new java.util.HashSet<>();
        Set<String> errors = new java.util.HashSet<>();
        Set<String> scopes = new java.util.HashSet<>();
        if (ws.recipes() != null && ws.recipes().recipes() != null) {
            for (Recipe r : ws.recipes().recipes()) {
                if (r != null) {
                    recipes.add(r.name());
                }
            }
        }
        for (EndpointDecl e : ws.endpoints()) {
            if (e == null) {
                continue;
            }
            if (e.errors() != null) {
                errors.addAll(e.errors());
            }
            if (e.requiredScopes() != null) {
                scopes.addAll(e.requiredScopes());
            }
        }
        for (LoadedFile<AgisDocument> f : ws.agisFiles()) {
            AgisDocument d = f.model();
            if (d != null && d.endpoints() != null) {
                for (AgisDocument.AgisEndpoint e : d.endpoints()) {
                    if (e != null && e.errors() != null) {
                        errors.addAll(e.errors());
                    }
                }
            }
        }
        return new CompletionContext(ws.catalog(), recipes, errors, scopes);
    }
}
