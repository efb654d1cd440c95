package dev.agtpstudio.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MethodCatalogTest {
    private final MethodCatalog catalog = MethodCatalog.bundled();

    @ParameterizedTest
    @CsvSource({
        "BOOK, true", "QUERY, true", "CHECKIN, true", "AUDITLOG, true", "UNPAIR, true",
        "book, false", "GET, false", "BOOKING, false", "RESERVATION, false", "'', false",
    })
    void isVerbIsExactCatalogMembership(String name, boolean expected) {
        assertThat(catalog.isVerb(name)).isEqualTo(expected);
    }

    @Test
    void isVerbIsFalseForNull() {
        assertThat(catalog.isVerb(null)).isFalse();
        assertThat(catalog.method(null)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({
        "BOOK, transaction", "QUERY, discovery", "FETCH, retrieval", "CANCEL, domain_spanning",
        "DESCRIBE, mechanics", "SUMMARIZE, analysis", "NOTIFY, notification", "MODIFY, modification",
        "CREATE, creation", "QUOTE, transaction", "CHECKIN, retrieval",
    })
    void categoryIsThePrimaryCategory(String verb, String category) {
        assertThat(catalog.category(verb)).contains(category);
    }

    @Test
    void categoryOfANonVerbIsEmpty() {
        assertThat(catalog.category("GET")).isEmpty();
        assertThat(catalog.category("BOOKING")).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"QUERY, true", "PROPOSE, true", "REINSTATE, true", "DEPRECATE, true", "BOOK, false", "GET, false"})
    void isEmbeddedFollowsTheFloor(String verb, boolean expected) {
        assertThat(catalog.isEmbedded(verb)).isEqualTo(expected);
        if (catalog.isVerb(verb)) {
            assertThat(catalog.method(verb).orElseThrow().embedded()).isEqualTo(expected);
        }
    }

    @ParameterizedTest
    @CsvSource({"GET, FETCH", "POST, CREATE", "PUT, REPLACE", "DELETE, REMOVE", "PATCH, MODIFY"})
    void legacyVerbsMapToTheirPreferredVerb(String legacy, String preferred) {
        assertThat(catalog.isLegacy(legacy)).isTrue();
        assertThat(catalog.legacyVerb(legacy).orElseThrow().preferred()).isEqualTo(preferred);
        assertThat(catalog.isVerb(preferred)).isTrue();
    }

    @Test
    void catalogVerbsAreNotLegacy() {
        assertThat(catalog.isLegacy("FETCH")).isFalse();
        assertThat(catalog.legacyVerb("get")).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({
        "BOK, BOOK",
        "QUERRY, QUERY",
        "GET, FETCH",
        "POST, CREATE",
        "DELETE, REMOVE",
        "book, BOOK",
        "BOOKING, BOOK",
        "BOOKED, BOOK",
        "RESERVATION, RESERVE",
        "CANCELLATION, CANCEL",
        "QUERIES, QUERY",
        "NOTIFIED, NOTIFY",
        "VALIDATION, VALIDATE",
        "PAYMENT, PAY",
        "ORDERS, ORDER",
        "SERACH, SEARCH",
        "FETCHH, FETCH",
        "SUMARIZE, SUMMARIZE",
        "check-in, CHECKIN",
        "CREATION, CREATE",
    })
    void nearestPutsTheIntendedVerbFirst(String typed, String expected) {
        assertThat(catalog.nearest(typed, 5)).first().isEqualTo(expected);
    }

    @Test
    void nearestOfALegacyVerbStartsWithItsPreferredVerbThenSpellingNeighbours() {
        List<String> near = catalog.nearest("GET", 5);
        assertThat(near).startsWith("FETCH").contains("SET");
    }

    @Test
    void nearestRespectsTheLimitAndFindsNothingForNoise() {
        assertThat(catalog.nearest("BOK", 1)).containsExactly("BOOK");
        assertThat(catalog.nearest("BOOK", 0)).isEmpty();
        assertThat(catalog.nearest("XQZWVJ", 5)).isEmpty();
        assertThat(catalog.nearest(null, 5)).isEmpty();
        assertThat(catalog.nearest("", 5)).isEmpty();
    }

    @Test
    void nearestListsOnlyCatalogVerbsWithoutDuplicates() {
        for (String typed : List.of("BOK", "RESERVATIONS", "GET", "UPDAT", "LOOK-UP", "CHECKOUTS")) {
            List<String> near = catalog.nearest(typed, 8);
            assertThat(near).as(typed).doesNotHaveDuplicates().allMatch(catalog::isVerb);
        }
    }

    @ParameterizedTest
    @CsvSource({
        "order, true", "orders, false", "book, true", "books, false", "check-in, true", "check_in, true",
        "checkin, true", "Check-In, true", "search, true", "list, true", "review, true", "quote, true",
        "invoice, true", "invoices, false", "reservations, false", "rooms, false", "get, true", "post, true",
        "look-up, true", "{order}, false", "'', false", "auditlog, true", "audit-log, true",
    })
    void isVerbSegmentComparesWithoutCaseHyphensOrUnderscores(String segment, boolean expected) {
        assertThat(catalog.isVerbSegment(segment)).isEqualTo(expected);
    }

    @Test
    void isVerbSegmentIsFalseForNull() {
        assertThat(catalog.isVerbSegment(null)).isFalse();
    }

    @Test
    void verbsInListsVerbsByPrimaryCategoryInCatalogOrder() {
        List<String> transaction = catalog.verbsIn("transaction");
        assertThat(transaction).hasSize(68).startsWith("EXECUTE", "REVOKE").contains("BOOK", "QUOTE");
        int total = catalog.categories().keySet().stream()
                .mapToInt(c -> catalog.verbsIn(c).size())
                .sum();
        assertThat(total).isEqualTo(catalog.methods().size());
        assertThat(catalog.verbsIn(null)).isEmpty();
        assertThat(catalog.verbsIn("nonsense")).isEmpty();
    }

    @Test
    void deprecatedVerbIsStillAVerbAndCarriesItsWarning() {
        MethodCatalog c = catalog("1.2.0", info("AUDITX", "1.2.0", "2.0.0", "AUDIT"), info("AUDIT", null, null, null));
        assertThat(c.isVerb("AUDITX")).isTrue();
        assertThat(c.isDeprecated("AUDITX")).isTrue();
        assertThat(c.isRemoved("AUDITX")).isFalse();
        assertThat(c.method("AUDITX").orElseThrow().warningHeader())
                .isEqualTo("deprecated; successor=AUDIT; removed_in=2.0.0");
        assertThat(c.isDeprecated("AUDIT")).isFalse();
    }

    @Test
    void entryPastItsRemovalVersionIsATombstoneNotAVerb() {
        MethodCatalog c = catalog("2.0.0", info("AUDITX", "1.2.0", "2.0.0", "AUDIT"), info("AUDIT", null, null, null));
        assertThat(c.isVerb("AUDITX")).isFalse();
        assertThat(c.isRemoved("AUDITX")).isTrue();
        assertThat(c.isDeprecated("AUDITX")).isFalse();
        assertThat(c.category("AUDITX")).isEmpty();
        assertThat(c.isVerbSegment("auditx")).isFalse();
        assertThat(c.nearest("AUDITX", 3)).containsExactly("AUDIT");
        assertThat(c.verbsIn("analysis")).containsExactly("AUDIT");
    }

    @Test
    void removalVersionComparesNumericallyNotAsText() {
        MethodCatalog before = catalog("1.9.0", info("OLDX", "1.2.0", "1.10.0", null));
        MethodCatalog after = catalog("1.10.0", info("OLDX", "1.2.0", "1.10.0", null));
        assertThat(before.isVerb("OLDX")).isTrue();
        assertThat(after.isVerb("OLDX")).isFalse();
    }

    private static MethodInfo info(String name, String deprecatedIn, String removedIn, String successor) {
        return new MethodInfo(name, List.of("analysis"), "a test verb", false, deprecatedIn, removedIn, successor);
    }

    private static MethodCatalog catalog(String version, MethodInfo... infos) {
        Map<String, MethodInfo> m = new LinkedHashMap<>();
        for (MethodInfo i : infos) {
            m.put(i.name(), i);
        }
        return new MethodCatalog(version, m, List.of(), Map.of(), Map.of("analysis", "analysis"));
    }
}
