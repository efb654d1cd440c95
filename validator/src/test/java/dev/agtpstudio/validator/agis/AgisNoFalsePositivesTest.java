package dev.agtpstudio.validator.agis;

import static dev.agtpstudio.validator.agis.AgisFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.Vocabulary;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The passing side of each rule: the spec's valid examples and look-alikes produce nothing. */
class AgisNoFalsePositivesTest {

    private static AgisDocument withMethod(String m) {
        AgisDocument d = withFirst(e -> method(e, m));
        return new AgisDocument(
                d.agis(),
                d.service(),
                d.agtp(),
                d.description(),
                d.endpoints(),
                new Vocabulary(List.of(m, "FIND"), "hospitality", null, "1.0.0", null, "/vocabulary"),
                null,
                Map.of(),
                d.format());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "BOOK",
                "RESERVE",
                "SCHEDULE",
                "RECONCILE",
                "TRIAGE",
                "ADMIT",
                "AUTHORIZE",
                "DISPATCH",
                "LOCATE",
                "ACCESS",
                "FORWARD",
                "EMBED",
                "ADDRESS",
                "CANCEL",
                "TRANSFER"
            })
    void actionIntentBaseFormsPassPasses2And3(String m) {
        assertThat(ids(run(withMethod(m)))).noneMatch(id -> id.startsWith("agis/p2-") || id.startsWith("agis/p3-"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "/reservation",
                "/restaurant/{id}",
                "/patient-record/{id}",
                "/calendar/event/{id}",
                "/order/{order_id}",
                "/delivery-order",
                "/funds",
                "/account/{id}",
                "/restaurants",
                "/hotel/{hotel_id}/room/{room_id}"
            })
    void theSpecsValidPathsPassPass4(String p) {
        // the hand-built input does not declare these parameters; that rule is tested on its own below
        assertThat(ids(run(withFirst(e -> path(e, p)))))
                .noneMatch(id -> id.startsWith("agis/p4-") && !id.equals("agis/p4-undeclared-parameter"));
    }

    @org.junit.jupiter.api.Test
    void pathParametersDeclaredInTheInputPassAndOthersWarn() {
        AgisDocument declared = withFirst(e -> path(e, "/restaurant/{restaurant_id}"));
        assertThat(ids(run(declared))).doesNotContain("agis/p4-undeclared-parameter");
        AgisDocument undeclared = withFirst(e -> path(e, "/restaurant/{slot_id}"));
        assertThat(run(undeclared))
                .filteredOn(d -> d.ruleId().equals("agis/p4-undeclared-parameter"))
                .singleElement()
                .satisfies(d -> assertThat(d.message()).contains("{slot_id}"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "Books a table for two; the system records the guest name",
                "Lists rooms the user is allowed to book",
                "Books a restaurant reservation at 7 p.m. on behalf of the agent"
            })
    void ordinaryIntentsAreNotMistakenForInjection(String intent) {
        assertThat(ids(run(withFirst(e -> semantic(e, sem(e.semantic(), "intent", intent))))))
                .noneMatch(id -> id.startsWith("agis/security-") || id.equals("agis/p5-single-sentence"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"informational", "reversible", "irreversible", "low", "medium", "high"})
    void sensitivityAcceptsTheImpactTiersAndTheDraftsExampleValues(String s) {
        AgisDocument v = valid();
        AgisDocument d = new AgisDocument(
                v.agis(),
                v.service(),
                v.agtp(),
                v.description(),
                v.endpoints(),
                v.vocabulary(),
                json("{\"available_data\":[{\"class\":\"location\",\"sensitivity\":\"" + s
                        + "\",\"requires_authorization\":true}]}"),
                v.schemas(),
                v.format());
        assertThat(run(d)).isEmpty();
    }
}
