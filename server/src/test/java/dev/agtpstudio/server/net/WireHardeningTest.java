package dev.agtpstudio.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.WireLimits;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 15 "Wire": control characters, Transfer-Encoding, connection cap, body budget, size-scaled read timeout. */
class WireHardeningTest {
    private AgtpServer server;

    private AgtpServer start(ServerOptions o) throws Exception {
        server = new AgtpServer(o.withPort(0).withWorkerThreads(1), new EchoHandler());
        return server.start();
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static String exchange(int port, byte[] raw) throws Exception {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(5000);
            s.getOutputStream().write(raw);
            s.getOutputStream().flush();
            return readAll(s.getInputStream());
        }
    }

    /** One response: up to the end of its Content-Length body, or until the server closes. */
    private static String readAll(InputStream in) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] b = new byte[4096];
        int n;
        try {
            while (!complete(out.toString(StandardCharsets.ISO_8859_1)) && (n = in.read(b)) > 0) {
                out.write(b, 0, n);
            }
        } catch (java.net.SocketException ignored) {
            // reset after the server closed: what arrived is the answer
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    private static boolean complete(String s) {
        int end = s.indexOf("\r\n\r\n");
        if (end < 0) {
            return false;
        }
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("(?i)content-length: (\\d+)").matcher(s.substring(0, end));
        return !m.find() || s.length() - end - 4 >= Integer.parseInt(m.group(1));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\r", "\u0000", "\u001b"})
    void controlCharactersInHeaderValuesAreRefusedAndNeverEchoed(String ctl) throws Exception {
        start(ServerOptions.defaults());
        String answer = exchange(
                server.port(),
                ("AGTP/1.0 QUERY /a\r\nRequest-ID: abc" + ctl + "Injected: yes\r\nTask-ID: t" + ctl + "1\r\n\r\n")
                        .getBytes(StandardCharsets.UTF_8));
        assertThat(answer).startsWith("AGTP/1.0 400").contains("\"code\":\"invalid-header-value\"");
        assertThat(answer)
                .doesNotContain(ctl + "Injected")
                .doesNotContain("\nInjected")
                .doesNotContain("t" + ctl + "1");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
                "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nhello"
            })
    void transferEncodingIsRefusedWithOrWithoutContentLength(String rest) throws Exception {
        start(ServerOptions.defaults());
        String answer = exchange(server.port(), ("AGTP/1.0 QUERY /a\r\n" + rest).getBytes(StandardCharsets.UTF_8));
        assertThat(answer).startsWith("AGTP/1.0 400").contains("\"code\":\"transfer-encoding-not-supported\"");
        assertThat(answer).doesNotContain("QUERY /a conn=");
    }

    @Test
    void outgoingHeaderValuesAreEscapedAndTheClientEscapesWhatItShows() throws Exception {
        server = new AgtpServer(
                ServerOptions.defaults().withPort(0).withWorkerThreads(1),
                (req, conn) -> java.util.concurrent.CompletableFuture.completedFuture(
                        new dev.agtpstudio.server.wire.AgtpResponse(
                                200,
                                null,
                                dev.agtpstudio.server.wire.Headers.builder()
                                        .add("X-Evil", "a\rInjected: 1\u001b[2J")
                                        .build(),
                                new byte[0])));
        server.start();
        String answer = exchange(server.port(), "AGTP/1.0 QUERY /a\r\n\r\n".getBytes(StandardCharsets.UTF_8));
        assertThat(answer).contains("X-Evil: a\\x0DInjected: 1\\x1B[2J\r\n").doesNotContain("\u001b");
        ClientExchange e = AgtpClient.exchange(ClientOptions.loopback(server.port()), ClientRequest.of("QUERY", "/a"));
        assertThat(e.rawText()).doesNotContain("\u001b").doesNotContain("\rInjected");
    }

    @Test
    void connectionsBeyondTheLimitAre503AndTheLimitFreesWhenOneCloses() throws Exception {
        start(ServerOptions.defaults().withLoad(new LoadLimits(2, 1 << 20, 1 << 20)));
        try (Socket a = new Socket("127.0.0.1", server.port());
                Socket b = new Socket("127.0.0.1", server.port())) {
            a.getOutputStream().write("AGTP/1.0 QUERY /a\r\n\r\n".getBytes(StandardCharsets.UTF_8));
            a.getInputStream().read(new byte[256]);
            b.getOutputStream().write("AGTP/1.0 QUERY /b\r\n\r\n".getBytes(StandardCharsets.UTF_8));
            b.getInputStream().read(new byte[256]);
            try (Socket c = new Socket("127.0.0.1", server.port())) {
                c.setSoTimeout(5000);
                assertThat(readAll(c.getInputStream()))
                        .startsWith("AGTP/1.0 503")
                        .contains("\"code\":\"too-many-connections\"");
            }
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        ClientExchange ok = null;
        while (System.nanoTime() < deadline) {
            ok = AgtpClient.exchange(ClientOptions.loopback(server.port()), ClientRequest.of("QUERY", "/c"));
            if (ok.status() == 200) {
                break;
            }
            Thread.sleep(50);
        }
        assertThat(ok.status()).isEqualTo(200);
    }

    @Test
    void bodiesBeyondTheBudgetAre503AndTheBudgetReturnsAfterwards() throws Exception {
        start(ServerOptions.defaults()
                .withLimits(new WireLimits(16 * 1024, 100, 1 << 20))
                .withLoad(new LoadLimits(100, 3 * 100_000, 1 << 20)));
        List<Socket> holders = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                Socket s = new Socket("127.0.0.1", server.port());
                OutputStream o = s.getOutputStream();
                o.write(("AGTP/1.0 QUERY /a\r\nContent-Length: 100000\r\n\r\n" + "x".repeat(1000))
                        .getBytes(StandardCharsets.UTF_8));
                o.flush();
                holders.add(s);
            }
            Thread.sleep(200);
            String refused = exchange(
                    server.port(),
                    "AGTP/1.0 QUERY /a\r\nContent-Length: 10\r\n\r\n0123456789".getBytes(StandardCharsets.UTF_8));
            assertThat(refused).startsWith("AGTP/1.0 503").contains("\"code\":\"server-busy\"");
        } finally {
            for (Socket s : holders) {
                s.close();
            }
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        String ok = "";
        while (System.nanoTime() < deadline && !ok.startsWith("AGTP/1.0 200")) {
            Thread.sleep(50);
            ok = exchange(
                    server.port(),
                    ("AGTP/1.0 QUERY /a\r\nContent-Length: 250000\r\n\r\n" + "y".repeat(250_000))
                            .getBytes(StandardCharsets.UTF_8));
        }
        assertThat(ok).startsWith("AGTP/1.0 200");
    }

    @Test
    void theReadTimeoutGrowsWithTheAnnouncedBodySize() throws Exception {
        // base 300 ms; 64 KiB/s minimum rate: a 64 KiB body has 300 ms + 1 s
        start(ServerOptions.defaults()
                .withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(300))
                .withLimits(new WireLimits(16 * 1024, 100, 1 << 20))
                .withLoad(new LoadLimits(100, 1 << 24, 64 * 1024)));
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(5000);
            OutputStream o = s.getOutputStream();
            o.write(("AGTP/1.0 QUERY /slow\r\nContent-Length: 65536\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            for (int i = 0; i < 4; i++) {
                o.write(new byte[16384]);
                o.flush();
                Thread.sleep(150);
            }
            byte[] head = new byte[64];
            int n = s.getInputStream().read(head);
            assertThat(new String(head, 0, n, StandardCharsets.ISO_8859_1)).startsWith("AGTP/1.0 200");
        }
    }
}
