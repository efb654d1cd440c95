package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.client.ClientExchange;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The bundled sample workspace served as a designer would: every endpoint registers and the recipes run. */
class SampleWorkspaceTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PROPERTY = "6f1c2a9e-4b7d-4c1e-9a53-2f0d8e7b1c44";
    private ServerHarness h;

    @BeforeEach
    void start() throws Exception {
        Path sample = Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
        assumeTrue(Files.isDirectory(sample), "samples/hotel not present");
        h = new ServerHarness(
                WorkspaceLoader.load(sample, MethodCatalog.bundled()),
                ServerHarness.options().withEnvironment(Map.of("HOTEL_PMS_TOKEN", "t")));
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    @Test
    void registersEverySampleEndpoint() {
        assertThat(h.dispatcher.refusals()).isEmpty();
        assertThat(h.dispatcher.registry().routes()).hasSizeGreaterThanOrEqualTo(11);
    }

    @Test
    void listAggregationReturnsTheStepOutputsInOrder() throws Exception {
        ClientExchange e = h.send(
                "PLAN",
                "/itineraries",
                "{\"property_id\":\"" + PROPERTY + "\",\"check_in\":\"2026-06-01\"," + "\"check_out\":\"2026-06-03\"}",
                "Authority-Scope: *");
        assertThat(e.status()).as(e.bodyText()).isEqualTo(200);
        JsonNode steps = JSON.readTree(e.body()).get("steps");
        assertThat(steps.size()).isEqualTo(2);
        assertThat(steps.get(0).has("rooms")).isTrue();
    }

    @Test
    void redirectAndDeprecatedEndpointBehaveAsDeclared() throws Exception {
        ClientExchange search = h.send(
                "SEARCH",
                "/rooms",
                "{\"property_id\":\"" + PROPERTY + "\",\"check_in\":\"2026-06-01\"," + "\"check_out\":\"2026-06-03\"}",
                "Authority-Scope: *");
        assertThat(search.status()).isEqualTo(200);
        ClientExchange reserve = h.send("RESERVE", "/reservations", "{}", "Authority-Scope: *");
        assertThat(reserve.headers().get("AGTP-Endpoint-Warning"))
                .contains("deprecated; successor=BOOK /reservations; removed_in=2.0.0");
    }
}
