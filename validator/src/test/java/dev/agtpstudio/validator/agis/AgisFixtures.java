package dev.agtpstudio.validator.agis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.AgisDocument.Vocabulary;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.semantic.ConsistencyResult;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import dev.agtpstudio.validator.semantic.Verdict;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/** Hand-built AGIS documents (the §10 restaurant example) and a runner, for rule tests that need no loader. */
final class AgisFixtures {
    static final MethodCatalog CATALOG = MethodCatalog.bundled();
    static final ObjectMapper JSON = new ObjectMapper();
    /** A scorer that finds every intent consistent, so pass 6 stays quiet in tests of the other passes. */
    static final IntentConsistency ALWAYS_CONSISTENT =
            (m, i) -> new ConsistencyResult(Verdict.CONSISTENT, 1.0, "fake", "fits", List.of());

    private static final AgisCheck CHECK = AgisCheck.standard(ALWAYS_CONSISTENT);

    private AgisFixtures() {}

    static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }

    static SchemaSpec jsonSchema(String key, String schema) {
        JsonNode s = json(schema);
        List<FieldSpec> fields = new ArrayList<>();
        JsonNode props = s.path("properties");
        List<String> req = new ArrayList<>();
        s.path("required").forEach(n -> req.add(n.asText()));
        for (Iterator<String> it = props.fieldNames(); it.hasNext(); ) {
            String n = it.next();
            fields.add(new FieldSpec(
                    n,
                    props.get(n).path("type").asText(null),
                    null,
                    null,
                    null,
                    props.get(n),
                    req.contains(n),
                    key + "/properties/" + n));
        }
        return new SchemaSpec(SchemaForm.JSON_SCHEMA, fields, s, key);
    }

    static AgisSemantic semantic(
            String base,
            String intent,
            String actor,
            String outcome,
            String capability,
            Double confidence,
            String impact) {
        return new AgisSemantic(
                intent,
                actor,
                outcome,
                capability,
                confidence,
                impact,
                null,
                Map.of(),
                Map.of(),
                null,
                base + "/semantic");
    }

    static AgisEndpoint book() {
        String k = "/endpoints/0";
        return new AgisEndpoint(
                "BOOK",
                "/reservation",
                null,
                semantic(
                        k,
                        "Books a restaurant reservation on behalf of the requesting agent",
                        "agent",
                        "A confirmed reservation record exists with status CONFIRMED",
                        "transaction",
                        0.85,
                        "irreversible"),
                jsonSchema(
                        k + "/input",
                        "{\"type\":\"object\",\"properties\":{\"restaurant_id\":{\"type\":\"integer\"},"
                                + "\"party_size\":{\"type\":\"integer\",\"minimum\":1},\"preferences\":{\"type\":\"string\"}},"
                                + "\"required\":[\"restaurant_id\",\"party_size\"]}"),
                jsonSchema(
                        k + "/output",
                        "{\"type\":\"object\",\"properties\":{\"reservation_id\":{\"type\":\"string\"}}}"),
                List.of("reservation_unavailable", "restaurant_not_found"),
                k);
    }

    static AgisEndpoint find() {
        String k = "/endpoints/1";
        return new AgisEndpoint(
                "FIND",
                "/restaurants",
                null,
                semantic(
                        k,
                        "Finds restaurants matching the agent criteria",
                        "agent",
                        "A ranked list of matching restaurants is returned",
                        "discovery",
                        0.6,
                        "informational"),
                jsonSchema(
                        k + "/input",
                        "{\"type\":\"object\",\"properties\":{\"location\":{\"type\":\"string\"}},\"required\":[\"location\"]}"),
                jsonSchema(
                        k + "/output", "{\"type\":\"object\",\"properties\":{\"restaurants\":{\"type\":\"array\"}}}"),
                List.of("no_results", "invalid_location"),
                k);
    }

    static AgisDocument valid() {
        return new AgisDocument(
                "1.0",
                "Acme Restaurant Reservations",
                "agtp://reservations.acme.example",
                "Reservation management for restaurant booking agents",
                List.of(book(), find()),
                new Vocabulary(List.of("BOOK", "FIND"), "hospitality", null, "1.0.0", null, "/vocabulary"),
                null,
                Map.of(),
                AgisDocument.SourceFormat.YAML);
    }

    /** The valid document with its first endpoint changed. */
    static AgisDocument withFirst(UnaryOperator<AgisEndpoint> change) {
        AgisDocument d = valid();
        List<AgisEndpoint> eps = new ArrayList<>(d.endpoints());
        eps.set(0, change.apply(eps.get(0)));
        return withEndpoints(d, eps);
    }

    static AgisDocument withEndpoints(AgisDocument d, List<AgisEndpoint> eps) {
        return new AgisDocument(
                d.agis(),
                d.service(),
                d.agtp(),
                d.description(),
                eps,
                d.vocabulary(),
                d.dataManifest(),
                d.schemas(),
                d.format());
    }

    static AgisEndpoint method(AgisEndpoint e, String m) {
        return new AgisEndpoint(
                m, e.path(), e.description(), e.semantic(), e.input(), e.output(), e.errors(), e.keyPath());
    }

    static AgisEndpoint path(AgisEndpoint e, String p) {
        return new AgisEndpoint(
                e.method(), p, e.description(), e.semantic(), e.input(), e.output(), e.errors(), e.keyPath());
    }

    static AgisEndpoint semantic(AgisEndpoint e, AgisSemantic s) {
        return new AgisEndpoint(
                e.method(), e.path(), e.description(), s, e.input(), e.output(), e.errors(), e.keyPath());
    }

    static AgisEndpoint errors(AgisEndpoint e, List<String> errs) {
        return new AgisEndpoint(
                e.method(), e.path(), e.description(), e.semantic(), e.input(), e.output(), errs, e.keyPath());
    }

    static AgisEndpoint io(AgisEndpoint e, SchemaSpec in, SchemaSpec out) {
        return new AgisEndpoint(e.method(), e.path(), e.description(), e.semantic(), in, out, e.errors(), e.keyPath());
    }

    /** A copy of {@code s} with one member replaced; members are named as in the YAML. */
    static AgisSemantic sem(AgisSemantic s, String field, Object v) {
        return new AgisSemantic(
                field.equals("intent") ? (String) v : s.intent(),
                field.equals("actor") ? (String) v : s.actor(),
                field.equals("outcome") ? (String) v : s.outcome(),
                field.equals("capability") ? (String) v : s.capability(),
                field.equals("confidence_guidance") ? (Double) v : s.confidenceGuidance(),
                field.equals("impact_tier") ? (String) v : s.impactTier(),
                s.isIdempotent(),
                field.equals("parameter_hints") ? castHints(v) : s.parameterHints(),
                field.equals("state_transition") ? castMap(v) : s.stateTransition(),
                field.equals("mcp_tool_name") ? (String) v : s.mcpToolName(),
                s.keyPath());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, List<String>> castHints(Object v) {
        return (Map<String, List<String>>) v;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> castMap(Object v) {
        return (Map<String, String>) v;
    }

    static LoadedFile<AgisDocument> loaded(AgisDocument d, String text, LocationMap locations) {
        return new LoadedFile<>(SourceText.of(Path.of("test.agis"), text), FileKind.AGIS, d, locations, List.of());
    }

    static List<Diagnostic> run(AgisDocument d) {
        return run(CHECK, loaded(d, "", LocationMap.EMPTY));
    }

    static List<Diagnostic> run(AgisCheck check, LoadedFile<AgisDocument> f) {
        List<Diagnostic> out = new ArrayList<>();
        check.check(
                f,
                new ValidationContext(CATALOG, null, new RecipeBook(List.of()), ValidationOptions.defaults()),
                new Reporter(f, out::add));
        return out;
    }

    static List<String> ids(List<Diagnostic> ds) {
        return ds.stream().map(Diagnostic::ruleId).toList();
    }
}
