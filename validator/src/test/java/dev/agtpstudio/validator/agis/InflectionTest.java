package dev.agtpstudio.validator.agis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class InflectionTest {
    private final Inflection inflection = new Inflection(MethodCatalog.bundled());

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "BOOKING, BOOK", "BOOKED, BOOK", "BOOKS, BOOK", "SCHEDULING, SCHEDULE", "SCHEDULED, SCHEDULE",
        "PLANNED, PLAN", "PLANNING, PLAN", "QUERIED, QUERY", "QUERIES, QUERY", "FINDS, FIND",
        "RECONCILES, RECONCILE", "DISPATCHES, DISPATCH", "CANCELLED, CANCEL", "AGREED, AGREE", "EXISTS, EXIST",
        "REFUNDING, REFUND", "CREATED, CREATE"
    })
    void inflectedFormsAreRecognisedWithTheirBaseForm(String word, String base) {
        assertThat(inflection.analyse(word))
                .hasValueSatisfying(f -> assertThat(f.best()).isEqualTo(base));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "BOOK",
                "FIND",
                "PROCESS",
                "ACCESS",
                "ADDRESS",
                "FORWARD",
                "EMBED",
                "PROCEED",
                "EXCEED",
                "BRING",
                "STRING",
                "FOCUS",
                "BIAS",
                "PING",
                "SEED",
                "TRIAGE",
                "ADMIT",
                "RECONCILE",
                "DISMISS",
                "ASSESS",
                "SHED",
                "SPEED"
            })
    void baseFormsThatLookInflectedAreNot(String word) {
        assertThat(inflection.analyse(word)).isEmpty();
    }
}
