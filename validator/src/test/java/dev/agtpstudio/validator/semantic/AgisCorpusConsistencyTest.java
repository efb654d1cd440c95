package dev.agtpstudio.validator.semantic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The embedding scorer on the validator's AGIS corpus (fixtures/agis, AGIS §9.3 style): no endpoint of the valid or
 * borderline set is hard-failed, the valid set is consistent throughout, and the pass-6 invalid fixture has a
 * failing endpoint.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(RealModel.class)
class AgisCorpusConsistencyTest {
    private EmbeddingConsistency scorer;

    @BeforeAll
    void setUp(RealModel.Loaded model) {
        scorer = model.scorer;
    }

    @Test
    void validDocumentsAreConsistentAndBorderlineOnesAreNeverHardFailed() throws Exception {
        int checked = 0;
        for (String set : List.of("valid", "borderline")) {
            for (String[] e : endpoints(set)) {
                if (set.equals("borderline") && e[0].contains("p6-")) {
                    continue;
                }
                ConsistencyResult r = scorer.check(e[1], e[2]);
                checked++;
                String what = set + "/" + e[0] + " " + e[1] + " / " + e[2] + ": " + r.explanation();
                assertThat(r.verdict()).as(what).isNotEqualTo(Verdict.FAILURE);
                if (set.equals("valid")) {
                    assertThat(r.verdict()).as(what).isEqualTo(Verdict.CONSISTENT);
                }
            }
        }
        System.out.printf(Locale.ROOT, "[agis-corpus] %d endpoint intents checked%n", checked);
        assertThat(checked).isPositive();
    }

    @Test
    void thePassSixBorderlineFixtureIsNotHardFailedAndTheInvalidOneIsFlagged() throws Exception {
        for (String[] e : endpoints("borderline")) {
            if (e[0].startsWith("p6-")) {
                assertThat(scorer.check(e[1], e[2]).verdict()).as(e[0]).isNotEqualTo(Verdict.FAILURE);
            }
        }
        List<Verdict> invalid = new ArrayList<>();
        for (String[] e : endpoints("invalid")) {
            if (e[0].startsWith("p6-")) {
                invalid.add(scorer.check(e[1], e[2]).verdict());
            }
        }
        assertThat(invalid).contains(Verdict.FAILURE);
    }

    /** (file name, method, intent) of every endpoint with an intent in one corpus set. */
    private static List<String[]> endpoints(String set) throws IOException, URISyntaxException {
        Path dir = Path.of(AgisCorpusConsistencyTest.class
                .getResource("/fixtures/agis/" + set)
                .toURI());
        List<String[]> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path f : s.sorted().toList()) {
                AgisDocument d =
                        AgisLoader.load(SourceText.of(f, Files.readString(f))).model();
                if (d == null || d.endpoints() == null) {
                    continue;
                }
                for (AgisDocument.AgisEndpoint e : d.endpoints()) {
                    if (e != null
                            && e.method() != null
                            && e.semantic() != null
                            && e.semantic().intent() != null) {
                        out.add(new String[] {
                            f.getFileName().toString(), e.method(), e.semantic().intent()
                        });
                    }
                }
            }
        }
        return out;
    }
}
