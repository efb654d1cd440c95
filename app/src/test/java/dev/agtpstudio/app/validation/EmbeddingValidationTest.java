package dev.agtpstudio.app.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.live.StandardValidation;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The IDE's production validator: AGIS pass 6 runs on the MiniLM model once it has loaded, announces that through
 * {@code onImproved}, and then judges the spec's own violation (BOOK / "Returns a list of available restaurants")
 * with the model rather than the lexicon.
 */
class EmbeddingValidationTest {
    static final String AGIS = """
            agis: "1.0"
            service: "Acme Restaurant Reservations"
            agtp: "agtp://reservations.acme.example"
            description: "Reservation management for restaurant booking agents"
            endpoints:
              - method: BOOK
                path: /reservation
                semantic:
                  intent: "Returns a list of available restaurants"
                  actor: agent
                  outcome: "A confirmed reservation record exists with status CONFIRMED"
                  capability: transaction
                  confidence_guidance: 0.9
                  impact_tier: irreversible
                  is_idempotent: false
                input: {type: object, properties: {party_size: {type: integer}}, required: [party_size]}
                output: {type: object, properties: {reservation_id: {type: string}}}
                errors: [reservation_unavailable]
            vocabulary:
              declared_verbs: [BOOK]
              domain: hospitality
              version: "1.0.0"
            """;

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void passSixSwitchesToTheModelWhenItHasLoaded() throws Exception {
        StandardValidation v = StandardValidation.withEmbeddingModel();
        try {
            CountDownLatch improved = new CountDownLatch(1);
            v.onImproved(improved::countDown);
            v.warmUp();
            assertThat(improved.await(170, TimeUnit.SECONDS)).as("model loaded").isTrue();
            Path file = Path.of("/ws/acme.agis");
            Workspace ws = Workspace.of(Path.of("/ws"), MethodCatalog.bundled(), List.of(FileLoader.load(file, AGIS)));
            List<Diagnostic> d = v.validate(ws, Set.of());
            assertThat(d)
                    .filteredOn(x -> x.ruleId().equals("agis/p6-intent-inconsistent"))
                    .singleElement()
                    .satisfies(x -> assertThat(x.message()).doesNotContainIgnoringCase("lexicon"));
        } finally {
            v.close();
        }
    }

    @Test
    void withoutTheModelPassSixSaysItUsedTheLexicon() {
        StandardValidation v = new StandardValidation(null);
        Path file = Path.of("/ws/acme.agis");
        Workspace ws = Workspace.of(Path.of("/ws"), MethodCatalog.bundled(), List.of(FileLoader.load(file, AGIS)));
        assertThat(v.validate(ws, Set.of()))
                .filteredOn(x -> x.ruleId().equals("agis/p6-intent-inconsistent"))
                .singleElement()
                .satisfies(x -> assertThat(x.message()).containsIgnoringCase("lexicon"));
    }
}
