package dev.agtpstudio.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.conformance.checks.EndpointCheck;
import dev.agtpstudio.conformance.checks.EndpointRun;
import dev.agtpstudio.conformance.checks.RunContext;
import dev.agtpstudio.conformance.checks.ServerCheck;
import dev.agtpstudio.conformance.generate.InputGenerator;
import dev.agtpstudio.server.LocalServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * One check at a time against a right and a wrong target. The right target is the local server on the hotel sample;
 * the wrong one is the same server behind a loopback proxy that answers chosen requests itself ({@link #answer}) or
 * edits the manifest it passes on ({@link #manifest}). Each check's unit test runs the check alone ({@link #run}) and
 * asserts the verdict and the message of one result ({@link Verdict}).
 */
public final class CheckHarness implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final LocalServer server;
    private final ServerSocket proxy;
    private final Contract contract;
    private final Map<String, Answer> answers = new ConcurrentHashMap<>();
    private volatile UnaryOperator<ObjectNode> manifestEdit;
    private CheckOptions options = LocalTargets.options().withAllowUnsafe(true).withMaxExamples(2);

    /** What the proxy answers to a request: its status, extra header lines and body, given how many came before. */
    @FunctionalInterface
    public interface Answer {
        String respond(int count);
    }

    private CheckHarness(LocalServer server, Contract contract) throws IOException {
        this.server = server;
        this.contract = contract;
        this.proxy = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::serve, "check-harness-proxy");
        t.setDaemon(true);
        t.start();
    }

    /** The hotel sample served locally, behind the proxy. */
    public static CheckHarness sample() throws Exception {
        return new CheckHarness(
                LocalTargets.serve(LocalTargets.sample(), 455), LocalTargets.contract(LocalTargets.sample()));
    }

    /** Back to a conforming target (no answers of the proxy's own, the manifest as served) and the default options. */
    public CheckHarness reset() {
        answers.clear();
        counts.clear();
        manifestEdit = null;
        options = LocalTargets.options().withAllowUnsafe(true).withMaxExamples(2);
        return this;
    }

    public CheckHarness options(UnaryOperator<CheckOptions> edit) {
        options = edit.apply(options);
        return this;
    }

    /**
     * Requests whose request line starts with {@code AGTP/1.0 <line>} get {@code status} with {@code headers} (CRLF
     * separated lines, may be empty) and {@code body}, instead of the server's answer.
     */
    public CheckHarness answer(String line, int status, String headers, String body) {
        return answer(line, n -> response(status, headers, body));
    }

    public CheckHarness answer(String line, Answer a) {
        answers.put("AGTP/1.0 " + line, a);
        return this;
    }

    /** The manifest DISCOVER returns, edited. */
    public CheckHarness manifest(UnaryOperator<ObjectNode> edit) {
        manifestEdit = edit;
        return this;
    }

    /** A response with a JSON body (or none when {@code body} is empty); {@code headers} are extra header lines. */
    public static String response(int status, String headers, String body) {
        String h = headers.isEmpty() || headers.endsWith("\r\n") ? headers : headers + "\r\n";
        int length = body.getBytes(StandardCharsets.UTF_8).length;
        return "AGTP/1.0 " + status + " X\r\n" + h + (length > 0 ? "Content-Type: application/json\r\n" : "")
                + "Content-Length: " + length + "\r\n\r\n" + body;
    }

    /** A server-wide check's results. */
    public List<CheckResult> run(ServerCheck check) {
        return check.run(context());
    }

    /** An endpoint check's results for {@code endpoint} ("METHOD /path"); {@code before} run first (their exchanges count). */
    public List<CheckResult> run(EndpointCheck check, String endpoint, EndpointCheck... before) {
        RunContext ctx = context();
        Contract.Declared d = contract.endpoints().stream()
                .filter(e -> e.id().equals(endpoint))
                .findFirst()
                .orElseThrow(() -> new AssertionError(endpoint + " is not declared in the sample"));
        EndpointRun ep = new EndpointRun(
                d, ctx.manifest().endpoint(d.decl().method(), d.decl().path()).orElse(null));
        for (EndpointCheck b : before) {
            b.run(ctx, ep);
        }
        return check.run(ctx, ep);
    }

    private RunContext context() {
        Target target = new Target("127.0.0.1", proxy.getLocalPort(), false, false);
        Probe probe = new Probe(target, options);
        Requests requests = new Requests(options, target.host());
        try {
            ServedManifest manifest = ManifestFetch.fetch(probe, requests);
            return new RunContext(
                    probe,
                    requests.withScopeRequiredForInvocation(manifest.scopeRequiredForInvocation()),
                    options,
                    contract,
                    manifest,
                    new InputGenerator(options.seed()));
        } catch (ManifestFetch.Unreachable e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** The one result of {@code check} in {@code results}. */
    public static Verdict verdict(List<CheckResult> results, String check) {
        List<CheckResult> r =
                results.stream().filter(x -> x.check().equals(check)).toList();
        assertThat(r)
                .as("results of " + check + " in "
                        + results.stream().map(CheckResult::check).collect(Collectors.toList()))
                .hasSize(1);
        return new Verdict(r.get(0));
    }

    /** Assertions on one result: its outcome and its message. */
    public record Verdict(CheckResult result) {
        public Verdict passes() {
            return is(Outcome.PASS);
        }

        public Verdict fails() {
            return is(Outcome.FAIL);
        }

        public Verdict skips() {
            return is(Outcome.SKIP);
        }

        public Verdict is(Outcome o) {
            assertThat(result.outcome())
                    .as(result.check() + ": " + result.detail())
                    .isEqualTo(o);
            return this;
        }

        public Verdict saying(String... parts) {
            assertThat(result.detail()).contains(parts);
            return this;
        }
    }

    // ---- the proxy: one request per connection, as the reference server answers

    private void serve() {
        while (!proxy.isClosed()) {
            try (Socket client = proxy.accept()) {
                relay(client);
            } catch (IOException e) {
                // closed, or the client went away
            }
        }
    }

    private final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();

    private void relay(Socket client) throws IOException {
        client.setSoTimeout(30_000);
        InputStream in = client.getInputStream();
        byte[] head = readHead(in);
        String headText = new String(head, StandardCharsets.ISO_8859_1);
        String line = headText.lines().findFirst().orElse("");
        int length = headText.lines()
                .filter(l -> l.toLowerCase().startsWith("content-length:"))
                .map(l -> l.substring(15).trim())
                .filter(v -> v.matches("\\d+"))
                .map(Integer::parseInt)
                .findFirst()
                .orElse(0);
        byte[] body = in.readNBytes(length);
        OutputStream out = client.getOutputStream();
        for (Map.Entry<String, Answer> a : answers.entrySet()) {
            if (line.startsWith(a.getKey())) {
                int n = counts.computeIfAbsent(a.getKey(), k -> new AtomicInteger())
                        .getAndIncrement();
                out.write(a.getValue().respond(n).getBytes(StandardCharsets.UTF_8));
                out.flush();
                return;
            }
        }
        byte[] answer = forward(head, body);
        boolean discover = line.equals("AGTP/1.0 DISCOVER") || line.equals("AGTP/1.0 DISCOVER /");
        if (discover && manifestEdit != null) {
            answer = editManifest(answer);
        }
        out.write(answer);
        out.flush();
    }

    private byte[] forward(byte[] head, byte[] body) throws IOException {
        try (Socket s =
                new Socket(InetAddress.getLoopbackAddress(), server.server().port())) {
            s.setSoTimeout(30_000);
            s.getOutputStream().write(head);
            s.getOutputStream().write(body);
            s.getOutputStream().flush();
            InputStream in = s.getInputStream();
            byte[] h = readHead(in);
            String text = new String(h, StandardCharsets.ISO_8859_1);
            int length = text.lines()
                    .filter(l -> l.toLowerCase().startsWith("content-length:"))
                    .map(l -> l.substring(15).trim())
                    .filter(v -> v.matches("\\d+"))
                    .map(Integer::parseInt)
                    .findFirst()
                    .orElse(0);
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            all.write(h);
            all.write(in.readNBytes(length));
            return all.toByteArray();
        }
    }

    private byte[] editManifest(byte[] answer) throws IOException {
        String text = new String(answer, StandardCharsets.UTF_8);
        int split = text.indexOf("\r\n\r\n");
        ObjectNode doc = (ObjectNode) JSON.readTree(text.substring(split + 4));
        byte[] body = JSON.writeValueAsBytes(manifestEdit.apply(doc));
        String head = text.substring(0, split)
                .lines()
                .filter(l -> !l.toLowerCase().startsWith("content-length:"))
                .collect(Collectors.joining("\r\n"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write((head + "\r\nContent-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        out.write(body);
        return out.toByteArray();
    }

    private static byte[] readHead(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int c;
        int state = 0; // matched characters of CRLFCRLF
        while ((c = in.read()) >= 0) {
            b.write(c);
            state = (c == '\r' && (state == 0 || state == 2)) || (c == '\n' && (state == 1 || state == 3))
                    ? state + 1
                    : c == '\r' ? 1 : 0;
            if (state == 4) {
                break;
            }
        }
        return b.toByteArray();
    }

    @Override
    public void close() {
        try {
            proxy.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.close();
    }
}
