package dev.agtpstudio.core.load;

import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.toml.TomlTable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Loads {@code agtp-recipes.toml} (docs/reference-server.md#recipes): {@code [[recipe]]} with pattern, steps, parameter sources
 * and aggregation. Key paths: {@code /recipe/0/steps/1/parameters/source/kind}.
 */
public final class RecipesLoader {
    static final Set<String> RECIPE_KEYS =
            TomlFields.set("name", "description", "version", "pattern", "steps", "aggregation");
    static final Set<String> PATTERN_KEYS =
            TomlFields.set("name_exact", "name_regex", "category", "has_parameters", "path_exact", "path_regex");
    static final Set<String> STEP_KEYS = TomlFields.set("method", "capture_as", "parameters");
    static final Set<String> SOURCE_KEYS = TomlFields.set("kind", "value");

    private RecipesLoader() {}

    public static LoadedFile<RecipeBook> load(SourceText source) {
        return load(source, LoaderLimits.DEFAULT);
    }

    public static LoadedFile<RecipeBook> load(SourceText source, LoaderLimits limits) {
        DiagnosticSink sink = new DiagnosticSink(source);
        TomlDocument doc = TomlDocument.parse(source, limits, sink);
        TomlFields f = new TomlFields(doc, sink);
        f.unknownKeys(doc.root(), "", Set.of("recipe"), "agtp-recipes.toml");
        List<Recipe> recipes = f.eachTable(doc.root(), "recipe", "/recipe", (t, p) -> recipe(f, t, p));
        return new LoadedFile<>(
                source,
                FileKind.RECIPES,
                new RecipeBook(recipes),
                doc.locations().build(),
                sink.all());
    }

    private static Recipe recipe(TomlFields f, TomlTable r, String p) {
        f.unknownKeys(r, p, RECIPE_KEYS, "[[recipe]]");
        Object ver = f.raw(r, "version");
        String version = ver == null ? "1" : f.string(r, "version", p + "/version");
        List<Recipe.Step> steps = f.eachTable(r, "steps", p + "/steps", (t, sp) -> step(f, t, sp));
        return new Recipe(
                f.string(r, "name", p + "/name"),
                f.string(r, "description", p + "/description"),
                version,
                pattern(f, r, p + "/pattern"),
                steps,
                aggregation(f, r, p + "/aggregation"),
                p);
    }

    private static Recipe.Pattern pattern(TomlFields f, TomlTable r, String p) {
        TomlTable t = f.table(r, "pattern", p);
        if (t == null) {
            return null;
        }
        f.unknownKeys(t, p, PATTERN_KEYS, "[recipe.pattern]");
        return new Recipe.Pattern(
                f.string(t, "name_exact", p + "/name_exact"),
                f.string(t, "name_regex", p + "/name_regex"),
                f.string(t, "category", p + "/category"),
                f.strings(t, "has_parameters", p + "/has_parameters"),
                f.string(t, "path_exact", p + "/path_exact"),
                f.string(t, "path_regex", p + "/path_regex"),
                p);
    }

    private static Recipe.Step step(TomlFields f, TomlTable s, String p) {
        f.unknownKeys(s, p, STEP_KEYS, "[[recipe.steps]]");
        Map<String, Recipe.ParameterSource> params = new LinkedHashMap<>();
        TomlTable pt = f.table(s, "parameters", p + "/parameters");
        if (pt != null) {
            for (String target : pt.keySet()) {
                String sp = KeyPaths.child(p + "/parameters", target);
                TomlTable src = f.table(pt, target, sp);
                if (src == null) {
                    continue;
                }
                f.unknownKeys(src, sp, SOURCE_KEYS, "a parameter source");
                params.put(
                        target,
                        new Recipe.ParameterSource(
                                f.string(src, "kind", sp + "/kind"), TomlValues.toPlain(f.raw(src, "value")), sp));
            }
        }
        return new Recipe.Step(
                f.string(s, "method", p + "/method"), f.string(s, "capture_as", p + "/capture_as"), params, p);
    }

    /** {@code [recipe.aggregation] mode = ...} (default {@code last}); a bare {@code aggregation = "merge"} too. */
    private static String aggregation(TomlFields f, TomlTable r, String p) {
        Object v = f.raw(r, "aggregation");
        if (v == null) {
            return "last";
        }
        if (v instanceof String s) {
            return s;
        }
        TomlTable t = f.table(r, "aggregation", p);
        if (t == null) {
            return "last";
        }
        f.unknownKeys(t, p, Set.of("mode"), "[recipe.aggregation]");
        String mode = f.string(t, "mode", p + "/mode");
        return mode == null ? "last" : mode;
    }
}
