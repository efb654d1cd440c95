package dev.agtpstudio.validator.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.bench.GeneratedWorkspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The remembered grade equals the grade computed afresh on every snapshot of an edited workspace (a file changed, one
 * removed, one added, an endpoint made a near-duplicate of another), and an unchanged tool's grade is the very object
 * of the last snapshot's, so the memo is in use.
 */
class GradeMemoTest {
    private static final Path ROOT = Path.of("/memo");

    @Test
    void equalsTheFreshGradeOnEverySnapshotAndReusesUnchangedTools() {
        List<LoadedFile<?>> files = new ArrayList<>();
        for (Map.Entry<String, String> e : GeneratedWorkspace.files(60).entrySet()) {
            files.add(FileLoader.load(ROOT.resolve(e.getKey()), e.getValue()));
        }
        GradeMemo memo = new GradeMemo();
        WorkspaceGrade first = check(memo, files);

        // a new snapshot of the same files: every grade is the remembered object
        WorkspaceGrade again = check(memo, files);
        for (int i = 0; i < first.grades().size(); i++) {
            assertThat(again.grades().get(i)).isSameAs(first.grades().get(i));
        }

        // one endpoint file edited: it is graded again, its text changed
        int at = indexOfEndpoint(files, 3);
        LoadedFile<?> old = files.get(at);
        String edited = old.text()
                .replaceFirst(
                        "description = \"[^\"]*\"",
                        "description = \"Find the items of one area. Use this when you know the area;"
                                + " for a single item use the fetch tool instead.\"");
        assertThat(edited).isNotEqualTo(old.text());
        files.set(at, FileLoader.load(old.path(), edited));
        WorkspaceGrade afterEdit = check(memo, files);
        assertThat(afterEdit.grades())
                .filteredOn(g -> g.file().equals(old.path()))
                .singleElement()
                .satisfies(g -> assertThat(first.grades()).doesNotContain(g));

        // one removed, one added (a copy of another endpoint's text under a new path: a near-duplicate)
        files.remove(indexOfEndpoint(files, 7));
        LoadedFile<?> copied = files.get(indexOfEndpoint(files, 9));
        files.add(FileLoader.load(
                ROOT.resolve("endpoints/copy.toml"), copied.text().replace("/items/", "/items-copy/")));
        check(memo, files);
        check(memo, files);
    }

    /** Grades a new snapshot of {@code files} with the memo and afresh; they must be equal. */
    private static WorkspaceGrade check(GradeMemo memo, List<LoadedFile<?>> files) {
        Workspace ws = Workspace.of(ROOT, MethodCatalog.bundled(), files);
        WorkspaceGrade remembered = memo.grade(ws, Confusables.words());
        WorkspaceGrade fresh = DescriptionGrader.grade(GradeSubjects.of(ws), Confusables.words());
        assertThat(remembered).isEqualTo(fresh);
        assertThat(remembered.grades()).hasSize(ws.endpointFiles().size());
        return remembered;
    }

    /** The index in {@code files} of the n-th endpoint file. */
    private static int indexOfEndpoint(List<LoadedFile<?>> files, int n) {
        int seen = 0;
        for (int i = 0; i < files.size(); i++) {
            if (files.get(i).path().toString().endsWith(".toml")
                    && files.get(i).path().getParent().getFileName().toString().equals("endpoints")
                    && seen++ == n) {
                return i;
            }
        }
        throw new AssertionError("no endpoint " + n);
    }
}
