package dev.agtpstudio.app.changes;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.evolution.A2tToolVersions;
import dev.agtpstudio.evolution.ExportBaseline;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Changes view's model: last commit and last export baselines, and the suggested bump as one action. */
public class ChangesViewModelTest {
    public static final Path CORPUS =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("evolution/src/test/resources/corpus");
    private final Executor direct = Runnable::run;

    static void copy(Path from, Path to) throws Exception {
        try (var s = Files.walk(from)) {
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

    /** A repository holding {@code case}'s old side committed, with its new side in the work tree. */
    public static Path committed(Path dir, String name) throws Exception {
        try (Git git =
                Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            copy(CORPUS.resolve(name).resolve("old"), dir);
            git.add().addFilepattern(".").call();
            git.commit()
                    .setMessage("v1")
                    .setAuthor("t", "t@example.org")
                    .setCommitter("t", "t@example.org")
                    .setSign(false)
                    .call();
        }
        copy(CORPUS.resolve(name).resolve("new"), dir);
        return dir;
    }

    @Test
    void comparesWithTheLastCommitAndBumpsInOneAction(@TempDir Path dir) throws Exception {
        committed(dir, "input-made-required");
        ChangesViewModel vm = new ChangesViewModel(direct, direct);
        vm.submit(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
        ChangesSnapshot s = vm.snapshotProperty().get();
        assertThat(s.unavailable()).isNull();
        assertThat(s.result().changes()).extracting(c -> c.kind().id()).containsExactly("input/made-required");
        assertThat(ChangesViewModel.canBump(s)).isTrue();
        assertThat(s.result().suggestedDocumentVersion()).isEqualTo("2");

        assertThat(vm.applySuggestedBump().get()).isEqualTo("2");
        assertThat(DocumentVersion.read(dir)).isEqualTo("2");
        assertThat(A2tToolVersions.read(dir).versionOf("BOOK /reservations")).isEqualTo(2);
        ChangesSnapshot after = vm.snapshotProperty().get();
        assertThat(after.result().alreadyBumped()).isTrue();
        assertThat(ChangesViewModel.canBump(after)).isFalse();
        assertThat(vm.applySuggestedBump().get())
                .as("a second press does nothing")
                .isNull();
    }

    @Test
    void followsEditsInTheBufferNotOnlyOnDisk(@TempDir Path dir) throws Exception {
        committed(dir, "unchanged");
        ChangesViewModel vm = new ChangesViewModel(direct, direct);
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        vm.submit(ws);
        assertThat(vm.snapshotProperty().get().result().changes()).isEmpty();
        Path book = dir.resolve("endpoints/book.toml");
        vm.submit(ws.withFile(FileLoader.load(
                book, Files.readString(book).replace("impact = \"reversible\"", "impact = \"irreversible\""))));
        assertThat(vm.snapshotProperty().get().result().changes())
                .extracting(c -> c.kind().id())
                .containsExactly("semantic/impact-changed");
    }

    @Test
    void aBufferThatDoesNotParseIsNotComparedButNamed(@TempDir Path dir) throws Exception {
        committed(dir, "unchanged");
        ChangesViewModel vm = new ChangesViewModel(direct, direct);
        Path book = dir.resolve("endpoints/book.toml");
        Workspace ws = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        vm.submit(ws.withFile(FileLoader.load(book, Files.readString(book) + "\n[endpoint.handler]\n")));
        assertThat(vm.snapshotProperty().get().result()).isNull();
        assertThat(vm.snapshotProperty().get().unavailable())
                .startsWith("Fix the parse errors")
                .contains("book.toml:");
    }

    @Test
    void comparesWithTheLastExportOnceThereIsOne(@TempDir Path dir) throws Exception {
        copy(CORPUS.resolve("error-added/old"), dir);
        ChangesViewModel vm = new ChangesViewModel(direct, direct);
        vm.baselineProperty().set(Baseline.LAST_EXPORT);
        Workspace before = WorkspaceLoader.load(dir, MethodCatalog.bundled());
        vm.submit(before);
        assertThat(vm.snapshotProperty().get().unavailable()).startsWith("Not exported yet");
        ExportBaseline.save(before);
        copy(CORPUS.resolve("error-added/new"), dir);
        vm.submit(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
        assertThat(vm.snapshotProperty().get().result().changes())
                .extracting(c -> c.kind().id())
                .containsExactly("error/added");
    }

    @Test
    void aFolderOutsideGitSaysSo(@TempDir Path dir) throws Exception {
        copy(CORPUS.resolve("unchanged/old"), dir);
        ChangesViewModel vm = new ChangesViewModel(direct, direct);
        vm.submit(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
        assertThat(vm.snapshotProperty().get().result()).isNull();
        assertThat(vm.snapshotProperty().get().unavailable()).contains("not inside a git repository");
    }

    @Test
    void outsideGitABaselineStartedFromTheCurrentStateShowsLaterChanges(@TempDir Path dir, @TempDir Path gitDir)
            throws Exception {
        copy(CORPUS.resolve("error-added/old"), dir);
        ChangesViewModel vm = new ChangesViewModel(direct, direct);
        vm.submit(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
        assertThat(vm.snapshotProperty().get().startable())
                .as("the way out is offered")
                .isTrue();

        assertThat(vm.startBaseline(false).get()).isTrue();
        assertThat(vm.baselineProperty().get()).isEqualTo(Baseline.STARTED);
        assertThat(vm.snapshotProperty().get().result().changes()).isEmpty();
        assertThat(dev.agtpstudio.evolution.StartedBaseline.dir(dir).resolve("endpoints"))
                .isDirectory();

        copy(CORPUS.resolve("error-added/new"), dir);
        vm.submit(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
        assertThat(vm.snapshotProperty().get().result().changes())
                .extracting(c -> c.kind().id())
                .containsExactly("error/added");
        assertThat(vm.startBaseline(false).get())
                .as("never replaced without asking")
                .isFalse();
        assertThat(vm.snapshotProperty().get().result().changes()).hasSize(1);

        // the next session starts on "last commit"; with no git history the started baseline stands in
        ChangesViewModel next = new ChangesViewModel(direct, direct);
        next.submit(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
        assertThat(next.baselineProperty().get()).isEqualTo(Baseline.STARTED);
        assertThat(next.snapshotProperty().get().result().changes()).hasSize(1);

        assertThat(vm.startBaseline(true).get()).isTrue();
        assertThat(vm.snapshotProperty().get().result().changes()).isEmpty();

        // another folder, with git history: it is compared with its last commit, not a baseline it does not have
        vm.clear();
        assertThat(gitDir).isNotEqualTo(dir);
        Path other = committed(gitDir, "input-made-required");
        vm.submit(WorkspaceLoader.load(other, MethodCatalog.bundled()));
        assertThat(vm.baselineProperty().get()).isEqualTo(Baseline.LAST_COMMIT);
        assertThat(vm.snapshotProperty().get().result().changes())
                .extracting(c -> c.kind().id())
                .containsExactly("input/made-required");
    }
}
