package dev.agtpstudio.evolution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.evolution.git.GitRevision;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code diff --since}: a repository with two commits, made in a temporary folder. */
class GitRevisionTest {
    private static final ContractSource SOURCE = new ContractSource(MethodCatalog.bundled());

    static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /** A repository whose folder {@code contract/} holds {@code case}'s old side at HEAD~1 and its new side at HEAD. */
    static Path repository(Path dir, String name) throws Exception {
        Path ws = dir.resolve("contract");
        Path c = CorpusTest.corpus().resolve(name);
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            copy(c.resolve("old"), ws);
            Files.writeString(dir.resolve("README.md"), "not part of the contract\n");
            git.add().addFilepattern(".").call();
            git.commit()
                    .setMessage("first")
                    .setAuthor("t", "t@example.org")
                    .setCommitter("t", "t@example.org")
                    .setSign(false)
                    .call();
            try (Stream<Path> s = Files.walk(ws)) {
                for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    if (!p.equals(ws)) {
                        Files.delete(p);
                    }
                }
            }
            copy(c.resolve("new"), ws);
            git.add().addFilepattern(".").call();
            git.add().setUpdate(true).addFilepattern(".").call();
            git.commit()
                    .setMessage("second")
                    .setAuthor("t", "t@example.org")
                    .setCommitter("t", "t@example.org")
                    .setSign(false)
                    .call();
        }
        return ws;
    }

    @Test
    void theWorkspaceAtAnEarlierCommitComparesLikeTheFolders(@TempDir Path dir) throws Exception {
        Path ws = repository(dir, "endpoint-removed");
        try (GitRevision prev = GitRevision.checkout(ws, "HEAD~1")) {
            assertThat(prev.root().resolve("endpoints/fetch.toml")).exists();
            assertThat(prev.root().resolve("README.md")).doesNotExist();
            DiffResult r = new ContractDiff().diff(SOURCE.load(prev.root()), SOURCE.load(ws));
            assertThat(r.changes())
                    .extracting(c -> c.kind().id(), c -> c.severity().id())
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("endpoint/removed", "breaking"));
            assertThat(r.changes().get(0).location().fileName()).isEqualTo("endpoints/fetch.toml");
            assertThat(FailOn.BREAKING.exitCode(r)).isEqualTo(1);
        }
        try (GitRevision head = GitRevision.checkout(ws, "HEAD")) {
            assertThat(new ContractDiff()
                            .diff(SOURCE.load(head.root()), SOURCE.load(ws))
                            .changes())
                    .isEmpty();
        }
    }

    @Test
    void theCopyIsDeletedOnClose(@TempDir Path dir) throws Exception {
        Path ws = repository(dir, "error-added");
        Path root;
        try (GitRevision prev = GitRevision.checkout(ws, "main~1")) {
            root = prev.root();
            assertThat(prev.commit()).hasSize(40);
        }
        assertThat(root).doesNotExist();
    }

    @Test
    void unknownRevisionsAndFoldersOutsideARepositoryAreRefused(@TempDir Path dir) throws Exception {
        Path ws = repository(dir.resolve("repo"), "unchanged");
        assertThatThrownBy(() -> GitRevision.checkout(ws, "no-such-branch"))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("unknown revision: no-such-branch");
        Path outside = Files.createDirectories(dir.resolve("plain"));
        assertThatThrownBy(() -> GitRevision.checkout(outside, "HEAD"))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("not inside a git repository");
    }
}
