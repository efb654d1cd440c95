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
        Projection p = new A2tProjector(new ManifestProjector()).project(Workspaces.load(dir), ProjectionOptions.at(Instant.EPOCH));
        JsonNode items = p.document().get("items");
        Set<String> names = new HashSet<>();
        items.forEach(t -> names.add(t.get("name").asText()));
        assertThat(names).as("A2T §6.1: unique names").hasSize(items.size()).contains("query_rooms_list", "query_rooms_list_2");
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
}
