package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A2T §5.1 / §6.1: constraints carried (max-length, min, max), unique names, inexpressible constraints reported. */
class A2tSignatureTest {
    private static final String ENDPOINT = """
            [endpoint]
            method = "QUERY"
            path = "%s"
            description = "Lists rooms."

            [endpoint.semantic]
            intent = "List the rooms of a property."
            actor = "agent"
            outcome = "A list of rooms is returned."
            capability = "discovery"
            confidence = 0.9
            impact = "informational"
            is_idempotent = true

            [endpoint.input_schema]
            type = "object"
            additionalProperties = false
            required = ["property_id"]

            [endpoint.input_schema.properties.property_id]
            type = "string"
            maxLength = 40
            pattern = "^p[0-9]+$"

            [endpoint.input_schema.properties.guests]
            type = "integer"
            minimum = 1
            maximum = 8

            [endpoint.output_schema]
            type = "object"

            [endpoint.handler]
            type = "registered_function"
            function = "pkg.rooms"
            """;

    @Test
    void carriesConstraintsMakesNamesUniqueAndReportsWhatItCannotExpress(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("endpoints"));
        Files.writeString(dir.resolve("endpoints/a.toml"), ENDPOINT.formatted("/rooms-list"));
        Files.writeString(dir.resolve("endpoints/b.toml"), ENDPOINT.formatted("/rooms_list"));
        Projection p = new A2tProjector(new ManifestProjector())
                .project(Workspaces.load(dir), ProjectionOptions.at(Instant.EPOCH));
        JsonNode items = p.document().get("items");
        Set<String> names = new HashSet<>();
        items.forEach(t -> names.add(t.get("name").asText()));
        assertThat(names)
                .as("A2T §6.1: unique names")
                .hasSize(items.size())
                .contains("query_rooms_list", "query_rooms_list_2");
        JsonNode in = items.get(0).get("input_parameters");
        JsonNode id = in.get(0).get("id").asText().equals("property_id") ? in.get(0) : in.get(1);
        JsonNode guests = id == in.get(0) ? in.get(1) : in.get(0);
        assertThat(id.get("type").asText()).isEqualTo("string");
        assertThat(id.get("max-length").asLong()).isEqualTo(40);
        assertThat(guests.get("type").asText()).isEqualTo("int");
        assertThat(guests.get("min").asLong()).isEqualTo(1);
        assertThat(guests.get("max").asLong()).isEqualTo(8);
        assertThat(p.notes()).anySatisfy(n -> {
            assertThat(n.code()).isEqualTo("a2t/unsupported-constraint");
            assertThat(n.message()).contains("pattern");
        });
        assertThat(p.notes()).anySatisfy(n -> assertThat(n.code()).isEqualTo("a2t/duplicate-name"));
    }

    private static final String ENUMS = """
            [endpoint]
            method = "BOOK"
            path = "/rooms"
            description = "Books a room."

            [endpoint.semantic]
            intent = "Book a room of a given type."
            actor = "agent"
            outcome = "A booking is created."
            capability = "transaction"
            confidence = 0.9
            impact = "reversible"
            is_idempotent = false

            [endpoint.input_schema]
            type = "object"
            required = ["room_type", "view", "bed", "%s"]

            [endpoint.input_schema.properties.room_type]
            type = "string"
            enum = ["std", "harbor_view"]
            x-enum-descriptions = { std = "A standard room.", harbor_view = "A room facing the harbour." }

            [endpoint.input_schema.properties.view]
            type = "string"
            oneOf = [{ const = "sea", description = "Faces the sea." }, { const = "city", description = "Faces the city." }]

            [endpoint.input_schema.properties.bed]
            type = "string"
            enum = ["single", "double", "twin"]
            x-enum-descriptions = ["One single bed.", "One double bed."]

            [endpoint.input_schema.properties.guest]
            type = "object"

            [endpoint.input_schema.properties.extras]
            type = "array"

            [endpoint.output_schema]
            type = "object"

            [endpoint.handler]
            type = "registered_function"
            function = "pkg.book"
            """;

    private static Projection enums(Path dir, String requiredObject) throws Exception {
        Files.createDirectories(dir.resolve("endpoints"));
        Files.writeString(dir.resolve("endpoints/book.toml"), ENUMS.formatted(requiredObject));
        return new A2tProjector(new ManifestProjector())
                .project(Workspaces.load(dir), ProjectionOptions.at(Instant.EPOCH));
    }

    private static JsonNode input(Projection p, String id) {
        for (JsonNode in : p.document().get("items").get(0).get("input_parameters")) {
            if (in.get("id").asText().equals(id)) {
                return in;
            }
        }
        throw new AssertionError("no input " + id);
    }

    @Test
    void enumValuesCarryTheirDescriptionsFromTheSchema(@TempDir Path dir) throws Exception {
        Projection p = enums(dir, "room_type");
        JsonNode room = input(p, "room_type").get("allowed-values");
        assertThat(room.get(1).get("name").asText()).isEqualTo("HARBOR_VIEW");
        assertThat(room.get(1).get("value").asText()).isEqualTo("harbor_view");
        assertThat(room.get(1).get("description").asText()).isEqualTo("A room facing the harbour.");
        JsonNode view = input(p, "view");
        assertThat(view.get("type").asText()).isEqualTo("enum");
        assertThat(view.get("allowed-values").get(0).get("value").asText()).isEqualTo("sea");
        assertThat(view.get("allowed-values").get(0).get("description").asText())
                .isEqualTo("Faces the sea.");
        JsonNode bed = input(p, "bed").get("allowed-values");
        assertThat(bed.get(1).get("description").asText()).isEqualTo("One double bed.");
        assertThat(bed.get(2).get("description").asText())
                .as("no description given: the value")
                .isEqualTo("twin");
        assertThat(p.notes()).noneMatch(ProjectionNote::error);
        assertThat(p.notes()).anySatisfy(n -> {
            assertThat(n.code()).isEqualTo("a2t/unsupported-input");
            assertThat(n.message()).contains("extras").contains("optional");
        });
    }

    @Test
    void aRequiredInputA2tCannotCarryIsAnError(@TempDir Path dir) throws Exception {
        Projection p = enums(dir, "guest");
        assertThat(p.notes()).anySatisfy(n -> {
            assertThat(n.code()).isEqualTo(A2tProjector.REQUIRED_UNEXPRESSIBLE);
            assertThat(n.error()).isTrue();
            assertThat(n.message()).contains("guest").contains("cannot be called");
        });
        assertThat(p.notes()).filteredOn(ProjectionNote::error).hasSize(1);
    }
}
