package dev.agtpstudio.server.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.dispatch.ContractCheck;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.Dispatcher;
import dev.agtpstudio.server.dispatch.SemanticRanker;
import dev.agtpstudio.server.net.AgtpServer;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Load benchmark of the local server on loopback (a plain main; not a unit test). Measures:
 * <ol>
 *   <li>validated requests per second and p50/p99 latency for {@code QUERY /rooms} (small input schema, input and
 *       output validated) over persistent connections, bounded by time;</li>
 *   <li>start time with 400 endpoints: load the workspace, validate, register, bind, answer the first DISCOVER;</li>
 *   <li>memory with 1,000 open connections, each having completed one request.</li>
 * </ol>
 * Run from the repository root (docs/decisions/0052 has the recorded figures):
 * <pre>mvn -o -q -B -pl server -am test-compile
 * mvn -o -q -B -pl server dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test
 * java -Xmx1g -cp "core/target/classes:preview/target/classes:validator/target/classes:server/target/classes:server/target/test-classes:$(cat server/target/bench.cp)" \
 *     dev.agtpstudio.server.bench.LoadBench [connections=16] [seconds=10]</pre>
 */
public final class LoadBench {
    /** The dispatcher tests' QUERY /rooms endpoint (a small schema), at path {@code /%s}. */
    private static final String ENDPOINT =
            dev.agtpstudio.server.dispatch.TestWorkspace.QUERY_ROOMS.replace("path = \"/rooms\"", "path = \"/%s\"");

    private LoadBench() {}

    public static void main(String[] args) throws Exception {
        int connections = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Path dir = Files.createTempDirectory("agtp-bench");
        try {
            throughput(dir.resolve("one"), connections, seconds);
            startTime(dir.resolve("many"), 400);
            memory(dir.resolve("one"), 1000);
        } finally {
            try (var s = Files.walk(dir)) {
                s.sorted(java.util.Comparator.reverseOrder())
                        .forEach(p -> p.toFile().delete());
            }
        }
    }

    private static Workspace write(Path root, int endpoints) throws IOException {
        Files.createDirectories(root.resolve("endpoints"));
        Files.writeString(
                root.resolve("agtp-server.toml"),
                "[server]\nserver_id = \"bench.local\"\n\n[policies]\nscope_required_for_invocation = false\n");
        for (int i = 0; i < endpoints; i++) {
            String path = endpoints == 1 ? "rooms" : "rooms" + i;
            Files.writeString(root.resolve("endpoints/e" + i + ".toml"), ENDPOINT.formatted(path));
        }
        Files.writeString(
                root.resolve("endpoints/e0.fixtures.json"),
                "{\"cases\":[{\"name\":\"ok\",\"response\":{\"rooms\":[{\"room_id\":\"r-101\"},{\"room_id\":\"r-102\"}],\"currency\":\"USD\"}}]}");
        return WorkspaceLoader.load(root, MethodCatalog.bundled());
    }

    private static AgtpServer server(Workspace ws, ContractCheck check) throws InterruptedException {
        Dispatcher d =
                new Dispatcher(ws, DispatchOptions.defaults(), check, SemanticRanker.lexical(MethodCatalog.bundled()));
        AgtpServer s = new AgtpServer(
                ServerOptions.defaults().withPort(0).withTimeouts(Duration.ofSeconds(120), Duration.ofSeconds(10)), d);
        d.attach(s.events());
        return s.start();
    }

    private static void throughput(Path root, int connections, int seconds) throws Exception {
        Workspace ws = write(root, 1);
        try (AgtpServer s = server(ws, ContractCheck.NONE)) {
            byte[] req = ClientRequest.json("QUERY", "/rooms?guests=2", null, "{\"property_id\":\"p-1\"}")
                    .toBytes();
            run(s.port(), req, connections, 3);
            var os = (com.sun.management.OperatingSystemMXBean)
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            long cpu0 = os.getProcessCpuTime();
            long[][] lat = run(s.port(), req, connections, seconds);
            long cpu = os.getProcessCpuTime() - cpu0;
            long total = Arrays.stream(lat).mapToLong(a -> a.length).sum();
            long[] all = new long[(int) total];
            int k = 0;
            for (long[] a : lat) {
                System.arraycopy(a, 0, all, k, a.length);
                k += a.length;
            }
            Arrays.sort(all);
            System.out.printf(
                    "throughput: %d connections, %d s: %d validated requests, %.0f req/s, p50 %.3f ms, p99 %.3f ms, max %.3f ms;"
                            + " JVM CPU %.1f us per request (server and load generator together), load average %.1f%n",
                    connections,
                    seconds,
                    total,
                    total / (double) seconds,
                    all[all.length / 2] / 1e6,
                    all[(int) (all.length * 0.99)] / 1e6,
                    all[all.length - 1] / 1e6,
                    cpu / 1e3 / total,
                    os.getSystemLoadAverage());
            inProcess(ws, req);
        }
    }

    /** CPU cost of one request without sockets: head parsing, then dispatch (validation, handler) and encoding. */
    private static void inProcess(Workspace ws, byte[] raw) throws Exception {
        Dispatcher d = new Dispatcher(
                ws, DispatchOptions.defaults(), ContractCheck.NONE, SemanticRanker.lexical(ws.catalog()));
        dev.agtpstudio.server.wire.HeadParser hp =
                new dev.agtpstudio.server.wire.HeadParser(dev.agtpstudio.server.wire.WireLimits.DEFAULT);
        int end = dev.agtpstudio.server.wire.HeadParser.findHeadEnd(raw, 0, raw.length);
        dev.agtpstudio.server.net.Connection c = new dev.agtpstudio.server.net.Connection(1, "bench", false);
        java.lang.management.ThreadMXBean tm = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int round = 0; round < 3; round++) {
            int n = 50_000;
            long parse = 0;
            long dispatch = 0;
            long cpu0 = tm.getCurrentThreadCpuTime();
            for (int i = 0; i < n; i++) {
                long t0 = System.nanoTime();
                var h = hp.parseRequest(Arrays.copyOf(raw, end));
                var req = new dev.agtpstudio.server.wire.AgtpRequest(
                        h.method(), h.target(), h.headers(), Arrays.copyOfRange(raw, end, raw.length), raw);
                long t1 = System.nanoTime();
                var resp = d.handle(req, c).toCompletableFuture().get();
                byte[] bytes = resp.toBytes();
                long t2 = System.nanoTime();
                if (resp.status() != 200 || bytes.length == 0) {
                    throw new IllegalStateException(resp.bodyText());
                }
                parse += t1 - t0;
                dispatch += t2 - t1;
            }
            long cpu = tm.getCurrentThreadCpuTime() - cpu0;
            System.out.printf(
                    "in-process (round %d): wall head parse %.1f us + dispatch/validate/encode %.1f us; thread CPU %.1f us"
                            + " per request (= %.0f req/s per core)%n",
                    round + 1, parse / 1e3 / n, dispatch / 1e3 / n, cpu / 1e3 / n, 1e9 * n / cpu);
        }
    }

    /** Each connection sends {@code req} back to back for {@code seconds}; returns per-connection latencies (ns). */
    private static long[][] run(int port, byte[] req, int connections, int seconds) throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        long[][] out = new long[connections][];
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < connections; c++) {
            int idx = c;
            Thread t = new Thread(() -> {
                long[] lat = new long[1 << 16];
                int n = 0;
                byte[] buf = new byte[8192];
                try (Socket sock = new Socket("127.0.0.1", port)) {
                    sock.setTcpNoDelay(true);
                    OutputStream o = sock.getOutputStream();
                    InputStream in = sock.getInputStream();
                    while (!stop.get()) {
                        long t0 = System.nanoTime();
                        o.write(req);
                        readResponse(in, buf);
                        long d = System.nanoTime() - t0;
                        if (n == lat.length) {
                            lat = Arrays.copyOf(lat, lat.length * 2);
                        }
                        lat[n++] = d;
                    }
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                out[idx] = Arrays.copyOf(lat, n);
            });
            threads.add(t);
            t.start();
        }
        Thread.sleep(seconds * 1000L);
        stop.set(true);
        for (Thread t : threads) {
            t.join();
        }
        return out;
    }

    /** Reads one response (head + Content-Length body); fails unless it is a 200. */
    private static void readResponse(InputStream in, byte[] buf) throws IOException {
        int len = 0;
        int headEnd = -1;
        while (headEnd < 0) {
            int r = in.read(buf, len, buf.length - len);
            if (r < 0) {
                throw new IOException("closed");
            }
            len += r;
            for (int i = 3; i < len; i++) {
                if (buf[i] == '\n' && buf[i - 1] == '\r' && buf[i - 2] == '\n' && buf[i - 3] == '\r') {
                    headEnd = i + 1;
                    break;
                }
            }
        }
        String head = new String(buf, 0, headEnd, StandardCharsets.US_ASCII);
        if (!head.startsWith("AGTP/1.0 200")) {
            throw new IOException("unexpected answer: " + head);
        }
        int cl = head.indexOf("Content-Length: ");
        int body = Integer.parseInt(head.substring(cl + 16, head.indexOf('\r', cl)));
        int have = len - headEnd;
        while (have < body) {
            int r = in.read(buf, 0, Math.min(buf.length, body - have));
            if (r < 0) {
                throw new IOException("closed in body");
            }
            have += r;
        }
    }

    private static void startTime(Path root, int endpoints) throws Exception {
        write(root, endpoints);
        for (int round = 0; round < 3; round++) {
            long t0 = System.nanoTime();
            Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());
            long loaded = System.nanoTime();
            List<dev.agtpstudio.core.diag.Diagnostic> diags = Validators.standard(new ValidationOptions(Map.of()))
                    .validate(ws)
                    .active();
            long validated = System.nanoTime();
            ContractCheck check = w -> diags;
            try (AgtpServer s = server(ws, check)) {
                long started = System.nanoTime();
                int status = AgtpClient.exchange(ClientOptions.loopback(s.port()), ClientRequest.of("DISCOVER", null))
                        .status();
                long answered = System.nanoTime();
                System.out.printf(
                        "start with %d endpoints (round %d): load %.0f ms, validate %.0f ms, register+bind %.0f ms,"
                                + " first DISCOVER %d after %.0f ms total%n",
                        endpoints,
                        round + 1,
                        (loaded - t0) / 1e6,
                        (validated - loaded) / 1e6,
                        (started - validated) / 1e6,
                        status,
                        (answered - t0) / 1e6);
            }
        }
    }

    private static void memory(Path root, int connections) throws Exception {
        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());
        try (AgtpServer s = server(ws, ContractCheck.NONE)) {
            byte[] req = ClientRequest.json("QUERY", "/rooms", null, "{\"property_id\":\"p-1\"}")
                    .toBytes();
            long before = usedHeap();
            long directBefore = io.netty.util.internal.PlatformDependent.usedDirectMemory();
            List<Socket> open = new ArrayList<>();
            byte[] buf = new byte[8192];
            try {
                for (int i = 0; i < connections; i++) {
                    Socket sock = new Socket("127.0.0.1", s.port());
                    sock.getOutputStream().write(req);
                    readResponse(sock.getInputStream(), buf);
                    open.add(sock);
                }
                long after = usedHeap();
                long directAfter = io.netty.util.internal.PlatformDependent.usedDirectMemory();
                System.out.printf(
                        "memory with %d open connections: heap +%.1f MiB (%.1f KiB per connection, client sockets included), Netty direct memory %.1f -> %.1f MiB%n",
                        connections,
                        (after - before) / 1048576.0,
                        (after - before) / 1024.0 / connections,
                        directBefore / 1048576.0,
                        directAfter / 1048576.0);
            } finally {
                for (Socket sock : open) {
                    sock.close();
                }
            }
        }
    }

    private static long usedHeap() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }
}
