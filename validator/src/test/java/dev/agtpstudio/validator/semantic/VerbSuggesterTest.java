package dev.agtpstudio.validator.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VerbSuggesterTest {
    private final Lexicon lexicon = Lexicon.load(MethodCatalog.bundled());
    private final VerbSuggester lexical = new VerbSuggester(lexicon, null);

    @ParameterizedTest(name = "{0} {1} {2} -> {4}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            GET    | /pets                  | listPets        | List all pets                  | LIST
            GET    | /pets/{petId}          | getPetById      | Info for a specific pet        | FETCH
            POST   | /orders/{id}/cancel    | cancelOrder     | -                              | CANCEL
            DELETE | /pets/{petId}          | deletePet       | Deletes a pet                  | REMOVE
            POST   | /bookings              | createBooking   | Book a table at a restaurant   | BOOK
            PATCH  | /users/{id}            | -               | -                              | MODIFY
            POST   | /payments              | -               | Pay an invoice                 | PAY
            GET    | /hotels                | searchHotels    | -                              | SEARCH
            """)
    void lexicalEvidenceRanksTheObviousVerbFirst(
            String http, String path, String opId, String summary, String expected) {
        List<VerbSuggestion> s = lexical.suggest(new OperationDescription(http, path, opId, summary, null), 5);
        assertThat(s).isNotEmpty();
        assertThat(s.get(0).verb()).isEqualTo(expected);
        assertThat(s.get(0).evidence()).isNotEmpty();
        assertThat(s.get(0).score()).isBetween(0.0, 1.0);
    }

    @Test
    void neverProposesAVerbOutsideTheCatalog() {
        List<VerbSuggestion> s = lexical.suggest(
                new OperationDescription("POST", "/widgets/{id}/frobnicate", "frobnicateWidget", "Frobnicates", null),
                10);
        assertThat(s).isNotEmpty();
        assertThat(s)
                .allMatch(v -> lexicon.catalog().isVerb(v.verb())
                        && !lexicon.catalog().method(v.verb()).orElseThrow().deprecated());
    }

    @Test
    void anOperationWithNothingToGoOnGetsNoSuggestion() {
        assertThat(lexical.suggest(new OperationDescription(null, null, null, null, null), 5))
                .isEmpty();
    }

    @Test
    @ExtendWith(RealModel.class)
    void withTheModelASummaryWithoutAKnownVerbStillFindsItsVerb(RealModel.Loaded model) {
        VerbSuggester withModel = new VerbSuggester(lexicon, model.scorer);
        List<VerbSuggestion> s = withModel.suggest(
                new OperationDescription(
                        "POST",
                        "/shipments",
                        null,
                        "Parcel handover to the courier for delivery to the recipient",
                        null),
                5);
        assertThat(s).extracting(VerbSuggestion::verb).containsAnyOf("SHIP", "DELIVER", "DISPATCH");
        assertThat(s)
                .filteredOn(v -> List.of("SHIP", "DELIVER", "DISPATCH").contains(v.verb()))
                .allMatch(v -> v.evidence().stream().anyMatch(e -> e.contains("gloss resembles")));
    }
}
