package dev.agtpstudio.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.testsupport.SharedDir;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bundled catalog v1.0.0: complete, with the public catalog's facts and descriptions of our own. */
class BundledCatalogTest {
    private final MethodCatalog catalog = MethodCatalog.bundled();

    @Test
    void holdsTheFullCatalogShape() {
        assertThat(catalog.version()).isEqualTo("1.0.0");
        assertThat(catalog.methods()).hasSize(425);
        assertThat(catalog.embedded()).hasSize(18).contains("QUERY", "PROPOSE", "DEPRECATE");
        assertThat(catalog.categories())
                .containsOnlyKeys(
                        "discovery",
                        "retrieval",
                        "analysis",
                        "transaction",
                        "modification",
                        "creation",
                        "notification",
                        "mechanics",
                        "domain_spanning");
        assertThat(catalog.legacy()).containsOnlyKeys("GET", "POST", "PUT", "DELETE", "PATCH");
    }

    @Test
    void everyVerbHasADescriptionAndKnownCategories() {
        for (MethodInfo m : catalog.methods().values()) {
            assertThat(m.description()).as(m.name()).isNotBlank();
            assertThat(m.description()).as(m.name()).doesNotContain("\n");
            assertThat(m.categories()).as(m.name()).isNotEmpty();
            assertThat(catalog.categories())
                    .as(m.name())
                    .containsKeys(m.categories().toArray(String[]::new));
            assertThat(m.name()).matches("^[A-Z]{3,32}$");
        }
    }

    @Test
    void everyCategoryAndLegacyVerbHasADescription() {
        catalog.categories().forEach((name, text) -> assertThat(text).as(name).isNotBlank());
        catalog.legacy()
                .values()
                .forEach(l -> assertThat(l.description()).as(l.name()).isNotBlank());
    }

    @Test
    void descriptionsAreDistinctFromEachOther() {
        Map<String, String> seen = new LinkedHashMap<>();
        for (MethodInfo m : catalog.methods().values()) {
            String prior = seen.put(m.description().toLowerCase(Locale.ROOT), m.name());
            assertThat(prior)
                    .as("%s and %s share a description", prior, m.name())
                    .isNull();
        }
    }

    @Test
    void factsEqualTheSharedReferenceCatalog() throws IOException {
        JsonNode ref = referenceCatalog();
        assertThat(catalog.version()).isEqualTo(ref.get("version").asText());
        assertThat(catalog.embedded()).containsExactlyElementsOf(texts(ref.get("embedded")));
        assertThat(catalog.categories().keySet()).containsExactlyElementsOf(fieldNames(ref.get("categories")));
        assertThat(catalog.legacy().keySet()).containsExactlyElementsOf(fieldNames(ref.get("legacy")));
        ref.get("legacy")
                .fields()
                .forEachRemaining(
                        e -> assertThat(catalog.legacy().get(e.getKey()).preferred())
                                .isEqualTo(e.getValue().get("preferred").asText()));
        JsonNode methods = ref.get("methods");
        assertThat(catalog.methods().keySet()).containsExactlyElementsOf(fieldNames(methods));
        methods.fields().forEachRemaining(e -> {
            MethodInfo m = catalog.methods().get(e.getKey());
            assertThat(m.categories())
                    .as(e.getKey())
                    .containsExactlyElementsOf(texts(e.getValue().get("categories")));
            assertThat(m.deprecatedIn())
                    .as(e.getKey())
                    .isEqualTo(textOrNull(e.getValue().get("deprecated_in")));
            assertThat(m.removedIn())
                    .as(e.getKey())
                    .isEqualTo(textOrNull(e.getValue().get("removed_in")));
            assertThat(m.successor())
                    .as(e.getKey())
                    .isEqualTo(textOrNull(e.getValue().get("successor")));
        });
    }

    @Test
    void noDescriptionRepeatsTheReferenceText() throws IOException {
        JsonNode ref = referenceCatalog();
        List<String> copied = new ArrayList<>();
        ref.get("methods").fields().forEachRemaining(e -> {
            if (same(
                    catalog.methods().get(e.getKey()).description(),
                    e.getValue().get("description"))) {
                copied.add(e.getKey());
            }
        });
        ref.get("categories").fields().forEachRemaining(e -> {
            if (same(catalog.categories().get(e.getKey()), e.getValue())) {
                copied.add("category " + e.getKey());
            }
        });
        ref.get("legacy").fields().forEachRemaining(e -> {
            if (same(
                    catalog.legacy().get(e.getKey()).description(), e.getValue().get("description"))) {
                copied.add("legacy " + e.getKey());
            }
        });
        assertThat(copied).isEmpty();
    }

    private static boolean same(String ours, JsonNode theirs) {
        return theirs != null && squash(ours).equals(squash(theirs.asText()));
    }

    /** Lower case, letters and digits only: catches copies that differ only in case or punctuation. */
    private static String squash(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    private static JsonNode referenceCatalog() throws IOException {
        Path file = SharedDir.require("reference/methods.json");
        return new ObjectMapper().readTree(file.toFile());
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static List<String> fieldNames(JsonNode object) {
        List<String> out = new ArrayList<>();
        object.fieldNames().forEachRemaining(out::add);
        return out;
    }

    private static String textOrNull(JsonNode n) {
        return n == null || n.isNull() ? null : n.asText();
    }
}
