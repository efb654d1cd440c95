package dev.agtpstudio.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.CatalogDiff.CategoryChange;
import dev.agtpstudio.core.catalog.CatalogDiff.DeprecatedVerb;
import dev.agtpstudio.core.catalog.CatalogDiff.RemovedVerb;
import java.util.List;
import org.junit.jupiter.api.Test;

class CatalogDiffTest {
    private final MethodCatalog v100 = CatalogFixtures.load("catalog-1.0.0.json");
    private final MethodCatalog v110 = CatalogFixtures.load("catalog-1.1.0.json");
    private final MethodCatalog v200 = CatalogFixtures.load("catalog-2.0.0.json");

    @Test
    void minorRevisionAddsAndDeprecatesWithoutRemoving() {
        CatalogDiff d = CatalogDiff.between(v100, v110);
        assertThat(d.oldVersion()).isEqualTo("1.0.0");
        assertThat(d.newVersion()).isEqualTo("1.1.0");
        assertThat(d.added()).containsExactly("STAY");
        assertThat(d.removed()).isEmpty();
        assertThat(d.newlyDeprecated())
                .containsExactly(
                        new DeprecatedVerb("RESERVE", "1.1.0", "2.0.0", "BOOK"),
                        new DeprecatedVerb("LOOKUP", "1.1.0", "2.0.0", "QUERY"));
        assertThat(d.categoryChanges())
                .containsExactly(new CategoryChange("RATE", List.of("analysis"), List.of("transaction", "analysis")));
        assertThat(d.categoryChanges().get(0).primaryChanged()).isTrue();
        assertThat(d.notes()).isEmpty();
    }

    @Test
    void majorRevisionRemovesTombstonedAndAbsentVerbsWithTheirSuccessors() {
        CatalogDiff d = CatalogDiff.between(v110, v200);
        assertThat(d.removed()).containsExactly(new RemovedVerb("RESERVE", "BOOK"), new RemovedVerb("LOOKUP", "QUERY"));
        assertThat(d.added()).isEmpty();
        assertThat(d.newlyDeprecated()).isEmpty();
        assertThat(d.embeddedAdded()).containsExactly("FETCH");
        assertThat(d.embeddedRemoved()).isEmpty();
        assertThat(d.notes()).isEmpty();
        assertThat(d.isRemoved("RESERVE")).isTrue();
        assertThat(d.isRemoved("BOOK")).isFalse();
    }

    @Test
    void skippingTheMinorStillReportsEveryRemovalAndAddition() {
        CatalogDiff d = CatalogDiff.between(v100, v200);
        assertThat(d.added()).containsExactly("STAY");
        assertThat(d.removed()).extracting(RemovedVerb::name).containsExactly("RESERVE", "LOOKUP");
        assertThat(d.removal("LOOKUP")).get().extracting(RemovedVerb::successor).isNull();
        assertThat(d.newlyDeprecated())
                .as("removed verbs are reported as removed, not as deprecated")
                .isEmpty();
    }

    @Test
    void identicalCatalogsDifferInNothing() {
        CatalogDiff d = CatalogDiff.between(v110, v110);
        assertThat(d.isEmpty()).isTrue();
        assertThat(d.notes()).isEmpty();
    }

    @Test
    void bundledCatalogAgainstItselfIsEmpty() {
        assertThat(CatalogDiff.between(MethodCatalog.bundled(), MethodCatalog.bundled())
                        .isEmpty())
                .isTrue();
    }

    @Test
    void reverseDiffSwapsAddedAndRemoved() {
        CatalogDiff d = CatalogDiff.between(v200, v100);
        assertThat(d.added()).containsExactly("RESERVE", "LOOKUP");
        assertThat(d.removed()).extracting(RemovedVerb::name).containsExactly("STAY");
        assertThat(d.embeddedRemoved()).containsExactly("FETCH");
        assertThat(d.notes()).anyMatch(n -> n.contains("downgrade"));
    }

    @Test
    void removalWithoutMajorBumpIsNoted() {
        MethodCatalog fake = rename(v200, "1.2.0");
        CatalogDiff d = CatalogDiff.between(v110, fake);
        assertThat(d.notes()).anyMatch(n -> n.contains("without a MAJOR version bump"));
    }

    @Test
    void additionInPatchRevisionIsNoted() {
        CatalogDiff d = CatalogDiff.between(v100, rename(v110, "1.0.1"));
        assertThat(d.notes()).anyMatch(n -> n.contains("PATCH revision"));
    }

    @Test
    void sameVersionWithDifferentVerbsIsNoted() {
        CatalogDiff d = CatalogDiff.between(v100, rename(v110, "1.0.0"));
        assertThat(d.notes()).anyMatch(n -> n.contains("both catalogs say version 1.0.0"));
    }

    private static MethodCatalog rename(MethodCatalog c, String version) {
        return new MethodCatalog(version, c.methods(), c.embedded(), c.legacy(), c.categories());
    }
}
