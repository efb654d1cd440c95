package dev.agtpstudio.lsp.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The language server's start-up as an editor sees it: the server is spawned as a process (the command given, by
 * default {@code java -jar app/target/agtp-studio.jar lsp}) in the sample workspace, and three times are taken per
 * spawn: spawn to the {@code initialize} answer, from that answer to the first {@code publishDiagnostics},
 * and a {@code didOpen} sent right after {@code initialized} to the publication for that file (with its version).
 * Run {@code ./scripts/bench-lsp spawn [RUNS] [embedding|lexicon]}; {@code AGTP_LSP_JAVA_OPTS} adds JVM options
 * (for example a class-data or AOT cache) to compare. Prints the load average at the start and the end, and the first
 * spawn on its own (through the launcher right after a build, it records the launcher's cache).
 */
public final class LspSpawnBench {
    private LspSpawnBench() {}

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        List<String> command = List.of(args).subList(1, args.length);
        Path project = Path.of(System.getProperty("agtp.project.dir", ".")).toAbsolutePath();
        double[] init = new double[runs];
        double[] first = new double[runs];
        double[] opened = new double[runs];
        double[] cpuInit = new double[runs];
        double[] cpuFirst = new double[runs];
        double loadAtStart = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        for (int i = 0; i < runs; i++) {
            Path ws = Files.createTempDirectory("lsp-spawn");
            copy(project.resolve("samples/hotel"), ws);
            Path file = ws.resolve("endpoints/fetch_reservation.toml");
            long t0 = System.nanoTime();
            Process p = new ProcessBuilder(command)
                    .directory(ws.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            try {
                Frames f = new Frames(p.getInputStream(), p.getOutputStream());
                f.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,"
                        + "\"rootUri\":\"" + ws.toUri() + "\",\"capabilities\":{}}}");
                f.await("\"id\":1", 60);
                long answered = System.nanoTime();
                init[i] = (answered - t0) / 1e6;
                cpuInit[i] = cpuMillis(p);
                f.send("{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
                long tOpen = System.nanoTime();
                String text = Files.readString(file)
                        .replace("\\", "\\\\")
                        .replace("\"", "\\\"")
                        .replace("\n", "\\n");
                f.send(
                        "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\""
                                + file.toUri() + "\",\"languageId\":\"toml\",\"version\":7,\"text\":\"" + text
                                + "\"}}}");
                List<String> seen = new ArrayList<>();
                while (true) {
                    String m = f.next(60);
                    if (m.contains("publishDiagnostics") && first[i] == 0) {
                        first[i] = (System.nanoTime() - answered) / 1e6;
                        cpuFirst[i] = cpuMillis(p);
                    }
                    if (m.contains("publishDiagnostics") && m.contains("\"version\":7")) {
                        opened[i] = (System.nanoTime() - tOpen) / 1e6;
                        break;
                    }
                    seen.add(m);
                }
                f.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\",\"params\":null}");
                f.await("\"id\":2", 30);
                f.send("{\"jsonrpc\":\"2.0\",\"method\":\"exit\",\"params\":null}");
                p.waitFor(60, TimeUnit.SECONDS); // a JVM writing a class-data or AOT cache at exit takes a while
            } finally {
                p.destroyForcibly();
            }
        }
        System.out.printf(
                "command: %s%nruns: %d, load average at start %.2f, at the end %.2f%n",
                String.join(" ", command),
                runs,
                loadAtStart,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        System.out.printf(
                "first spawn: -> initialize answered %.0f ms, -> first publishDiagnostics %.0f ms more%n",
                init[0], first[0]);
        System.out.printf("spawn -> initialize answered: %s%n", summary(init));
        System.out.printf("initialize answered -> first publishDiagnostics: %s%n", summary(first));
        System.out.printf(
                "server CPU (user+system) by the initialize answer: %s; by the first diagnostics: %s%n",
                summary(cpuInit), summary(cpuFirst));
        System.out.printf("didOpen (after initialized) -> its publication: %s%n", summary(opened));
    }

    /** CPU time the process has used so far: unlike wall time, it does not grow with the machine's load. */
    private static double cpuMillis(Process p) {
        return p.info().totalCpuDuration().map(d -> d.toNanos() / 1e6).orElse(Double.NaN);
    }

    private static String summary(double[] ms) {
        double[] s = ms.clone();
        Arrays.sort(s);
        return String.format("median %.0f ms, min %.0f ms, max %.0f ms", s[s.length / 2], s[0], s[s.length - 1]);
    }

    /** Content-Length frames over a process's pipes. */
    private static final class Frames {
        private final OutputStream out;
        private final BlockingQueue<String> in = new LinkedBlockingQueue<>();

        Frames(InputStream from, OutputStream to) {
            this.out = to;
            Thread t = new Thread(() -> read(from), "bench-reader");
            t.setDaemon(true);
            t.start();
        }

        void send(String body) throws IOException {
            byte[] b = body.getBytes(StandardCharsets.UTF_8);
            out.write(("Content-Length: " + b.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(b);
            out.flush();
        }

        String next(int seconds) throws InterruptedException {
            String m = in.poll(seconds, TimeUnit.SECONDS);
            if (m == null) {
                throw new IllegalStateException("no message from the server within " + seconds + " s");
            }
            return m;
        }

        void await(String marker, int seconds) throws InterruptedException {
            while (!next(seconds).contains(marker)) {
                // skip notifications
            }
        }

        private void read(InputStream s) {
            try {
                while (true) {
                    StringBuilder header = new StringBuilder();
                    while (!header.toString().endsWith("\r\n\r\n")) {
                        int c = s.read();
                        if (c < 0) {
                            return;
                        }
                        header.append((char) c);
                    }
                    String h = header.toString().toLowerCase();
                    int at = h.indexOf("content-length:") + 15;
                    int n = Integer.parseInt(
                            h.substring(at, h.indexOf('\r', at)).trim());
                    in.add(new String(s.readNBytes(n), StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                // the process ended
            }
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (var s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }
}
