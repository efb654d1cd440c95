package dev.agtpstudio.server.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agtpstudio.core.net.ClientLimitExceeded;
import dev.agtpstudio.core.net.ClientTimeout;
import dev.agtpstudio.core.testkit.HostileTargets;
import java.io.EOFException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The A2T HTTP exchange under the AGTP client's bounds (decision 0590): deadline, body limit, cut-off answers. */
class HttpWireTest {
    private static final Duration LIMIT = Duration.ofSeconds(2);

    @Test
    void anAnswerComesBackWithTheBytesAsSent() throws Exception {
        try (HostileTargets t = new HostileTargets(HostileTargets.ok("{\"tools\":[]}"))) {
            ClientExchange x = HttpWire.exchange(
                    ClientOptions.http(URI.create("http://127.0.0.1:" + t.port()), false),
                    "GET",
                    "/tools",
                    Map.of("Authority-Scope", "a:b"),
                    new byte[0]);
            assertThat(x.status()).isEqualTo(200);
            assertThat(x.bodyText()).isEqualTo("{\"tools\":[]}");
            assertThat(new String(x.requestBytes(), StandardCharsets.UTF_8))
                    .startsWith("GET /tools HTTP/1.1\r\n")
                    .contains("Authority-Scope: a:b\r\n")
                    .contains("Content-Length: 0\r\nConnection: close\r\n\r\n");
        }
    }

    @Test
    void aTargetDrippingOneByteAtATimeIsGivenUpAtTheOptionsDeadline() throws Exception {
        try (HostileTargets t =
                new HostileTargets(HostileTargets.drip("HTTP/1.1 200 OK\r\nX-Long: aaaaaaaaaaaaaaaaaaaaaaaaaa", 200))) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> HttpWire.exchange(
                            ClientOptions.loopback(t.port()).withTimeout(LIMIT),
                            "GET",
                            "/tools",
                            Map.of(),
                            new byte[0]))
                    .isInstanceOf(ClientTimeout.class);
            assertThat((System.nanoTime() - start) / 1_000_000).as("elapsed ms").isBetween(1_500L, 4_000L);
        }
    }

    @Test
    void anAnswerOverTheBodyLimitIsRefusedUnread() throws Exception {
        try (HostileTargets t = new HostileTargets(
                HostileTargets.body("HTTP/1.1 200 OK\r\nContent-Length: 4096\r\n\r\n", 4096, (byte) 'a'))) {
            assertThatThrownBy(() -> HttpWire.exchange(
                            ClientOptions.loopback(t.port()).withTimeout(LIMIT).withMaxBody(1024),
                            "GET",
                            "/tools",
                            Map.of(),
                            new byte[0]))
                    .isInstanceOf(ClientLimitExceeded.class);
        }
    }

    @Test
    void anAnswerCutShortOfItsContentLengthIsAnError() throws Exception {
        try (HostileTargets t = new HostileTargets(out -> {
            out.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort".getBytes(StandardCharsets.UTF_8));
            out.flush();
        })) {
            assertThatThrownBy(() -> HttpWire.exchange(
                            ClientOptions.loopback(t.port()).withTimeout(LIMIT),
                            "GET",
                            "/tools",
                            Map.of(),
                            new byte[0]))
                    .isInstanceOf(EOFException.class)
                    .hasMessageContaining("cut off after 5 of 100 bytes");
        }
    }

    @Test
    void aBaseUrlGivesHostPortAndTls() {
        ClientOptions https = ClientOptions.http(URI.create("https://127.0.0.1:4481"), true);
        assertThat(https.host()).isEqualTo("127.0.0.1");
        assertThat(https.port()).isEqualTo(4481);
        assertThat(https.tls()).isTrue();
        assertThat(https.insecure()).isTrue();
        ClientOptions http = ClientOptions.http(URI.create("http://localhost"), true);
        assertThat(http.port()).isEqualTo(80);
        assertThat(http.tls()).isFalse();
        assertThat(http.insecure()).as("trust-any means nothing without TLS").isFalse();
        assertThatThrownBy(() -> ClientOptions.http(URI.create("ftp://h/x"), false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not an http or https URL");
    }
}
