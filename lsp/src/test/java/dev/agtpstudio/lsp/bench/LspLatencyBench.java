package dev.agtpstudio.lsp.bench;

import dev.agtpstudio.lsp.BenchAccess;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;

/**
 * The language server's two latency figures, measured through LSP4J's JSON-RPC over pipes exactly as an editor
 * talks to it (in one JVM, so process start-up is not included):
 * <ol>
 * <li>initialize-to-first-diagnostics: from sending {@code initialize} on the sample workspace (one endpoint with a
 * finding, plus a 2,000-line {@code .agis}) to the first {@code publishDiagnostics};</li>
 * <li>didChange-to-diagnostics: one incremental edit in the 2,000-line {@code .agis} (a method name toggled between
 * a catalog verb and a typo, so every edit changes the findings and is published) until the diagnostics for that
 * document version arrive; edits are sent one at a time, nothing is coalesced.</li>
 * </ol>
 * Pass 6 uses the MiniLM model (as {@code agtp-studio lsp} does by default); the edits are measured after it has
 * loaded. Run {@code ./scripts/bench-lsp [EDITS [embedding|lexicon]]} (it compiles the reactor's modules and runs this
 * class on their {@code target/classes}). Arguments: the number of measured edits (default 300), and
 * {@code lexicon} to judge pass 6 without the model.
 */
public final class LspLatencyBench {
    private static final int LINES = 2000;

    private LspLatencyBench() {
    }

    public static void main(String[] args) throws Exception {
        int edits = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        boolean model = !(args.length > 1 && args[1].equals("lexicon"));
        Path root = Files.createTempDirectory("lsp-bench");
        Path project = Path.of(System.getProperty("agtp.project.dir", ".")).toAbsolutePath();
        copy(project.resolve("samples/hotel"), root);
        Path big = root.resolve("big.agis");
        Files.writeString(big, bigAgis(Files.readString(root.resolve("harbor-light.agis")), LINES));
        Path quote = root.resolve("endpoints/quote_rates.toml");
        Files.writeString(quote, Files.readString(quote).replaceFirst("method = \"QUOTE\"", "method = \"QOUTE\""));

        try (BenchAccess lsp = BenchAccess.start(model)) {
            long t0 = System.nanoTime();
            lsp.initialize(root);
            lsp.awaitAnyDiagnostics();
            double first = (System.nanoTime() - t0) / 1e6;

            String text = Files.readString(big);
            lsp.open(big, text);
            int at = text.indexOf("  - method: QUERY") + "  - method: ".length();
            String before = text.substring(0, at);
            int line = (int) before.chars().filter(c -> c == '\n').count();
            int col = at - before.lastIndexOf('\n') - 1;
            Range word = new Range(new Position(line, col), new Position(line, col + 5));
            int version = 1;
            int findings = 0;
            int warmup = 60;
            long[] nanos = new long[edits];
            long cpuStart = 0;
            for (int i = -warmup; i < edits; i++) {
                if (i == -warmup / 2 && model) {
                    Thread.sleep(4000); // the model and verb index load in the background after the first run
                }
                if (i == 0) {
                    cpuStart = processCpuNanos();
                }
                version++;
                String replacement = version % 2 == 0 ? "QUERZ" : "QUERY";
                long s = System.nanoTime();
                lsp.change(big, version, List.of(new TextDocumentContentChangeEvent(word, replacement)));
                findings = lsp.awaitVersion(big, version);
                if (i >= 0) {
                    nanos[i] = System.nanoTime() - s;
                }
            }
            double cpuPerEdit = (processCpuNanos() - cpuStart) / 1e6 / edits;
            Arrays.sort(nanos);
            System.out.printf("lines: %d, edits measured: %d, pass 6: %s, load average: %.2f%n", Files.readAllLines(big).size(),
                    edits, model ? "MiniLM" : "lexicon", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
            System.out.printf("findings published per edit: %d; process CPU per edit (client and server): %.1f ms%n",
                    findings, cpuPerEdit);
            System.out.printf("initialize -> first diagnostics: %.1f ms%n", first);
            System.out.printf("didChange -> diagnostics: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    pct(nanos, 50), pct(nanos, 95), pct(nanos, 99), nanos[nanos.length - 1] / 1e6);
        }
    }

    /** CPU time of this whole JVM (server and client threads), independent of how busy the machine is. */
    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static double pct(long[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)] / 1e6;
    }

    /** The sample's endpoints repeated (each copy under its own path prefix) until the document has {@code lines}. */
    static String bigAgis(String sample, int lines) {
        List<String> all = sample.lines().toList();
        int start = all.indexOf("endpoints:") + 1;
        int vocab = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).startsWith("vocabulary:")) {
                vocab = i;
            }
        }
        List<String> endpoints = all.subList(start, vocab);
        List<String> out = new ArrayList<>(all.subList(0, start));
        int copy = 1;
        while (out.size() + endpoints.size() + (all.size() - vocab) <= lines) {
            int c = copy++;
            endpoints.forEach(l -> out.add(c == 1 ? l : l.replace("path: /", "path: /v" + c + "/")
                    .replace("mcp_tool_name: ", "mcp_tool_name: v" + c + "_")));
        }
        out.addAll(all.subList(vocab, all.size()));
        while (out.size() < lines) {
            out.add("# padding line " + out.size());
        }
        return String.join("\n", out) + "\n";
    }

    private static void copy(Path from, Path to) throws java.io.IOException {
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
