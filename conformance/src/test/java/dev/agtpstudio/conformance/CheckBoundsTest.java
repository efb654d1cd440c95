package dev.agtpstudio.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.checks.EndpointRun;
import dev.agtpstudio.conformance.run.ConformanceRunner;
import dev.agtpstudio.core.testkit.InternalNames;
import dev.agtpstudio.preview.ManifestProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.wire.Headers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * {@code check}'s bounds (issue 35): {@code --timeout} ends the whole run against a target that drips its answers, a
 * run keeps at most 64 KiB of each answer, and only {@code agtp://} or HOST:PORT with a real host is a target.
 */
class CheckBoundsTest {

    @Test
    void aDrippingTargetCannotStretchARunPastItsTimeout() throws Exception {
        Contract contract = LocalTargets.contract(LocalTargets.sample());
        try (Stub stub = new Stub(manifest(contract), Stub.Mode.DRIP)) {
            long start = System.nanoTime();
            CheckReport r = new ConformanceRunner(
                            CheckOptions.defaults().withMaxExamples(2).withTimeout(Duration.ofSeconds(3)))
                    .run(contract, new Target("127.0.0.1", stub.port(), false, false));
            long ms = (System.nanoTime() - start) / 1_000_000;
            assertThat(ms).as("run time in ms").isLessThan(6_000L);
            assertThat(r.exitCode()).isEqualTo(CheckReport.FAILED);
            CheckResult deadline = r.results().stream()
                    .filter(x -> x.check().equals(ConformanceRunner.DEADLINE))
                    .findFirst()
                    .orElseThrow();
            assertThat(deadline.detail()).startsWith("the run stopped at its time limit of 3 s (--timeout)");
            r.results().forEach(x -> InternalNames.assertNone(x.check(), x.detail()));
        }
    }

    @Test
    void aRunKeepsAtMost64KibOfEachAnswer() throws Exception {
        Contract contract = LocalTargets.contract(LocalTargets.sample());
        try (Stub stub = new Stub(manifest(contract), Stub.Mode.BIG)) {
            CheckReport r = new ConformanceRunner(CheckOptions.defaults().withMaxExamples(2))
                    .run(contract, new Target("127.0.0.1", stub.port(), false, false));
            assertThat(r.results())
                    .anyMatch(x -> x.response() != null && x.response().contains("more bytes of the body not shown"));
            r.results().stream()
                    .filter(x -> x.response() != null)
                    .forEach(
                            x -> assertThat(x.response().length()).as(x.check()).isLessThan(Sent.SHOWN_BYTES + 1024));
        }
        EndpointRun ep = new EndpointRun(contract.endpoints().get(0), null);
        byte[] big = new byte[1 << 20];
        ep.record(new Sent(
                new byte[0], new ClientExchange(new byte[0], 200, "OK", Headers.empty(), big, new byte[0], 1), null));
        assertThat(ep.exchanges().get(0).exchange().body()).hasSize(Sent.SHOWN_BYTES);
        assertThat(ep.exchanges().get(0).hasBody()).isTrue();
    }

    @Test
    void onlyAgtpTargetsWithARealHostAreTaken() {
        assertThatThrownBy(() -> Target.parse("ftp://example.com", false, false))
                .hasMessageContaining("ftp:// is not supported here; use agtp://");
        assertThatThrownBy(() -> Target.parse("gopher://example.com:70", false, false))
                .hasMessageContaining("gopher://");
        assertThatThrownBy(() -> Target.parse("/etc/passwd", false, false))
                .hasMessageContaining("'/etc/passwd' is not a host name or IP address");
        assertThatThrownBy(() -> Target.parse("/etc/passwd:80", false, false))
                .hasMessageContaining("is not a host name");
        assertThat(Target.parse("agtp://example.com", false, false))
                .isEqualTo(new Target("example.com", 4480, false, false));
        assertThat(Target.parse("[::1]:5", false, false)).isEqualTo(new Target("::1", 5, false, false));
        assertThatThrownBy(() -> ManifestValidation.fetch("ftp://example.com/m.json", Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("use agtp:// or http:// or https://");
        assertThatThrownBy(() -> ManifestValidation.fetch("/etc/passwd", Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static ObjectNode manifest(Contract contract) {
        return (ObjectNode) new ManifestProjector(f -> f.model() != null)
                .project(contract.workspace(), ProjectionOptions.at(Instant.EPOCH))
                .document();
    }

    /** Publishes the manifest, then drips every other answer or answers it with a 1 MiB body. */
    static final class Stub implements AutoCloseable {
        enum Mode {
            DRIP,
            BIG
        }

        private final ServerSocket socket;
        private final byte[] manifest;
        private final Mode mode;
        private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "bounds-stub");
            t.setDaemon(true);
            return t;
        });

        Stub(ObjectNode manifest, Mode mode) throws IOException {
            this.manifest = manifest.toString().getBytes(StandardCharsets.UTF_8);
            this.mode = mode;
            socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            pool.submit(() -> {
                while (!socket.isClosed()) {
                    try {
                        Socket s = socket.accept();
                        pool.submit(() -> answer(s));
                    } catch (IOException e) {
                        return;
                    }
                }
            });
        }

        int port() {
            return socket.getLocalPort();
        }

        private void answer(Socket s) {
            try (s) {
                s.setSoTimeout(30_000);
                InputStream in = s.getInputStream();
                String head = readHead(in);
                String line = head.lines().findFirst().orElse("");
                OutputStream out = s.getOutputStream();
                if (line.equals("AGTP/1.0 DISCOVER") || line.equals("AGTP/1.0 DISCOVER /")) {
                    write(out, "Server-ID: stub\r\nContent-Type: application/vnd.agtp.manifest+json\r\n", manifest);
                } else if (mode == Mode.BIG) {
                    write(
                            out,
                            "Server-ID: stub\r\nContent-Type: application/json\r\n",
                            ("[" + "1,".repeat(1 << 19) + "1]").getBytes(StandardCharsets.UTF_8));
                } else {
                    byte[] b = "AGTP/1.0 200 OK\r\nServer-ID: stub\r\nX-Drip: ".getBytes(StandardCharsets.US_ASCII);
                    for (int i = 0; i < 300; i++) {
                        out.write(b[Math.min(i, b.length - 1)]);
                        out.flush();
                        Thread.sleep(100);
                    }
                }
            } catch (IOException | InterruptedException e) {
                // the client went away
            }
        }

        private static String readHead(InputStream in) throws IOException {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            int c;
            while ((c = in.read()) >= 0) {
                b.write(c);
                if (b.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
                    break;
                }
            }
            String head = b.toString(StandardCharsets.ISO_8859_1);
            int length = head.lines()
                    .filter(l -> l.toLowerCase().startsWith("content-length:"))
                    .map(l -> l.substring(15).trim())
                    .filter(v -> v.matches("\\d+"))
                    .map(Integer::parseInt)
                    .findFirst()
                    .orElse(0);
            in.readNBytes(length);
            return head;
        }

        private static void write(OutputStream out, String headers, byte[] body) throws IOException {
            out.write(("AGTP/1.0 200 OK\r\n" + headers + "Content-Length: " + body.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
        }

        @Override
        public void close() throws IOException {
            socket.close();
            pool.shutdownNow();
        }
    }
}
