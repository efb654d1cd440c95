package dev.agtpstudio.core.complete;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.workspace.Language;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Key documentation by path (from the published schemas) and the key under an offset in each file kind. */
class KeyDocsTest {

    private static String doc(FileKind kind, String... path) {
        return KeyDocs.of(kind, List.of(path)).map(KeyDocs.Doc::text).orElse(null);
    }

    /** The documentation of the key whose text starts at the n-th occurrence of {@code needle} (+1 char). */
    private static Optional<KeyDocs.Doc> hover(FileKind kind, String text, String needle, int occurrence) {
        int at = -1;
        for (int i = 0; i <= occurrence; i++) {
            at = text.indexOf(needle, at + 1);
        }
        assertThat(at).as(needle).isGreaterThanOrEqualTo(0);
        return KeyLocator.at(text, at + 1, Language.of(kind, text)).flatMap(k -> KeyDocs.of(kind, k.path()));
    }

    @Test
    void sameNamedKeysAtDifferentPathsGetTheirOwnText() {
        assertThat(doc(FileKind.AGIS, "description")).contains("whole service").contains("AGIS §8.1");
        assertThat(doc(FileKind.AGIS, "endpoints", "description")).contains("this endpoint");
        assertThat(doc(FileKind.AGIS, "data_manifest", "available_data", "description"))
                .contains("data class");
        assertThat(doc(FileKind.AGIS, "endpoints", "method")).contains("AGIS §4.1");
        assertThat(doc(FileKind.ENDPOINT, "endpoint", "method")).contains("AGTP-API §6.3");
        assertThat(doc(FileKind.ENDPOINT, "endpoint", "handler", "method")).contains("HTTP method sent upstream");
        assertThat(doc(FileKind.ENDPOINT, "endpoint", "deprecated", "successor", "method"))
                .contains("replacement method");
        assertThat(doc(FileKind.RECIPES, "recipe", "name")).contains("unique name");
        assertThat(doc(FileKind.RECIPES, "recipe", "steps", "method")).contains("dispatched by method");
        assertThat(doc(FileKind.SERVER_CONFIG, "policies", "synthesis_enabled")).contains("AGTP-API §8.7");
        assertThat(doc(FileKind.SERVER_CONFIG, "policies", "synthesis", "recipes_file"))
                .isEqualTo(doc(FileKind.SERVER_CONFIG, "synthesis", "recipes_file"))
                .contains("recipes file");
        assertThat(doc(FileKind.SERVER_CONFIG, "apis", "description")).contains("What the API is");
        assertThat(doc(FileKind.SERVER_CONFIG, "policies", "methods", "custom", "description"))
                .contains("custom method");
    }

    @Test
    void everyKeyAndTableCompletionOffersIsDocumented() {
        for (FileKind kind : List.of(
                FileKind.AGIS, FileKind.ENDPOINT, FileKind.SERVER_CONFIG, FileKind.RECIPES, FileKind.DISCOVERY_TESTS)) {
            for (String table : KeyCatalog.tables(kind)) {
                for (String key : KeyCatalog.keys(kind, table)) {
                    List<String> path =
                            new java.util.ArrayList<>(table.isEmpty() ? List.of() : List.of(table.split("\\.")));
                    path.add(key);
                    assertThat(KeyDocs.of(kind, path)).as("%s %s", kind, path).isPresent();
                }
            }
            for (String header : KeyCatalog.sections(kind)) {
                String name = header.replace("[", "").replace("]", "");
                assertThat(KeyDocs.of(kind, List.of(name.split("\\."))))
                        .as("%s %s", kind, header)
                        .isPresent();
            }
        }
    }

    @Test
    void mapEntriesAndEmbeddedSchemasResolve() {
        assertThat(doc(FileKind.SERVER_CONFIG, "policies", "methods", "aliases", "GET"))
                .contains("rewritten to");
        assertThat(doc(FileKind.RECIPES, "recipe", "steps", "parameters", "source", "kind"))
                .contains("previous_step");
        assertThat(doc(FileKind.ENDPOINT, "endpoint", "handler", "error_map", "409"))
                .contains("errors");
        assertThat(doc(FileKind.AGIS, "endpoints", "input", "properties", "party_size", "type"))
                .contains("JSON type");
        assertThat(doc(FileKind.AGIS, "endpoints", "input", "optional")).contains("optional parameters");
    }

    @Test
    void unknownKeysAndKindsWithoutASchemaHaveNoText() {
        assertThat(doc(FileKind.AGIS, "colour")).isNull();
        assertThat(doc(FileKind.AGIS, "endpoints", "semantic", "colour")).isNull();
        assertThat(doc(FileKind.OTHER_TOML, "endpoint")).isNull();
        assertThat(KeyDocs.of(FileKind.AGIS, List.of())).isEmpty();
    }

    @Test
    void enumValuesWithADescription() {
        assertThat(KeyDocs.enumValue(FileKind.ENDPOINT, List.of("endpoint", "semantic", "impact"), "irreversible"))
                .get()
                .asString()
                .contains("cannot be undone");
        assertThat(KeyDocs.enumValue(FileKind.RECIPES, List.of("recipe", "aggregation", "mode"), "merge"))
                .get()
                .asString()
                .contains("merged");
        assertThat(KeyDocs.enumValue(FileKind.ENDPOINT, List.of("endpoint", "semantic", "impact"), "sideways"))
                .isEmpty();
    }

    @Test
    void enumValuesAreFoundAfterTheirKeyInEachSyntax() {
        String toml = "[endpoint.semantic]\nimpact = \"irreversible\"\n";
        assertThat(KeyLocator.valueAt(toml, toml.indexOf("irreversible") + 3, Language.TOML))
                .get()
                .satisfies(v -> assertThat(v.path()).containsExactly("endpoint", "semantic", "impact"))
                .extracting(KeyLocator.ValueAt::value)
                .isEqualTo("irreversible");
        String yaml = "endpoints:\n  - semantic:\n      capability: discovery\n";
        assertThat(KeyLocator.valueAt(yaml, yaml.indexOf("discovery"), Language.YAML))
                .get()
                .extracting(KeyLocator.ValueAt::path)
                .isEqualTo(List.of("endpoints", "semantic", "capability"));
        String json = "{\"endpoints\": [{\"semantic\": {\"actor\": \"agent\"}}]}";
        assertThat(KeyLocator.valueAt(json, json.indexOf("agent\"") + 1, Language.JSON))
                .get()
                .extracting(KeyLocator.ValueAt::path)
                .isEqualTo(List.of("endpoints", "semantic", "actor"));
        assertThat(KeyLocator.valueAt(toml, toml.indexOf("impact"), Language.TOML))
                .as("a key")
                .isEmpty();
    }

    // ---- keys located in the text ----------------------------------------------------------------------------

    private static final String ENDPOINT = """
            [endpoint]
            method = "BOOK"
            path = "/room"
            semantic.intent = "Reserve a room."
            deprecated = { deprecated_in = "2.0", successor = { method = "RESERVE" } }

            [endpoint.handler]
            type = "external_service"
            method = "POST"  # method = "GET" in a comment is no key
            """;

    @Test
    void tomlEndpointKeysResolveByTableDottedKeyAndInlineTable() {
        assertThat(hover(FileKind.ENDPOINT, ENDPOINT, "method", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoint", "method"));
        assertThat(hover(FileKind.ENDPOINT, ENDPOINT, "method", 2))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoint", "handler", "method"));
        assertThat(hover(FileKind.ENDPOINT, ENDPOINT, "method", 1))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoint", "deprecated", "successor", "method"));
        assertThat(hover(FileKind.ENDPOINT, ENDPOINT, "intent", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoint", "semantic", "intent"));
        assertThat(hover(FileKind.ENDPOINT, ENDPOINT, "semantic", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoint", "semantic"));
        assertThat(hover(FileKind.ENDPOINT, ENDPOINT, "handler]", 0))
                .get()
                .extracting(KeyDocs.Doc::text)
                .asString()
                .contains("How the endpoint runs")
                .contains("§12");
        assertThat(hover(FileKind.ENDPOINT, ENDPOINT, "method", 3))
                .as("in a comment")
                .isEmpty();
        assertThat(hover(FileKind.ENDPOINT, ENDPOINT, "Reserve", 0))
                .as("a value")
                .isEmpty();
    }

    @Test
    void tomlServerAndRecipeTablesResolve() {
        String server = """
                [server]
                domain = "x.example"

                [[policies.methods.redirects]]
                from_method = "SEARCH"
                """;
        assertThat(hover(FileKind.SERVER_CONFIG, server, "domain", 0))
                .get()
                .extracting(KeyDocs.Doc::text)
                .asString()
                .contains("reachable")
                .contains("AGTP-API §8.3");
        assertThat(hover(FileKind.SERVER_CONFIG, server, "from_method", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("policies", "methods", "redirects", "from_method"));
        assertThat(hover(FileKind.SERVER_CONFIG, server, "redirects", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("policies", "methods", "redirects"));
        String recipes = """
                [[recipe]]
                name = "audit"
                [[recipe.steps]]
                method = "QUERY"
                [recipe.steps.parameters.intent]
                kind = "proposal"
                """;
        assertThat(hover(FileKind.RECIPES, recipes, "kind", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("recipe", "steps", "parameters", "intent", "kind"));
        assertThat(hover(FileKind.RECIPES, recipes, "name", 0))
                .get()
                .extracting(KeyDocs.Doc::text)
                .asString()
                .contains("unique name");
    }

    @Test
    void tomlArraysOfInlineTablesOverSeveralLinesResolve() {
        String server = """
                [policies.methods]
                allow = ["BOOK", "QUERY"]  # [ in a comment
                redirects = [
                  { from_method = "SEARCH", from_path = "/rooms", to_method = "QUERY", to_path = "/rooms" },
                  { from_method = "LOOKUP", to_method = "QUERY" },
                ]
                legacy = "NONE"
                """;
        assertThat(hover(FileKind.SERVER_CONFIG, server, "from_method", 1))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("policies", "methods", "redirects", "from_method"));
        assertThat(hover(FileKind.SERVER_CONFIG, server, "to_path", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("policies", "methods", "redirects", "to_path"));
        assertThat(hover(FileKind.SERVER_CONFIG, server, "legacy", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("policies", "methods", "legacy"));
    }

    @Test
    void keysFarDownALargeDocumentStillFindTheirParents() {
        StringBuilder yaml = new StringBuilder("agis: \"1.0\"\nendpoints:\n");
        StringBuilder toml = new StringBuilder("[policies.methods]\nredirects = [\n");
        for (int i = 0; i < 6_000; i++) {
            yaml.append("  - method: FIND\n    path: /thing").append(i).append("\n    semantic:\n      actor: agent\n");
        }
        for (int i = 0; i < 2_000; i++) { // an array of inline tables thousands of lines long, within the TOML budget
            toml.append("  { from_method = \"SEARCH\", to_method = \"QUERY\" }, # redirect ")
                    .append(i)
                    .append('\n');
        }
        String y = yaml.append("  - method: FIND\n    semantic:\n      capability: discovery\n")
                .toString();
        String t = toml.append("  { from_method = \"LOOKUP\", to_method = \"QUERY\" },\n]\n")
                .toString();
        assertThat(y.length()).isGreaterThan(2 * CursorAnalyzer.MAX_LOOKBACK);
        assertThat(t.length()).isBetween(CursorAnalyzer.MAX_LOOKBACK / 2, CursorAnalyzer.MAX_LOOKBACK);
        assertThat(hover(FileKind.AGIS, y, "capability", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoints", "semantic", "capability"));
        assertThat(hover(FileKind.SERVER_CONFIG, t, "from_method = \"LOOKUP", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("policies", "methods", "redirects", "from_method"));
    }

    private static final String AGIS_YAML = """
            agis: "1.0"
            service: Reservations
            description: Book tables.
            endpoints:
              - method: BOOK
                path: /reservation
                description: Books a table.
                semantic:
                  intent: Book a table for the caller.
                  actor: agent
                errors:
                  - name: reservation_unavailable
                    description: No table is free.
            vocabulary:
              declared_verbs: [BOOK]
            """;

    @Test
    void yamlKeysResolveByIndentation() {
        assertThat(hover(FileKind.AGIS, AGIS_YAML, "description", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("description"));
        assertThat(hover(FileKind.AGIS, AGIS_YAML, "description", 1))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoints", "description"));
        assertThat(hover(FileKind.AGIS, AGIS_YAML, "description", 2))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoints", "errors", "description"));
        assertThat(hover(FileKind.AGIS, AGIS_YAML, "actor", 0))
                .get()
                .extracting(KeyDocs.Doc::text)
                .asString()
                .contains("AGIS §6.1");
        assertThat(hover(FileKind.AGIS, AGIS_YAML, "method", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoints", "method"));
        assertThat(hover(FileKind.AGIS, AGIS_YAML, "Book a table", 0))
                .as("a value")
                .isEmpty();
    }

    @Test
    void yamlFlowMappingKeysResolve() {
        String yaml = """
                endpoints:
                  - method: BOOK
                    input:
                      type: object
                      properties:
                        city: {type: string, "description": "Where."}
                        tags: {type: array, items: {type: string}}
                    errors: [{name: full, description: No room.}]
                """;
        assertThat(hover(FileKind.AGIS, yaml, "type: string", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoints", "input", "properties", "city", "type"));
        assertThat(hover(FileKind.AGIS, yaml, "description\"", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoints", "input", "properties", "city", "description"));
        assertThat(hover(FileKind.AGIS, yaml, "type: string}}", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoints", "input", "properties", "tags", "items", "type"));
        assertThat(hover(FileKind.AGIS, yaml, "description: No", 0))
                .get()
                .extracting(KeyDocs.Doc::text)
                .asString()
                .contains("error condition");
        assertThat(hover(FileKind.AGIS, yaml, "string,", 0)).as("a flow value").isEmpty();
    }

    @Test
    void jsonKeysResolveByEnclosingObjects() {
        String json = """
                {
                  "agis": "1.0",
                  "description": "Book tables.",
                  "endpoints": [
                    {"method": "BOOK", "path": "/reservation/{id}", "description": "Books a table.",
                     "semantic": {"intent": "Book a table.", "actor": "agent"}}
                  ]
                }
                """;
        assertThat(hover(FileKind.AGIS, json, "description", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("description"));
        assertThat(hover(FileKind.AGIS, json, "description", 1))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoints", "description"));
        assertThat(hover(FileKind.AGIS, json, "actor", 0))
                .get()
                .extracting(KeyDocs.Doc::path)
                .isEqualTo(List.of("endpoints", "semantic", "actor"));
        assertThat(hover(FileKind.AGIS, json, "Book tables", 0)).as("a value").isEmpty();
    }
}
