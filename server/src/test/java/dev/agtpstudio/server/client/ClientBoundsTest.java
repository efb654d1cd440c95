package dev.agtpstudio.server.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agtpstudio.core.net.BoundedHttp;
import dev.agtpstudio.core.net.ClientLimitExceeded;
import dev.agtpstudio.core.net.ClientTimeout;
import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.core.testkit.HostileTargets;
import dev.agtpstudio.core.testkit.InternalNames;
import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The client's one time bound and body limit against loopback targets that drip, stall or answer without end. */
class ClientBoundsTest {
    private static final Duration LIMIT = Duration.ofSeconds(2);

    @Test
    void aTargetDrippingOneByteAtATimeCannotStretchTheExchangePastItsDeadline() throws Exception {
        try (HostileTargets t =
                new HostileTargets(HostileTargets.drip("AGTP/1.0 200 OK\r\nX-Long: aaaaaaaaaaaaaaaaaaaaaaaaaa", 200))) {
            long start = System.nanoTime();
            Throwable e = catchOf(() -> AgtpClient.exchange(
                    ClientOptions.loopback(t.port()).withTimeout(LIMIT), ClientRequest.of("QUERY", "/x")));
            long ms = (System.nanoTime() - start) / 1_000_000;
            assertThat(e)
                    .isInstanceOf(ClientTimeout.class)
                    .hasMessage("no complete answer within the time limit of 2 s (--timeout)");
            assertThat(ms).as("elapsed ms").isBetween(1_500L, 4_000L);
        }
    }

    @Test
    void aSharedDeadlineBoundsEveryExchangeOfARun() throws Exception {
        try (HostileTargets t = new HostileTargets(HostileTargets.silence())) {
            Deadline run = Deadline.after(LIMIT);
            ClientOptions o = ClientOptions.loopback(t.port())
                    .withTimeout(Duration.ofSeconds(30))
                    .withDeadline(run);
            long start = System.nanoTime();
            for (int i = 0; i < 5; i++) {
                assertThat(catchOf(() -> AgtpClient.exchange(o, ClientRequest.of("QUERY", "/x"))))
                        .isInstanceOf(ClientTimeout.class);
            }
            assertThat((System.nanoTime() - start) / 1_000_000)
                    .as("five exchanges, one deadline")
                    .isBetween(1_500L, 4_000L);
        }
    }

    @Test
    void anAnswerOverTheBodyLimitIsRefusedUnread() throws Exception {
        try (HostileTargets t = new HostileTargets(
                HostileTargets.body("AGTP/1.0 200 OK\r\nContent-Length: 62914560\r\n\r\n", 62914560, (byte) 'a'))) {
            Throwable e = catchOf(() -> AgtpClient.exchange(
                    ClientOptions.loopback(t.port()).withTimeout(LIMIT), ClientRequest.of("QUERY", "/x")));
            assertThat(e)
                    .isInstanceOf(ClientLimitExceeded.class)
                    .hasMessage("the answer's body is larger than the limit of 16 MiB; it was not read");
        }
    }

    @Test
    void anHttpBodyWithoutEndStopsAtTheLimit() throws Exception {
        String chunkedHead = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
        try (HostileTargets t = new HostileTargets(out -> {
            out.write(chunkedHead.getBytes());
            byte[] chunk = ("10000\r\n" + "a".repeat(0x10000) + "\r\n").getBytes();
            long end = System.nanoTime() + HostileTargets.MAX_SECONDS * 1_000_000_000L;
            while (System.nanoTime() < end) {
                out.write(chunk);
            }
        })) {
            long start = System.nanoTime();
            Throwable e = catchOf(() -> BoundedHttp.get(
                    URI.create("http://127.0.0.1:" + t.port() + "/m.json"),
                    Deadline.after(Duration.ofSeconds(10)),
                    1 << 20));
            assertThat(e)
                    .isInstanceOf(ClientLimitExceeded.class)
                    .hasMessageContaining("larger than the limit of 1 MiB");
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(10_000L);
        }
    }

    @Test
    void anHttpAnswerThatStallsEndsAtTheDeadline() throws Exception {
        try (HostileTargets t =
                new HostileTargets(HostileTargets.drip("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"a\":", 300))) {
            long start = System.nanoTime();
            Throwable e = catchOf(() -> BoundedHttp.get(
                    URI.create("http://127.0.0.1:" + t.port() + "/m.json"), Deadline.after(LIMIT), 1 << 20));
            assertThat(e).isInstanceOf(ClientTimeout.class);
            assertThat((System.nanoTime() - start) / 1_000_000).isBetween(1_500L, 4_000L);
            InternalNames.assertNone("timeout message", e.getMessage());
        }
    }

    @Test
    void onlyTheSchemesAndHostsAClientSupportsAreTaken() {
        assertThatThrownBy(() -> ClientAddress.uri("ftp://example.com/m.json", java.util.Set.of("http", "https")))
                .hasMessage(
                        "'ftp://example.com/m.json': the scheme ftp:// is not supported here; use http:// or https://");
        assertThatThrownBy(() -> ClientAddress.uri("gopher://example.com", java.util.Set.of("agtp")))
                .hasMessageContaining("gopher:// is not supported");
        assertThatThrownBy(() -> ClientAddress.requireHost("/etc/passwd", "/etc/passwd:4480"))
                .hasMessage("'/etc/passwd:4480': '/etc/passwd' is not a host name or IP address");
        assertThat(ClientAddress.requireHost("[::1]", "x")).isEqualTo("::1");
        assertThat(ClientAddress.requireHost("agtp.example.com", "x")).isEqualTo("agtp.example.com");
        assertThat(ClientAddress.requireHost("127.0.0.1", "x")).isEqualTo("127.0.0.1");
    }

    private interface Call {
        Object run() throws Exception;
    }

    private static Throwable catchOf(Call c) {
        try {
            c.run();
        } catch (Throwable t) {
            return t;
        }
        throw new AssertionError("no failure");
    }
}
