package dev.agtpstudio.server.bench;

import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.mcp.McpServers;
import dev.agtpstudio.server.mcp.McpToolBridge;
import dev.agtpstudio.server.mcp.NettyMcpHttpTransport;
import dev.agtpstudio.server.net.ConnectionBudget;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.tools.ToolVersions;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import java.io.File;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Issue 35's flood on loopback (a plain main; not a unit test): the sample workspace served on AGTP, A2T and MCP HTTP
 * in one process with the default limits and the process connection budget; child processes (9,000 connections each,
 * so no client runs out of descriptors) open N idle connections to one listener and hold them; meanwhile every
 * listener is probed with a well-formed request (5 probes each: answered or not, median latency), and the server
 * process's open descriptors are counted. Bounded: N (default 20,000) and the hold (default 20 s); the idle timeout (default 60 s, the product's) can be raised
 * so the flood outlasts it, and the per-listener cap ({@code serve --max-connections}) raised so that only the process
 * budget stands between the flood and the descriptor limit.
 * <pre>mvn -o -q -B -pl server -am test-compile
 * mvn -o -q -B -pl server dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test
 * java -cp "core/target/classes:preview/target/classes:validator/target/classes:server/target/classes:server/target/test-classes:$(cat server/target/bench.cp)" \
 *     dev.agtpstudio.server.bench.ListenerFloodBench [a2t|agtp|mcp] [connections=20000] [holdSeconds=20] [idleTimeoutSeconds=60] [maxConnections=1024]</pre>
 */
public final class ListenerFloodBench {
    private static final String MCP_LIST = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{}}";
    private static final int PER_CHILD = 9000;

    private ListenerFloodBench() {}

    public static void main(String[] args) throws Exception {
        String target = args.length > 0 ? args[0] : "a2t";
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        int hold = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        int idle = args.length > 3 ? Integer.parseInt(args[3]) : 60;
        int cap = args.length > 4 ? Integer.parseInt(args[4]) : 1024;
        Path sample = Path.of(System.getProperty("agtp.project.dir", ".")).resolve("samples/hotel");
        ServerOptions o = ServerOptions.defaults()
                .withPort(0)
                .withTimeouts(java.time.Duration.ofSeconds(idle), java.time.Duration.ofSeconds(10))
                .withLoad(new dev.agtpstudio.server.net.LoadLimits(cap, 256L << 20, 256 * 1024));
        try (LocalServer s = LocalServer.start(sample, o, DispatchOptions.defaults(), null, null, false)) {
            A2tHttpServer a2t = s.startA2t(o, ToolVersions.CURRENT_ONLY);
            NettyMcpHttpTransport t = new NettyMcpHttpTransport(0, o).start();
            McpStatelessSyncServer mcp = McpServers.http(new McpToolBridge(s.dispatcher()), "bench", t);
            Map<String, Integer> ports = Map.of("agtp", s.server().port(), "a2t", a2t.port(), "mcp", t.port());
            System.out.printf(
                    "open-file limit %d, process connection budget %d (reserve %d per listener), cap per listener %d%n",
                    ConnectionBudget.fdLimit(),
                    ConnectionBudget.process().capacity(),
                    ConnectionBudget.process().reserve(),
                    o.load().maxConnections());
            System.out.printf("before: %d descriptors open; %s%n", fds(), probes(ports));
            List<Process> children = new ArrayList<>();
            long start = System.nanoTime();
            for (int left = n; left > 0; left -= PER_CHILD) {
                children.add(new ProcessBuilder(
                                javaBin(),
                                "-cp",
                                System.getProperty("java.class.path"),
                                Flood.class.getName(),
                                String.valueOf(ports.get(target)),
                                String.valueOf(Math.min(PER_CHILD, left)),
                                String.valueOf(hold + 30))
                        .redirectErrorStream(true)
                        .start());
            }
            int opened = 0;
            for (Process p : children) {
                String line = new java.io.BufferedReader(
                                new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))
                        .readLine();
                String digits = line == null ? "" : line.replaceAll("\\D.*", "");
                opened += digits.isEmpty() ? 0 : Integer.parseInt(digits);
            }
            System.out.printf(
                    "flood: %d of %d connections to %s opened in %.1f s; the server holds %d connections, %d descriptors%n",
                    opened,
                    n,
                    target,
                    (System.nanoTime() - start) / 1e9,
                    ConnectionBudget.process().open(),
                    fds());
            for (int i = 0; i < hold; i += 5) {
                System.out.printf("holding +%2d s: %d descriptors open; %s%n", i, fds(), probes(ports));
                Thread.sleep(5000);
            }
            children.forEach(Process::destroy);
            for (Process p : children) {
                p.waitFor(10, TimeUnit.SECONDS);
            }
            Thread.sleep(1000);
            System.out.printf(
                    "after: %d descriptors open, %d connections held; %s%n",
                    fds(), ConnectionBudget.process().open(), probes(ports));
            mcp.close();
        }
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static long fds() {
        File[] f = new File("/proc/self/fd").listFiles();
        return f == null ? -1 : f.length;
    }

    /** Each listener probed 5 times: answered 200 / 5 and the median latency. */
    private static String probes(Map<String, Integer> ports) {
        StringBuilder sb = new StringBuilder();
        for (String l : List.of("agtp", "a2t", "mcp")) {
            long[] ms = new long[5];
            int ok = 0;
            for (int i = 0; i < 5; i++) {
                long t0 = System.nanoTime();
                ok += probe(l, ports.get(l)) ? 1 : 0;
                ms[i] = (System.nanoTime() - t0) / 1_000_000;
            }
            Arrays.sort(ms);
            sb.append(String.format("%s %d/5 answered (median %d ms)  ", l, ok, ms[2]));
        }
        return sb.toString().trim();
    }

    private static boolean probe(String listener, int port) {
        String req = switch (listener) {
            case "agtp" -> "AGTP/1.0 DISCOVER /tools\r\n\r\n";
            case "a2t" -> "GET /tools HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
            default ->
                "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n"
                        + "Content-Length: " + MCP_LIST.length() + "\r\n\r\n" + MCP_LIST;
        };
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 2000);
            s.setSoTimeout(2000);
            s.getOutputStream().write(req.getBytes(StandardCharsets.UTF_8));
            InputStream in = s.getInputStream();
            byte[] head = in.readNBytes(12);
            String status = new String(head, StandardCharsets.US_ASCII);
            return status.endsWith(" 200") || status.contains(" 200");
        } catch (Exception e) {
            return false;
        }
    }

    /** A child process: opens COUNT idle connections to PORT, prints how many opened, holds them SECONDS. */
    public static final class Flood {
        private Flood() {}

        public static void main(String[] args) throws Exception {
            int port = Integer.parseInt(args[0]);
            int count = Integer.parseInt(args[1]);
            int seconds = Integer.parseInt(args[2]);
            List<Socket> held = new ArrayList<>();
            int opened = 0;
            for (int i = 0; i < count; i++) {
                Socket s = new Socket();
                try {
                    s.connect(new InetSocketAddress("127.0.0.1", port), 2000);
                    held.add(s);
                    opened++;
                } catch (Exception e) {
                    s.close();
                }
            }
            System.out.println(opened + " opened");
            System.out.flush();
            Thread.sleep(seconds * 1000L);
            for (Socket s : held) {
                s.close();
            }
        }
    }
}
