package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.workspace.Workspace;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The preview pane's one pass ({@link Projections#projectAll}, alone or around the served projections) gives every
 * kind the same document and notes as {@code manifest --projection} ({@link Projections#project}) does alone.
 */
class ProjectAllTest {
    @ParameterizedTest
    @ValueSource(strings = {"sample", "edge"})
    void everyPassGivesEachKindTheSameProjection(String name) {
        Workspace ws = GoldenProjectionTest.workspace(name);
        Projections p = Projections.standard(ws);
        Map<ProjectionKind, Projection> all = p.projectAll(ws, GoldenProjectionTest.OPTS);
        Map<ProjectionKind, Projection> around =
                p.projectAll(ws, GoldenProjectionTest.OPTS, p.served(ws, GoldenProjectionTest.OPTS));
        assertThat(all.keySet()).containsExactly(ProjectionKind.values());
        for (ProjectionKind k : ProjectionKind.values()) {
            Projection alone = p.project(k, ws, GoldenProjectionTest.OPTS);
            for (Projection q : new Projection[] {all.get(k), around.get(k)}) {
                assertThat(q.kind()).isEqualTo(k);
                assertThat(q.document()).as(k.cliName()).isEqualTo(alone.document());
                assertThat(q.notes()).as(k.cliName()).isEqualTo(alone.notes());
            }
        }
    }
}
