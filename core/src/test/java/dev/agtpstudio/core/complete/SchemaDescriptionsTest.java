package dev.agtpstudio.core.complete;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.load.FileKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The published JSON Schemas (docs/schemas) are the one source of key documentation: every property they declare,
 * at any depth (nested objects, array items, combinators, {@code $defs}, conditions), has a description that cites
 * where it comes from, and the copies the IDE reads from the class path are those files.
 */
class SchemaDescriptionsTest {
    /** A seed section (AGIS §8.1, AGTP-API §6.3) or a page of the product's docs. */
    private static final Pattern CITATION = Pattern.compile("(AGIS|AGTP-API) (§\\d|Appendix)|docs/[a-z0-9-]+\\.md");

    private static final Path DOCS = Path.of(System.getProperty("agtp.project.dir", ".."), "docs", "schemas");

    static Stream<String> schemaFiles() throws IOException {
        try (Stream<Path> s = Files.list(DOCS)) {
            return s
                    .map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".schema.json"))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    @ParameterizedTest
    @MethodSource("schemaFiles")
    void everyPropertyOfEveryPublishedSchemaHasACitedDescription(String file) throws IOException {
        JsonNode schema = new ObjectMapper().readTree(DOCS.resolve(file).toFile());
        List<String> properties = new ArrayList<>();
        List<String> undescribed = new ArrayList<>();
        List<String> uncited = new ArrayList<>();
        walk(schema, "", properties, undescribed, uncited);
        // discovery-tests.toml has one table of six keys; the others are large
        assertThat(properties)
                .as("%s declares properties", file)
                .hasSizeGreaterThan(file.equals("discovery-tests.schema.json") ? 6 : 10);
        assertThat(undescribed)
                .as("properties of %s without a description", file)
                .isEmpty();
        assertThat(uncited)
                .as("descriptions in %s that cite no spec section or docs/ page", file)
                .isEmpty();
    }

    @Test
    void theWalkFindsAPropertyWithoutADescriptionAtAnyDepth() throws IOException {
        JsonNode bad = new ObjectMapper().readTree("""
                {"$defs": {"x": {"oneOf": [{"type": "object", "properties": {"deep": {"type": "string"}}}]}},
                 "properties": {"ok": {"description": "Fine (AGIS §8.1).", "items": {"properties": {"inner": {}}}}}}""");
        List<String> undescribed = new ArrayList<>();
        walk(bad, "", new ArrayList<>(), undescribed, new ArrayList<>());
        assertThat(undescribed)
                .containsExactlyInAnyOrder("/$defs/x/oneOf/0/properties/deep", "/properties/ok/items/properties/inner");
    }

    @Test
    void theClassPathCopiesAreThePublishedFiles() throws IOException {
        for (FileKind kind : List.of(
                FileKind.AGIS, FileKind.ENDPOINT, FileKind.SERVER_CONFIG, FileKind.RECIPES, FileKind.DISCOVERY_TESTS)) {
            String file = KeyDocs.schemaFile(kind).orElseThrow();
            try (InputStream in = KeyDocs.class.getResourceAsStream(KeyDocs.RESOURCE_DIR + file)) {
                assertThat(in).as(file).isNotNull();
                assertThat(in.readAllBytes()).as(file).isEqualTo(Files.readAllBytes(DOCS.resolve(file)));
            }
        }
        assertThat(schemaFiles().toList())
                .containsExactlyInAnyOrder(
                        "agis.schema.json",
                        "agtp-endpoint.schema.json",
                        "agtp-server.schema.json",
                        "agtp-recipes.schema.json",
                        "discovery-tests.schema.json");
    }

    private static void walk(
            JsonNode node, String ptr, List<String> all, List<String> undescribed, List<String> uncited) {
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), ptr + "/" + i, all, undescribed, uncited);
            }
            return;
        }
        if (!node.isObject()) {
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String here = ptr + "/" + e.getKey().replace("~", "~0").replace("/", "~1");
            if (e.getKey().equals("properties") && e.getValue().isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> ps = e.getValue().fields(); ps.hasNext(); ) {
                    Map.Entry<String, JsonNode> p = ps.next();
                    String prop = here + "/" + p.getKey().replace("~", "~0").replace("/", "~1");
                    all.add(prop);
                    JsonNode d = p.getValue().get("description");
                    if (d == null || !d.isTextual() || d.asText().isBlank()) {
                        undescribed.add(prop);
                    } else if (!CITATION.matcher(d.asText()).find()) {
                        uncited.add(prop + ": " + d.asText());
                    }
                    walk(p.getValue(), prop, all, undescribed, uncited);
                }
            } else {
                walk(e.getValue(), here, all, undescribed, uncited);
            }
        }
    }
}
