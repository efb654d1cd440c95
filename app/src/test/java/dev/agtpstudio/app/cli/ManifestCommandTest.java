package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.app.Launcher;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ManifestCommandTest {
    static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");

    record Run(int exit, String out, String err) {}

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Launcher.commandLine()
                .setOut(new PrintWriter(out))
                .setErr(new PrintWriter(err))
                .execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void printsTheSampleManifestReproducibly() throws Exception {
        Run a = run("manifest", SAMPLE.toString(), "--now", "2026-01-01T00:00:00Z");
        Run b = run("manifest", SAMPLE.toString(), "--now", "2026-01-01T00:00:00Z");
        assertThat(a.exit()).as(a.err()).isZero();
        assertThat(a.out()).isEqualTo(b.out());
        JsonNode m = new ObjectMapper().readTree(a.out());
        assertThat(m.get("server").get("updated").asText()).isEqualTo("2026-01-01T00:00:00Z");
        assertThat(m.get("endpoints").size()).isGreaterThan(8);
    }

    @Test
    void publishesTheWorkspacesDocumentVersionUnlessOverridden(@TempDir Path tmp) throws Exception {
        Files.writeString(tmp.resolve("list.toml"), Files.readString(SAMPLE.resolve("endpoints/list_properties.toml")));
        assertThat(new ObjectMapper()
                        .readTree(run("manifest", tmp.toString()).out())
                        .get("document_version")
                        .asText())
                .isEqualTo("1");
        dev.agtpstudio.core.workspace.DocumentVersion.write(tmp, "5");
        assertThat(new ObjectMapper()
                        .readTree(run("manifest", tmp.toString()).out())
                        .get("document_version")
                        .asText())
                .isEqualTo("5");
        assertThat(new ObjectMapper()
                        .readTree(run("manifest", tmp.toString(), "--document-version", "9")
                                .out())
                        .get("document_version")
                        .asText())
                .isEqualTo("9");
    }

    @Test
    void publishesWhatServeRegistersAndWarnsWhereAnEndpointIsRefused(@TempDir Path tmp) throws Exception {
        String unset = "AGTP_STUDIO_TEST_UNSET_" + Long.toHexString(System.nanoTime());
        assertThat(System.getenv(unset)).isNull();
        Files.createDirectories(tmp.resolve("endpoints"));
        Files.copy(SAMPLE.resolve("agtp-server.toml"), tmp.resolve("agtp-server.toml"));
        Files.copy(SAMPLE.resolve("endpoints/list_properties.toml"), tmp.resolve("endpoints/list_properties.toml"));
        Files.writeString(
                tmp.resolve("endpoints/fetch_reservation.toml"),
                Files.readString(SAMPLE.resolve("endpoints/fetch_reservation.toml"))
                        .replace("${HOTEL_PMS_TOKEN}", "${" + unset + "}"));

        Run r = run("manifest", tmp.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode m = new ObjectMapper().readTree(r.out());
        assertThat(m.get("endpoints")).extracting(e -> e.get("method").asText()).containsExactly("LIST", "DISCOVER");
        assertThat(r.err().lines().toList())
                .containsExactly(tmp.resolve("endpoints/fetch_reservation.toml")
                        + ":91:27: warning: FETCH /reservations/{reservation_id} is not published: `agtp-studio serve` refuses"
                        + " it: 91:27-91:" + (45 + unset.length() - "HOTEL_PMS_TOKEN".length())
                        + ": handler/env-placeholder:"
                        + " Header `Authorization` uses ${" + unset
                        + "}, which the configured environment does not define;"
                        + " registration would fail (AGTP-API §12.3). Define " + unset + " or remove the placeholder.");

        // serve decides the same: the one registered endpoint is the one published
        var served = dev.agtpstudio.server.dispatch.RegistryBuilder.decide(
                dev.agtpstudio.core.workspace.WorkspaceLoader.load(
                        tmp, dev.agtpstudio.core.catalog.MethodCatalog.bundled()),
                dev.agtpstudio.server.dispatch.DispatchOptions.defaults());
        assertThat(served.registry().routes())
                .extracting(route -> route.endpoint().id())
                .containsExactly("LIST /properties");
    }

    @Test
    void printsEveryProjection() throws Exception {
        for (String kind : new String[] {"methods", "mcp", "wellknown", "openapi", "a2t", "a2s"}) {
            Run r = run("manifest", SAMPLE.toString(), "--projection", kind);
            assertThat(r.exit()).as(kind + ": " + r.err()).isZero();
            assertThat(new ObjectMapper().readTree(r.out()).size()).as(kind).isPositive();
            assertThat(r.out()).as(kind).doesNotContain("HOTEL_PMS_TOKEN");
        }
    }

    @Test
    void printsTheRegistryMetadataAndNamesWhatARegistryWouldRefuse(@TempDir Path tmp) throws Exception {
        Run s = run("manifest", SAMPLE.toString(), "--projection", "mcp-server-json");
        assertThat(s.exit()).as(s.err()).isZero();
        assertThat(new ObjectMapper().readTree(s.out()).get("name").asText())
                .isEqualTo("example.harborlight/reservations");
        assertThat(s.err()).doesNotContain("registry/");
        Run c = run("manifest", SAMPLE.toString(), "--projection", "a2a-card");
        assertThat(c.exit()).as(c.err()).isZero();
        assertThat(new ObjectMapper().readTree(c.out()).get("skills").size()).isGreaterThan(5);
        assertThat(c.err()).doesNotContain("registry/");
        Run ans = run("manifest", SAMPLE.toString(), "--projection", "ans-agents");
        assertThat(ans.exit()).as(ans.err()).isZero();
        assertThat(new ObjectMapper()
                        .readTree(ans.out())
                        .get("agents")
                        .get(0)
                        .get("supported_methods")
                        .toString())
                .isEqualTo("[\"QUERY\",\"QUOTE\",\"BOOK\",\"MODIFY\",\"CANCEL\"]");
        assertThat(new ObjectMapper()
                        .readTree(run("manifest", SAMPLE.toString()).out())
                        .get("hosted_agents")
                        .get(0)
                        .get("agent_id")
                        .asText())
                .isEqualTo("agent:harborlight:concierge-01");

        Files.createDirectories(tmp.resolve("endpoints"));
        Files.writeString(
                tmp.resolve("agtp-server.toml"),
                Files.readString(SAMPLE.resolve("agtp-server.toml"))
                        .replace("version     = \"1.0.0\"", "version     = \"" + "9".repeat(300) + "\""));
        Files.copy(SAMPLE.resolve("endpoints/list_properties.toml"), tmp.resolve("endpoints/list_properties.toml"));
        Run b = run("manifest", tmp.toString(), "--projection", "mcp-server-json");
        assertThat(b.exit()).isZero();
        assertThat(b.err())
                .contains("note: registry/schema: server.json /version: ")
                .contains("255");

        Run bad = run("manifest", SAMPLE.toString(), "--projection", "mcp-server");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("not a projection: mcp-server").contains("mcp-server-json, a2a-card");
    }

    /** --projection accepts, and its help lists, every projection of the registry (docs/projections.md). */
    @Test
    void everyRegisteredProjectionIsAcceptedAndListed() {
        String help = run("manifest", "--help").out();
        for (dev.agtpstudio.preview.ProjectionKind k : dev.agtpstudio.preview.ProjectionKind.values()) {
            picocli.CommandLine line = Launcher.commandLine("manifest");
            picocli.CommandLine.ParseResult parsed =
                    line.parseArgs("manifest", SAMPLE.toString(), "--projection", k.cliName());
            assertThat(((ManifestCommand) parsed.subcommand().commandSpec().userObject()).projection)
                    .isEqualTo(k);
            assertThat(help).contains(k.cliName());
        }
    }

    @Test
    void writesToAFileAtomically(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("manifest.json");
        assertThat(run("manifest", SAMPLE.toString(), "--out", out.toString()).exit())
                .isZero();
        assertThat(new ObjectMapper().readTree(Files.readString(out)).has("endpoints"))
                .isTrue();
        try (var s = Files.list(tmp)) {
            assertThat(s).containsExactly(out);
        }
    }

    @Test
    void leavesOutEndpointsWithErrorsAndSaysSo(@TempDir Path tmp) throws Exception {
        Path eps = Files.createDirectories(tmp.resolve("endpoints"));
        Files.writeString(eps.resolve("bad.toml"), "[endpoint]\nmethod = \"FETCHH\"\npath = \"/order\"\n");
        Run r = run("manifest", tmp.toString());
        assertThat(r.exit()).isZero();
        assertThat(r.err())
                .startsWith(eps.resolve("bad.toml") + ":1:2: warning: FETCHH /order is not published:"
                        + " `agtp-studio serve` refuses it: 1:2-1:10: endpoint/missing-field: ")
                .contains(" (and 6 more; agtp-studio validate " + tmp + " lists them)");
        assertThat(r.err().lines()).hasSize(1);
        assertThat(new ObjectMapper().readTree(r.out()).get("endpoints")).hasSize(1);
    }

    @Test
    void refusesAMissingFolder(@TempDir Path tmp) {
        assertThat(run("manifest", tmp.resolve("nope").toString()).exit()).isEqualTo(2);
        assertThat(run("manifest", tmp.toString(), "--now", "yesterday").exit()).isEqualTo(2);
    }

    @Test
    void anA2tToolWithARequiredInputA2tCannotCarryIsAnErrorExit1(@TempDir Path tmp) throws Exception {
        Files.createDirectories(tmp.resolve("endpoints"));
        Files.writeString(tmp.resolve("endpoints/book.toml"), """
                [endpoint]
                method = "BOOK"
                path = "/rooms"
                description = "Books a room."

                [endpoint.semantic]
                intent = "Book a room for a guest."
                actor = "agent"
                outcome = "A booking is created."
                capability = "transaction"
                confidence = 0.9
                impact = "reversible"
                is_idempotent = false

                [endpoint.input_schema]
                type = "object"
                additionalProperties = false
                required = ["guest"]

                [endpoint.input_schema.properties.guest]
                type = "object"

                [endpoint.output_schema]
                type = "object"

                [endpoint.errors]
                list = []

                [endpoint.handler]
                type = "registered_function"
                function = "pkg.book"
                """);
        Run r = run("manifest", tmp.toString(), "--projection", "a2t");
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(r.err()).contains("error: a2t/required-input-unexpressible: Required input `guest` of BOOK /rooms");
        assertThat(new ObjectMapper().readTree(r.out()).get("items").findValuesAsText("name"))
                .as("the tool stays listed")
                .contains("book_rooms");
        Run sample = run("manifest", SAMPLE.toString(), "--projection", "a2t");
        assertThat(sample.exit()).as(sample.err()).isZero();
    }

    @Test
    void writesOneA2sDocumentPerCapabilityAndNeverOverwritesWithoutForce(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("a2s");
        Run r = run("manifest", SAMPLE.toString(), "--projection", "a2s", "--out", dir.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        try (var files = Files.list(dir)) {
            // FETCH is not published without HOTEL_PMS_TOKEN (as serve decides), so it has no document of its own.
            assertThat(files.map(f -> f.getFileName().toString()).toList())
                    .hasSize(10)
                    .contains("audit-folio-via-fetch-and-quote.a2s.json", "list-properties.a2s.json")
                    .doesNotContain("fetch-reservations-reservation_id.a2s.json");
        }
        JsonNode audit = new ObjectMapper()
                .readTree(
                        dir.resolve("audit-folio-via-fetch-and-quote.a2s.json").toFile());
        assertThat(audit.get("checksum").asText()).isEqualTo(dev.agtpstudio.preview.A2sProjector.checksum(audit));

        Path one = dir.resolve("list-properties.a2s.json");
        Files.writeString(one, "kept");
        Run again = run("manifest", SAMPLE.toString(), "--projection", "a2s", "--out", dir.toString());
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err()).contains("already exists", "--force");
        assertThat(Files.readString(one)).isEqualTo("kept");
        assertThat(run("manifest", SAMPLE.toString(), "--projection", "a2s", "--out", dir.toString(), "--force")
                        .exit())
                .isZero();
        assertThat(Files.readString(one)).contains("\"a2s\"");

        Path yaml = tmp.resolve("yaml");
        assertThat(run(
                                "manifest",
                                SAMPLE.toString(),
                                "--projection",
                                "a2s",
                                "--format",
                                "yaml",
                                "--out",
                                yaml.toString())
                        .exit())
                .isZero();
        JsonNode y = new com.fasterxml.jackson.dataformat.yaml.YAMLMapper()
                .readTree(
                        yaml.resolve("audit-folio-via-fetch-and-quote.a2s.yaml").toFile());
        assertThat(y).isEqualTo(audit);
        assertThat(dev.agtpstudio.preview.A2sProjector.checksum(y))
                .isEqualTo(y.get("checksum").asText());
        assertThat(run("manifest", SAMPLE.toString(), "--format", "yaml").exit())
                .isEqualTo(2);
        // --sign is refused for A2S, with --out as without it (it was ignored with --out).
        Run signed = run(
                "manifest",
                SAMPLE.toString(),
                "--projection",
                "a2s",
                "--out",
                tmp.resolve("s").toString(),
                "--sign",
                tmp.resolve("no-key.jwk").toString());
        assertThat(signed.exit()).isEqualTo(2);
        assertThat(signed.err()).contains("carries no signature");
        assertThat(Files.exists(tmp.resolve("s"))).isFalse();
    }
}
