package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.server.client.ClientExchange;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Interop with the reference loader (docs/decisions/0180): a reference-form endpoint file without
 * {@code [[endpoint.input.*]]} tables is an endpoint that takes no input; it is registered and served.
 */
class ReferenceFormNoInputTest {
    static final String STATUS = """
            [endpoint]
            method = "QUERY"
            path = "/status"
            description = "Reports whether the service is up."

            [endpoint.semantic]
            intent = "Report whether the service is up."
            actor = "agent"
            outcome = "The current service status is returned."
            capability = "retrieval"
            confidence = 0.9
            impact = "informational"
            is_idempotent = true

            [[endpoint.output]]
            name = "status"
            type = "string"
            description = "up or down"

            [endpoint.handler]
            type = "registered_function"
            function = "svc.status"
            """;

    @TempDir
    Path dir;

    private ServerHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    @Test
    void isRegisteredAndAcceptsAnEmptyInputButNoFields() throws Exception {
        Files.writeString(dir.resolve("status.toml"), STATUS);
        h = new ServerHarness(TestWorkspace.load(dir), ServerHarness.options());

        assertThat(h.dispatcher.refusals()).isEmpty();
        assertThat(h.dispatcher.registry().routes()).hasSize(1);
        ClientExchange ok = h.send("QUERY", "/status", "{}", "Agent-ID: " + "a".repeat(64));
        assertThat(ok.status()).as(new String(ok.body())).isEqualTo(200);
        ClientExchange extra = h.send("QUERY", "/status", "{\"city\":\"Oslo\"}", "Agent-ID: " + "a".repeat(64));
        assertThat(extra.status()).as(new String(extra.body())).isEqualTo(422);
    }
}
