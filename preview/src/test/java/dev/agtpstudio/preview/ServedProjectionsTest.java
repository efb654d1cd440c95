package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.ToolHistory;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Projections#served}: the inputs every served surface shares (tool history, environment). */
class ServedProjectionsTest {
    private static final ProjectionOptions OPTS = new ProjectionOptions(Instant.EPOCH, Instant.EPOCH, "3");

    @Test
    void a2tVersionsComeFromTheToolHistoryNotTheDocumentVersion(@TempDir Path tmp) throws Exception {
        Path root = copy(Workspaces.sampleDir(), tmp.resolve("hotel"));
        Workspace ws = Workspaces.load(root);
        JsonNode first = Projections.standard(ws)
                .served(ws, OPTS)
                .manifest()
                .document()
                .get("endpoints")
                .get(0);
        Files.createDirectories(ToolHistory.file(root).getParent());
        Files.writeString(
                ToolHistory.file(root),
                "{\"tools\":{\"" + first.get("method").asText() + " "
                        + first.get("path").asText() + "\":2}}");
        DocumentVersion.write(root, "3");
        JsonNode items =
                Projections.standard(ws).served(ws, OPTS).a2t().document().get("items");
        assertThat(items.get(0).get("version").asText()).isEqualTo("2");
        assertThat(items.get(0).get("currentVersion").asText()).isEqualTo("2");
        assertThat(items.get(1).get("version").asText()).isEqualTo("1");
        assertThat(Projections.standard(ws)
                        .projectAll(ws, OPTS)
                        .get(ProjectionKind.A2T)
                        .document())
                .isEqualTo(Projections.standard(ws).served(ws, OPTS).a2t().document());
    }

    @Test
    void everyServedProjectionSaysWhatTheEnvironmentDecides() {
        Workspace ws = Workspaces.load(Workspaces.sampleDir());
        Projections.Served s = Projections.standard(ws).served(ws, OPTS);
        for (Projection p :
                new Projection[] {s.manifest(), s.methods(), s.a2t(), s.mcp().projection()}) {
            String code = switch (p.kind()) {
                case MANIFEST -> "manifest";
                case METHODS -> "methods";
                case A2T -> "a2t";
                default -> "mcp";
            };
            assertThat(p.notes())
                    .as(p.kind().title())
                    .filteredOn(n -> n.code().equals(code + "/needs-environment"))
                    .singleElement()
                    .satisfies(n -> {
                        assertThat(n.message()).contains("HOTEL_PMS_TOKEN").contains("FETCH");
                        assertThat(n.source()).isNotNull();
                    });
        }
        Workspace none = Workspaces.load(Workspaces.sampleDir());
        Projections.Served withoutFetch =
                new Projections(f -> f.model() != null && !f.model().method().equals("FETCH"), null).served(none, OPTS);
        assertThat(withoutFetch.a2t().notes()).noneMatch(n -> n.code().endsWith("/needs-environment"));
    }

    private static Path copy(Path from, Path to) throws Exception {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
        return to;
    }
}
