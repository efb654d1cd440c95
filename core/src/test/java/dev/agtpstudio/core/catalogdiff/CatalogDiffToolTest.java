package dev.agtpstudio.core.catalogdiff;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.catalog.CatalogFixtures;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CatalogDiffToolTest {
    private final CatalogDiffTool tool = new CatalogDiffTool(WorkspaceLoader::load);

    @ParameterizedTest
    @CsvSource({
        "catalog-1.0.0.json, catalog-2.0.0.json, deployment, 1",
        "catalog-1.0.0.json, catalog-1.1.0.json, deployment, 1",
        "catalog-1.0.0.json, catalog-1.1.0.json, deployment-migrating, 0",
        "catalog-1.0.0.json, catalog-2.0.0.json, deployment-migrating, 1",
        "catalog-1.1.0.json, catalog-1.1.0.json, deployment, 0",
        "catalog-1.0.0.json, catalog-2.0.0.json, deployment-broken, 2",
        "catalog-1.0.0.json, malformed-truncated.json, deployment, 2",
        "malformed-no-version.json, catalog-2.0.0.json, , 2",
        "catalog-1.0.0.json, catalog-2.0.0.json, , 0",
    })
    void exitCodesFollowAgtpApi47(String old, String neu, String deployment, int exit) {
        Path dir = deployment == null ? null : CatalogFixtures.path(deployment);
        assertThat(tool.run(CatalogFixtures.path(old), CatalogFixtures.path(neu), dir)
                        .exitCode())
                .isEqualTo(exit);
    }

    @Test
    void missingCatalogAndMissingFolderAreErrorsNotExceptions() {
        CatalogDiffTool.Outcome o = tool.run(
                Path.of("no-such-old.json"), CatalogFixtures.path("catalog-2.0.0.json"), Path.of("no-such-folder"));
        assertThat(o.report()).isNull();
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(o.errors())
                .containsExactly(
                        "OLD catalog no-such-old.json: no such file",
                        "deployment no-such-folder: not a readable folder");
    }

    @Test
    void malformedCatalogErrorSaysWhichAndWhere() {
        CatalogDiffTool.Outcome o = tool.run(
                CatalogFixtures.path("catalog-1.0.0.json"), CatalogFixtures.path("malformed-truncated.json"), null);
        assertThat(o.errors())
                .singleElement()
                .asString()
                .startsWith("NEW catalog ")
                .contains("not valid JSON at line");
    }

    @Test
    void loaderFailureIsAnErrorWithExitTwo() {
        CatalogDiffTool failing = new CatalogDiffTool((dir, c) -> {
            throw new IOException("disk on fire");
        });
        CatalogDiffTool.Outcome o = failing.run(
                CatalogFixtures.path("catalog-1.0.0.json"),
                CatalogFixtures.path("catalog-2.0.0.json"),
                CatalogFixtures.path("deployment"));
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(o.errors()).singleElement().asString().contains("disk on fire");
    }

    @Test
    void textReportListsTheDiffTheRowsAndTheVerdict() {
        CatalogDiffReport r = tool.run(
                        CatalogFixtures.path("catalog-1.0.0.json"),
                        CatalogFixtures.path("catalog-2.0.0.json"),
                        CatalogFixtures.path("deployment"))
                .report();
        String text = new CatalogDiffTextFormat().render(r);
        assertThat(text)
                .contains(
                        "catalog 1.0.0 -> 2.0.0",
                        "added (1): STAY",
                        "removed (2): RESERVE (successor BOOK), LOOKUP",
                        "embedded floor gains (1): FETCH",
                        "endpoints/reserve_holds.toml:2:10: error catalog-diff/endpoint-method-removed: endpoint RESERVE /holds",
                        "result: the deployment breaks under catalog 2.0.0 (7 breaking, 6 warning(s), 1 note(s)); exit 1");
    }

    @Test
    void jsonReportCarriesTheSameFactsAndTheExitCode() throws IOException {
        CatalogDiffReport r = tool.run(
                        CatalogFixtures.path("catalog-1.0.0.json"),
                        CatalogFixtures.path("catalog-1.1.0.json"),
                        CatalogFixtures.path("deployment-migrating"))
                .report();
        JsonNode j = new ObjectMapper().readTree(new CatalogDiffJsonFormat().render(r));
        assertThat(j.get("old_version").asText()).isEqualTo("1.0.0");
        assertThat(j.get("added").get(0).asText()).isEqualTo("STAY");
        assertThat(j.get("newly_deprecated").get(0).get("successor").asText()).isEqualTo("BOOK");
        assertThat(j.get("category_changes").get(0).get("primary_changed").asBoolean())
                .isTrue();
        JsonNode f = j.get("deployment").get("findings").get(0);
        assertThat(f.get("rule").asText()).isEqualTo(CatalogDiffRules.ENDPOINT_METHOD_DEPRECATED);
        assertThat(f.get("file").asText()).isEqualTo("endpoints/reserve_holds.toml");
        assertThat(f.get("line").asInt()).isEqualTo(2);
        assertThat(j.get("deployment").get("breaks").asBoolean()).isFalse();
        assertThat(j.get("exit_code").asInt()).isZero();
    }

    @Test
    void withoutDeploymentTheJsonDeploymentIsNull() throws IOException {
        CatalogDiffReport r = tool.run(
                        CatalogFixtures.path("catalog-1.0.0.json"), CatalogFixtures.path("catalog-2.0.0.json"), null)
                .report();
        JsonNode j = new ObjectMapper().readTree(new CatalogDiffJsonFormat().render(r));
        assertThat(j.get("deployment").isNull()).isTrue();
        assertThat(j.get("removed")).hasSize(2);
    }
}
