package dev.agtpstudio.server.bench;

import dev.agtpstudio.server.net.AgtpServer;
import dev.agtpstudio.server.net.LoadLimits;
import dev.agtpstudio.server.net.RequestHandler;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.WireLimits;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufAllocatorMetricProvider;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The hostile-load scenario of issue 15 on loopback (a plain main; not a unit test): N connections each announce a
 * 1 MB body and send only part of it, then hang. Prints heap (after GC) and Netty's pooled direct memory before,
 * while the connections hold, and after they close, plus how many were answered 503. Bounded in connections
 * (default 1,200) and in time (default 60 s overall).
 * <pre>mvn -o -q -B -pl server -am test-compile
 * mvn -o -q -B -pl server dependency:build-classpath -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test
 * java -Xmx1g -cp "core/target/classes:preview/target/classes:validator/target/classes:server/target/classes:server/target/test-classes:$(cat server/target/bench.cp)" \
 *     dev.agtpstudio.server.bench.PartialBodyLoadBench [connections=1200] [partKiB=256] [seconds=60]</pre>
 */
public final class PartialBodyLoadBench {
    private PartialBodyLoadBench() {}

    public static void main(String[] args) throws Exception {
        int connections = args.length > 0 ? Integer.parseInt(args[0]) : 1200;
        int partKiB = args.length > 1 ? Integer.parseInt(args[1]) : 256;
        long deadline = System.nanoTime()
                + Duration.ofSeconds(args.length > 2 ? Integer.parseInt(args[2]) : 60)
                        .toNanos();
        LoadLimits load = new LoadLimits(1024, 64L * 1024 * 1024, 256 * 1024);
        RequestHandler ok =
                (req, conn) -> CompletableFuture.completedFuture(new AgtpResponse(200, null, null, new byte[0]));
        ServerOptions opts = ServerOptions.defaults()
                .withPort(0)
                .withWorkerThreads(2)
                .withLoad(load)
                .withLimits(new WireLimits(16 * 1024, 100, 1 << 20))
                .withTimeouts(Duration.ofSeconds(60), Duration.ofSeconds(30));
        try (AgtpServer server = new AgtpServer(opts, ok).start()) {
            System.out.printf(
                    "limits: %d connections, %d MiB body budget%n",
                    load.maxConnections(), load.bodyBudgetBytes() >> 20);
            report("before", 0, 0);
            byte[] part = new byte[partKiB * 1024];
            byte[] head =
                    "AGTP/1.0 QUERY /upload\r\nContent-Length: 1048576\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
            List<Socket> sockets = new ArrayList<>();
            int refused = 0;
            for (int i = 0; i < connections && System.nanoTime() < deadline; i++) {
                Socket s = new Socket("127.0.0.1", server.port());
                s.setSoTimeout(2000);
                sockets.add(s);
                try {
                    OutputStream o = s.getOutputStream();
                    o.write(head);
                    o.write(part);
                    o.flush();
                } catch (java.io.IOException e) {
                    refused++;
                }
            }
            Thread.sleep(1000);
            for (Socket s : sockets) {
                try {
                    if (s.getInputStream().available() > 0) {
                        byte[] b = new byte[12];
                        if (s.getInputStream().read(b) > 0
                                && new String(b, StandardCharsets.US_ASCII).startsWith("AGTP/1.0 503")) {
                            refused++;
                        }
                    }
                } catch (java.io.IOException e) {
                    refused++;
                }
            }
            report("holding", sockets.size(), refused);
            for (Socket s : sockets) {
                s.close();
            }
            Thread.sleep(1500);
            report("after", 0, 0);
        }
    }

    private static void report(String phase, int open, int refused) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long direct = 0;
        if (ByteBufAllocator.DEFAULT instanceof ByteBufAllocatorMetricProvider p) {
            direct = p.metric().usedDirectMemory() + p.metric().usedHeapMemory();
        }
        System.out.printf(
                "%-8s heap after GC %6.1f MiB, Netty buffers %6.1f MiB%s%n",
                phase,
                heap / 1048576.0,
                direct / 1048576.0,
                open == 0 ? "" : String.format(", %d connections opened, %d answered 503 or refused", open, refused));
    }
}
