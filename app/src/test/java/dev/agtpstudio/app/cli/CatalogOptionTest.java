package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.app.Launcher;
import dev.agtpstudio.core.catalog.CatalogLoader;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --catalog FILE} on validate, manifest and serve (AGTP-API §4.9). */
class CatalogOptionTest {
    static final Path SAMPLE = ManifestCommandTest.SAMPLE;

    @TempDir
    Path tmp;

    Path ws;
    Path custom;

    record Run(int exit, String out, String err) {}

    /** Runs the launcher, capturing both its writers and the process streams (validate prints to the latter). */
    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ByteArrayOutputStream sysOut = new ByteArrayOutputStream();
        ByteArrayOutputStream sysErr = new ByteArrayOutputStream();
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        int exit;
        try {
            System.setOut(new PrintStream(sysOut, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(sysErr, true, StandardCharsets.UTF_8));
            exit = Launcher.commandLine()
                    .setOut(new PrintWriter(out))
                    .setErr(new PrintWriter(err))
                    .execute(args);
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
        return new Run(
                exit, out + sysOut.toString(StandardCharsets.UTF_8), err + sysErr.toString(StandardCharsets.UTF_8));
    }

    /** A workspace whose one endpoint uses TELEPORT, a verb only the custom catalog (version 9.9.0) has. */
    @BeforeEach
    void setUp() throws Exception {
        ws = Files.createDirectories(tmp.resolve("ws"));
        Files.writeString(
                ws.resolve("list.toml"),
                Files.readString(SAMPLE.resolve("endpoints/list_properties.toml"))
                        .replace("method = \"LIST\"", "method = \"TELEPORT\""));
        ObjectMapper json = new ObjectMapper();
        ObjectNode root;
        try (InputStream in = CatalogLoader.class.getResourceAsStream(CatalogLoader.BUNDLED_RESOURCE)) {
            root = (ObjectNode) json.readTree(in);
        }
        root.put("version", "9.9.0");
        ObjectNode methods = (ObjectNode) (root.has("methods") ? root.get("methods") : root.get("verbs"));
        ObjectNode teleport = methods.putObject("TELEPORT");
        teleport.putArray("categories").add("discovery");
        teleport.put("description", "Move a guest between properties.");
        custom = tmp.resolve("industry-catalog.json");
        json.writeValue(custom.toFile(), root);
    }

    @Test
    void validateJudgesTheVerbAgainstTheGivenCatalog() {
        Run bundled = run("validate", ws.toString(), "--semantic", "lexicon", "--format", "json");
        assertThat(bundled.exit()).as(bundled.err()).isEqualTo(1);
        assertThat(bundled.out()).contains("TELEPORT");
        Run alternative = run(
                "validate", ws.toString(), "--semantic", "lexicon", "--format", "json", "--catalog", custom.toString());
        assertThat(alternative.out()).doesNotContain("TELEPORT");
        assertThat(alternative.exit()).as(alternative.out() + alternative.err()).isZero();
    }

    @Test
    void manifestProjectsWithTheGivenCatalogAndItsVersion() throws Exception {
        Run bundled = run("manifest", ws.toString(), "--now", "2026-01-01T00:00:00Z");
        JsonNode before = new ObjectMapper().readTree(bundled.out());
        assertThat(before.get("catalog_version").asText())
                .isEqualTo(dev.agtpstudio.core.catalog.MethodCatalog.bundled().version());
        assertThat(before.get("endpoints").toString()).doesNotContain("TELEPORT");

        Run alternative =
                run("manifest", ws.toString(), "--now", "2026-01-01T00:00:00Z", "--catalog", custom.toString());
        assertThat(alternative.exit()).as(alternative.err()).isZero();
        JsonNode m = new ObjectMapper().readTree(alternative.out());
        assertThat(m.get("catalog_version").asText()).isEqualTo("9.9.0");
        assertThat(m.get("endpoints").toString()).contains("TELEPORT");
    }

    @Test
    void aMalformedOrMissingCatalogIsALocatedErrorWithExitTwoOnEveryCommand() throws Exception {
        Path broken = Files.writeString(tmp.resolve("broken.json"), "{\n  \"version\": \"1.0.0\",\n  \"methods\": [\n");
        Path badVerb = Files.writeString(
                tmp.resolve("bad-verb.json"), "{\"version\": \"1.0.0\", \"methods\": {\"teleport\": {}}}");
        Path missing = tmp.resolve("missing.json");
        for (String command : new String[] {"validate", "manifest", "serve"}) {
            String[] extra = command.equals("serve") ? new String[] {"--port", "0", "--no-watch"} : new String[0];
            Run r = run(concat(new String[] {command, ws.toString(), "--catalog", broken.toString()}, extra));
            assertThat(r.exit()).as(command + ": " + r.err()).isEqualTo(2);
            assertThat(r.err())
                    .contains("agtp-studio " + command + ": --catalog " + broken + ": not valid JSON at line 4");
            r = run(concat(new String[] {command, ws.toString(), "--catalog", badVerb.toString()}, extra));
            assertThat(r.exit()).isEqualTo(2);
            assertThat(r.err()).contains("--catalog " + badVerb + ": /methods/teleport: verb name must be");
            r = run(concat(new String[] {command, ws.toString(), "--catalog", missing.toString()}, extra));
            assertThat(r.exit()).isEqualTo(2);
            assertThat(r.err()).contains("agtp-studio " + command + ": --catalog " + missing + ": no such file");
            assertThat(r.err()).doesNotContain("Exception");
        }
    }

    private static String[] concat(String[] a, String[] b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
