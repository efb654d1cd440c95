package dev.agtpstudio.core.outline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The outline comes from the loaders' model and spans: endpoint TOML, AGIS YAML and AGIS JSON. */
class FileOutlineTest {
    private static final String TOML = """
            [endpoint]
            method = "QUERY"
            path = "/rooms"
            description = "Finds rooms."

            [[endpoint.input.required]]
            name = "property_id"
            type = "string"

            [[endpoint.input.optional]]
            name = "max_rate"
            type = "number"

            [[endpoint.output]]
            name = "rooms"
            type = "array"
            """;

    @Test
    void endpointTomlHasItsEndpointAndFieldsAtTheirTables() {
        LoadedFile<?> f = FileLoader.load(Path.of("endpoints/q.toml"), TOML);
        List<OutlineNode> roots = FileOutline.of(f);
        assertThat(roots).extracting(OutlineNode::label).containsExactly("QUERY /rooms");
        OutlineNode ep = roots.get(0);
        assertThat(ep.children()).extracting(OutlineNode::label).containsExactly("input", "output");
        assertThat(ep.children().get(0).children())
                .extracting(OutlineNode::label)
                .containsExactly("property_id", "max_rate");
        int caret = TOML.indexOf("max_rate");
        assertThat(OutlineNode.pathAt(roots, caret))
                .extracting(OutlineNode::label)
                .containsExactly("QUERY /rooms", "input", "max_rate");
        assertThat(OutlineNode.pathAt(roots, TOML.indexOf("\"rooms\"") - 3))
                .extracting(OutlineNode::label)
                .containsExactly("QUERY /rooms", "output", "rooms");
    }

    @Test
    void agisYamlAndJsonListEveryEndpointWithItsFields() {
        String yaml = """
                agis: '1.0'
                service: Hotel
                endpoints:
                  - method: QUERY
                    path: /rooms
                    description: Finds rooms.
                    input:
                      required:
                        - name: property_id
                          type: string
                  - method: BOOK
                    path: /reservations
                    description: Books a room.
                """;
        List<OutlineNode> y = FileOutline.of(FileLoader.load(Path.of("h.agis"), yaml));
        assertThat(y).extracting(OutlineNode::label).containsExactly("QUERY /rooms", "BOOK /reservations");
        assertThat(OutlineNode.pathAt(y, yaml.indexOf("property_id")))
                .extracting(OutlineNode::label)
                .containsExactly("QUERY /rooms", "input", "property_id");
        assertThat(OutlineNode.pathAt(y, yaml.indexOf("/reservations")))
                .extracting(OutlineNode::label)
                .containsExactly("BOOK /reservations");

        String json = "{\"agis\": \"1.0\", \"service\": \"Hotel\", \"endpoints\": [\n"
                + " {\"method\": \"QUERY\", \"path\": \"/rooms\", \"description\": \"Finds rooms.\",\n"
                + "  \"input\": {\"required\": [{\"name\": \"property_id\", \"type\": \"string\"}]}}]}\n";
        List<OutlineNode> j = FileOutline.of(FileLoader.load(Path.of("h.agis"), json));
        assertThat(j).extracting(OutlineNode::label).containsExactly("QUERY /rooms");
        assertThat(OutlineNode.pathAt(j, json.indexOf("property_id")))
                .extracting(OutlineNode::label)
                .containsExactly("QUERY /rooms", "input", "property_id");
    }

    @Test
    void filesWithoutEndpointsHaveNoOutline() {
        assertThat(FileOutline.of(FileLoader.load(Path.of("agtp-server.toml"), "[server]\nname = \"x\"\n")))
                .isEmpty();
    }

    @Test
    void recipesAreTheOutlineOfTheRecipesFileAtTheirNames() {
        String text = """
                [[recipe]]
                name = "book-and-notify"
                description = "Books, then tells the guest."

                [[recipe.steps]]
                method = "BOOK"

                [[recipe]]
                name = "quote-only"
                """;
        List<OutlineNode> r = FileOutline.of(FileLoader.load(Path.of("agtp-recipes.toml"), text));
        assertThat(r).extracting(OutlineNode::label).containsExactly("book-and-notify", "quote-only");
        assertThat(r).extracting(OutlineNode::kind).containsOnly(OutlineNode.Kind.RECIPE);
        assertThat(r.get(0).target().start()).isEqualTo(text.indexOf("\"book-and-notify\""));
        assertThat(r.get(0).range().end()).isGreaterThan(text.indexOf("\"BOOK\""));
        assertThat(r.get(0).detail()).isEqualTo("Books, then tells the guest.");
    }
}
