package dev.agtpstudio.validator.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Runs pass 6 with the real all-MiniLM-L6-v2 model over the committed evaluation set and reports accuracy, the
 * false-failure rate on consistent pairs and the naive cosine baseline (printed). See {@link EvalRow#correct} for how
 * labels are scored.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(RealModel.class)
class ConsistencyEvalTest {
    private EmbeddingConsistency scorer;
    private EmbeddingConsistency naive;
    private LexiconConsistency lexicon;
    private List<EvalRow> rows;

    @BeforeAll
    void loadModel(RealModel.Loaded model) throws Exception {
        scorer = model.scorer;
        naive = model.scorer(SemanticOptions.defaults().withMode(SemanticOptions.Mode.NAIVE_COSINE));
        lexicon = LexiconConsistency.bundled();
        rows = EvalRow.load();
    }

    @Test
    void evaluationSetIsLargeAndCoversEveryLabel() {
        assertThat(rows).hasSizeGreaterThanOrEqualTo(170);
        assertThat(rows).extracting(EvalRow::label).contains("consistent", "inconsistent", "borderline");
        assertThat(rows).extracting(EvalRow::split).contains("dev", "test");
    }

    @Test
    void embeddingScorerIsAtLeastNinetyPercentAccurateAndNeverFailsAConsistentPair() {
        Report all = report("embedding", scorer, r -> true);
        report("embedding dev", scorer, r -> r.split().equals("dev"));
        Report test = report("embedding test", scorer, r -> r.split().equals("test"));
        Report naiveAll = report("naive-cosine", naive, r -> true);
        Report lexAll = report("lexicon", lexicon, r -> true);
        System.out.printf(
                Locale.ROOT,
                "[pass6-eval] accuracy embedding %.1f%% (test split %.1f%%), lexicon %.1f%%,"
                        + " naive-cosine %.1f%%%n",
                all.accuracy(),
                test.accuracy(),
                lexAll.accuracy(),
                naiveAll.accuracy());
        assertThat(all.accuracy()).isGreaterThanOrEqualTo(90.0);
        assertThat(all.falseFailures()).isZero();
    }

    @Test
    void specExamplesOfViolationsFailAndTheSpecModelIsConsistent() {
        assertThat(scorer.check("BOOK", "Books a restaurant reservation on behalf of the requesting agent")
                        .verdict())
                .isEqualTo(Verdict.CONSISTENT);
        assertThat(scorer.check("FIND", "Finds restaurants matching the agent criteria")
                        .verdict())
                .isEqualTo(Verdict.CONSISTENT);
        assertThat(scorer.check("BOOK", "Returns a list of available restaurants")
                        .verdict())
                .isEqualTo(Verdict.FAILURE);
        assertThat(scorer.check("FIND", "Creates a new reservation in the system")
                        .verdict())
                .isEqualTo(Verdict.FAILURE);
        assertThat(scorer.check("CANCEL", "Retrieves cancellation policy").verdict())
                .isEqualTo(Verdict.FAILURE);
    }

    @ParameterizedTest(name = "{0} / {1}")
    @CsvSource(delimiter = '|', textBlock = """
            BOOK      | Books a restaurant reservation on behalf of the requesting agent
            FIND      | Finds restaurants matching the agent criteria
            TRIAGE    | Assesses and prioritizes a patient for care
            ADMIT     | Admits a patient to a care facility
            TRANSFER  | Transfers funds between accounts on behalf of the agent
            RECONCILE | Reconciles account records against transaction ledger
            """)
    void theExampleDocumentsOfSection10AreConsistent(String method, String intent) {
        assertThat(scorer.check(method, intent).verdict()).isEqualTo(Verdict.CONSISTENT);
    }

    @Test
    void naiveModeReproducesTheSpecThresholdsOnTheSpecExamples() {
        ConsistencyResult book =
                naive.check("BOOK", "Books a restaurant reservation on behalf of the requesting agent");
        ConsistencyResult cancel = naive.check("CANCEL", "Retrieves cancellation policy");
        assertThat(book.mode()).isEqualTo(ConsistencyResult.NAIVE);
        assertThat(book.score()).isBetween(0.1, 0.3);
        assertThat(book.verdict()).isEqualTo(Verdict.WARNING);
        assertThat(cancel.score()).isGreaterThan(0.3);
        assertThat(cancel.verdict()).isEqualTo(Verdict.CONSISTENT);
    }

    @Test
    void oddInputNeverThrowsInAnyMode() {
        String longIntent = "Books a table ".repeat(600);
        for (EmbeddingConsistency c : List.of(scorer, naive)) {
            for (String[] p : new String[][] {
                {"book", "Books a table"},
                {"B00K", "Books a table"},
                {"BOOK", "!!!"},
                {"BOOK", "ÄÖÜ ß 漢字"},
                {"BOOK", longIntent},
                {"ZZZQX", "Frobnicates the widget"},
                {"BOOK", ""},
                {"", "Books a table"}
            }) {
                ConsistencyResult r = c.check(p[0], p[1]);
                assertThat(r.verdict()).isNotNull();
                assertThat(r.explanation()).isNotBlank();
            }
        }
    }

    @Test
    void aFailureNamesCloserVerbsAndExplainsItself() {
        ConsistencyResult r = scorer.check("BOOK", "Returns a list of available restaurants");
        assertThat(r.mode()).isEqualTo(ConsistencyResult.EMBEDDING);
        assertThat(r.closerVerbs()).isNotEmpty();
        assertThat(r.closerVerbs()).extracting(VerbScore::verb).doesNotContain("BOOK");
        assertThat(r.explanation()).contains("BOOK").contains("ranks");
    }

    private record Report(int n, int correct, int falseFailures, int consistent) {
        double accuracy() {
            return 100.0 * correct / n;
        }
    }

    private Report report(String name, IntentConsistency c, Predicate<EvalRow> which) {
        int n = 0;
        int ok = 0;
        int ff = 0;
        int cons = 0;
        int flaggedInconsistent = 0;
        int inconsistent = 0;
        int failedInconsistent = 0;
        for (EvalRow r : rows) {
            if (!which.test(r)) {
                continue;
            }
            ConsistencyResult res = c.check(r.method(), r.intent());
            n++;
            if (r.correct(res.verdict())) {
                ok++;
            } else if (System.getProperty("pass6.verbose") != null) {
                System.out.printf(
                        Locale.ROOT,
                        "  miss %-6s %-12s %-13s %-10s %s | %s%n",
                        r.split(),
                        r.method(),
                        r.label(),
                        res.verdict(),
                        r.intent(),
                        res.explanation());
            }
            if (r.label().equals("consistent")) {
                cons++;
                if (res.verdict() == Verdict.FAILURE) {
                    ff++;
                }
            }
            if (r.label().equals("inconsistent")) {
                inconsistent++;
                if (res.verdict() != Verdict.CONSISTENT) {
                    flaggedInconsistent++;
                }
                if (res.verdict() == Verdict.FAILURE) {
                    failedInconsistent++;
                }
            }
        }
        System.out.printf(
                Locale.ROOT,
                "[pass6-eval] %-15s n=%3d accuracy=%5.1f%%  false-failures on consistent=%d/%d"
                        + " (%.1f%%)  inconsistent flagged=%d/%d, hard-failed=%d%n",
                name,
                n,
                100.0 * ok / n,
                ff,
                cons,
                cons == 0 ? 0 : 100.0 * ff / cons,
                flaggedInconsistent,
                inconsistent,
                failedInconsistent);
        return new Report(n, ok, ff, cons);
    }
}
