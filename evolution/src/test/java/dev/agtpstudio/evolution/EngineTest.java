package dev.agtpstudio.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the corpus cannot show by itself: the catalog version, locations, tool versions, bumps and unreadable input. */
class EngineTest {
    private static final ContractSource SOURCE = new ContractSource(MethodCatalog.bundled());

    private static Workspace side(String name, String side) throws Exception {
        return SOURCE.load(CorpusTest.corpus().resolve(name).resolve(side));
    }

    @Test
    void aNewCatalogVersionIsReported() throws Exception {
        Workspace old = side("unchanged", "old");
        MethodCatalog c = old.catalog();
        MethodCatalog next = new MethodCatalog("1.1.0", c.methods(), c.embedded(), c.legacy(), c.categories());
        DiffResult r = new ContractDiff().diff(old, side("unchanged", "new").withCatalog(next));
        assertThat(r.changes()).singleElement().satisfies(ch -> {
            assertThat(ch.kind()).isEqualTo(ChangeKind.CATALOG_VERSION_CHANGED);
            assertThat(ch.severity()).isEqualTo(ChangeSeverity.COMPATIBLE);
            assertThat(ch.oldValue().asText()).isEqualTo(c.version());
            assertThat(ch.newValue().asText()).isEqualTo("1.1.0");
        });
    }

    @Test
    void changesPointAtTheLineThatChangedOnTheRightSide() throws Exception {
        Change added = CorpusTest.run("input-required-added").changes().get(0);
        assertThat(added.location().side()).isEqualTo(ChangeLocation.Side.NEW);
        assertThat(added.location().fileName()).isEqualTo("endpoints/book.toml");
        assertThat(added.location().range().startLine()).isEqualTo(21);
        Change removed = CorpusTest.run("endpoint-removed").changes().get(0);
        assertThat(removed.location().side()).isEqualTo(ChangeLocation.Side.OLD);
        assertThat(removed.location().fileName()).isEqualTo("endpoints/fetch.toml");
    }

    @Test
    void aMoveIsOneRemovalLinkedToOneAddition() throws Exception {
        DiffResult r = CorpusTest.run("endpoint-method-changed");
        Change moved = r.changes().stream()
                .filter(c -> c.kind() == ChangeKind.ENDPOINT_METHOD_CHANGED)
                .findFirst()
                .orElseThrow();
        Change added = r.changes().stream()
                .filter(c -> c.kind() == ChangeKind.ENDPOINT_ADDED)
                .findFirst()
                .orElseThrow();
        assertThat(moved.endpoint()).isEqualTo("FETCH /reservations/{reservation_id}");
        assertThat(moved.linked()).isEqualTo(added.endpoint()).isEqualTo("RETRIEVE /reservations/{reservation_id}");
        assertThat(added.linked()).isEqualTo(moved.endpoint());
    }

    @Test
    void toolVersionsFollowA2tSection54() throws Exception {
        ToolVersion compatible = CorpusTest.run("input-optional-added").tools().get("BOOK /reservations");
        assertThat(compatible.previous()).isEqualTo(1);
        assertThat(compatible.current()).isEqualTo(2);
        assertThat(compatible.backwardCompatible()).isTrue();
        ToolVersion breaking = CorpusTest.run("input-required-added").tools().get("BOOK /reservations");
        assertThat(breaking.current()).isEqualTo(2);
        assertThat(breaking.backwardCompatible()).isFalse();
        ToolVersion fresh = CorpusTest.run("endpoint-added").tools().get("CANCEL /reservations/{reservation_id}");
        assertThat(fresh.previous()).isZero();
        assertThat(fresh.current()).isEqualTo(1);
        assertThat(CorpusTest.run("handler-changed").tools())
                .as("internal changes keep the signature")
                .isEmpty();
        assertThat(CorpusTest.run("agis-input-made-required").tools())
                .as("AGIS endpoints are not A2T tools")
                .isEmpty();
    }

    @Test
    void recordedToolVersionsAreTheStartingPoint(@TempDir Path dir) throws Exception {
        A2tToolVersions.of(java.util.Map.of("BOOK /reservations", 4)).write(dir);
        A2tToolVersions read = A2tToolVersions.read(dir);
        assertThat(read.versionOf("BOOK /reservations")).isEqualTo(4);
        assertThat(read.versionOf("FETCH /other")).isEqualTo(1);
        DiffResult r = new ContractDiff().diff(side("output-added", "old"), side("output-added", "new"), read);
        assertThat(r.tools().get("BOOK /reservations").current()).isEqualTo(5);
        assertThat(read.apply(r.tools()).versionOf("BOOK /reservations")).isEqualTo(5);
    }

    @Test
    void theSuggestedDocumentVersionFollowsTheBumpOrAHandEdit(@TempDir Path dir) throws Exception {
        DiffResult r = CorpusTest.run("input-removed");
        assertThat(r.oldDocumentVersion()).isEqualTo("1");
        assertThat(r.suggestedDocumentVersion()).isEqualTo("2");
        DiffResult announced = CorpusTest.run("endpoint-removed-as-announced");
        assertThat(announced.alreadyBumped()).isTrue();
        assertThat(announced.suggestedDocumentVersion()).isEqualTo("2");
        assertThat(VersionBump.MINOR.apply("1.4.2")).isEqualTo("1.5.0");
        assertThat(VersionBump.MAJOR.apply("v1.4")).isEqualTo("v2.0");
        assertThat(VersionBump.PATCH.apply("1.4.2")).isEqualTo("1.4.3");
        assertThat(VersionBump.MINOR.apply("7")).isEqualTo("8");
        DocumentVersion.write(dir, "3.0");
        assertThat(DocumentVersion.read(dir)).isEqualTo("3.0");
    }

    @Test
    void aFileThatDoesNotParseIsRefusedWithItsLocation(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("broken.toml"), "[endpoint]\nmethod = \"BOOK\nlost = 1\n");
        assertThat(org.assertj.core.api.Assertions.catchThrowableOfType(
                                ContractSource.UnreadableException.class, () -> SOURCE.load(dir))
                        .errors())
                .singleElement()
                .asString()
                .contains("broken.toml:2:");
        assertThat(org.assertj.core.api.Assertions.catchThrowableOfType(
                                ContractSource.UnreadableException.class, () -> SOURCE.load(dir.resolve("missing")))
                        .errors())
                .singleElement()
                .asString()
                .contains("no such file or folder");
    }

    @Test
    void singleFilesCompareLikeWorkspaces() throws Exception {
        Path c = CorpusTest.corpus().resolve("scope-required-added");
        DiffResult r = new ContractDiff()
                .diff(
                        SOURCE.load(c.resolve("old/endpoints/book.toml")),
                        SOURCE.load(c.resolve("new/endpoints/book.toml")));
        assertThat(r.changes()).extracting(ch -> ch.kind().id()).containsExactly("scope/required-added");
    }
}
