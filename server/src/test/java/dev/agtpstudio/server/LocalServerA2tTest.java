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

/** {@code serve --a2t-port}: the A2T listener beside AGTP on the sample workspace, on the same dispatcher, stopped with the server. */
class LocalServerA2tTest {
    private static final Path SAMPLE = Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");

    @Test
    void a2tListsTheSameEndpointsAgtpServesAndStopsWithTheServer() throws Exception {
        A2tHttpServer a2t;
        try (LocalServer s = LocalServer.start(SAMPLE, ServerOptions.defaults().withPort(0), DispatchOptions.defaults(), null, null, false)) {
            a2t = s.startA2t(ServerOptions.defaults().withPort(0), ToolVersions.CURRENT_ONLY);
            HttpResponse<String> tools = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(a2t.url() + "/tools?pageLimit=100")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(tools.statusCode()).isEqualTo(200);
            int a2tCount = new ObjectMapper().readTree(tools.body()).get("items").size();
            String viaAgtp = AgtpClient.exchange(ClientOptions.loopback(s.server().port()), ClientRequest.of("DISCOVER", "/tools")).bodyText();
            assertThat(new ObjectMapper().readTree(viaAgtp).get("items").size()).isEqualTo(a2tCount)
                    .as("every published endpoint is a tool").isEqualTo(s.dispatcher().manifest().get("endpoints").size());
            assertThat(a2tCount).isPositive();
        }
        assertThat(a2t.port()).as("closed with the server").isEqualTo(-1);
    }
}
