package dev.agtpstudio.validator.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LexiconConsistencyTest {
    private final LexiconConsistency lexicon = LexiconConsistency.bundled();

    @ParameterizedTest(name = "{0} / {1} -> {2} {3}")
    @CsvSource(delimiter = '|', textBlock = """
            BOOK      | Books a restaurant reservation on behalf of the requesting agent | CONSISTENT | SAME_VERB
            BOOK      | Returns a list of available restaurants                          | FAILURE    | CONTRADICTION
            FIND      | Creates a new reservation in the system                          | FAILURE    | CONTRADICTION
            CANCEL    | Retrieves cancellation policy                                    | FAILURE    | CONTRADICTION
            RESERVE   | Books a table for two                                            | CONSISTENT | SAME_CATEGORY
            PURCHASE  | Buys a train ticket                                              | CONSISTENT | SAME_VERB
            ACTIVATE  | Deactivates the account                                          | FAILURE    | OPPOSITE
            APPROVE   | Rejects the loan application                                     | FAILURE    | OPPOSITE
            GENERATE  | Deletes generated reports                                        | FAILURE    | OPPOSITE
            LIST      | Finds all rooms                                                  | CONSISTENT | SAME_CATEGORY
            FETCH     | Finds the reservation                                            | CONSISTENT | RELATED
            SCHEDULE  | Books a meeting slot                                             | WARNING    | MISMATCH
            UPDATE    | Patient admission record                                         | CONSISTENT | UNREAD
            TRIAGE    | Assesses and prioritizes a patient for care                      | CONSISTENT | SAME_CATEGORY
            ADMIT     | Admits a patient to a care facility                              | CONSISTENT | SAME_VERB
            PRESCRIBE | Prescribes a drug                                                | CONSISTENT | SAME_VERB
            LOOKUP    | Looks up a customer by email                                     | CONSISTENT | SAME_VERB
            SEARCH    | This endpoint allows agents to search hotels                     | CONSISTENT | SAME_VERB
            PURGE     | Permanently erases all data                                      | CONSISTENT | SAME_VERB
            CHECK     | Checks in a guest at the front desk                              | FAILURE    | CONTRADICTION
            """)
    void classifiesTheIntentsLeadingVerbAgainstTheMethod(
            String method, String intent, Verdict verdict, Relation relation) {
        assertThat(lexicon.judge(method, intent).relation()).isEqualTo(relation);
        ConsistencyResult r = lexicon.check(method, intent);
        assertThat(r.verdict()).isEqualTo(verdict);
        assertThat(r.mode()).isEqualTo(ConsistencyResult.LEXICON);
        assertThat(r.explanation()).isNotBlank();
    }

    @Test
    void aContradictionOffersCatalogVerbsThatFitTheIntent() {
        ConsistencyResult r = lexicon.check("BOOK", "Returns a list of available restaurants");
        assertThat(r.closerVerbs())
                .extracting(VerbScore::verb)
                .contains("FETCH")
                .doesNotContain("BOOK");
        assertThat(r.explanation()).contains("BOOK").contains("AGIS §6");
    }

    @Test
    void emptyIntentOrMethodIsAWarningNotAnException() {
        assertThat(lexicon.check("BOOK", "  ").verdict()).isEqualTo(Verdict.WARNING);
        assertThat(lexicon.check(null, "Books a table").verdict()).isEqualTo(Verdict.WARNING);
        assertThat(lexicon.check("BOOK", null).explanation()).contains("intent");
    }

    @Test
    void oddTextNeverThrows() {
        for (String s : new String[] {"!!!", "123 456", "ÄÖÜ ß", "a", "the the the", "-ing -ed"}) {
            assertThat(lexicon.check("BOOK", s)).isNotNull();
            assertThat(lexicon.check(s, "Books a table")).isNotNull();
        }
    }
}
