package dev.agtpstudio.core.model;

import java.util.List;
import java.util.Optional;

/** The recipes of one {@code agtp-recipes.toml}, in declaration order (the order PROPOSE tries them). */
public record RecipeBook(List<Recipe> recipes) {
    public RecipeBook {
        recipes = recipes == null ? List.of() : List.copyOf(recipes);
    }

    public Optional<Recipe> byName(String name) {
        return recipes.stream()
                .filter(r -> r.name() != null && r.name().equals(name))
                .findFirst();
    }
}
