package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.RecipesLoader;
import dev.agtpstudio.core.load.ServerConfigLoader;
import dev.agtpstudio.core.load.SourceText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomlj.Toml;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The JSON Schemas published for other editors (docs/schemas) are valid Draft 2020-12, accept every file our loaders
 * accept cleanly (the sample workspace, the AGIS valid corpus, the draft endpoint form), and reject what the loaders
 * or the validator reject at the structural level, so an editor using them agrees with the product.
 */
class EditorSchemasTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static Path schemas;
    private static Path samples;

    @BeforeAll
    static void locate() {
        String root = System.getProperty("agtp.project.dir");
        assumeTrue(root != null, "agtp.project.dir not set");
        schemas = Path.of(root, "docs", "schemas");
        samples = Path.of(root, "samples", "hotel");
        assumeTrue(Files.isDirectory(schemas), "no docs/schemas");
    }

    private static final java.util.Map<String, Schema> CACHE = new java.util.concurrent.ConcurrentHashMap<>();
    /** Every resource the offline registry was asked for; stays empty when the schemas are self-contained. */
    private static final java.util.Set<String> FETCHED = java.util.concurrent.ConcurrentHashMap.newKeySet();

    @org.junit.jupiter.api.AfterAll
    static void nothingWasFetched() {
        assertThat(FETCHED)
                .as("resources the published schemas needed from outside themselves")
                .isEmpty();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "agis.schema.json",
                "agtp-endpoint.schema.json",
                "agtp-server.schema.json",
                "agtp-recipes.schema.json"
            })
    void everyReferenceStaysInsideItsSchema(String name) throws IOException {
        List<String> outside = new java.util.ArrayList<>();
        JSON.readTree(Files.readString(schemas.resolve(name)))
                .findValues("$ref")
                .forEach(r -> {
                    if (r.isTextual() && !r.asText().startsWith("#")) {
                        outside.add(r.asText());
                    }
                });
        assertThat(outside)
                .as("$ref outside " + name + " (editors validating offline cannot load them)")
                .isEmpty();
    }

    @Test
    void anEmbeddedInputSchemaIsStillCheckedOffline() throws IOException {
        String agis = Files.readString(samples.resolve("harbor-light.agis"));
        assumeTrue(agis.contains("type: object"), "the sample has an embedded JSON Schema");
        JsonNode bad = yaml(agis.replaceFirst("type: object", "type: objekt"));
        assertThat(errors(schema("agis.schema.json"), bad)).isNotEmpty();
    }

    static Schema schema(String name) throws IOException {
        Schema cached = CACHE.get(name);
        if (cached != null) {
            return cached;
        }
        JsonNode node = JSON.readTree(Files.readString(schemas.resolve(name)));
        // Offline, as editors run it: no resource can be fetched (not from the network, not even the meta-schemas the
        // validator bundles), so a schema that needs anything beyond itself fails here, as it does in an editor.
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(
                SpecificationVersion.DRAFT_2020_12,
                b -> b.schemaLoader(l -> l.resourceLoaders(r -> r.values(loaders -> {
                            loaders.clear();
                            loaders.add(iri -> {
                                FETCHED.add(iri.toString());
                                return null;
                            });
                        }))
                        .fetchRemoteResources(false)));
        Schema s = registry.getSchema(SchemaLocation.of(node.path("$id").asText()), node);
        CACHE.put(name, s);
        return s;
    }

    static JsonNode yaml(String text) {
        Object o = new Yaml(new LoaderOptions()).load(text);
        return JSON.valueToTree(o);
    }

    static JsonNode toml(String text) throws IOException {
        return JSON.readTree(Toml.parse(text).toJson());
    }

    static JsonNode agisTree(String text) throws IOException {
        return text.stripLeading().startsWith("{") ? JSON.readTree(text) : yaml(text);
    }

    static List<String> errors(Schema s, JsonNode instance) {
        return s.validate(instance).stream().map(Error::toString).toList();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "agis.schema.json",
                "agtp-endpoint.schema.json",
                "agtp-server.schema.json",
                "agtp-recipes.schema.json"
            })
    void eachPublishedSchemaIsValidDraft202012(String name) throws IOException {
        JsonNode node = JSON.readTree(Files.readString(schemas.resolve(name)));
        assertThat(node.path("$schema").asText()).isEqualTo("https://json-schema.org/draft/2020-12/schema");
        assertThat(new MetaSchemaCheck().check(node)).isEmpty();
    }

    static Stream<Path> agisValid() {
        return AgisCorpusTest.valid();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("agisValid")
    void theAgisSchemaAcceptsTheValidCorpus(Path file) throws IOException {
        assertThat(errors(schema("agis.schema.json"), agisTree(Files.readString(file))))
                .isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "p1-missing-field",
        "p1-missing-field--vocabulary",
        "p1-agtp-address",
        "p1-data-manifest-required",
        "p1-sensitivity",
        "p1-endpoint-field",
        "p2-compound",
        "p2-whitespace",
        "p2-characters",
        "p3-http-method",
        "p4-uppercase",
        "p4-query-string",
        "p4-leading-slash",
        "p4-parameter",
        "p5-actor",
        "p5-impact-tier",
        "p5-confidence-range",
        "p5-mcp-tool-name",
        "p5-missing-semantic",
        "p5-missing-field",
        "p8-missing-contract",
        "p8-generic-error--none"
    })
    void theAgisSchemaRejectsStructuralBreakagesOfTheInvalidCorpus(String name) throws IOException {
        Path file = AgisCorpusTest.dir("invalid").resolve(name.replace("--none", "") + ".agis");
        List<Diagnostic> product = AgisCorpusTest.validate(file);
        assertThat(product).anyMatch(d -> d.severity() == Severity.ERROR);
        if (name.endsWith("--none")) {
            // specific error names are a judgement the schema leaves to the validator
            assertThat(errors(schema("agis.schema.json"), agisTree(Files.readString(file))))
                    .isEmpty();
        } else {
            assertThat(errors(schema("agis.schema.json"), agisTree(Files.readString(file))))
                    .isNotEmpty();
        }
    }

    @Test
    void theReferenceServersOtherTablesAreTypedAndAcceptAFullConfig() throws IOException {
        Path full = Path.of(
                System.getProperty("agtp.project.dir"),
                "core/src/test/resources/dev/agtpstudio/core/load/config/full-server.toml");
        assumeTrue(Files.isRegularFile(full), "no full-server.toml fixture");
        Schema server = schema("agtp-server.schema.json");
        assertThat(errors(server, toml(Files.readString(full)))).isEmpty();
        assertThat(errors(server, toml("[policies.rcns]\nmin_trust_tier = 7\n")))
                .isNotEmpty();
        assertThat(errors(server, toml("[mtls]\nmode = \"sometimes\"\n"))).isNotEmpty();
        assertThat(errors(server, toml("[policies.synthesis]\nsession_duration = \"a day\"\n")))
                .isNotEmpty();
        assertThat(errors(server, toml("[audit]\nattribution_records_enabled = true\nmode = \"scitt\"\n")))
                .isEmpty();
    }

    @Test
    void theSampleWorkspaceMatchesItsSchemas() throws IOException {
        assumeTrue(Files.isDirectory(samples), "no samples/hotel");
        List<Path> endpoints;
        try (Stream<Path> s = Files.list(samples.resolve("endpoints"))) {
            endpoints = s.filter(p -> p.toString().endsWith(".toml")).sorted().toList();
        }
        assertThat(endpoints).isNotEmpty();
        Schema endpoint = schema("agtp-endpoint.schema.json");
        for (Path p : endpoints) {
            assertThat(errors(endpoint, toml(Files.readString(p))))
                    .as(p.toString())
                    .isEmpty();
        }
        assertThat(errors(
                        schema("agtp-server.schema.json"), toml(Files.readString(samples.resolve("agtp-server.toml")))))
                .isEmpty();
        assertThat(errors(
                        schema("agtp-recipes.schema.json"),
                        toml(Files.readString(samples.resolve("agtp-recipes.toml")))))
                .isEmpty();
        try (Stream<Path> s = Files.list(samples)) {
            for (Path p : s.filter(x -> x.toString().endsWith(".agis")).toList()) {
                assertThat(errors(schema("agis.schema.json"), agisTree(Files.readString(p))))
                        .as(p.toString())
                        .isEmpty();
            }
        }
    }

    @Test
    void theEndpointSchemaAcceptsTheDraftJsonSchemaFormAsTheLoaderDoes() throws IOException {
        String text = Files.readString(AgisCorpusTest.dir("invalid")
                .resolve("../../schemas/draft-form-endpoint.toml")
                .normalize());
        LoadedFile<?> f = EndpointTomlLoader.load(SourceText.of(Path.of("draft.toml"), text));
        assertThat(f.diagnostics()).noneMatch(d -> d.severity() == Severity.ERROR);
        assertThat(f.model()).isNotNull();
        assertThat(errors(schema("agtp-endpoint.schema.json"), toml(text))).isEmpty();
    }

    static Stream<Arguments> mutations() {
        return Stream.of(
                Arguments.of(
                        "endpoints/book_reservation.toml",
                        "is_idempotent = false",
                        "is_idempotent = false\ncolour = \"red\""),
                Arguments.of(
                        "endpoints/book_reservation.toml",
                        "type = \"registered_function\"",
                        "type = \"registered_function\"\ntimeout = 3"),
                Arguments.of("endpoints/book_reservation.toml", "[endpoint]", "[endpoint]\nmistake = 1"),
                Arguments.of(
                        "agtp-server.toml",
                        "max_synthesis_depth           = 4",
                        "max_synthesis_depth           = \"four\""),
                Arguments.of("agtp-server.toml", "legacy = \"NONE\"", "legacy = 3"),
                Arguments.of("agtp-server.toml", "[synthesis]", "[synthesis]\nrecipe_file = \"x.toml\""),
                Arguments.of(
                        "agtp-recipes.toml",
                        "capture_as = \"reservation\"",
                        "capture_as = \"reservation\"\ncapture = \"x\""),
                Arguments.of("harbor-light.agis", "  domain: hospitality", "  domain: hospitality\n  colour: red"),
                Arguments.of("harbor-light.agis", "      actor: agent", "      actor: agent\n      priority: high"));
    }

    /** A mutation of a sample file: the loader reports it (any severity) and the schema rejects it. */
    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("mutations")
    void loaderAndSchemaAgreeOnUnknownKeysAndWrongTypes(String file, String from, String to) throws IOException {
        assumeTrue(Files.isDirectory(samples), "no samples/hotel");
        String original = Files.readString(samples.resolve(file));
        assertThat(original).contains(from);
        String text = original.replaceFirst(
                java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
        Function<SourceText, LoadedFile<?>> loader;
        String schemaName;
        JsonNode tree;
        if (file.endsWith(".agis")) {
            loader = AgisLoader::load;
            schemaName = "agis.schema.json";
            tree = agisTree(text);
        } else if (file.equals("agtp-server.toml")) {
            loader = ServerConfigLoader::load;
            schemaName = "agtp-server.schema.json";
            tree = toml(text);
        } else if (file.equals("agtp-recipes.toml")) {
            loader = RecipesLoader::load;
            schemaName = "agtp-recipes.schema.json";
            tree = toml(text);
        } else {
            loader = EndpointTomlLoader::load;
            schemaName = "agtp-endpoint.schema.json";
            tree = toml(text);
        }
        LoadedFile<?> clean = loader.apply(SourceText.of(Path.of(file), original));
        LoadedFile<?> broken = loader.apply(SourceText.of(Path.of(file), text));
        assertThat(broken.diagnostics()).hasSizeGreaterThan(clean.diagnostics().size());
        assertThat(errors(schema(schemaName), tree)).isNotEmpty();
    }
}
