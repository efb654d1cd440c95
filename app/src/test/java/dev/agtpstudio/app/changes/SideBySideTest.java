package dev.agtpstudio.app.changes;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.evolution.Change;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The side-by-side rows: both texts aligned, the classified changes at the lines and sides they name. */
class SideBySideTest {
    private final Executor direct = Runnable::run;

    @Test
    void alignsBothTextsAndMarksTheChangeAtItsLine(@TempDir Path dir) throws Exception {
        ChangesViewModelTest.committed(dir, "input-required-added");
        ChangesViewModel vm = new ChangesViewModel(direct, direct);
        vm.submit(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
        ChangesSnapshot s = vm.snapshotProperty().get();
        assertThat(s.entries())
                .extracting(SideBySide.Entry::endpoint, SideBySide.Entry::file)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("BOOK /reservations", "endpoints/book.toml"));
        Change c = s.entries().get(0).worst();
        assertThat(c.kind().id()).isEqualTo("input/required-added");

        SideBySide sbs = vm.sideBySide(s, s.entries().get(0)).get();
        List<String> oldLines = Files.readAllLines(corpus("old"));
        List<String> newLines = Files.readAllLines(dir.resolve("endpoints/book.toml"));
        assertThat(sbs.rows()).hasSize(newLines.size());
        assertThat(sbs.rows().stream().filter(r -> r.oldText() != null).map(SideBySide.Row::oldText))
                .containsExactlyElementsOf(oldLines);
        assertThat(sbs.rows().stream().filter(r -> r.newText() != null).map(SideBySide.Row::newText))
                .containsExactlyElementsOf(newLines);
        // the five added lines face gaps; every other line faces itself
        assertThat(sbs.rows().stream().filter(r -> r.kind() == SideBySide.Kind.ADDED))
                .hasSize(5);
        assertThat(sbs.rows().stream()
                        .filter(r -> r.kind() == SideBySide.Kind.SAME)
                        .allMatch(r -> r.oldText().equals(r.newText())))
                .isTrue();

        int at = sbs.rowOf(c);
        SideBySide.Row row = sbs.rows().get(at);
        assertThat(row.newLine()).isEqualTo(c.location().range().startLine());
        assertThat(row.newMarks()).containsExactly(c);
        assertThat(row.oldMarks()).isEmpty();
        assertThat(row.newText()).isEqualTo(newLines.get(c.location().range().startLine() - 1));
        assertThat(row.kind()).isEqualTo(SideBySide.Kind.ADDED);
    }

    @Test
    void aRemovalIsMarkedOnTheBaselineSide(@TempDir Path dir) throws Exception {
        ChangesViewModelTest.committed(dir, "output-removed");
        ChangesViewModel vm = new ChangesViewModel(direct, direct);
        vm.submit(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
        ChangesSnapshot s = vm.snapshotProperty().get();
        Change c = s.entries().get(0).worst();
        SideBySide sbs = vm.sideBySide(s, s.entries().get(0)).get();
        SideBySide.Row row = sbs.rows().get(sbs.rowOf(c));
        assertThat(row.oldMarks()).contains(c);
        assertThat(row.oldLine()).isEqualTo(c.location().range().startLine());
        assertThat(row.newMarks()).isEmpty();
        assertThat(sbs.rows().stream().filter(r -> r.kind() == SideBySide.Kind.REMOVED))
                .hasSize(5);
    }

    @Test
    void linesKeepTheirEndsOut() {
        assertThat(SideBySide.lines("a\r\nb\n")).containsExactly("a", "b");
        assertThat(SideBySide.lines("a\n\nb")).containsExactly("a", "", "b");
        assertThat(SideBySide.lines(null)).isEmpty();
    }

    static Path corpus(String side) {
        return ChangesViewModelTest.CORPUS
                .resolve("input-required-added")
                .resolve(side)
                .resolve("endpoints/book.toml");
    }
}
