package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.testsupport.SharedDir;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class RecipesLoaderTest {
    @Test
    void readsRecipesWithPatternStepsSourcesAndAggregation() {
        LoadedFile<RecipeBook> f =
                RecipesLoader.load(Fixtures.source("/dev/agtpstudio/core/load/recipes/hotel-recipes.toml"));
        assertThat(f.diagnostics()).isEmpty();
        Recipe plan = f.model().byName("plan-stay").orElseThrow();
        assertThat(plan.version()).isEqualTo("2");
        assertThat(plan.pattern().nameExact()).isEqualTo("PLAN");
        assertThat(plan.pattern().hasParameters()).containsExactly("city", "nights");
        assertThat(plan.pattern().pathRegex()).isEqualTo("^/stays");
        assertThat(plan.steps()).extracting(Recipe.Step::method).containsExactly("FIND", "QUOTE");
        assertThat(plan.steps().get(0).captureAs()).isEqualTo("rooms");
        Recipe.Step quote = plan.steps().get(1);
        assertThat(quote.parameters().keySet()).containsExactly("source", "nights");
        assertThat(quote.parameters().get("source"))
                .isEqualTo(new Recipe.ParameterSource("previous_step", "rooms", "/recipe/0/steps/1/parameters/source"));
        assertThat(quote.parameters().get("nights").value()).isEqualTo(3L);
        assertThat(plan.aggregation()).isEqualTo("merge");
        Recipe out = f.model().byName("check-out").orElseThrow();
        assertThat(out.version()).isEqualTo("1");
        assertThat(out.aggregation()).isEqualTo("last");
        assertThat(out.pattern()).isNull();
        assertThat(Fixtures.covered(f.source(), f.locations().value("/recipe/0/steps/1/parameters/source/kind")))
                .isEqualTo("\"previous_step\"");
        assertThat(f.locations().key("/recipe/1").startLine()).isEqualTo(33);
    }

    @Test
    void badShapesAreLocatedDiagnostics() {
        String text = "[[recipe]]\nname = 1\nversion = 2\n[[recipe.steps]]\nmethod = \"A\"\nparameters = { x = 3 }\n"
                + "[recipe.aggregaton]\nmode = \"merge\"\n";
        LoadedFile<RecipeBook> f = RecipesLoader.load(Fixtures.of("agtp-recipes.toml", text));
        assertThat(f.diagnostics())
                .extracting(Diagnostic::ruleId, d -> d.range().startLine())
                .contains(
                        org.assertj.core.groups.Tuple.tuple(ParseRules.TYPE, 2),
                        org.assertj.core.groups.Tuple.tuple(ParseRules.TYPE, 3),
                        org.assertj.core.groups.Tuple.tuple(ParseRules.TYPE, 6),
                        org.assertj.core.groups.Tuple.tuple(ParseRules.UNKNOWN_KEY, 7));
        assertThat(f.model().recipes()).singleElement().satisfies(r -> {
            assertThat(r.name()).isNull();
            assertThat(r.steps())
                    .singleElement()
                    .satisfies(s -> assertThat(s.method()).isEqualTo("A"));
        });
    }

    @Test
    void referenceSampleLoadsWithoutDiagnostics() throws IOException {
        Path p = SharedDir.require("reference/reference-samples/agtp-recipes.toml");
        LoadedFile<RecipeBook> f = RecipesLoader.load(SourceText.of(p, Files.readString(p)));
        assertThat(f.diagnostics()).isEmpty();
        assertThat(f.model().recipes()).extracting(Recipe::aggregation).containsExactly("last", "merge", "list");
        assertThat(f.model().recipes().get(2).steps().get(1).parameters()).isEmpty();
    }
}
