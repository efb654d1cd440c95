package dev.agtpstudio.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The hostile-input corpus ({@code src/test/resources/hostile-lsp}, see its {@code make-corpus.py}): every case is
 * written to a fresh server over pipes, then the server must answer a well-formed hover within a second, with the
 * errors the case expects, and no answer may carry a Java class, package or exception name. Cases of kind
 * {@code eof} end the input: the server must stop. {@link #theRealProcessTakesTheWholeCorpusAndExitsOnEndOfInput}
 * does the same with every case in one server process.
 */
class HostileInputTest {
    static final String PROBE_URI = "file:///agtp-probe/probe.toml";
    static final String PROBE_TEXT = "[endpoint]\nmethod = \"FETCH\"\n";
    static final String HOVER =
            "{\"textDocument\":{\"uri\":\"" + PROBE_URI + "\"},\"position\":{\"line\":1,\"character\":11}}";
    static final String INITIALIZE = "{\"processId\":null,\"rootUri\":null,\"capabilities\":{}}";

    record Case(String name, String kind, String expected, String what, byte[] bytes) {
        @Override
        public String toString() {
            return name + " (" + what + ")";
        }
    }

    static List<Case> corpus() throws IOException {
        Path dir = Path.of("src/test/resources/hostile-lsp");
        List<Case> cases = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("index.tsv"), StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t");
            cases.add(new Case(f[0], f[1], f[2], f[3], Files.readAllBytes(dir.resolve("cases/" + f[0] + ".bin"))));
        }
        return cases;
    }

    @TestFactory
    Stream<DynamicTest> everyCaseLeavesTheSessionAnswering() throws IOException {
        return corpus().stream().map(c -> DynamicTest.dynamicTest(c.toString(), () -> run(c)));
    }

    @Test
    void theCorpusCoversEveryKindOfInputTheIssueNames() throws IOException {
        List<String> names = corpus().stream().map(Case::name).toList();
        assertThat(names)
                .hasSizeGreaterThanOrEqualTo(60)
                .contains(
                        "deep-params",
                        "content-length-not-a-number",
                        "content-length-negative",
                        "missing-content-length",
                        "content-length-space-before-colon",
                        "request-after-shutdown",
                        "eof-mid-body",
                        "invalid-utf8",
                        "batch");
    }

    private static void run(Case c) throws Exception {
        PipedInputStream serverIn = new PipedInputStream(1 << 16);
        PipedOutputStream toServer = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        CompletableFuture<Integer> exit = new CompletableFuture<>();
        LanguageServerRunner.Running r = LanguageServerRunner.start(
                serverIn, serverOut, LspOptions.defaults("test").withoutModel(), exit::complete);
        RawClient client = new RawClient(clientIn, toServer);
        try {
            if (!c.kind().equals("fresh")) {
                begin(client);
            }
            if (c.kind().equals("shutdown")) {
                client.request(2, "shutdown", "null");
                assertThat(client.reply(2, 5000)).as("shutdown answered").isNotNull();
            }
            client.taken.clear();
            client.write(c.bytes());
            if (c.kind().equals("eof")) {
                client.close();
                r.listening().get(2, TimeUnit.SECONDS); // ends on end of input
                return;
            }
            if (c.kind().equals("fresh")) {
                begin(client);
            }
            long t0 = System.nanoTime();
            client.request(900, "textDocument/hover", HOVER);
            JsonObject probe = client.reply(900, 1000);
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            assertThat(probe)
                    .as("an answer to the hover within a second; got " + client.taken)
                    .isNotNull();
            if (c.kind().equals("shutdown")) {
                assertThat(probe.getAsJsonObject("error").get("code").getAsInt())
                        .isEqualTo(-32600);
            } else {
                assertThat(probe.has("result") && probe.get("result").isJsonObject())
                        .as(probe + " after " + ms + " ms")
                        .isTrue();
                assertThat(probe.getAsJsonObject("result").toString()).contains("FETCH");
            }
            List<Integer> codes = new ArrayList<>(client.errorCodes());
            if (c.kind().equals("shutdown")) {
                codes.remove(Integer.valueOf(-32600)); // the probe's own refusal
            }
            if (c.expected().equals("-")) {
                assertThat(codes).as("no error for " + c.name()).isEmpty();
            } else {
                assertThat(codes)
                        .as("answers: " + client.taken)
                        .containsAll(Arrays.stream(c.expected().split(","))
                                .map(Integer::valueOf)
                                .toList());
            }
            for (String answer : client.raw) {
                dev.agtpstudio.core.testkit.InternalNames.assertNone("an LSP answer", answer);
            }
        } finally {
            toServer.close();
            r.listening().cancel(true);
        }
    }

    /** initialize, initialized, and the probe document opened and validated (the server has warmed up). */
    static void begin(RawClient client) throws Exception {
        client.request(1, "initialize", INITIALIZE);
        assertThat(client.reply(1, 10_000)).as("initialize answered").isNotNull();
        client.notify("initialized", "{}");
        client.notify(
                "textDocument/didOpen",
                "{\"textDocument\":{\"uri\":\"" + PROBE_URI
                        + "\",\"languageId\":\"toml\",\"version\":1,\"text\":\""
                        + PROBE_TEXT.replace("\"", "\\\"").replace("\n", "\\n") + "\"}}");
        assertThat(client.notification("textDocument/publishDiagnostics", 30_000))
                .as("the probe document validated")
                .isNotNull();
    }

    /** The language server as a process of its own on stdio, as an editor starts it. */
    private static Process startServerProcess() throws IOException {
        return new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        StdioMain.class.getName())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    @Test
    void theRealProcessTakesTheWholeCorpusAndExitsOnEndOfInput() throws Exception {
        Process p = startServerProcess();
        try {
            RawClient client = new RawClient(p.getInputStream(), p.getOutputStream());
            begin(client);
            int id = 2000;
            List<Case> cases = corpus();
            for (Case c : cases.stream().filter(c -> c.kind().equals("probe")).toList()) {
                client.write(c.bytes());
                client.request(++id, "textDocument/hover", HOVER);
                JsonObject probe = client.reply(id, 1000);
                assertThat(probe).as("answer after " + c.name()).isNotNull();
                assertThat(probe.has("result")).as(c.name() + ": " + probe).isTrue();
            }
            client.request(++id, "shutdown", "null");
            assertThat(client.reply(id, 2000)).isNotNull();
            for (Case c :
                    cases.stream().filter(c -> c.kind().equals("shutdown")).toList()) {
                client.write(c.bytes());
            }
            client.request(++id, "textDocument/hover", HOVER);
            assertThat(client.reply(id, 1000)
                            .getAsJsonObject("error")
                            .get("code")
                            .getAsInt())
                    .isEqualTo(-32600);
            for (String answer : client.raw) {
                dev.agtpstudio.core.testkit.InternalNames.assertNone("an LSP answer", answer);
            }
            client.close();
            assertThat(p.waitFor(5, TimeUnit.SECONDS))
                    .as("the process exits on end of input")
                    .isTrue();
            assertThat(p.exitValue()).as("after shutdown").isZero();
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void endOfInputWithoutShutdownExitsWithCodeOne() throws Exception {
        Process p = startServerProcess();
        try {
            RawClient client = new RawClient(p.getInputStream(), p.getOutputStream());
            begin(client);
            client.write(corpus().stream()
                    .filter(c -> c.name().equals("eof-mid-body"))
                    .findFirst()
                    .orElseThrow()
                    .bytes());
            client.close();
            assertThat(p.waitFor(5, TimeUnit.SECONDS))
                    .as("the process exits on end of input")
                    .isTrue();
            assertThat(p.exitValue()).isEqualTo(1);
        } finally {
            p.destroyForcibly();
        }
    }
}
