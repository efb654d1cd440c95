package dev.agtpstudio.app.fixall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.app.files.BufferJournal;
import dev.agtpstudio.app.files.Journal;
import dev.agtpstudio.app.testing.FakeEditor;
import dev.agtpstudio.app.testing.FxQueue;
import dev.agtpstudio.app.testing.LoaderDiagnostics;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import dev.agtpstudio.app.validation.LiveValidation;
import dev.agtpstudio.app.workspace.TextOnlyLoader;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.FixAll;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workspace fix on closed files: all or nothing when a write fails, and an undo that skips changed files. */
class WorkspaceFixTest {
    @TempDir
    Path dir;

    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor();
    private DocumentsViewModel docs;
    private BufferJournal bj;
    private LiveValidation lv;
    private final List<LoadedFile<?>> files = new ArrayList<>();
    private final Map<Path, FixAll.FileFix> fixes = new LinkedHashMap<>();

    @BeforeEach
    void setUp() throws Exception {
        bj = new BufferJournal(
                new Journal(dir.resolve("journal")),
                worker,
                new FxQueue(),
                Duration.ofMillis(20),
                Clock.systemUTC(),
                e -> {});
        lv = new LiveValidation(
                new WorkspaceScanner(new TextOnlyLoader()),
                new LoaderDiagnostics(),
                worker,
                new FxQueue(),
                Duration.ofMillis(10),
                r -> {},
                s -> {});
        docs = new DocumentsViewModel(k -> new FakeEditor(), new ScriptedDialogs(), bj, lv);
    }

    @AfterEach
    void stop() {
        worker.shutdownNow();
    }

    /** A checked file whose fix upper-cases {@code [0, 3)}. */
    private void file(Path p, String text) {
        files.add(FileLoader.load(p, text));
        fixes.put(
                p,
                new FixAll.FileFix(
                        p, List.of(new TextEdit(0, 3, text.substring(0, 3).toUpperCase())), List.of(), List.of()));
    }

    private Workspace ws() {
        return Workspace.of(dir, MethodCatalog.bundled(), files);
    }

    @Test
    void whenOneWriteFailsTheFilesAlreadyWrittenArePutBack() throws Exception {
        Path unwritable = Path.of("/proc/sys/kernel/ostype"); // readable, and no file can be created beside it
        assumeTrue(Files.isReadable(unwritable));
        Path a = Files.writeString(dir.resolve("a.toml"), "one = 1\n");
        file(a, "one = 1\n");
        file(unwritable, Files.readString(unwritable));
        assertThatThrownBy(() -> WorkspaceFix.apply(fixes, ws(), docs).join()).hasCauseInstanceOf(IOException.class);
        assertThat(Files.readString(a)).isEqualTo("one = 1\n");
    }

    @Test
    void undoRestoresTheFilesStillHoldingTheFixAndLeavesAChangedOneAlone() throws Exception {
        Path a = Files.writeString(dir.resolve("a.toml"), "one = 1\n");
        Path b = Files.writeString(dir.resolve("b.toml"), "two = 2\n");
        Path c = Files.writeString(dir.resolve("c.toml"), "six = 6\n");
        file(a, "one = 1\n");
        file(b, "two = 2\n");
        file(c, "six = 5\n"); // checked before a program changed it: left alone
        WorkspaceFix.Outcome o = WorkspaceFix.apply(fixes, ws(), docs).join();
        assertThat(o.leftAlone()).containsExactly("c.toml changed on disk since it was checked");
        assertThat(Files.readString(a)).isEqualTo("ONE = 1\n");
        assertThat(Files.readString(b)).isEqualTo("TWO = 2\n");
        assertThat(Files.readString(c)).isEqualTo("six = 6\n");

        Files.writeString(b, "TWO = 22\n");
        assertThat(o.fix().conflicts(docs, dir).join()).containsExactly("b.toml");
        assertThat(o.fix().undo(docs).join()).isEqualTo(1);
        assertThat(Files.readString(a)).isEqualTo("one = 1\n");
        assertThat(Files.readString(b)).isEqualTo("TWO = 22\n");
    }

    @Test
    void closedFilesAreReadAndWrittenOnTheIoExecutorNeverOnTheCallingThread() throws Exception {
        List<Runnable> io = new ArrayList<>();
        DocumentsViewModel queued =
                new DocumentsViewModel(k -> new FakeEditor(), new ScriptedDialogs(), bj, lv, io::add, Runnable::run);
        Path a = Files.writeString(dir.resolve("a.toml"), "one = 1\n");
        file(a, "one = 1\n");
        java.util.concurrent.CompletableFuture<WorkspaceFix.Outcome> done = WorkspaceFix.apply(fixes, ws(), queued);
        // the caller (the FX thread in the IDE) has returned; nothing was read or written on it
        assertThat(done).isNotDone();
        assertThat(Files.readString(a)).isEqualTo("one = 1\n");
        assertThat(io).hasSize(1);
        io.remove(0).run();
        assertThat(Files.readString(a)).isEqualTo("ONE = 1\n");
        assertThat(done.join().fix().changes()).hasSize(1);

        java.util.concurrent.CompletableFuture<Integer> undone =
                done.join().fix().undo(queued);
        assertThat(undone).isNotDone();
        assertThat(Files.readString(a)).isEqualTo("ONE = 1\n");
        while (!io.isEmpty()) {
            io.remove(0).run();
        }
        assertThat(undone.join()).isEqualTo(1);
        assertThat(Files.readString(a)).isEqualTo("one = 1\n");
    }
}
