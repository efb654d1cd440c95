package dev.agtpstudio.validator.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MorphologyTest {
    private final Lexicon lexicon = Lexicon.load(MethodCatalog.bundled());

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "Books,book",
        "Booked,book",
        "Booking,book",
        "Creates,create",
        "Created,create",
        "Creating,create",
        "Shipped,ship",
        "Shipping,ship",
        "Queries,query",
        "Processes,process",
        "Process,process",
        "Access,access",
        "Accesses,access",
        "Forwards,forward",
        "Notifies,notify",
        "Reserves,reserve",
        "Cancelled,cancel",
        "Summarizes,summarize",
        "Lists,list",
        "Stops,stop"
    })
    void mapsInflectionsToTheBaseForm(String word, String lemma) {
        assertThat(lexicon.lookup(word)).map(Lexicon.Entry::lemma).contains(lemma);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "restaurants,restaurant",
        "categories,category",
        "boxes,box",
        "status,status",
        "rooms,room",
        "addresses,address"
    })
    void singularisesPathNouns(String plural, String singular) {
        assertThat(Morphology.singular(plural)).isEqualTo(singular);
    }
}
