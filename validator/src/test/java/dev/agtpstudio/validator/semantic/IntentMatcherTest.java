package dev.agtpstudio.validator.semantic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Ten requests against the sample workspace samples/hotel each rank the intended endpoint first. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(RealModel.class)
class IntentMatcherTest {
    private EmbeddingService service;
    private IntentMatcher matcher;
    private IntentMatcher lexical;
    private List<EndpointCandidate> hotel;
    private EmbeddingConsistency scorer;

    @BeforeAll
    void setUp(RealModel.Loaded model) throws Exception {
        String project = System.getProperty("agtp.project.dir");
        Path dir = project == null ? null : Path.of(project, "samples", "hotel");
        assumeTrue(dir != null && Files.isDirectory(dir), "samples/hotel not present");
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        hotel = WorkspaceCandidates.of(ws);
        service = model.service;
        EmbeddingConsistency ec = model.scorer;
        scorer = ec;
        Lexicon lex = ec.lexicon();
        matcher = new IntentMatcher(lex, ec, service, MatchWeights.defaults());
        lexical = new IntentMatcher(lex, null, null, MatchWeights.defaults());
    }

    @Test
    void workspaceAdapterMergesDeclarationsWithTheAgisDocument() {
        assertThat(hotel)
                .extracting(EndpointCandidate::id)
                .doesNotHaveDuplicates()
                .contains("BOOK /reservations", "QUERY /rooms", "NOTIFY /guests/{guest_id}/messages");
        EndpointCandidate list = hotel.stream()
                .filter(c -> c.id().equals("LIST /properties"))
                .findFirst()
                .orElseThrow();
        assertThat(list.parameterHints().get("city")).contains("in Portland");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            book a room for two nights in Portland next week             | BOOK /reservations
            which hotels do you have in Seattle                          | LIST /properties
            find an open deluxe room from March 3 to March 5             | QUERY /rooms
            how much would a harbor view suite cost for the weekend      | QUOTE /rates
            cancel my reservation, my flight was cancelled               | CANCEL /reservations/{reservation_id}
            change the dates of my reservation to next Friday            | MODIFY /reservations/{reservation_id}
            show me the details of reservation 8f2c                      | FETCH /reservations/{reservation_id}
            text the guest that their room is ready                      | NOTIFY /guests/{guest_id}/messages
            check whether the guest was billed the right amount          | AUDIT /folios/{reservation_id}
            plan a stay at the harbor for the first week of June         | PLAN /itineraries
            """)
    void eachRequestRanksTheIntendedEndpointFirst(String request, String expected) {
        List<EndpointMatch> ranked = matcher.rank(request, hotel);
        System.out.printf(
                Locale.ROOT,
                "[intent-match] %-60s -> %s (%.3f; next %s %.3f) lexical-first: %s%n",
                request,
                ranked.get(0).endpoint().id(),
                ranked.get(0).capabilityMatch(),
                ranked.get(1).endpoint().id(),
                ranked.get(1).capabilityMatch(),
                lexical.rank(request, hotel).get(0).endpoint().id());
        assertThat(ranked.get(0).mode()).isEqualTo(IntentMatcher.EMBEDDING);
        assertThat(ranked.get(0).endpoint().id()).isEqualTo(expected);
    }

    @Test
    void everySampleIntentIsConsistentWithItsMethod() {
        LexiconConsistency lexicon = LexiconConsistency.bundled();
        for (EndpointCandidate c : hotel) {
            ConsistencyResult r = scorer.check(c.method(), c.intent());
            System.out.printf(Locale.ROOT, "[hotel-pass6] %-40s %s %s%n", c.id(), r.verdict(), r.explanation());
            assertThat(r.verdict()).as(c.id() + ": " + r.explanation()).isEqualTo(Verdict.CONSISTENT);
            assertThat(lexicon.check(c.method(), c.intent()).verdict())
                    .as(c.id())
                    .isNotEqualTo(Verdict.FAILURE);
        }
    }

    @Test
    void capabilityMatchIsDeterministicForIdenticalInputs() {
        List<EndpointMatch> a = matcher.rank("book a table for two on Friday", hotel);
        List<EndpointMatch> b = matcher.rank("book a table for two on Friday", List.copyOf(hotel));
        assertThat(a).isEqualTo(b);
    }

    @Test
    void rankScoreFollowsTheAnsFormula() {
        EndpointMatch m = matcher.rank("cancel my booking", hotel).get(0);
        double expected = 0.3 * 1.0 + 0.4 * 1.0 + 0.3 * m.capabilityMatch();
        assertThat(m.rankScore()).isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(m.capabilityMatch()).isBetween(0.0, 1.0);
    }

    @Test
    void withoutTheModelMatchingFallsBackToLexicalOverlap() {
        List<EndpointMatch> ranked = lexical.rank("cancel my reservation", hotel);
        assertThat(ranked.get(0).mode()).isEqualTo(IntentMatcher.LEXICAL);
        assertThat(ranked.get(0).endpoint().id()).isEqualTo("CANCEL /reservations/{reservation_id}");
    }
}
