package dev.agtpstudio.validator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.validator.report.ReportFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code validate --level 2}: AGIS Level 2 readiness is checked only when asked for. */
class ValidateLevelTest {
    @TempDir
    Path ws;

    private String run(int level) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new ValidateTool(MethodCatalog.bundled())
                .run(
                        new ValidateTool.Request(List.of(ws), ReportFormat.TEXT, Severity.ERROR, null, null, ws, level),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        System.err);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aStateChangingEndpointIsLevel2ReadyOnlyWithAStateTransitionInTheAgisDocument() throws Exception {
        String toml = Files.readString(Path.of("src/test/resources/fixtures/valid/reference-form.toml"));
        Files.writeString(ws.resolve("reserve.toml"), toml);

        assertThat(run(1)).doesNotContain("level2/");
        assertThat(run(2)).contains("reserve.toml:").contains("warning level2/state-transition");

        Files.writeString(ws.resolve("service.agis"), """
                agis: "1.0"
                service: "Rooms"
                agtp: "agtp://rooms.example"
                endpoints:
                  - method: RESERVE
                    path: /rooms/{room_id}
                    semantic:
                      intent: "Reserve the named room for the guest."
                      actor: agent
                      outcome: "A reservation_id for the held room is returned."
                      impact_tier: reversible
                      is_idempotent: false
                      confidence_guidance: 0.9
                      state_transition:
                        room.status: "FREE -> HELD"
                    input: {type: object, properties: {room_id: {type: string}}, required: [room_id]}
                    output: {type: object, properties: {reservation_id: {type: string}}}
                    errors: [room_unavailable]
                vocabulary: {declared_verbs: [RESERVE], domain: hospitality}
                """);
        assertThat(run(2)).doesNotContain("level2/");
    }
}
