package dev.agtpstudio.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The states before each change of the recorded A2T versions, read from git, newest first. */
class A2tToolHistoryTest {
    private static final String BOOK = "BOOK /reservations";

    @Test
    void eachStateBeforeAVersionChangeIsLoadedWithTheVersionsItRecorded(@TempDir Path dir) throws Exception {
        Path ws = dir.resolve("contract");
        Path c = CorpusTest.corpus().resolve("input-required-added");
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            GitRevisionTest.copy(c.resolve("old"), ws);
            commit(git, "v1, nothing recorded");
            A2tToolVersions.of(Map.of(BOOK, 2)).write(ws);
            GitRevisionTest.copy(c.resolve("new"), ws);
            commit(git, "v2");
            Files.writeString(ws.resolve("README.md"), "unrelated\n");
            commit(git, "docs");
            A2tToolVersions.of(Map.of(BOOK, 3)).write(ws);
            commit(git, "v3");
        }
        List<A2tToolHistory.State> states = A2tToolHistory.read(ws, MethodCatalog.bundled());
        // before "v3" (the "docs" commit, at 2) and before "v2" (the first commit, nothing recorded: 1)
        assertThat(states).hasSize(2);
        assertThat(states.get(0).versions().versionOf(BOOK)).isEqualTo(2);
        assertThat(states.get(1).versions().versionOf(BOOK)).isEqualTo(1);
        assertThat(states.get(1).workspace().endpoints()).isNotEmpty();
    }

    @Test
    void aFolderOutsideGitHasNoHistory(@TempDir Path dir) {
        assertThat(A2tToolHistory.read(dir, MethodCatalog.bundled())).isEmpty();
    }

    private static void commit(Git git, String message) throws Exception {
        git.add().addFilepattern(".").call();
        git.commit()
                .setMessage(message)
                .setAuthor("t", "t@example.org")
                .setCommitter("t", "t@example.org")
                .setSign(false)
                .call();
    }
}
