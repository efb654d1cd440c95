package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.SchemaForm;
import org.junit.jupiter.api.Test;

class AgisBraceImporterTest {
    private static final String DIR = "/dev/agtpstudio/core/load/agis/";

    @Test
    void importsTheBraceNotationToTheSameModelAsTheYamlForm() {
        LoadedFile<AgisDocument> brace = AgisBraceImporter.load(Fixtures.source(DIR + "restaurant-brace.txt"));
        LoadedFile<AgisDocument> yaml = AgisLoader.load(Fixtures.source(DIR + "restaurant-brace-equivalent.agis"));
        assertThat(brace.diagnostics()).isEmpty();
        assertThat(yaml.diagnostics()).isEmpty();
        assertThat(brace.model().withoutFormat()).isEqualTo(yaml.model().withoutFormat());
        assertThat(brace.model().endpoints().get(0).input().form()).isEqualTo(SchemaForm.SHORTHAND);
        assertThat(brace.model().endpoints().get(0).semantic().outcome())
                .isEqualTo("A confirmed reservation record exists with status CONFIRMED");
    }

    @Test
    void recordsPositionsOfImportedValues() {
        LoadedFile<AgisDocument> f = AgisBraceImporter.load(Fixtures.source(DIR + "restaurant-brace.txt"));
        SourceText src = f.source();
        assertThat(Fixtures.covered(src, f.locations().value("/endpoints/1/method")))
                .isEqualTo("FIND");
        assertThat(Fixtures.covered(src, f.locations().key("/endpoints/0/semantic/actor")))
                .isEqualTo("actor");
        assertThat(Fixtures.covered(src, f.locations().value("/endpoints/0/input/required/1")))
                .isEqualTo("party_size (int)");
        assertThat(Fixtures.covered(src, f.locations().value("/endpoints/0/errors/2")))
                .isEqualTo("restaurant_not_found");
        assertThat(f.locations().value("/vocabulary/domain").startLine()).isEqualTo(46);
    }

    @Test
    void detectsTheNotation() {
        assertThat(AgisBraceImporter.looksLikeBraceNotation(Fixtures.text(DIR + "restaurant-brace.txt")))
                .isTrue();
        assertThat(AgisBraceImporter.looksLikeBraceNotation(Fixtures.text(DIR + "hotel.agis")))
                .isFalse();
    }

    @Test
    void unclosedBlocksAndStrayTextAreLocatedSyntaxErrors() {
        String text = "BOOK /x {\n  semantic {\n    intent: \"a\"\n  }\n  @@@\n";
        LoadedFile<AgisDocument> f = AgisBraceImporter.load(Fixtures.of("x.agis", text));
        assertThat(f.diagnostics())
                .extracting(d -> d.ruleId() + "@" + d.range().startLine())
                .contains(ParseRules.SYNTAX + "@1");
        assertThat(f.model().endpoints().get(0).semantic().intent()).isEqualTo("a");
    }

    @Test
    void theYamlLoaderPointsBraceNotationFilesToTheImporter() {
        LoadedFile<AgisDocument> f =
                AgisLoader.load(Fixtures.of("r.agis", Fixtures.text(DIR + "restaurant-brace.txt")));
        assertThat(f.model()).isNull();
        assertThat(f.diagnostics()).anySatisfy(d -> assertThat(d.message()).contains("brace notation"));
    }

    @Test
    void deepNestingIsRefusedWithoutStackOverflow() {
        String text = "a " + "{ b ".repeat(10_000);
        LoadedFile<AgisDocument> f = AgisBraceImporter.load(Fixtures.of("x.agis", text));
        assertThat(f.diagnostics()).isNotEmpty();
    }
}
