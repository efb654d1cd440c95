package dev.agtpstudio.preview.registry;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.ProjectionNote;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * server.json and the A2A agent card of samples/hotel validate against the vendored official schemas; a broken input
 * is refused with a note at the contract key it came from.
 */
class RegistryProjectorTest {
    static final Path SAMPLE = Path.of(System.getProperty("agtp.project.dir", ".."))
            .toAbsolutePath()
            .normalize()
            .resolve("samples/hotel");
    static final ProjectionOptions OPTS = ProjectionOptions.at(Instant.parse("2026-06-01T12:00:00Z"));

    static Projection project(Path dir, ProjectionKind kind) {
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        return Projections.standard(ws).project(kind, ws, OPTS);
    }

    @Test
    void theSampleServerJsonAndAgentCardValidate() {
        Projection s = project(SAMPLE, ProjectionKind.MCP_SERVER_JSON);
        assertThat(s.notes()).isEmpty();
        assertThat(RegistrySchemas.check(RegistrySchemas.Kind.MCP_SERVER_JSON, s.document()))
                .isEmpty();
        assertThat(s.document().get("name").asText()).isEqualTo("example.harborlight/reservations");
        assertThat(s.document().at("/remotes/0/url").asText()).isEqualTo("https://mcp.harborlight.example/mcp");
        Projection c = project(SAMPLE, ProjectionKind.A2A_CARD);
        assertThat(c.notes()).isEmpty();
        assertThat(RegistrySchemas.check(RegistrySchemas.Kind.A2A_CARD, c.document()))
                .isEmpty();
        Workspace ws = WorkspaceLoader.load(SAMPLE, MethodCatalog.bundled());
        int tools = Projections.standard(ws).served(ws, OPTS).mcp().tools().size();
        assertThat(c.document().get("skills").size()).isEqualTo(tools).isGreaterThan(5);
        assertThat(c.sourceMap().lookup("/skills/0")).isPresent();
    }

    static Path brokenCopy(Path tmp, String from, String to) throws Exception {
        try (Stream<Path> files = Files.walk(SAMPLE)) {
            for (Path p : files.toList()) {
                Path t = tmp.resolve(SAMPLE.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
        Path cfg = tmp.resolve("agtp-server.toml");
        String text = Files.readString(cfg);
        assertThat(text).contains(from);
        Files.writeString(cfg, text.replace(from, to));
        return tmp;
    }

    static int lineOf(Path file, String needle) throws Exception {
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(needle)) {
                return i + 1;
            }
        }
        return -1;
    }

    @Test
    void aDescriptionOverTheRegistrysHundredCharactersIsRefusedAtItsKey(@TempDir Path tmp) throws Exception {
        String longText = "x".repeat(101);
        Path ws = brokenCopy(tmp, "a2a_url     =", "description = \"" + longText + "\"\na2a_url     =");
        Projection s = project(ws, ProjectionKind.MCP_SERVER_JSON);
        assertThat(s.notes()).hasSize(1);
        ProjectionNote n = s.notes().get(0);
        assertThat(n.code()).isEqualTo("registry/schema");
        assertThat(n.message()).contains("/description").contains("100");
        assertThat(n.source().file().getFileName().toString()).isEqualTo("agtp-server.toml");
        assertThat(n.source().keyPath()).isEqualTo("/registry/description");
        assertThat(n.source().range().startLine()).isEqualTo(lineOf(ws.resolve("agtp-server.toml"), longText));
    }

    @Test
    void aMissingNameOrA2aUrlSaysWhichKeyToSet(@TempDir Path tmp) throws Exception {
        Path ws = brokenCopy(tmp, "name        = \"example.harborlight/reservations\"\n", "");
        Projection s = project(ws, ProjectionKind.MCP_SERVER_JSON);
        assertThat(s.notes())
                .extracting(ProjectionNote::message)
                .containsExactly(
                        "server.json needs `name`: set `name` in [registry] of agtp-server.toml (docs/registry.md).");
        assertThat(s.notes().get(0).source().keyPath()).isEqualTo("/registry");
        assertThat(s.notes().get(0).source().range().startLine())
                .isEqualTo(lineOf(ws.resolve("agtp-server.toml"), "[registry]"));
        Path ws2 = brokenCopy(tmp.resolve("b"), "a2a_url     = \"https://agents.harborlight.example/a2a\"", "");
        Projection c = project(ws2, ProjectionKind.A2A_CARD);
        assertThat(c.notes())
                .extracting(ProjectionNote::message)
                .containsExactly(
                        "the agent card needs `url`: set `a2a_url` in [registry] of agtp-server.toml (docs/registry.md).");
    }

    @Test
    void aBadNameIsRefusedByTheSchemasPattern(@TempDir Path tmp) throws Exception {
        Path ws = brokenCopy(tmp, "\"example.harborlight/reservations\"", "\"harbor light\"");
        Projection s = project(ws, ProjectionKind.MCP_SERVER_JSON);
        assertThat(s.notes()).hasSize(1);
        assertThat(s.notes().get(0).message()).startsWith("server.json /name: ");
        assertThat(s.notes().get(0).source().keyPath()).isEqualTo("/registry/name");
    }

    @Test
    void anUnknownPropertyIsRefusedWhereItIs() throws Exception {
        ObjectNode doc = (ObjectNode)
                project(SAMPLE, ProjectionKind.MCP_SERVER_JSON).document().deepCopy();
        doc.put("homepage", "https://example.org");
        ((ObjectNode) doc.at("/remotes/0")).put("transport_type", "sse");
        List<RegistrySchemas.Problem> ps = RegistrySchemas.check(RegistrySchemas.Kind.MCP_SERVER_JSON, doc);
        assertThat(ps)
                .filteredOn(RegistrySchemas.Problem::unknownProperty)
                .extracting(RegistrySchemas.Problem::pointer)
                .containsExactlyInAnyOrder("/homepage", "/remotes/0/transport_type");
        ObjectNode card =
                (ObjectNode) project(SAMPLE, ProjectionKind.A2A_CARD).document().deepCopy();
        ((ObjectNode) card.at("/skills/1")).put("inputSchema", "{}");
        card.remove("skills");
        assertThat(RegistrySchemas.check(RegistrySchemas.Kind.A2A_CARD, card))
                .extracting(RegistrySchemas.Problem::message)
                .anySatisfy(m -> assertThat(m).contains("skills"));
        ObjectNode card2 =
                (ObjectNode) project(SAMPLE, ProjectionKind.A2A_CARD).document().deepCopy();
        ((ObjectNode) card2.at("/skills/1")).put("inputSchema", "{}");
        assertThat(RegistrySchemas.check(RegistrySchemas.Kind.A2A_CARD, card2))
                .extracting(RegistrySchemas.Problem::pointer)
                .containsExactly("/skills/1/inputSchema");
        assertThat(new ObjectMapper().writeValueAsString(doc)).contains("homepage");
    }
}
