package dev.agtpstudio.validator.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.cli.ValidateTool;
import dev.agtpstudio.validator.engine.Validators;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** SARIF and JSON output over the invalid and suppressed fixtures: schema-valid, complete, consistent. */
class ReportWritersTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final List<Path> INPUT = List.of(
            Path.of("src/test/resources/fixtures/invalid"), Path.of("src/test/resources/fixtures/valid/suppressed"));
    static JsonNode sarif;
    static JsonNode json;

    static JsonNode render(ReportFormat format) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new ValidateTool(MethodCatalog.bundled())
                .run(
                        new ValidateTool.Request(
                                INPUT,
                                format,
                                Severity.ERROR,
                                null,
                                "https://example.org/agtp-studio/rules.md",
                                Path.of("").toAbsolutePath()),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        System.err);
        return JSON.readTree(out.toByteArray());
    }

    @BeforeAll
    static void renderBoth() throws Exception {
        sarif = render(ReportFormat.SARIF);
        json = render(ReportFormat.JSON);
    }

    @Test
    void sarifValidatesAgainstTheSarif210Schema() throws Exception {
        JsonNode schemaNode;
        try (InputStream in = getClass().getResourceAsStream("/sarif/sarif-2.1.0-subset.schema.json")) {
            schemaNode = JSON.readTree(in);
        }
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(schemaNode);
        assertThat(schema.validate(sarif)).isEmpty();
        JsonNode broken = sarif.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken.at("/runs/0/results/0")).put("level", "fatal");
        assertThat(schema.validate(broken)).as("the schema can fail").isNotEmpty();
    }

    @Test
    void sarifValidatesAgainstTheOfficialSarif210Schema() throws Exception {
        JsonNode schemaNode;
        try (InputStream in = getClass().getResourceAsStream("/sarif/sarif-schema-2.1.0.json")) {
            schemaNode = JSON.readTree(in);
        }
        Schema schema =
                SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4).getSchema(schemaNode);
        assertThat(schema.validate(sarif)).isEmpty();
        JsonNode broken = sarif.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken.at("/runs/0/results/0")).put("level", "fatal");
        assertThat(schema.validate(broken)).as("the schema can fail").isNotEmpty();
    }

    @Test
    void sarifListsEveryRuleWithHelpUriAndResultsPointAtTheirRule() {
        JsonNode rules = sarif.at("/runs/0/tool/driver/rules");
        Set<String> ids = new HashSet<>();
        rules.forEach(r -> {
            ids.add(r.get("id").asText());
            assertThat(r.at("/shortDescription/text").asText()).isNotBlank();
            assertThat(r.get("helpUri").asText()).startsWith("https://example.org/agtp-studio/rules.md#");
        });
        for (RuleInfo r : Validators.standard(ValidationOptions.defaults()).rules()) {
            assertThat(ids).contains(r.id());
        }
        JsonNode results = sarif.at("/runs/0/results");
        assertThat(results.size()).isGreaterThan(40);
        for (JsonNode res : results) {
            assertThat(rules.get(res.get("ruleIndex").asInt()).get("id").asText())
                    .isEqualTo(res.get("ruleId").asText());
            JsonNode region = res.at("/locations/0/physicalLocation/region");
            for (String k : List.of("startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength")) {
                assertThat(region.has(k)).as(k + " in " + res).isTrue();
            }
            assertThat(res.at("/locations/0/physicalLocation/artifactLocation/uriBaseId")
                            .asText())
                    .isEqualTo("%SRCROOT%");
        }
    }

    @Test
    void sarifCarriesFixesAndSuppressions() {
        JsonNode verb = find(sarif.at("/runs/0/results"), "path-verb-segment.toml", "path/verb-segment");
        JsonNode rep = verb.at("/fixes/0/artifactChanges/0/replacements/0");
        assertThat(rep.at("/insertedContent/text").asText()).isEqualTo("orders");
        assertThat(rep.at("/deletedRegion/charLength").asInt()).isEqualTo(5);
        JsonNode suppressed = find(sarif.at("/runs/0/results"), "legacy_order.toml", "path/verb-segment");
        assertThat(suppressed.at("/suppressions/0/kind").asText()).isEqualTo("external");
        assertThat(suppressed.at("/suppressions/0/justification").asText()).isEqualTo("Kept for v1 clients until 2027");
    }

    @Test
    void jsonSummaryMatchesItsDiagnostics() {
        long errors = 0;
        for (JsonNode d : json.get("diagnostics")) {
            if (d.get("severity").asText().equals("error") && !d.has("suppressedBy")) {
                errors++;
            }
            assertThat(d.get("helpUri").asText())
                    .endsWith("#" + d.get("ruleId").asText().replace('/', '-'));
        }
        assertThat(json.at("/summary/error").asLong()).isEqualTo(errors).isPositive();
        assertThat(json.at("/summary/suppressed").asLong()).isPositive();
    }

    private static JsonNode find(JsonNode results, String file, String rule) {
        for (JsonNode r : results) {
            if (r.get("ruleId").asText().equals(rule)
                    && r.at("/locations/0/physicalLocation/artifactLocation/uri")
                            .asText()
                            .endsWith(file)) {
                return r;
            }
        }
        throw new AssertionError("no " + rule + " in " + file);
    }
}
