package dev.agtpstudio.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.run.ConformanceRunner;
import dev.agtpstudio.preview.ManifestProjector;
import dev.agtpstudio.preview.ProjectionOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A deliberately wrong AGTP server: it publishes the sample's manifest, but answers every call 200 with a body that
 * violates the output schemas, leaves out Server-ID, accepts invalid input and unknown methods, and answers one
 * endpoint with an undeclared error. Each misbehaviour must be found.
 */
class MisbehavingServerCheckTest {
    private Stub stub;

    @AfterEach
    void stop() throws IOException {
        if (stub != null) {
            stub.close();
        }
    }

    @Test
    void everyMisbehaviourIsFound() throws Exception {
        Contract contract = LocalTargets.contract(LocalTargets.sample());
        ObjectNode manifest = (ObjectNode) new ManifestProjector(f -> f.model() != null)
                .project(contract.workspace(), ProjectionOptions.at(Instant.EPOCH))
                .document();
        stub = new Stub(manifest);
        CheckReport r = new ConformanceRunner(
                        CheckOptions.defaults().withAllowUnsafe(true).withMaxExamples(2))
                .run(contract, new Target("127.0.0.1", stub.port(), false, false));
        assertThat(r.exitCode()).isEqualTo(CheckReport.FAILED);
        // wrong status codes
        assertThat(failed(r, "BOOK /reservations", "invalid-input:undeclared-property"))
                .contains("got status 200")
                .contains("expected 422");
        assertThat(failed(r, "BOOK /reservations", "wrong-method")).contains("expected 405");
        assertThat(failed(r, "BOOK /reservations", "missing-scope")).contains("expected 455");
        assertThat(failed(r, CheckResult.SERVER, "unknown-method")).contains("expected 459");
        assertThat(failed(r, CheckResult.SERVER, "malformed-request:fragment")).contains("expected 400");
        // missing headers
        assertThat(failed(r, "QUERY /rooms", "response-headers")).contains("no Server-ID header");
        assertThat(failed(r, "RESERVE /reservations", "deprecation")).contains("AGTP-Endpoint-Warning");
        // schema-violating bodies
        assertThat(failed(r, "QUERY /rooms", "valid-input")).contains("violates the output_schema");
        // an error the endpoint does not declare
        assertThat(failed(r, "LIST /properties", "valid-input")).contains("422 warehouse_on_fire");
        assertThat(failed(r, "LIST /properties", "declared-errors"))
                .contains("'warehouse_on_fire' is not in the declared errors");
        // every failure can be replayed: it carries the raw exchange
        r.results().stream()
                .filter(CheckResult::failed)
                .filter(x -> !x.check().startsWith("§"))
                .forEach(x -> assertThat(x.request()).as(x.check()).isNotBlank());
        CheckResult replayable = r.results().stream()
                .filter(x -> x.check().equals("valid-input") && x.failed())
                .findFirst()
                .orElseThrow();
        assertThat(replayable.request()).startsWith("AGTP/1.0 ");
        assertThat(replayable.response()).startsWith("AGTP/1.0 200");
    }

    static String failed(CheckReport r, String endpoint, String check) {
        return DriftedWorkspaceCheckTest.failed(r, endpoint, check);
    }

    /** One request per connection; the answers are chosen by the request line only. */
    static final class Stub implements AutoCloseable {
        private final ServerSocket socket;
        private final byte[] manifest;
        private final Thread thread;

        Stub(JsonNode manifest) throws IOException {
            this.manifest = manifest.toString().getBytes(StandardCharsets.UTF_8);
            socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            thread = new Thread(this::serve, "misbehaving-stub");
            thread.setDaemon(true);
            thread.start();
        }

        int port() {
            return socket.getLocalPort();
        }

        private void serve() {
            while (!socket.isClosed()) {
                try (Socket s = socket.accept()) {
                    answer(s);
                } catch (IOException e) {
                    // closed, or the client went away
                }
            }
        }

        private void answer(Socket s) throws IOException {
            InputStream in = s.getInputStream();
            String head = readHead(in);
            String line = head.lines().findFirst().orElse("");
            int length = head.lines()
                    .filter(l -> l.toLowerCase().startsWith("content-length:"))
                    .map(l -> l.substring(15).trim())
                    .filter(v -> v.matches("\\d+"))
                    .map(Integer::parseInt)
                    .findFirst()
                    .orElse(0);
            in.readNBytes(length);
            OutputStream out = s.getOutputStream();
            if (line.equals("AGTP/1.0 DISCOVER") || line.equals("AGTP/1.0 DISCOVER /")) {
                write(out, 200, "Server-ID: stub\r\nContent-Type: application/vnd.agtp.manifest+json\r\n", manifest);
            } else if (line.startsWith("AGTP/1.0 LIST /properties")) {
                write(
                        out,
                        422,
                        "Server-ID: stub\r\nContent-Type: application/json\r\n",
                        "{\"error\":{\"code\":\"warehouse_on_fire\"}}".getBytes(StandardCharsets.UTF_8));
            } else {
                // no Server-ID, and a body no output schema of the sample accepts
                write(
                        out,
                        200,
                        "Content-Type: application/json\r\n",
                        "{\"unexpected\":true}".getBytes(StandardCharsets.UTF_8));
            }
        }

        private static String readHead(InputStream in) throws IOException {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            int c;
            while ((c = in.read()) >= 0) {
                b.write(c);
                String sofar = b.toString(StandardCharsets.ISO_8859_1);
                if (sofar.endsWith("\r\n\r\n")) {
                    break;
                }
            }
            return b.toString(StandardCharsets.ISO_8859_1);
        }

        private static void write(OutputStream out, int status, String headers, byte[] body) throws IOException {
            out.write(("AGTP/1.0 " + status + " X\r\n" + headers + "Content-Length: " + body.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
