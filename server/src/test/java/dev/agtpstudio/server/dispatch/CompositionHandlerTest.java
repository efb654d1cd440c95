package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.client.ClientExchange;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompositionHandlerTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private ServerHarness h;

    @BeforeEach
    void start() throws Exception {
        h = new ServerHarness(TestWorkspace.write(dir, TestWorkspace.Config.defaults()), ServerHarness.options());
    }

    @AfterEach
    void stop() {
        h.close();
    }

    @Test
    void runsStepsThreadingCapturedOutputs() throws Exception {
        ClientExchange e = h.send("ANALYZE", "/occupancy", "{\"property_id\": \"p1\"}");
        assertThat(e.status()).isEqualTo(200);
        assertThat(JSON.readTree(e.body()).get("summary").isTextual()).isTrue();
    }

    @Test
    void failingStepGivesCompositionFailedWithStepDetails() throws Exception {
        ClientExchange e = h.send("ANALYZE", "/occupancy", "{\"property_id\": \"missing\"}");
        assertThat(e.status()).isEqualTo(422);
        JsonNode err = JSON.readTree(e.body()).get("error");
        assertThat(err.get("code").asText()).isEqualTo("composition_failed");
        JsonNode d = err.get("details");
        assertThat(d.get("recipe").asText()).isEqualTo("room-report");
        assertThat(d.get("step").asInt()).isEqualTo(1);
        assertThat(d.get("step_method").asText()).isEqualTo("QUERY");
        assertThat(d.get("step_status").asInt()).isEqualTo(422);
        assertThat(d.get("captured").size()).isZero();
        assertThat(d.get("step_error").get("error").get("code").asText()).isEqualTo("property_not_found");
    }

    @Test
    void checksAuthorityForEveryStepBeforeTheFirstRuns() throws Exception {
        ClientExchange e = h.send("VERIFY", "/bookings", "{\"room_id\": \"r-9\"}");
        assertThat(e.status()).isEqualTo(455);
        JsonNode err = JSON.readTree(e.body()).get("error");
        assertThat(err.get("missing").toString()).contains("booking:room");
        assertThat(err.get("explanation").asText()).contains("step 1").contains("no step was run");
        ClientExchange ok = h.send("VERIFY", "/bookings", "{\"room_id\": \"r-9\"}", "Authority-Scope: booking:*");
        assertThat(ok.status()).isEqualTo(200);
        JsonNode merged = JSON.readTree(ok.body());
        assertThat(merged.has("reservation_id")).isTrue();
        assertThat(merged.has("summary")).isTrue();
    }
}
