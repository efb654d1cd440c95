package dev.agtpstudio.server.handler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.dispatch.RegistryBuilder;
import dev.agtpstudio.server.dispatch.SchemaCheck;
import dev.agtpstudio.server.wire.Headers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Simulated data shaped by the output schema (issue 42 item 4, docs/decisions/0523): it validates and looks real. */
class RealisticSampleTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private final SampleGenerator g = new SampleGenerator();

    @Test
    void honoursBoundsPatternsExamplesAndRequiredNames() throws Exception {
        JsonNode schema = JSON.readTree("""
                {"type":"object","required":["id","amount","code","note"],"properties":{
                 "id":{"type":"string","format":"uuid"},
                 "amount":{"type":"number","minimum":10,"maximum":20,"multipleOf":0.25},
                 "rate":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},
                 "nights":{"type":"integer","minimum":1,"maximum":3},
                 "floor":{"type":"integer","maximum":-5},
                 "code":{"type":"string","pattern":"^[A-Z]{3}-\\\\d{4}$"},
                 "short":{"type":"string","minLength":3,"maxLength":5},
                 "tags":{"type":"array","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"string","enum":["a","b"]}},
                 "label":{"type":"string","example":"Sea view"},
                 "status":{"type":"string","default":"open"},
                 "at":{"type":["string","null"],"format":"date-time"},
                 "guest":{"allOf":[{"type":"object","required":["email"],"properties":{"email":{"type":"string","format":"email"}}},
                                   {"properties":{"site":{"type":"string","format":"uri"}}}]}}}""");
        SchemaCheck check = SchemaCheck.compile(schema);
        for (int i = 0; i < 50; i++) {
            JsonNode a = g.generate(schema, "s" + i);
            assertThat(check.validate(a)).as(a.toString()).isEmpty();
            assertThat(a.get("code").asText()).matches("[A-Z]{3}-\\d{4}");
            assertThat(a.get("label").asText()).isEqualTo("Sea view");
            assertThat(a.get("status").asText()).isEqualTo("open");
            assertThat(a.has("note")).isTrue();
            assertThat(a.get("at").isTextual()).isTrue();
            assertThat(a.get("guest").get("email").asText()).contains("@");
            assertThat(a.toString()).doesNotContain("null").doesNotContain("sample-");
        }
        assertThat(g.generate(schema, "s1")).isEqualTo(g.generate(schema, "s1"));
        assertThat(g.generate(schema, "s1").get("id"))
                .isNotEqualTo(g.generate(schema, "s2").get("id"));
    }

    @Test
    void manyGeneratedSchemasAllValidate() {
        SplittableRandom r = new SplittableRandom(42);
        List<String> failures = new ArrayList<>();
        for (int n = 0; n < 400; n++) {
            ObjectNode schema = randomSchema(r, 0);
            SchemaCheck check = SchemaCheck.compile(schema);
            for (int k = 0; k < 3; k++) {
                JsonNode v = g.generate(schema, "seed-" + n + "-" + k);
                if (!check.validate(v).isEmpty()) {
                    failures.add(schema + " -> " + v + " : " + check.validate(v));
                }
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void everySampleWorkspaceEndpointSimulatesValidDataWithoutNulls() throws Exception {
        Path sample = Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
        assumeTrue(Files.isDirectory(sample), "samples/hotel not present");
        Workspace ws = WorkspaceLoader.load(sample, MethodCatalog.bundled());
        int simulated = 0;
        for (var f : ws.endpointFiles()) {
            EndpointDecl e = f.model();
            if (!(e.handler() instanceof HandlerBinding.RegisteredFunction)) {
                continue;
            }
            simulated++;
            JsonNode schema = RegistryBuilder.outputSchema(e, true);
            for (int i = 0; i < 5; i++) {
                JsonNode v = g.generate(schema, e.id() + "|" + i);
                assertThat(SchemaCheck.compile(schema).validate(v))
                        .as(f.path() + ": " + v)
                        .isEmpty();
                assertThat(v.toString())
                        .as(f.path().toString())
                        .doesNotContain("null")
                        .doesNotContain("sample-");
            }
        }
        assertThat(simulated).isGreaterThanOrEqualTo(5);
    }

    @Test
    void aRunIsRepeatableForTheSameSeedAndDifferentRequestsGetDifferentData() throws Exception {
        Path sample = Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
        assumeTrue(Files.isDirectory(sample), "samples/hotel not present");
        EndpointDecl e = WorkspaceLoader.load(sample, MethodCatalog.bundled()).endpointFiles().stream()
                .map(f -> f.model())
                .filter(d -> d.handler() instanceof HandlerBinding.RegisteredFunction)
                .findFirst()
                .orElseThrow();
        List<JsonNode> first = run(e, 7);
        assertThat(run(e, 7)).isEqualTo(first);
        assertThat(first.get(1)).isEqualTo(first.get(0)); // the same request, the same answer
        assertThat(first.get(2)).isNotEqualTo(first.get(0)); // another input, other data
        assertThat(run(e, 8)).isNotEqualTo(first);
    }

    private static List<JsonNode> run(EndpointDecl e, long seed) throws Exception {
        RegisteredFunctionHandler h = RegisteredFunctionHandler.forEndpoint(e, null, seed);
        List<JsonNode> out = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ObjectNode input = F.objectNode().put("note", i < 2 ? "same" : "other");
            HandlerResult r = h.invoke(new Invocation(e, input, Headers.empty(), ScopeSet.parse(""), 0))
                    .toCompletableFuture()
                    .get();
            out.add(((HandlerResult.Success) r).body());
        }
        return out;
    }

    private static final String[] FORMATS = {
        "date", "date-time", "time", "uuid", "email", "uri", "hostname", "ipv4", "ipv6", "duration"
    };
    private static final String[] PATTERNS = {
        "^[a-z]{2,5}$", "^\\d{3}-\\d{2}$", "^(GET|PUT)/[a-z0-9]+$", "^[A-F0-9]{8}$", "x?y+z*"
    };

    private static ObjectNode randomSchema(SplittableRandom r, int depth) {
        ObjectNode s = F.objectNode();
        switch (r.nextInt(depth < 3 ? 9 : 6)) {
            case 0 -> {
                s.put("type", "string");
                if (r.nextBoolean()) {
                    s.put("format", FORMATS[r.nextInt(FORMATS.length)]);
                } else if (r.nextBoolean()) {
                    s.put("pattern", PATTERNS[r.nextInt(PATTERNS.length)]);
                } else {
                    int min = r.nextInt(12);
                    s.put("minLength", min).put("maxLength", min + r.nextInt(6));
                }
            }
            case 1 -> {
                s.put("type", "integer");
                long lo = r.nextInt(-1000, 1000);
                if (r.nextBoolean()) {
                    s.put("minimum", lo);
                }
                if (r.nextBoolean()) {
                    s.put("maximum", lo + 20 + r.nextInt(100));
                }
                if (r.nextBoolean()) {
                    s.put("multipleOf", 1 + r.nextInt(10));
                }
            }
            case 2 -> {
                s.put("type", "number");
                double lo = r.nextInt(-500, 500) / 4.0;
                s.put(r.nextBoolean() ? "minimum" : "exclusiveMinimum", lo);
                if (r.nextBoolean()) {
                    s.put(r.nextBoolean() ? "maximum" : "exclusiveMaximum", lo + 5 + r.nextInt(50));
                }
                if (r.nextBoolean()) {
                    s.put("multipleOf", new double[] {0.5, 0.25, 0.01, 0.1}[r.nextInt(4)]);
                }
            }
            case 3 -> s.put("type", "boolean");
            case 4 -> {
                ArrayNode e = s.putArray("enum");
                for (int i = 0, n = 1 + r.nextInt(4); i < n; i++) {
                    e.add("v" + r.nextInt(100));
                }
            }
            case 5 ->
                s.put("type", "string")
                        .put("format", "date")
                        .putArray("examples")
                        .add("2026-03-0" + (1 + r.nextInt(9)));
            default -> {
                if (r.nextBoolean()) {
                    s.put("type", "array");
                    s.set("items", randomSchema(r, depth + 1));
                    int min = r.nextInt(3);
                    s.put("minItems", min);
                    if (r.nextBoolean()) {
                        s.put("maxItems", min + r.nextInt(3));
                    }
                } else {
                    s.put("type", "object");
                    ObjectNode p = s.putObject("properties");
                    ArrayNode req = s.putArray("required");
                    for (int i = 0, n = 1 + r.nextInt(4); i < n; i++) {
                        p.set("f" + i, randomSchema(r, depth + 1));
                        if (r.nextBoolean()) {
                            req.add("f" + i);
                        }
                    }
                    boolean open = r.nextBoolean();
                    s.put("additionalProperties", open);
                    if (open && r.nextBoolean()) {
                        req.add("undeclared"); // required without a declaration: only satisfiable when open
                    }
                }
            }
        }
        return s;
    }
}
