package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.testkit.InternalNames;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * The client commands ({@code check}, {@code validate --manifest}, {@code invoke}) end within their {@code --timeout}
 * against loopback targets that drip or answer without end, refuse schemes and hosts they do not support with exit 2,
 * and say so without Java names (issue 35 items 3 and 5).
 *
 * <p>The targets go on for {@link #TARGET_SECONDS}; a client without a deadline for the whole answer would wait that
 * long. A command must end within half of it: well apart from both a few seconds' timeout and from never ending, so a
 * loaded machine that runs the command slowly cannot fail the test (a ceiling of the timeout plus 2 s measured the
 * scheduler, docs/decisions/0635). The wall time of {@code validate --manifest} against an answer without end is
 * {@code scripts/bench-client-bounds}'s figure (docs/decisions/0440).
 */
class ClientCommandsBoundsTest {
    static final String SAMPLE = ManifestCommandTest.SAMPLE.toString();
    /** How long the loopback targets drip or answer. */
    static final long TARGET_SECONDS = 60;
    /** A command ends before this, in milliseconds. */
    static final long ENDS_WITHIN_MS = TARGET_SECONDS * 1000 / 2;

    @Test
    void unsupportedSchemesAndHostsAreRefusedWithExit2() {
        ManifestCommandTest.Run ftp = ManifestCommandTest.run("check", SAMPLE, "--target", "ftp://example.com");
        assertThat(ftp.exit()).isEqualTo(2);
        assertThat(ftp.err()).contains("the scheme ftp:// is not supported here; use agtp://");
        ManifestCommandTest.Run passwd = ManifestCommandTest.run("check", SAMPLE, "--target", "/etc/passwd");
        assertThat(passwd.exit()).isEqualTo(2);
        assertThat(passwd.err()).contains("'/etc/passwd' is not a host name or IP address");
        ManifestCommandTest.Run invoke = ManifestCommandTest.run("invoke", "DISCOVER", "--host", "/etc/passwd");
        assertThat(invoke.exit()).isEqualTo(2);
        assertThat(invoke.err()).contains("is not a host name or IP address");
        for (String where :
                new String[] {"ftp://example.com/m.json", "gopher://example.com", "/etc/passwd", "file:///etc/passwd"
                }) {
            ManifestCommandTest.Run v = validate("--manifest", where);
            assertThat(v.exit()).as(where).isEqualTo(2);
            assertThat(v.err()).as(where).contains("agtp-studio validate: --manifest '");
            InternalNames.assertNone("validate --manifest " + where, v.err());
        }
        InternalNames.assertNone("check", ftp.err() + passwd.err() + invoke.err());
    }

    @Test
    void validateManifestOnAnEndlessBodyEndsWithinItsTimeout() throws Exception {
        try (Loopback t = new Loopback(out -> {
            out.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
            byte[] chunk = ("10000\r\n" + "[".repeat(0x10000) + "\r\n").getBytes(StandardCharsets.US_ASCII);
            for (long end = System.nanoTime() + TARGET_SECONDS * 1_000_000_000L; System.nanoTime() < end; ) {
                out.write(chunk);
            }
        })) {
            long start = System.nanoTime();
            ManifestCommandTest.Run v =
                    validate("--manifest", "http://127.0.0.1:" + t.port() + "/manifest.json", "--timeout", "5");
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(ENDS_WITHIN_MS);
            assertThat(v.exit()).isEqualTo(2);
            // which bound ends it first (16 MiB or 5 s) depends on how fast the machine reads: either is a bound
            assertThat(v.err())
                    .containsAnyOf(
                            "larger than the limit of 16 MiB", "no complete answer within the time limit of 5 s");
            InternalNames.assertNone("validate --manifest", v.err());
        }
    }

    @Test
    void checkAndInvokeEndWithinTheirTimeoutAgainstADrippingTarget() throws Exception {
        try (Loopback t = new Loopback(out -> {
            byte[] b = "AGTP/1.0 200 OK\r\nServer-ID: drip\r\nX-Drip: ".getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < TARGET_SECONDS * 10; i++) { // a byte every 100 ms
                out.write(b[Math.min(i, b.length - 1)]);
                out.flush();
                Thread.sleep(100);
            }
        })) {
            long start = System.nanoTime();
            ManifestCommandTest.Run c =
                    ManifestCommandTest.run("check", SAMPLE, "--target", "127.0.0.1:" + t.port(), "--timeout", "3");
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(ENDS_WITHIN_MS);
            assertThat(c.exit()).isEqualTo(2);
            assertThat(c.err()).contains("no complete answer within the time limit of 3 s (--timeout)");
            start = System.nanoTime();
            ManifestCommandTest.Run i =
                    ManifestCommandTest.run("invoke", "DISCOVER", "--port", String.valueOf(t.port()), "--timeout", "2");
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(ENDS_WITHIN_MS);
            assertThat(i.exit()).isEqualTo(2);
            InternalNames.assertNone("check and invoke", c.err() + i.err());
        }
    }

    /** validate prints to System.out and System.err; both captured. */
    static ManifestCommandTest.Run validate(String... args) {
        PrintStream oldErr = System.err;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setErr(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            ManifestCommandTest.Run r = CheckCommandTest.validate(args);
            return new ManifestCommandTest.Run(r.exit(), r.out(), r.err() + buf.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(oldErr);
        }
    }

    /** A loopback server reading one request head per connection and then running {@code answer}. */
    static final class Loopback implements AutoCloseable {
        interface Answer {
            void answer(OutputStream out) throws IOException, InterruptedException;
        }

        private final ServerSocket socket;
        private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "hostile-loopback");
            t.setDaemon(true);
            return t;
        });

        Loopback(Answer answer) throws IOException {
            socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            pool.submit(() -> {
                while (!socket.isClosed()) {
                    try {
                        Socket s = socket.accept();
                        pool.submit(() -> {
                            try (s) {
                                s.setSoTimeout(60_000);
                                InputStream in = s.getInputStream();
                                for (int m = 0, c; m < 4 && (c = in.read()) >= 0; ) {
                                    m = c == (m % 2 == 0 ? '\r' : '\n') ? m + 1 : c == '\r' ? 1 : 0;
                                }
                                answer.answer(s.getOutputStream());
                            } catch (IOException | InterruptedException e) {
                                // the client went away
                            }
                        });
                    } catch (IOException e) {
                        return;
                    }
                }
            });
        }

        int port() {
            return socket.getLocalPort();
        }

        @Override
        public void close() throws IOException {
            socket.close();
            pool.shutdownNow();
        }
    }
}
