package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.net.AgtpServer;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.wire.WireLimits;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every wire limit through the real dispatcher: a located 400 with the usual headers, and the server keeps serving. */
class MalformedTrafficTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private AgtpServer server;

    @BeforeEach
    void start() throws Exception {
        Dispatcher d = new Dispatcher(
                TestWorkspace.write(dir, TestWorkspace.Config.defaults()),
                ServerHarness.options(),
                ContractCheck.NONE,
                SemanticRanker.lexical(MethodCatalog.bundled()));
        server = new AgtpServer(ServerOptions.defaults().withPort(0).withLimits(new WireLimits(2048, 20, 4096)), d);
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    static Stream<Arguments> traffic() {
        return Stream.of(
                Arguments.of("AGTP/1.0 QUERY /rooms#top\r\n\r\n", "invalid-request-line"),
                Arguments.of("AGTP/1.1 QUERY /rooms\r\n\r\n", "unsupported-version"),
                Arguments.of("AGTP/1.0 QUERY /rooms\r\nContent-Length: 12x\r\n\r\n", "invalid-content-length"),
                Arguments.of("AGTP/1.0 QUERY /rooms\r\nContent-Length: -5\r\n\r\n", "invalid-content-length"),
                Arguments.of("AGTP/1.0 QUERY /rooms\r\nContent-Length : 2\r\n\r\n{}", "invalid-header"),
                Arguments.of("\r\n".repeat(5000) + "AGTP/1.0 QUERY /rooms\r\n\r\n", "invalid-request-line"),
                Arguments.of("AGTP/1.0 QUERY /rooms\r\nAgent-ID\t: a1\r\n\r\n", "invalid-header"),
                Arguments.of("AGTP/1.0 QUERY /rooms\r\nContent-Length: 999999\r\n\r\n", "body-too-large"),
                Arguments.of("AGTP/1.0 QUERY /rooms\r\n" + "X-A: 1\r\n".repeat(21) + "\r\n", "too-many-headers"),
                Arguments.of(
                        "AGTP/1.0 QUERY /rooms\r\nX-Big: " + "z".repeat(3000) + "\r\n\r\n", "header-block-too-large"),
                Arguments.of("AGTP/1.0 QUERY /rooms\r\nX-Bad: caf\u00ff\r\n\r\n", "invalid-header-encoding"));
    }

    @ParameterizedTest
    @MethodSource("traffic")
    void answers400WithTheNamedCodeAndKeepsServing(String raw, String code) throws Exception {
        byte[] bytes = raw.getBytes(StandardCharsets.UTF_8);
        if (code.equals("invalid-header-encoding")) {
            bytes = raw.getBytes(StandardCharsets.ISO_8859_1);
        }
        try (AgtpClient c = new AgtpClient(ClientOptions.loopback(server.port()))) {
            ClientExchange e = c.sendRaw(bytes);
            assertThat(e.status()).isEqualTo(400);
            assertThat(JSON.readTree(e.body()).get("error").get("code").asText())
                    .isEqualTo(code);
            assertThat(e.headers().get("Server-ID")).contains("test.agtp.local");
            assertThat(e.headers().get("Response-ID")).isPresent();
        }
        ClientExchange ok = AgtpClient.exchange(
                ClientOptions.loopback(server.port()),
                ClientRequest.json("QUERY", "/rooms", null, "{\"property_id\":\"p1\"}"));
        assertThat(ok.status()).isEqualTo(200);
    }
}
