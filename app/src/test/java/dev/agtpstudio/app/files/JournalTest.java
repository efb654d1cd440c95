package dev.agtpstudio.app.files;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.testing.FakeEditor;
import dev.agtpstudio.app.testing.FxQueue;
import dev.agtpstudio.app.testing.LoaderDiagnostics;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import dev.agtpstudio.app.validation.LiveValidation;
import dev.agtpstudio.app.workspace.TextOnlyLoader;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
    @TempDir
    Path dir;

    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor();

    @AfterEach
    void stop() {
        worker.shutdownNow();
    }

    @Test
    void entriesRoundTripAndDiscardRemovesThem() throws Exception {
        Journal j = new Journal(dir.resolve("journal"));
        Path f = dir.resolve("ws/a.toml");
        j.write(new JournalEntry(f, "method = \"BOOK\"\n\u00e9", Instant.parse("2026-01-01T00:00:00Z"), "abc"));
        assertThat(j.entries()).singleElement().satisfies(e -> {
            assertThat(e.file()).isEqualTo(f);
            assertThat(e.text()).isEqualTo("method = \"BOOK\"\n\u00e9");
            assertThat(e.diskHash()).isEqualTo("abc");
        });
        j.discard(f);
        assertThat(j.entries()).isEmpty();
    }

    @Test
    void unreadableEntryIsReportedAndLeftInPlace() throws Exception {
        Journal j = new Journal(dir);
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{not json");
        assertThat(j.entries()).isEmpty();
        assertThat(j.problems()).singleElement().asString().contains("bad.json");
        assertThat(bad).exists();
    }

    @Test
    void entriesUnderSelectsOneWorkspace() throws Exception {
        Journal j = new Journal(dir.resolve("journal"));
        j.write(new JournalEntry(dir.resolve("ws1/a.toml"), "a", Instant.now(), null));
        j.write(new JournalEntry(dir.resolve("ws2/b.toml"), "b", Instant.now(), null));
        assertThat(j.entriesUnder(dir.resolve("ws1")))
                .extracting(JournalEntry::text)
                .containsExactly("a");
    }

    @Test
    void savingBeforeTheTimerFiresLeavesNoEntry() throws Exception {
        Journal j = new Journal(dir.resolve("journal"));
        FxQueue fx = new FxQueue();
        BufferJournal bj = new BufferJournal(j, worker, fx, Duration.ofMillis(30), Clock.systemUTC(), m -> {});
        FakeEditor ed = new FakeEditor();
        ed.type("edited");
        boolean[] dirty = {true};
        Path f = dir.resolve("x.toml");
        bj.changed(f, ed, null, () -> dirty[0]);
        dirty[0] = false; // saved
        bj.discard(f);
        fx.runFor(Duration.ofMillis(150));
        worker.submit(() -> {}).get(1, TimeUnit.SECONDS);
        assertThat(j.entries()).isEmpty();
    }

    @Test
    void bufferOfAKilledProcessIsRestoredAsUnsavedOnNextStart() throws Exception {
        Path ws = Files.createDirectories(dir.resolve("ws"));
        Path file = ws.resolve("book_room.toml");
        Files.writeString(file, "[endpoint]\nmethod = \"BOOK\"\n");
        Path journalDir = dir.resolve("journal");
        String unsaved = "[endpoint]\nmethod = \"BOOKING\"\npath = \"/room\"\n";

        Process child = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        JournalCrashChild.class.getName(),
                        journalDir.toString(),
                        file.toString(),
                        unsaved)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try (BufferedReader r =
                new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(r.readLine()).isEqualTo("journaled");
        }
        child.destroyForcibly();
        assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();

        // next start
        FxQueue fx = new FxQueue();
        ScriptedDialogs dialogs = new ScriptedDialogs();
        Journal journal = new Journal(journalDir);
        BufferJournal bj =
                new BufferJournal(journal, worker, fx, Duration.ofMillis(30), Clock.systemUTC(), dialogs.errors::add);
        LiveValidation lv = new LiveValidation(
                new WorkspaceScanner(new TextOnlyLoader()),
                new LoaderDiagnostics(),
                worker,
                fx,
                Duration.ofMillis(10),
                r -> {},
                s -> {});
        DocumentsViewModel docs = new DocumentsViewModel(k -> new FakeEditor(), dialogs, bj, lv);
        List<Path> restored = docs.restore(DocumentsViewModel.readForRestore(journal.entriesUnder(ws)));

        assertThat(restored).containsExactly(file);
        DocumentViewModel doc = docs.find(file).orElseThrow();
        assertThat(doc.editor().text()).isEqualTo(unsaved);
        assertThat(doc.isDirty()).isTrue();
        assertThat(doc.savedText()).isEqualTo("[endpoint]\nmethod = \"BOOK\"\n");
        assertThat(Files.readString(file))
                .as("disk untouched until the user saves")
                .contains("\"BOOK\"");

        assertThat(docs.save(doc)).isTrue();
        worker.submit(() -> {}).get(1, TimeUnit.SECONDS);
        assertThat(journal.entries()).isEmpty();
        assertThat(Files.readString(file)).isEqualTo(unsaved);
    }

    @Test
    void entryEqualToTheFileOnDiskIsDroppedInsteadOfRestored() throws Exception {
        Path file = dir.resolve("a.toml");
        Files.writeString(file, "same");
        Journal journal = new Journal(dir.resolve("journal"));
        journal.write(new JournalEntry(file, "same", Instant.now(), null));
        FxQueue fx = new FxQueue();
        BufferJournal bj = new BufferJournal(journal, worker, fx, Duration.ofMillis(30), Clock.systemUTC(), m -> {});
        LiveValidation lv = new LiveValidation(
                new WorkspaceScanner(new TextOnlyLoader()),
                new LoaderDiagnostics(),
                worker,
                fx,
                Duration.ofMillis(10),
                r -> {},
                s -> {});
        DocumentsViewModel docs = new DocumentsViewModel(k -> new FakeEditor(), new ScriptedDialogs(), bj, lv);
        assertThat(docs.restore(DocumentsViewModel.readForRestore(journal.entries())))
                .isEmpty();
        worker.submit(() -> {}).get(1, TimeUnit.SECONDS);
        assertThat(journal.entries()).isEmpty();
    }
}
