package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * AGIS pass 6 with the real MiniLM model, as {@code agtp-studio lsp} runs by default: the first diagnostics come from
 * the lexicon (and say so) without waiting for the model; once it has loaded in the background the server re-validates
 * and publishes the model's verdict. The one language-server test that loads the real model (tens of seconds on a busy
 * machine): tagged {@code real-model} so a quick local run can leave it out ({@code -DexcludedGroups=real-model});
 * the full run keeps it. {@link SlowModelTest} checks the same behaviour, and supersession, on a fake model.
 */
@Tag(EmbeddingModelTest.REAL_MODEL)
class EmbeddingModelTest {
    static final String REAL_MODEL = "real-model";
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
    static final String P6 = "agis/p6-intent-inconsistent";

    @TempDir
    Path tmp;

    static Diagnostic p6(PublishDiagnosticsParams p) {
        return p.getDiagnostics().stream()
                .filter(d -> P6.equals(d.getCode().getLeft()))
                .findFirst()
                .orElse(null);
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void passSixAnswersFromTheLexiconFirstThenFromTheModelOnceItHasLoaded() throws Exception {
        Path root = Files.createDirectories(tmp.resolve("acme"));
        Path agis = root.resolve("acme.agis");
        Files.writeString(agis, AGIS);
        try (PipedServer lsp = new PipedServer(LspOptions.defaults("test"))) {
            lsp.initialize(root);
            PublishDiagnosticsParams first = lsp.await(agis, p -> p6(p) != null);
            assertThat(p6(first).getMessage()).containsIgnoringCase("lexicon");
            PublishDiagnosticsParams model = lsp.await(
                    agis,
                    p -> p6(p) != null && !p6(p).getMessage().toLowerCase().contains("lexicon"));
            assertThat(p6(model).getSeverity()).isNotNull();
        }
    }
}
