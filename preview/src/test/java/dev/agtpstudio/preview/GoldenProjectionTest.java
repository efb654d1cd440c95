package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every projection of the sample workspace and of the edge-case workspace (deprecated endpoint, custom method,
 * legacy opt-in, redirects, recipes, external service with secrets) against reviewed golden files. Run with
 * {@code -Dagtp.golden.update=true} to rewrite them, then review the diff.
 */
class GoldenProjectionTest {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    static final ProjectionOptions OPTS = new ProjectionOptions(null, Instant.parse("2026-06-01T12:00:00Z"), "7");
    static final Path GOLDEN_SRC = Workspaces.PROJECT.resolve("preview/src/test/resources/golden");

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (String ws : List.of("sample", "edge")) {
            for (ProjectionKind k : ProjectionKind.values()) {
                out.add(Arguments.of(ws, k));
            }
        }
        return out.stream();
    }

    static Workspace workspace(String name) {
        return Workspaces.load(name.equals("sample") ? Workspaces.sampleDir() : Workspaces.resourceDir(name));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void projectionMatchesGoldenFile(String ws, ProjectionKind kind) throws Exception {
        Workspace w = workspace(ws);
        Projection p = Projections.standard(w).project(kind, w, OPTS);
        String actual = JSON.writeValueAsString(p.document()).replace("\r\n", "\n") + "\n";
        String file = ws + "/" + kind.name().toLowerCase(Locale.ROOT) + ".json";
        if (Boolean.getBoolean("agtp.golden.update")) {
            Path target = GOLDEN_SRC.resolve(file);
            Files.createDirectories(target.getParent());
            Files.writeString(target, actual, StandardCharsets.UTF_8);
        }
        var in = getClass().getResourceAsStream("/golden/" + file);
        assertThat(in)
                .as("golden file " + file + " (run with -Dagtp.golden.update=true)")
                .isNotNull();
        String expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        JsonNode e = JSON.readTree(expected);
        assertThat(JSON.readTree(actual)).as(file).isEqualTo(e);
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"sample", "edge"})
    void projectAllGivesTheSameDocumentsAsOneProjectionAtATime(String ws) {
        Workspace w = workspace(ws);
        Projections p = Projections.standard(w);
        java.util.Map<ProjectionKind, Projection> all = p.projectAll(w, OPTS);
        for (ProjectionKind k : ProjectionKind.values()) {
            assertThat(all.get(k).document())
                    .as(k.name())
                    .isEqualTo(p.project(k, w, OPTS).document());
            assertThat(all.get(k).notes())
                    .as(k.name())
                    .isEqualTo(p.project(k, w, OPTS).notes());
        }
    }
}
