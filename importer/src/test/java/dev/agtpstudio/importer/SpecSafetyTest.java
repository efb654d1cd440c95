package dev.agtpstudio.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hostile specs: the loaders' limits apply, and references cannot reach outside the spec's folder or inward hosts. */
class SpecSafetyTest {
    @TempDir
    Path tmp;

    final ImportTool tool = new ImportTool(OpenApiImporter.standard(MethodCatalog.bundled()));
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Path spec, boolean allowRemote) {
        return tool.run(
                new ImportTool.Request(spec, tmp.resolve("out"), List.of(), null, false, 0, false, allowRemote),
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aYamlAliasBombIsRefusedQuicklyWithALocatedErrorAndExit2() throws Exception {
        StringBuilder sb = new StringBuilder("openapi: 3.0.3\ninfo: {title: bomb, version: '1'}\npaths: {}\n");
        sb.append("x-a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        String prev = "a";
        for (char c = 'b'; c <= 'i'; c++) {
            sb.append("x-").append(c).append(": &").append(c).append(" [");
            for (int i = 0; i < 9; i++) {
                sb.append(i == 0 ? "" : ",").append('*').append(prev);
            }
            sb.append("]\n");
            prev = String.valueOf(c);
        }
        Path spec = tmp.resolve("bomb.yaml");
        Files.writeString(spec, sb.toString());
        int code = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> run(spec, false));
        assertEquals(2, code, err());
        assertTrue(err().matches("(?s).*bomb\\.yaml:\\d+:\\d+: YAML limit.*"), err());
    }

    @Test
    void aSpecNestedDeeperThanTheLimitIsRefused() throws Exception {
        Path spec = tmp.resolve("deep.json");
        Files.writeString(spec, "{\"openapi\":\"3.0.3\",\"paths\":{},\"x\":" + "[".repeat(500) + "]".repeat(500) + "}");
        assertEquals(2, run(spec, false), err());
        assertTrue(err().contains("deep.json:1:"), err());
    }

    @Test
    void aLocalReferenceOutsideTheSpecsFolderIsRefused() throws Exception {
        Files.writeString(tmp.resolve("secret.yaml"), "type: string\ndescription: TOP-SECRET\n");
        Path dir = Files.createDirectories(tmp.resolve("spec"));
        Path spec = dir.resolve("api.yaml");
        Files.writeString(spec, specWithRef("../secret.yaml"));
        assertEquals(2, run(spec, true), err());
        assertTrue(err().contains("leaves the spec's folder"), err());
        assertFalse(Files.exists(tmp.resolve("out"))
                && Files.list(tmp.resolve("out")).anyMatch(p -> read(p).contains("TOP-SECRET")));
    }

    @Test
    void anAbsolutePathReferenceIsRefused() throws Exception {
        Path secret = tmp.resolve("secret.yaml");
        Files.writeString(secret, "type: string\n");
        Path spec = tmp.resolve("api.yaml");
        Files.writeString(spec, specWithRef(secret.toAbsolutePath().toString()));
        assertEquals(2, run(spec, true), err());
        assertTrue(err().contains("absolute path"), err());
    }

    @Test
    void remoteReferencesToLoopbackOrLinkLocalOrPlainHttpAreRefused() throws Exception {
        for (String ref : List.of(
                "https://127.0.0.1/x.yaml",
                "https://169.254.169.254/latest/meta-data",
                "http://example.com/x.yaml",
                "https://[::1]/x.yaml")) {
            err.reset();
            Path spec = tmp.resolve("api.yaml");
            Files.writeString(spec, specWithRef(ref));
            assertEquals(2, run(spec, true), ref + ": " + err());
            assertTrue(err().contains("refused"), err());
        }
    }

    @Test
    void aSplitSpecWithRemoteReferencesIsRefusedUnlessTheyAreAllowed() throws Exception {
        Files.writeString(
                tmp.resolve("thing.yaml"), "type: object\nproperties:\n  id: {$ref: 'https://example.com/id.yaml'}\n");
        Path spec = tmp.resolve("api.yaml");
        Files.writeString(spec, specWithRef("thing.yaml"));
        assertEquals(2, run(spec, false), err());
        assertTrue(err().contains("--allow-remote-refs"), err());
    }

    @Test
    void aPipeAsTheSpecOrAsAReferencedFileIsRefusedInsteadOfBlocking() throws Exception {
        Path pipe = tmp.resolve("thing.yaml");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor() == 0);
        Path spec = tmp.resolve("api.yaml");
        Files.writeString(spec, specWithRef("thing.yaml"));
        assertEquals(2, assertTimeoutPreemptively(Duration.ofSeconds(10), () -> run(spec, false)), err());
        assertTrue(err().contains("api.yaml: $ref thing.yaml: thing.yaml is not a regular file"), err());
        err.reset();
        assertEquals(2, assertTimeoutPreemptively(Duration.ofSeconds(10), () -> run(pipe, false)), err());
        assertTrue(err().contains("not a regular file"), err());
    }

    private static String specWithRef(String ref) {
        return "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /things:\n    get:\n      operationId: listThings\n"
                + "      responses:\n        '200':\n          description: ok\n          content:\n"
                + "            application/json:\n              schema: {$ref: '" + ref + "'}\n";
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            return "";
        }
    }
}
