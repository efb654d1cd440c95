package dev.agtpstudio.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.tools.ToolVersions;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code serve --a2t-port}: the A2T listener beside AGTP on the sample workspace, on the same dispatcher, stopped with the server. */
class LocalServerA2tTest {
    private static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");

    @Test
    void a2tListsTheSameEndpointsAgtpServesAndStopsWithTheServer() throws Exception {
        A2tHttpServer a2t;
        try (LocalServer s = LocalServer.start(
                SAMPLE, ServerOptions.defaults().withPort(0), DispatchOptions.defaults(), null, null, false)) {
            a2t = s.startA2t(ServerOptions.defaults().withPort(0), ToolVersions.CURRENT_ONLY);
            HttpResponse<String> tools = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(a2t.url() + "/tools?pageLimit=100"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(tools.statusCode()).isEqualTo(200);
            int a2tCount =
                    new ObjectMapper().readTree(tools.body()).get("items").size();
            String viaAgtp = AgtpClient.exchange(
                            ClientOptions.loopback(s.server().port()), ClientRequest.of("DISCOVER", "/tools"))
                    .bodyText();
            assertThat(new ObjectMapper().readTree(viaAgtp).get("items").size())
                    .isEqualTo(a2tCount)
                    .as("every published endpoint is a tool")
                    .isEqualTo(s.dispatcher().manifest().get("endpoints").size());
            assertThat(a2tCount).isPositive();
        }
        assertThat(a2t.port()).as("closed with the server").isEqualTo(-1);
    }

    @Test
    void theWorkspacesListenersTableAndTheCommandLineAddOriginsToTheLoopbackOnes(@TempDir Path dir) throws Exception {
        Path ws = dir.resolve("hotel");
        try (var files = java.nio.file.Files.walk(SAMPLE)) {
            for (Path f : files.toList()) {
                Path to = ws.resolve(SAMPLE.relativize(f).toString());
                if (java.nio.file.Files.isDirectory(f)) {
                    java.nio.file.Files.createDirectories(to);
                } else {
                    java.nio.file.Files.copy(f, to);
                }
            }
        }
        java.nio.file.Files.writeString(
                ws.resolve("agtp-server.toml"),
                "\n[listeners]\nallowed_origins = [\"https://studio.example\"]\n",
                java.nio.file.StandardOpenOption.APPEND);
        try (LocalServer s = LocalServer.start(
                ws, ServerOptions.defaults().withPort(0), DispatchOptions.defaults(), null, null, false)) {
            A2tHttpServer a2t = s.startA2t(
                    ServerOptions.defaults()
                            .withPort(0)
                            .withOrigins(dev.agtpstudio.server.net.OriginPolicy.LOOPBACK.plus(
                                    java.util.List.of("https://cli.example"), java.util.List.of())),
                    ToolVersions.CURRENT_ONLY);
            HttpClient http = HttpClient.newHttpClient();
            java.util.function.Function<String, Integer> from = origin -> {
                try {
                    return http.send(
                                    HttpRequest.newBuilder(URI.create(a2t.url() + "/tools"))
                                            .header("Origin", origin)
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString())
                            .statusCode();
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            };
            assertThat(from.apply("https://studio.example")).isEqualTo(200);
            assertThat(from.apply("https://cli.example")).isEqualTo(200);
            assertThat(from.apply("http://localhost:8080")).isEqualTo(200);
            assertThat(from.apply("https://evil.example")).isEqualTo(403);
        }
    }
}
