package dev.agtpstudio.validator.agis;

import static dev.agtpstudio.validator.agis.AgisFixtures.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.validator.semantic.ConsistencyResult;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import dev.agtpstudio.validator.semantic.VerbScore;
import dev.agtpstudio.validator.semantic.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Pass 6 turns the injected scorer's verdicts into located diagnostics with the closer verbs as fixes. */
class SemanticConsistencyPassTest {

    /** Answers from a table: FAILURE for BOOK, WARNING for FIND, CONSISTENT otherwise; records what it was asked. */
    private static final class FakeScorer implements IntentConsistency {
        final List<String> asked = new ArrayList<>();

        @Override
        public ConsistencyResult check(String method, String intent) {
            asked.add(method + "|" + intent);
            return switch (method) {
                case "BOOK" ->
                    new ConsistencyResult(
                            Verdict.FAILURE,
                            0.05,
                            "fake",
                            "the intent reads as retrieval.",
                            List.of(
                                    new VerbScore("FIND", 0.7),
                                    new VerbScore("BOOK", 0.1),
                                    new VerbScore("SEARCH", 0.6)));
                case "FIND" -> new ConsistencyResult(Verdict.WARNING, 0.2, "fake", "weakly related.", List.of());
                default -> new ConsistencyResult(Verdict.CONSISTENT, 0.9, "fake", "fits.", List.of());
            };
        }
    }

    private static List<Diagnostic> runWith(IntentConsistency scorer, AgisDocument d, String text, LocationMap loc) {
        return run(AgisCheck.standard(scorer), loaded(d, text, loc));
    }

    @Test
    void aFailureIsAnErrorAtTheIntentWithCloserVerbsAsFixes() {
        String text = "  - method: BOOK\n    semantic:\n      intent: Returns a list of available restaurants\n";
        var loc = Located.of(text)
                .value("/endpoints/0/method", "BOOK")
                .value("/endpoints/0/semantic/intent", "Returns a list of available restaurants")
                .build();
        FakeScorer scorer = new FakeScorer();
        var ds = runWith(
                scorer,
                withFirst(e -> semantic(e, sem(e.semantic(), "intent", "Returns a list of available restaurants"))),
                text,
                loc);
        Diagnostic d = ds.stream()
                .filter(x -> x.ruleId().equals("agis/p6-intent-inconsistent"))
                .findFirst()
                .orElseThrow();
        assertThat(d.severity()).isEqualTo(Severity.ERROR);
        assertThat(d.pass()).isEqualTo(Passes.agis(6));
        assertThat(d.keyPath()).isEqualTo("/endpoints/0/semantic/intent");
        assertThat(d.range().startLine()).isEqualTo(3);
        assertThat(d.message())
                .contains("BOOK")
                .contains("fake score 0.05")
                .contains("reads as retrieval")
                .contains("FIND, SEARCH");
        assertThat(d.fixes())
                .extracting(f -> f.title())
                .containsExactly("Change method to FIND", "Change method to SEARCH");
        assertThat(d.fixes().get(0).applyTo(text)).startsWith("  - method: FIND\n");
        assertThat(scorer.asked).contains("BOOK|Returns a list of available restaurants");
    }

    @Test
    void aWarningIsAWarningAndConsistentIntentsAreQuiet() {
        var ds = runWith(new FakeScorer(), valid(), "", LocationMap.EMPTY);
        assertThat(ds)
                .filteredOn(d -> d.pass().equals(Passes.agis(6)))
                .extracting(Diagnostic::ruleId, Diagnostic::severity, Diagnostic::keyPath)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple(
                                "agis/p6-intent-inconsistent", Severity.ERROR, "/endpoints/0/semantic/intent"),
                        org.assertj.core.groups.Tuple.tuple(
                                "agis/p6-intent-weak", Severity.WARNING, "/endpoints/1/semantic/intent"));
        IntentConsistency quiet = (m, i) -> new ConsistencyResult(Verdict.CONSISTENT, 1, "fake", "", List.of());
        assertThat(runWith(quiet, valid(), "", LocationMap.EMPTY)).isEmpty();
    }

    @Test
    void methodsThatFailSyntaxAreNotJudgedAndAThrowingScorerDoesNotEscape() {
        FakeScorer scorer = new FakeScorer();
        runWith(scorer, withFirst(e -> method(e, "BOOK_TABLE")), "", LocationMap.EMPTY);
        assertThat(scorer.asked).noneMatch(a -> a.startsWith("BOOK_TABLE"));
        IntentConsistency broken = (m, i) -> {
            throw new IllegalStateException("model not loaded");
        };
        assertThat(runWith(broken, valid(), "", LocationMap.EMPTY)).isEmpty();
    }

    @Test
    void theLexiconScorerFlagsTheDraftsOwnViolationExamples() {
        var lexicon = LexiconConsistency.bundled();
        var ds = runWith(
                lexicon,
                withFirst(e -> semantic(e, sem(e.semantic(), "intent", "Returns a list of available restaurants"))),
                "",
                LocationMap.EMPTY);
        assertThat(ids(ds)).containsAnyOf("agis/p6-intent-inconsistent", "agis/p6-intent-weak");
        assertThat(runWith(lexicon, valid(), "", LocationMap.EMPTY)).isEmpty();
    }
}
