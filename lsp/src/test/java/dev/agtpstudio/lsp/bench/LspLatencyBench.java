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
 * The language server's latency figures, measured through LSP4J's JSON-RPC over pipes exactly as an editor talks to
 * it (in one JVM, so process start-up is not included):
 * <ol>
 * <li>initialize-to-first-diagnostics: from sending {@code initialize} on the sample workspace (one endpoint with a
 * finding, plus a 2,000-line {@code .agis}) to the first {@code publishDiagnostics};</li>
 * <li>didChange-to-diagnostics for an intent edit, the headline figure: one incremental edit that replaces the
 * intent text of one endpoint of the 2,000-line {@code .agis} with a sentence never seen before (a number in it
 * counts up), so AGIS pass 6 must embed it with the model; the sentence contradicts the method, and the time runs
 * until the publication for that document version that carries pass 6's finding on that intent in the model's own
 * words (an earlier publication of that version without it, the lexicon's stand-in while the model loads, is not
 * counted as the answer);</li>
 * <li>didChange-to-diagnostics for a method-name edit (the name toggled between a catalog verb and a typo): every
 * pass but the semantic one, whose verdicts for the two names are cached after the first edits.</li>
 * </ol>
 * Edits are sent one at a time, nothing is coalesced. Pass 6 uses the MiniLM model (as {@code agtp-studio lsp} does
 * by default); the edits are measured once it has loaded (the intent edits' findings say so). Run
 * {@code ./scripts/bench-lsp [EDITS [embedding|lexicon]]} (it compiles the reactor's modules and runs this class on
 * their {@code target/classes}). Arguments: the number of measured edits of each kind (default 300), and
 * {@code lexicon} to judge pass 6 without the model.
 */
public final class LspLatencyBench {
    private static final int LINES = 2000;
    private static final int WARMUP = 60;

    private LspLatencyBench() {}

    public static void main(String[] args) throws Exception {
        int edits = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        boolean model = !(args.length > 1 && args[1].equals("lexicon"));
        System.out.printf("load average at start: %.2f%n", load());
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
            Editor editor = new Editor(lsp, big);
            IntentEdit intent = new IntentEdit(text, model ? "embedding" : "lexicon");
            editor.waitForModel(intent, model);
            long cpuStart = processCpuNanos();
            long[] intentNanos = editor.measure(intent, edits);
            double cpuPerIntentEdit = (processCpuNanos() - cpuStart) / 1e6 / edits;

            MethodEdit method = new MethodEdit(text);
            editor.measure(method, WARMUP);
            cpuStart = processCpuNanos();
            long[] methodNanos = editor.measure(method, edits);
            double cpuPerMethodEdit = (processCpuNanos() - cpuStart) / 1e6 / edits;

            System.out.printf(
                    "lines: %d, edits measured: %d of each kind, pass 6: %s, load average at the end: %.2f%n",
                    Files.readAllLines(big).size(), edits, model ? "MiniLM" : "lexicon", load());
            System.out.printf("initialize -> first diagnostics: %.1f ms%n", first);
            System.out.printf(
                    "intent edit (pass 6 embeds a new intent) didChange -> diagnostics with its pass 6"
                            + " finding: %s; process CPU per edit (client and server): %.1f ms; publications of an edited"
                            + " version skipped for lacking that finding: %d%n",
                    summary(intentNanos), cpuPerIntentEdit, editor.skipped);
            System.out.printf(
                    "method-name edit (pass 6 verdicts cached) didChange -> diagnostics: %s; process CPU per"
                            + " edit: %.1f ms%n",
                    summary(methodNanos), cpuPerMethodEdit);
        }
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static String summary(long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        return String.format(
                "p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms",
                pct(s, 50), pct(s, 95), pct(s, 99), s[s.length - 1] / 1e6);
    }

    /** One kind of edit: the change that makes document version {@code version}, and what its publication must hold. */
    private interface Edit {
        TextDocumentContentChangeEvent change(int version);

        boolean answered(List<org.eclipse.lsp4j.Diagnostic> diagnostics);
    }

    /** Sends edits one at a time and times each from didChange to the publication that answers it. */
    private static final class Editor {
        private final BenchAccess lsp;
        private final Path file;
        private int version = 1;
        private int skipped;

        Editor(BenchAccess lsp, Path file) {
            this.lsp = lsp;
            this.file = file;
        }

        long[] measure(Edit edit, int count) throws InterruptedException {
            long[] nanos = new long[count];
            for (int i = 0; i < count; i++) {
                nanos[i] = once(edit);
            }
            return nanos;
        }

        private long once(Edit edit) throws InterruptedException {
            int v = ++version;
            long s = System.nanoTime();
            lsp.change(file, v, List.of(edit.change(v)));
            boolean[] first = {true};
            lsp.awaitVersion(file, v, d -> {
                boolean ok = edit.answered(d);
                if (!ok && first[0]) {
                    skipped++;
                }
                first[0] = false;
                return ok;
            });
            return System.nanoTime() - s;
        }

        /** Edits the intent until its finding is the model's (it loads in the background after the first run). */
        void waitForModel(IntentEdit edit, boolean model) throws InterruptedException {
            long deadline = System.nanoTime() + 120_000_000_000L;
            int ready = 0;
            while (ready < WARMUP) {
                int v = ++version;
                lsp.change(file, v, List.of(edit.change(v)));
                List<org.eclipse.lsp4j.Diagnostic> d = lsp.awaitVersion(file, v, x -> true);
                ready = edit.answered(d) ? ready + 1 : 0;
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("pass 6 never answered with "
                            + (model ? "the model" : "the lexicon") + "; last diagnostics: " + d);
                }
                if (ready == 0) {
                    Thread.sleep(100);
                }
            }
            skipped = 0;
        }
    }

    /**
     * Replaces the text of the first QUERY endpoint's intent with a new sentence that contradicts QUERY; answered by
     * pass 6's finding on that line, worded by {@code mode} (the lexicon's stand-in says "Lexicon check only").
     */
    private static final class IntentEdit implements Edit {
        private final int line;
        private final int column;
        private final String mode;
        private int length;

        IntentEdit(String text, String mode) {
            int at = text.indexOf("intent: \"", text.indexOf("  - method: QUERY")) + "intent: \"".length();
            String before = text.substring(0, at);
            this.line = (int) before.chars().filter(c -> c == '\n').count();
            this.column = at - before.lastIndexOf('\n') - 1;
            this.length = text.indexOf('"', at) - at;
            this.mode = mode;
        }

        @Override
        public TextDocumentContentChangeEvent change(int version) {
            String intent = "Deletes the booking number " + version + " of the guest and frees its rooms for good";
            Range old = new Range(new Position(line, column), new Position(line, column + length));
            length = intent.length();
            return new TextDocumentContentChangeEvent(old, intent);
        }

        @Override
        public boolean answered(List<org.eclipse.lsp4j.Diagnostic> diagnostics) {
            return diagnostics.stream()
                    .anyMatch(d -> d.getRange().getStart().getLine() == line
                            && String.valueOf(
                                            d.getCode() == null
                                                    ? ""
                                                    : d.getCode().get())
                                    .contains("p6-intent-")
                            && d.getMessage().contains("(" + mode + " score")
                            && !d.getMessage().contains("Lexicon check only"));
        }
    }

    /** Toggles the first QUERY endpoint's method between QUERY and the typo QUERZ (the findings change each time). */
    private static final class MethodEdit implements Edit {
        private final Range word;

        MethodEdit(String text) {
            int at = text.indexOf("  - method: QUERY") + "  - method: ".length();
            String before = text.substring(0, at);
            int line = (int) before.chars().filter(c -> c == '\n').count();
            int col = at - before.lastIndexOf('\n') - 1;
            this.word = new Range(new Position(line, col), new Position(line, col + 5));
        }

        @Override
        public TextDocumentContentChangeEvent change(int version) {
            return new TextDocumentContentChangeEvent(word, version % 2 == 0 ? "QUERZ" : "QUERY");
        }

        @Override
        public boolean answered(List<org.eclipse.lsp4j.Diagnostic> diagnostics) {
            return true;
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
            endpoints.forEach(l -> out.add(
                    c == 1
                            ? l
                            : l.replace("path: /", "path: /v" + c + "/")
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
