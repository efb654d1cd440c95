package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.net.BoundedHttp;
import dev.agtpstudio.core.testkit.HostileTargets;
import dev.agtpstudio.core.testkit.InternalNames;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every remote read of the importer goes through the one bounded client (decision 0475): a loopback server that
 * answers slowly, without end or with a huge body ends the import within the time limit with a located error and
 * exit 2, and references to other schemes are refused. The policy here differs from the product's only in allowing
 * http on loopback (the product: https, public hosts), so the hostile servers can be reached at all.
 */
class RemoteRefsBoundedTest {
    private static final Duration LIMIT = Duration.ofSeconds(2);
    private static final long MAX_BYTES = 1 << 20;

    @TempDir
    Path tmp;

    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    final AtomicInteger reads = new AtomicInteger();

    private ImportTool tool() {
        RemoteDocuments.Policy loopback =
                new RemoteDocuments.Policy(Set.of("http", "https"), host -> null, LIMIT, 5, (uri, deadline, max) -> {
                    reads.incrementAndGet();
                    return BoundedHttp.get(uri, deadline, max);
                });
        LoaderLimits limits = new LoaderLimits(MAX_BYTES, 64, 50, 1 << 20);
        return new ImportTool(OpenApiImporter.standard(MethodCatalog.bundled(), new SpecReader(limits, loopback)));
    }

    private int run(Path spec, boolean allowRemote) {
        return tool().run(
                        new ImportTool.Request(spec, tmp.resolve("out"), List.of(), null, false, 0, false, allowRemote),
                        new PrintStream(new ByteArrayOutputStream()),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private Path spec(String ref) throws Exception {
        Path spec = tmp.resolve("api.yaml");
        Files.writeString(
                spec,
                "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /things:\n    get:\n"
                        + "      operationId: listThings\n      responses:\n        '200':\n          description: ok\n"
                        + "          content:\n            application/json:\n              schema: {$ref: '" + ref
                        + "'}\n");
        return spec;
    }

    private void assertRefused(HostileTargets.Answer answer, String expected) throws Exception {
        try (HostileTargets t = new HostileTargets(answer)) {
            String url = "http://127.0.0.1:" + t.port() + "/thing.yaml";
            Path spec = spec(url);
            long start = System.nanoTime();
            int code = assertTimeoutPreemptively(LIMIT.multipliedBy(4), () -> run(spec, true));
            assertEquals(2, code, err());
            assertTrue(err().contains("api.yaml: $ref " + url + ": "), err());
            assertTrue(err().contains(expected), err());
            assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(LIMIT.multipliedBy(2)) < 0, "bounded");
            InternalNames.assertNone("the import's messages", err());
            assertFalse(Files.exists(tmp.resolve("out").resolve(".agtp-import.json")), "nothing written");
        }
    }

    @Test
    void aServerThatDripsItsAnswerEndsTheImportAtTheTimeLimit() throws Exception {
        assertRefused(
                HostileTargets.drip("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\ntype: object\n", 200),
                "within the time limit of 2 s");
    }

    @Test
    void aServerThatNeverAnswersEndsTheImportAtTheTimeLimit() throws Exception {
        assertRefused(HostileTargets.silence(), "within the time limit of 2 s");
    }

    @Test
    void anEndlessBodyIsCutAtTheSizeLimit() throws Exception {
        assertRefused(HostileTargets.body("HTTP/1.1 200 OK\r\n\r\n", -1, (byte) 'a'), "larger than the limit of 1 MiB");
    }

    @Test
    void aHugeAnnouncedBodyIsRefusedBeforeItIsRead() throws Exception {
        assertRefused(
                HostileTargets.body("HTTP/1.1 200 OK\r\nContent-Length: 4294967296\r\n\r\n", 4L << 30, (byte) 'a'),
                "larger than the limit of 1 MiB");
    }

    @Test
    void aWellBehavedRemoteDocumentIsBundledAndItsOwnReferencesFollowed() throws Exception {
        try (HostileTargets t =
                new HostileTargets(HostileTargets.ok("type: object\nproperties:\n  thing_serial: {type: string}\n"))) {
            Path spec = spec("http://127.0.0.1:" + t.port() + "/thing.yaml");
            assertEquals(0, run(spec, true), err());
            assertEquals(1, reads.get());
            String toml = Files.readString(Files.list(tmp.resolve("out"))
                    .filter(p -> p.toString().endsWith(".toml"))
                    .findFirst()
                    .orElseThrow());
            assertTrue(toml.contains("thing_serial"), toml);
        }
    }

    @Test
    void aSwagger2SpecGetsItsRemoteDocumentFromTheBoundedClientToo() throws Exception {
        try (HostileTargets t =
                new HostileTargets(HostileTargets.ok("type: object\nproperties:\n  thing_serial: {type: string}\n"))) {
            Path spec = tmp.resolve("api.yaml");
            Files.writeString(
                    spec,
                    "swagger: '2.0'\ninfo: {title: t, version: '1'}\nhost: api.example.com\npaths:\n"
                            + "  /things:\n    get:\n      operationId: listThings\n      produces: [application/json]\n"
                            + "      responses:\n        '200':\n          description: ok\n          schema: {$ref: 'http://127.0.0.1:"
                            + t.port() + "/thing.yaml'}\n");
            assertEquals(0, run(spec, true), err());
            assertEquals(1, reads.get());
            String toml = Files.readString(Files.list(tmp.resolve("out"))
                    .filter(p -> p.toString().endsWith(".toml"))
                    .findFirst()
                    .orElseThrow());
            assertTrue(toml.contains("thing_serial"), toml);
        }
    }

    @Test
    void withoutTheFlagNothingIsFetched() throws Exception {
        try (HostileTargets t = new HostileTargets(HostileTargets.silence())) {
            Path spec = spec("http://127.0.0.1:" + t.port() + "/thing.yaml");
            assertEquals(0, assertTimeoutPreemptively(LIMIT.multipliedBy(5), () -> run(spec, false)), err());
            assertEquals(0, reads.get());
        }
    }

    @Test
    void aRemoteDocumentReferringToAFileOrAnotherSchemeIsRefused() throws Exception {
        for (String inner : List.of("file:///etc/passwd", "ftp://127.0.0.1/x.yaml", "gopher://127.0.0.1/x")) {
            err.reset();
            try (HostileTargets t = new HostileTargets(
                    HostileTargets.ok("type: object\nproperties:\n  id: {$ref: '" + inner + "'}\n"))) {
                Path spec = spec("http://127.0.0.1:" + t.port() + "/thing.yaml");
                assertEquals(2, run(spec, true), err());
                assertTrue(err().contains("$ref " + inner + ": "), err());
                assertTrue(err().contains("is not supported here; use http:// or https://"), err());
            }
        }
    }

    @Test
    void theSpecReferringToFtpOrFileIsRefusedWithTheScheme() throws Exception {
        for (String ref : List.of("ftp://127.0.0.1/x.yaml", "file:/etc/passwd")) {
            err.reset();
            assertEquals(2, run(spec(ref), true), err());
            assertTrue(err().contains("api.yaml: $ref " + ref + ": "), err());
            assertTrue(
                    err().contains("the scheme " + ref.substring(0, ref.indexOf(':')) + ": is not supported"), err());
            assertEquals(0, reads.get());
        }
    }

    @Test
    void theMostRemoteDocumentsOfOneImportAreBounded() throws Exception {
        // every answer refers to a new document on the same server: the sixth one is not read
        AtomicInteger n = new AtomicInteger();
        try (HostileTargets t = new HostileTargets(out -> HostileTargets.ok(
                        "type: object\nproperties:\n  next: {$ref: 'd" + n.incrementAndGet() + ".yaml'}\n")
                .answer(out))) {
            Path spec = spec("http://127.0.0.1:" + t.port() + "/d0.yaml");
            assertEquals(2, run(spec, true), err());
            assertTrue(err().contains("more than 5 remote documents"), err());
            assertEquals(5, reads.get());
        }
    }
}
