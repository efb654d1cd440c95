package dev.agtpstudio.validator.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IncrementalValidationTest {
    private static final Path ROOT = Path.of("/ws");
    private static final Path A = ROOT.resolve("a.toml");
    private static final Path B = ROOT.resolve("b.toml");

    /** Records the changed sets it is asked about and reports one finding per file. */
    private static final class Recording implements WorkspaceValidator {
        final List<Set<Path>> calls = new ArrayList<>();

        @Override
        public List<Diagnostic> validate(Workspace ws, Set<Path> changed) {
            calls.add(Set.copyOf(changed));
            return ws.files().keySet().stream()
                    .map(p -> Diagnostic.builder("test/one", Severity.INFO, "seen")
                            .file(p)
                            .build())
                    .toList();
        }
    }

    private static Workspace workspace() {
        return Workspace.of(
                ROOT,
                MethodCatalog.bundled(),
                List.of(FileLoader.load(A, "[endpoint]\n"), FileLoader.load(B, "[endpoint]\n")));
    }

    @Test
    void nothingIsValidatedBeforeAWorkspaceIsSet() {
        Recording v = new Recording();
        assertThat(new IncrementalValidation(v).run(null)).isEmpty();
        assertThat(v.calls).isEmpty();
    }

    @Test
    void aResetRunsFullThenEditsRunOnlyTheChangedFiles() {
        Recording v = new Recording();
        IncrementalValidation iv = new IncrementalValidation(v);
        iv.reset(workspace());
        assertThat(iv.run(null)).hasSize(2);
        iv.fileLoaded(FileLoader.load(A, "[endpoint]\nmethod = \"FETCH\"\n"));
        iv.run(A);
        iv.run(null);
        // the third run has no edits since the second: an empty set would mean "everything", so it is a full run
        assertThat(v.calls).containsExactly(Set.of(), Set.of(A), Set.of());
        assertThat(iv.workspace().file(A).orElseThrow().text()).contains("FETCH");
    }

    @Test
    void removingAFileOrAWorkspaceWideChangeForcesAFullRun() {
        Recording v = new Recording();
        IncrementalValidation iv = new IncrementalValidation(v);
        iv.reset(workspace());
        iv.run(null);
        iv.fileLoaded(FileLoader.load(A, "x = 1\n"));
        iv.fileRemoved(B);
        assertThat(iv.run(null)).hasSize(1);
        iv.fileLoaded(FileLoader.load(A, "x = 2\n"));
        iv.changeAll(ws -> ws);
        iv.run(null);
        assertThat(v.calls).containsExactly(Set.of(), Set.of(), Set.of());
    }

    @Test
    void aValidatorThatThrowsBecomesOneInternalFailureOnTheBlamedFile() {
        IncrementalValidation iv = new IncrementalValidation((ws, changed) -> {
            throw new IllegalStateException("boom");
        });
        iv.reset(workspace());
        List<Diagnostic> d = iv.run(A);
        assertThat(d).singleElement().satisfies(x -> {
            assertThat(x.ruleId()).isEqualTo(IncrementalValidation.INTERNAL_FAILURE);
            assertThat(x.file()).isEqualTo(A);
            assertThat(x.message()).contains("boom");
        });
    }
}
