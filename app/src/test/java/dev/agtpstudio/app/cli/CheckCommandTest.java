package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {
    static final Path SAMPLE = ManifestCommandTest.SAMPLE;

    static LocalServer serve() throws Exception {
        return LocalServer.start(
                SAMPLE,
                ServerOptions.defaults().withPort(0).withWorkerThreads(2),
                DispatchOptions.defaults().withEnvironment(Map.of("HOTEL_PMS_TOKEN", "t")),
                null,
                null,
                false);
    }

    @Test
    void jsonReportHasTheIssuesShapeAndExitsZeroWhenEverythingPasses() throws Exception {
        try (LocalServer s = serve()) {
            ManifestCommandTest.Run r = ManifestCommandTest.run(
                    "check",
                    SAMPLE.toString(),
                    "--target",
                    "127.0.0.1:" + s.server().port(),
                    "--format",
                    "json",
                    "--allow-unsafe",
                    "--scope",
                    "booking:read",
                    "--max-examples",
                    "2",
                    "--seed",
                    "7");
            assertThat(r.exit()).as(r.out() + r.err()).isZero();
            JsonNode doc = new ObjectMapper().readTree(r.out());
            assertThat(doc.get("target").asText())
                    .isEqualTo("127.0.0.1:" + s.server().port());
            JsonNode first = doc.get("results").get(0);
            assertThat(first.fieldNames())
                    .toIterable()
                    .contains("endpoint", "check", "outcome", "detail", "request", "response");
            assertThat(doc.get("summary").get("failed").asInt()).isZero();
            assertThat(doc.get("summary").get("passed").asInt()).isGreaterThan(100);
        }
    }

    @Test
    void withoutAllowUnsafeNonInformationalEndpointsAreSkippedWithAReason() throws Exception {
        try (LocalServer s = serve()) {
            ManifestCommandTest.Run r = ManifestCommandTest.run(
                    "check",
                    SAMPLE.toString(),
                    "--target",
                    "127.0.0.1:" + s.server().port(),
                    "--format",
                    "json",
                    "--scope",
                    "booking:read",
                    "--max-examples",
                    "1");
            assertThat(r.exit()).as(r.err()).isZero();
            JsonNode book = null;
            for (JsonNode x : new ObjectMapper().readTree(r.out()).get("results")) {
                if (x.get("endpoint").asText().equals("BOOK /reservations")
                        && x.get("check").asText().equals("valid-input")) {
                    book = x;
                }
            }
            assertThat(book).isNotNull();
            assertThat(book.get("outcome").asText()).isEqualTo("skip");
            assertThat(book.get("detail").asText()).contains("--allow-unsafe").contains("irreversible");
        }
    }

    @Test
    void junitAndSarifFormatsAreWritten() throws Exception {
        try (LocalServer s = serve()) {
            String target = "127.0.0.1:" + s.server().port();
            ManifestCommandTest.Run junit = ManifestCommandTest.run(
                    "check", SAMPLE.toString(), "--target", target, "--format", "junit", "--max-examples", "1");
            assertThat(junit.out())
                    .startsWith("<?xml")
                    .contains("<testsuite name=\"QUERY /rooms\"")
                    .contains("<skipped message=");
            ManifestCommandTest.Run sarif = ManifestCommandTest.run(
                    "check", SAMPLE.toString(), "--target", target, "--format", "sarif", "--max-examples", "1");
            JsonNode run = new ObjectMapper().readTree(sarif.out()).get("runs").get(0);
            assertThat(run.get("tool").get("driver").get("name").asText()).isEqualTo("agtp-studio check");
            assertThat(run.get("results").size()).isGreaterThan(50);
        }
    }

    @Test
    void exitsTwoWhenTheTargetCannotBeReachedOrTheWorkspaceRead(@TempDir Path tmp) throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        ManifestCommandTest.Run down =
                ManifestCommandTest.run("check", SAMPLE.toString(), "--target", "127.0.0.1:" + port);
        assertThat(down.exit()).isEqualTo(2);
        assertThat(down.err()).contains("cannot reach 127.0.0.1:" + port);
        assertThat(ManifestCommandTest.run("check", tmp.resolve("missing").toString(), "--target", "127.0.0.1:" + port)
                        .exit())
                .isEqualTo(2);
        assertThat(ManifestCommandTest.run("check", SAMPLE.toString(), "--target", "127.0.0.1:notaport")
                        .exit())
                .isEqualTo(2);
    }

    @Test
    void validatesAPublishedManifestFileAndAFetchedOne(@TempDir Path tmp) throws Exception {
        Path good = tmp.resolve("manifest.json");
        assertThat(ManifestCommandTest.run("manifest", SAMPLE.toString(), "--out", good.toString())
                        .exit())
                .isZero();
        ObjectNode broken = (ObjectNode) new ObjectMapper().readTree(Files.readString(good));
        broken.remove("agtp_api_version");
        ((ObjectNode) broken.get("endpoints").get(0).get("handler")).put("function", "leaked.module.fn");
        Path bad = tmp.resolve("broken.json");
        Files.writeString(bad, broken.toString());
        assertThat(validate(good.toString()).exit()).isZero();
        ManifestCommandTest.Run r = validate(bad.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).contains("manifest/schema").contains("agtp_api_version");
        try (LocalServer s = serve()) {
            assertThat(validate("--manifest", "127.0.0.1:" + s.server().port()).exit())
                    .isZero();
        }
    }

    @Test
    void anUnreachableTargetIsOneLineInWordsAndExitTwo() throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        ManifestCommandTest.Run r = ManifestCommandTest.run(
                "check", ManifestCommandTest.SAMPLE.toString(), "--target", "127.0.0.1:" + closed);
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err())
                .contains("cannot reach 127.0.0.1:" + closed + ": the connection was refused")
                .doesNotContain("Exception");
    }

    @Test
    void aManifestThatCannotBeFetchedIsOneLineAndExitTwoWithoutAReport() throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        PrintStream old = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        ManifestCommandTest.Run r;
        try {
            r = validate("--manifest", "127.0.0.1:" + closed);
        } finally {
            System.setErr(old);
        }
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8))
                .startsWith("agtp-studio validate: cannot fetch a manifest from 127.0.0.1:" + closed);
    }

    /** validate prints to System.out; captured here. */
    static ManifestCommandTest.Run validate(String... args) {
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            String[] all = new String[args.length + 2];
            all[0] = "validate";
            System.arraycopy(args, 0, all, 1, args.length);
            all[args.length + 1] = "--semantic=lexicon";
            ManifestCommandTest.Run r = ManifestCommandTest.run(all);
            return new ManifestCommandTest.Run(r.exit(), buf.toString(StandardCharsets.UTF_8), r.err());
        } finally {
            System.setOut(old);
        }
    }
}
