package dev.agtpstudio.app.tools;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.bench.BenchSupport;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The A2T listener's versions come from the contract-evolution engine: a workspace whose git history recorded
 * CANCEL /reservations/{reservation_id} at version 1 and then, after an output was added, at version 2 serves both
 * over HTTP, newest first, each with the signature it had.
 */
class EvolutionToolVersionsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
    private static final String CANCEL = "CANCEL /reservations/{reservation_id}";
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void versionsRecordedInGitHistoryAreServedNewestFirst(@TempDir Path dir) throws Exception {
        Path ws = dir.resolve("hotel");
        BenchSupport.copy(SAMPLE, ws);
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            commit(git, "v1");
            Files.writeString(ws.resolve("endpoints/cancel_reservation.toml"), """

                    [[endpoint.output]]
                    name = "loyalty_tier"
                    type = "string"
                    description = "The guest's loyalty tier."
                    """, StandardOpenOption.APPEND);
            Files.createDirectories(ws.resolve(".agtp-studio"));
            Files.writeString(ws.resolve(".agtp-studio/a2t-tools.json"), "{\"tools\": {\"" + CANCEL + "\": 2}}");
            commit(git, "v2: loyalty tier");
        }
        try (LocalServer server = LocalServer.start(
                ws, ServerOptions.defaults().withPort(0), DispatchOptions.defaults(), null, null, false)) {
            A2tHttpServer a2t = server.startA2t(
                    ServerOptions.defaults().withPort(0), new EvolutionToolVersions(ws, MethodCatalog.bundled()));
            JsonNode cancel = tool(a2t, "cancel_reservations");
            assertThat(cancel.path("version").asText()).isEqualTo("2");
            String id = cancel.path("toolId").asText();

            JsonNode versions = get(a2t, "/tools/" + id + "/versions").path("items");
            assertThat(versions).hasSize(2);
            assertThat(versions.get(0).path("version").asText()).isEqualTo("2");
            assertThat(versions.get(1).path("version").asText()).isEqualTo("1");
            assertThat(versions.get(1).path("currentVersion").asText()).isEqualTo("2");
            assertThat(versions.get(1).path("toolId").asText()).isEqualTo(id);
            assertThat(outputs(versions.get(0))).contains("loyalty_tier");
            assertThat(outputs(versions.get(1))).doesNotContain("loyalty_tier").contains("refund_amount");

            assertThat(outputs(get(a2t, "/tools/" + id + "/versions/1"))).doesNotContain("loyalty_tier");
            assertThat(outputs(get(a2t, "/tools/" + id + "/versions/2"))).contains("loyalty_tier");
            assertThat(get(a2t, "/tools?version=1&pageLimit=100").path("items").findValuesAsText("toolId"))
                    .contains(id);

            JsonNode other = tool(a2t, "query_rooms");
            assertThat(get(a2t, "/tools/" + other.path("toolId").asText() + "/versions")
                            .path("items"))
                    .hasSize(1);
            assertThat(other.path("version").asText()).isEqualTo("1");
        }
    }

    @Test
    void aFolderOutsideGitServesTheRecordedNumber(@TempDir Path dir) throws Exception {
        BenchSupport.copy(SAMPLE, dir);
        Files.createDirectories(dir.resolve(".agtp-studio"));
        Files.writeString(dir.resolve(".agtp-studio/a2t-tools.json"), "{\"tools\": {\"" + CANCEL + "\": 3}}");
        try (LocalServer server = LocalServer.start(
                dir, ServerOptions.defaults().withPort(0), DispatchOptions.defaults(), null, null, false)) {
            A2tHttpServer a2t = server.startA2t(
                    ServerOptions.defaults().withPort(0), new EvolutionToolVersions(dir, MethodCatalog.bundled()));
            JsonNode cancel = tool(a2t, "cancel_reservations");
            assertThat(cancel.path("version").asText()).isEqualTo("3");
            JsonNode versions = get(a2t, "/tools/" + cancel.path("toolId").asText() + "/versions")
                    .path("items");
            assertThat(versions).hasSize(1);
            assertThat(get(a2t, "/tools/" + cancel.path("toolId").asText() + "/versions/1")
                            .path("error")
                            .path("code")
                            .asText())
                    .isEqualTo("tool-not-found");
        }
    }

    private JsonNode tool(A2tHttpServer a2t, String namePrefix) throws Exception {
        JsonNode items = get(a2t, "/tools?pageLimit=100").path("items");
        for (JsonNode t : items) {
            if (t.path("name").asText().startsWith(namePrefix)) {
                return t;
            }
        }
        throw new AssertionError("no tool " + namePrefix + " among " + items);
    }

    private JsonNode get(A2tHttpServer a2t, String path) throws Exception {
        HttpResponse<String> r = http.send(
                HttpRequest.newBuilder(URI.create(a2t.url() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(r.body());
    }

    private static List<String> outputs(JsonNode signature) {
        List<String> out = new ArrayList<>();
        signature.path("output_parameters").forEach(p -> out.add(p.path("id").asText()));
        return out;
    }

    private static void commit(Git git, String message) throws Exception {
        git.add().addFilepattern(".").call();
        git.commit()
                .setMessage(message)
                .setAuthor("t", "t@example.org")
                .setCommitter("t", "t@example.org")
                .setSign(false)
                .call();
    }
}
