package dev.agtpstudio.server.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.WireLimits;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AgtpServerSocketTest {
    private AgtpServer server;
    private final List<ExchangeEvent> events = new CopyOnWriteArrayList<>();

    private AgtpServer start(ServerOptions o) throws Exception {
        server = new AgtpServer(o.withPort(0), new EchoHandler());
        server.addListener(events::add);
        return server.start();
    }

    private static ServerOptions opts() {
        return ServerOptions.defaults()
                .withLimits(new WireLimits(1024, 10, 1000))
                .withWorkerThreads(1);
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void servesSequentialRequestsOnOnePersistentConnection() throws Exception {
        start(opts());
        try (AgtpClient c = new AgtpClient(ClientOptions.loopback(server.port()))) {
            ClientExchange a = c.send(ClientRequest.json("QUERY", "/a", null, "{\"x\":1}"));
            ClientExchange b = c.send(ClientRequest.of("QUERY", "/b"));
            assertThat(a.status()).isEqualTo(200);
            assertThat(a.bodyText()).startsWith("QUERY /a conn=").endsWith("{\"x\":1}");
            String connA = a.bodyText().split(" ")[2];
            assertThat(b.bodyText()).contains(connA);
        }
        assertThat(events).hasSize(2);
        assertThat(events.get(0).method()).isEqualTo("QUERY");
        assertThat(events.get(0).path()).isEqualTo("/a");
        assertThat(new String(events.get(0).response(), StandardCharsets.UTF_8)).startsWith("AGTP/1.0 200 OK\r\n");
    }

    @Test
    void clientThatClosesAfterOneResponseWorks() throws Exception {
        start(opts());
        for (int i = 0; i < 3; i++) {
            ClientExchange e =
                    AgtpClient.exchange(ClientOptions.loopback(server.port()), ClientRequest.of("DISCOVER", null));
            assertThat(e.status()).isEqualTo(200);
            assertThat(e.bodyText()).startsWith("DISCOVER  conn=");
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "AGTP/1.0 QUERY /a#x\r\n\r\n",
                "AGTP/9.9 QUERY /a\r\n\r\n",
                "AGTP/1.0 QUERY /a\r\nContent-Length: nope\r\n\r\n",
                "AGTP/1.0 QUERY /a\r\nContent-Length: 5000\r\n\r\n"
            })
    void answersMalformedTrafficWith400AndKeepsServing(String raw) throws Exception {
        start(opts());
        try (AgtpClient c = new AgtpClient(ClientOptions.loopback(server.port()))) {
            ClientExchange e = c.sendRaw(raw.getBytes(StandardCharsets.UTF_8));
            assertThat(e.status()).isEqualTo(400);
            assertThat(e.bodyText()).contains("\"error\"").contains("\"code\"");
        }
        ClientExchange ok =
                AgtpClient.exchange(ClientOptions.loopback(server.port()), ClientRequest.of("QUERY", "/again"));
        assertThat(ok.status()).isEqualTo(200);
    }

    @Test
    void closesIdleConnectionsAfterTheIdleTimeout() throws Exception {
        start(opts().withTimeouts(Duration.ofMillis(300), Duration.ofSeconds(5)));
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(5000);
            long t0 = System.nanoTime();
            assertThat(s.getInputStream().read()).isEqualTo(-1);
            assertThat((System.nanoTime() - t0) / 1_000_000).isBetween(200L, 4000L);
        }
    }

    @Test
    void cutsOffStalledRequestsWith400() throws Exception {
        start(opts().withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(300)));
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(5000);
            OutputStream out = s.getOutputStream();
            out.write("AGTP/1.0 QUERY /slow\r\nContent-Len".getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = s.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).startsWith("AGTP/1.0 400").contains("request-timeout");
        }
    }

    @Test
    void refusesNonLoopbackBindWithoutExplicitFlag() {
        AgtpServer s =
                new AgtpServer(ServerOptions.defaults().withPort(0).withBind("0.0.0.0", false), new EchoHandler());
        assertThatThrownBy(s::start)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("loopback");
        assertThat(s.isRunning()).isFalse();
    }

    @Test
    void startAndStopAreIdempotent() throws Exception {
        start(opts());
        int port = server.port();
        server.start();
        assertThat(server.port()).isEqualTo(port);
        server.stop();
        server.stop();
        assertThat(server.isRunning()).isFalse();
        assertThat(server.port()).isEqualTo(-1);
    }

    @Test
    void servesTls13WithGeneratedCertificate() throws Exception {
        start(opts().withTls(true));
        ClientOptions o = ClientOptions.loopback(server.port()).withTls(true, true);
        try (AgtpClient c = new AgtpClient(o)) {
            assertThat(c.send(ClientRequest.of("QUERY", "/tls")).bodyText()).startsWith("QUERY /tls");
            assertThat(c.send(ClientRequest.of("QUERY", "/again")).status()).isEqualTo(200);
        }
        assertThat(server.certificate().getSubjectX500Principal().getName()).isEqualTo("CN=localhost");
    }
}
