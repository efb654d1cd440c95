package dev.agtpstudio.core.catalogdiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.CatalogDiff;
import dev.agtpstudio.core.catalog.CatalogFixtures;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fixture deployment under diff/deployment, written against catalog 1.0.0, scanned for 2.0.0 and 1.1.0. */
class DeploymentImpactTest {
    private final MethodCatalog v100 = CatalogFixtures.load("catalog-1.0.0.json");
    private final Path root = CatalogFixtures.path("deployment");
    private final Workspace ws = WorkspaceLoader.load(root, v100);

    @Test
    void majorUpgradeReportsEveryBrokenArtifactAtItsKey() {
        List<Diagnostic> found =
                new DeploymentImpact(CatalogDiff.between(v100, CatalogFixtures.load("catalog-2.0.0.json"))).scan(ws);
        assertThat(found)
                .extracting(this::row)
                .containsExactly(
                        "agtp-recipes.toml:9:10 ERROR catalog-diff/recipe-step-removed",
                        "agtp-recipes.toml:32:14 WARNING catalog-diff/recipe-pattern-removed",
                        "agtp-server.toml:7:27 WARNING catalog-diff/policy-allow-removed",
                        "agtp-server.toml:7:56 WARNING catalog-diff/policy-allow-removed",
                        "agtp-server.toml:8:23 INFO catalog-diff/policy-disallow-removed",
                        "agtp-server.toml:10:11 WARNING catalog-diff/policy-custom-now-verb",
                        "agtp-server.toml:14:8 ERROR catalog-diff/policy-alias-target-removed",
                        "agtp-server.toml:17:15 WARNING catalog-diff/policy-redirect-from-removed",
                        "agtp-server.toml:25:13 ERROR catalog-diff/policy-redirect-to-removed",
                        "endpoints/book_bookings_v1.toml:36:10 WARNING catalog-diff/endpoint-successor-removed",
                        "endpoints/fetch_stay.toml:3:8 ERROR catalog-diff/endpoint-path-now-verb",
                        "endpoints/lookup_codes.toml:2:10 ERROR catalog-diff/endpoint-method-removed",
                        "endpoints/reserve_holds.toml:2:10 ERROR catalog-diff/endpoint-method-removed",
                        "stays.agis:14:13 ERROR catalog-diff/agis-method-removed");
        assertThat(found)
                .allMatch(d ->
                        d.pass().equals(CatalogDiffRules.PASS) && !d.specRef().isEmpty());
    }

    @Test
    void messagesNameTheVerbTheNewVersionAndTheSuccessor() {
        List<Diagnostic> found =
                new DeploymentImpact(CatalogDiff.between(v100, CatalogFixtures.load("catalog-2.0.0.json"))).scan(ws);
        Diagnostic reserve = found.stream()
                .filter(d -> d.file().endsWith("reserve_holds.toml"))
                .findFirst()
                .orElseThrow();
        assertThat(reserve.message()).contains("RESERVE /holds", "2.0.0", "migrate to BOOK");
        assertThat(reserve.keyPath()).isEqualTo("/endpoint/method");
        Diagnostic stay = found.stream()
                .filter(d -> d.ruleId().equals(CatalogDiffRules.ENDPOINT_PATH_NOW_VERB))
                .findFirst()
                .orElseThrow();
        assertThat(stay.message()).contains("'stay'");
    }

    @Test
    void minorUpgradeOnlyWarnsAboutDeprecationsButStillCatchesNewVerbsInPaths() {
        List<Diagnostic> found =
                new DeploymentImpact(CatalogDiff.between(v100, CatalogFixtures.load("catalog-1.1.0.json"))).scan(ws);
        assertThat(found)
                .extracting(this::row)
                .containsExactly(
                        "agtp-recipes.toml:9:10 WARNING catalog-diff/recipe-step-deprecated",
                        "agtp-server.toml:7:27 INFO catalog-diff/policy-target-deprecated",
                        "agtp-server.toml:7:56 INFO catalog-diff/policy-target-deprecated",
                        "agtp-server.toml:10:11 WARNING catalog-diff/policy-custom-now-verb",
                        "agtp-server.toml:14:8 WARNING catalog-diff/policy-target-deprecated",
                        "agtp-server.toml:25:13 WARNING catalog-diff/policy-target-deprecated",
                        "endpoints/fetch_stay.toml:3:8 ERROR catalog-diff/endpoint-path-now-verb",
                        "endpoints/lookup_codes.toml:2:10 WARNING catalog-diff/endpoint-method-deprecated",
                        "endpoints/reserve_holds.toml:2:10 WARNING catalog-diff/endpoint-method-deprecated",
                        "stays.agis:14:13 WARNING catalog-diff/agis-method-deprecated");
    }

    @Test
    void sameCatalogFindsNothing() {
        assertThat(new DeploymentImpact(CatalogDiff.between(v100, v100)).scan(ws))
                .isEmpty();
        assertThat(DeploymentImpact.unreadable(ws)).isEmpty();
    }

    @Test
    void sampleWorkspaceIsUnaffectedByTheBundledCatalogAgainstItself() {
        Path sample = dev.agtpstudio.core.workspace.SampleWorkspaceTestAccess.sampleDir();
        Workspace hotel = WorkspaceLoader.load(sample, MethodCatalog.bundled());
        CatalogDiff none = CatalogDiff.between(MethodCatalog.bundled(), MethodCatalog.bundled());
        assertThat(new DeploymentImpact(none).scan(hotel)).isEmpty();
    }

    @Test
    void fileThatDoesNotParseIsReportedAsUnreadable() {
        Workspace broken = WorkspaceLoader.load(CatalogFixtures.path("deployment-broken"), v100);
        List<Diagnostic> unreadable = DeploymentImpact.unreadable(broken);
        assertThat(unreadable).hasSize(1);
        assertThat(unreadable.get(0).ruleId()).isEqualTo(CatalogDiffRules.UNREADABLE_FILE);
        assertThat(unreadable.get(0).severity()).isEqualTo(Severity.ERROR);
        assertThat(unreadable.get(0).file()).endsWith(Path.of("endpoints", "reserve_holds.toml"));
        assertThat(unreadable.get(0).range().startLine()).isEqualTo(3);
    }

    private String row(Diagnostic d) {
        return root.relativize(d.file()).toString().replace('\\', '/') + ":"
                + d.range().startLine() + ":" + d.range().startColumn() + " " + d.severity() + " " + d.ruleId();
    }
}
