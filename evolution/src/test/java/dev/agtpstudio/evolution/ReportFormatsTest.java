package dev.agtpstudio.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.agtpstudio.evolution.report.DiffFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** JSON shape, SARIF validity and the markdown comment, over one case that has every severity. */
class ReportFormatsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The SARIF 2.1.0 schema the validator's SARIF is tested against (a documented subset; see its $comment). */
    static Schema sarifSchema() throws Exception {
        Path p = Path.of(System.getProperty("agtp.project.dir", ".."))
                .resolve("validator/src/test/resources/sarif/sarif-2.1.0-subset.schema.json");
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(JSON.readTree(Files.readString(p)));
    }

    /** The official OASIS SARIF 2.1.0 schema (draft-04; provenance in that folder's README). */
    static Schema officialSarifSchema() throws Exception {
        Path p = Path.of(System.getProperty("agtp.project.dir", ".."))
                .resolve("validator/src/test/resources/sarif/sarif-schema-2.1.0.json");
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4)
                .getSchema(JSON.readTree(Files.readString(p)));
    }

    @Test
    void sarifValidatesAgainstTheOfficialSarif210Schema() throws Exception {
        Schema schema = officialSarifSchema();
        for (String name : new String[] {
            "endpoint-removed",
            "endpoint-deprecated",
            "handler-changed",
            "output-added",
            "lifecycle-successor-missing",
            "server-alias-removed"
        }) {
            JsonNode s = JSON.readTree(DiffFormat.SARIF.render(CorpusTest.run(name)));
            assertThat(schema.validate(s)).as(name).isEmpty();
        }
        JsonNode broken = JSON.readTree(DiffFormat.SARIF.render(CorpusTest.run("endpoint-removed")));
        ((ObjectNode) broken.at("/runs/0/results/0")).put("level", "fatal");
        assertThat(schema.validate(broken)).as("the schema can fail").isNotEmpty();
    }

    @Test
    void jsonHasTheDocumentedShape() throws Exception {
        JsonNode j = JSON.readTree(DiffFormat.JSON.render(CorpusTest.run("input-enum-value-removed")));
        assertThat(j.path("suggested_bump").asText()).isEqualTo("major");
        JsonNode c = j.path("changes").get(0);
        assertThat(c.path("kind").asText()).isEqualTo("input/enum-value-removed");
        assertThat(c.path("severity").asText()).isEqualTo("breaking");
        assertThat(c.path("endpoint").asText()).isEqualTo("BOOK /reservations");
        assertThat(c.path("field").asText()).isEqualTo("room_type");
        assertThat(c.path("old").asText()).isEqualTo("suite");
        assertThat(c.path("new").isNull()).isTrue();
        assertThat(c.path("message").asText()).contains("422");
        assertThat(c.path("location").path("file").asText()).isEqualTo("endpoints/book.toml");
        assertThat(c.path("location").path("line").asInt()).isPositive();
        assertThat(j.path("tools").get(0).path("backward_compatible").asBoolean())
                .isFalse();
        // diff names the bump each change needs, and what the A2T tool needs (issue 40)
        assertThat(c.path("bump").asText()).isEqualTo("major");
        assertThat(j.path("tools").get(0).path("needs").asText()).isEqualTo("new-tool");
        JsonNode added = JSON.readTree(DiffFormat.JSON.render(CorpusTest.run("output-added")));
        assertThat(added.path("changes").get(0).path("bump").asText()).isEqualTo("minor");
        assertThat(added.path("tools").get(0).path("needs").asText()).isEqualTo("new-version");
    }

    @Test
    void sarifValidatesAgainstTheSarif210SchemaAndTheSchemaCanFail() throws Exception {
        Schema schema = sarifSchema();
        Set<String> levels = new HashSet<>();
        for (String name : new String[] {
            "endpoint-removed",
            "endpoint-deprecated",
            "handler-changed",
            "output-added",
            "lifecycle-successor-missing",
            "server-alias-removed"
        }) {
            JsonNode s = JSON.readTree(DiffFormat.SARIF.render(CorpusTest.run(name)));
            assertThat(schema.validate(s)).as(name).isEmpty();
            s.at("/runs/0/results").forEach(r -> levels.add(r.path("level").asText()));
            JsonNode rules = s.at("/runs/0/tool/driver/rules");
            s.at("/runs/0/results")
                    .forEach(r -> assertThat(rules.get(r.path("ruleIndex").asInt())
                                    .path("id")
                                    .asText())
                            .isEqualTo(r.path("ruleId").asText()));
        }
        assertThat(levels).containsExactlyInAnyOrder("error", "warning", "note", "none");
        ObjectNode broken = (ObjectNode) JSON.readTree(DiffFormat.SARIF.render(CorpusTest.run("endpoint-removed")));
        ((ObjectNode) broken.at("/runs/0/results/0")).put("severity", "breaking");
        assertThat(schema.validate(broken)).as("the schema can fail").isNotEmpty();
    }

    @Test
    void removalsPointIntoTheOldVersionInSarif() throws Exception {
        JsonNode s = JSON.readTree(DiffFormat.SARIF.render(CorpusTest.run("endpoint-removed")));
        JsonNode art = s.at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation");
        assertThat(art.path("uriBaseId").asText()).isEqualTo("OLDROOT");
        assertThat(s.at("/runs/0/originalUriBaseIds/OLDROOT/uri").asText()).endsWith("/endpoint-removed/old/");
    }

    @Test
    void markdownIsAPullRequestComment() throws Exception {
        String md = DiffFormat.MARKDOWN.render(CorpusTest.run("lifecycle-successor-missing"));
        assertThat(md)
                .startsWith("### Contract changes")
                .contains(":x: **1 breaking change**")
                .contains("#### Breaking (1)")
                .contains("#### Deprecations (1)")
                .contains(
                        "[`lifecycle/successor-missing`](https://github.com/agtp-studio/agtp-studio/blob/main/docs/diff.md#lifecycle-successor-missing)")
                .as("a deprecation alone keeps the tool's version")
                .doesNotContain("| Tool | Version | Old callers |");
        assertThat(DiffFormat.MARKDOWN.render(CorpusTest.run("input-required-added")))
                .contains(
                        "| `BOOK /reservations` | 1 -> a new tool | a new version may only add optional inputs or outputs"
                                + " (A2T §5.4): give the change a new path and keep version 1 served |");
        assertThat(DiffFormat.MARKDOWN.render(CorpusTest.run("unchanged"))).contains("No changes an agent could see");
    }

    @Test
    void textEndsWithTheVerdictLine() throws Exception {
        String t = DiffFormat.TEXT.render(CorpusTest.run("output-removed"));
        assertThat(t)
                .contains("breaking    output/removed")
                .contains("[needs a major bump]")
                .contains("at endpoints/book.toml:")
                .contains("A2T tool BOOK /reservations: needs a new tool (A2T §5.4")
                .contains("1 breaking, 0 deprecation, 0 compatible, 0 internal; suggested bump: major "
                        + "(document_version 1 -> 2)");
    }
}
