package dev.agtpstudio.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.files.BufferJournal;
import dev.agtpstudio.app.files.Journal;
import dev.agtpstudio.app.testing.FakeEditor;
import dev.agtpstudio.app.testing.FxQueue;
import dev.agtpstudio.app.testing.LoaderDiagnostics;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.app.ui.dialog.DialogService.ReloadChoice;
import dev.agtpstudio.app.ui.dialog.DialogService.SaveChoice;
import dev.agtpstudio.app.ui.docs.DiskWatcher;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import dev.agtpstudio.app.validation.LiveValidation;
import dev.agtpstudio.app.workspace.TextOnlyLoader;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DocumentsViewModelTest {
    @TempDir
    Path dir;

    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor();
    private final FxQueue fx = new FxQueue();
    /** The journal's thread on virtual time: its delay and its writes run when {@link #settle} says. */
    private final dev.agtpstudio.app.files.ManualScheduler journalThread =
            new dev.agtpstudio.app.files.ManualScheduler();

    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private Journal journal;
    private DocumentsViewModel docs;
    private Path file;

    @BeforeEach
    void setUp() throws Exception {
        journal = new Journal(dir.resolve("journal"));
        BufferJournal bj = new BufferJournal(
                journal, journalThread, fx, Duration.ofMillis(20), Clock.systemUTC(), dialogs.errors::add);
        LiveValidation lv = new LiveValidation(
                new WorkspaceScanner(new TextOnlyLoader()),
                new LoaderDiagnostics(),
                worker,
                fx,
                Duration.ofMillis(10),
                r -> {},
                s -> {});
        docs = new DocumentsViewModel(k -> new FakeEditor(), dialogs, bj, lv);
        file = Files.createDirectories(dir.resolve("ws")).resolve("a.toml");
        Files.writeString(file, "one\n");
    }

    @AfterEach
    void stop() {
        worker.shutdownNow();
    }

    private FakeEditor editor(DocumentViewModel d) {
        return (FakeEditor) d.editor();
    }

    /**
     * Runs the journal's delay, its hand-over to the FX thread and its write, in that order (it ran the FX queue for
     * 80 ms of wall clock, which a loaded machine did not always fill: decision 0635).
     */
    private void settle() {
        journalThread.advance(Duration.ofSeconds(1)); // the journal's delay is over: the FX hand-over is queued
        fx.runPending();
        journalThread.advance(Duration.ZERO); // the journal thread writes or removes the entry
    }

    @Test
    void openingTwiceActivatesTheSameTab() {
        DocumentViewModel a = docs.open(file).join().orElseThrow();
        DocumentViewModel b = docs.open(file).join().orElseThrow();
        assertThat(a).isSameAs(b);
        assertThat(docs.documents()).hasSize(1);
        assertThat(a.editor().text()).isEqualTo("one\n");
        assertThat(a.isDirty()).isFalse();
        assertThat(a.title().get()).isEqualTo("a.toml");
    }

    /** A read that waits until the test lets it run: the tab is shown while the file is still on its way. */
    private DocumentsViewModel slowReads(java.util.List<Runnable> reads) {
        BufferJournal bj =
                new BufferJournal(journal, worker, fx, Duration.ofMillis(20), Clock.systemUTC(), dialogs.errors::add);
        LiveValidation lv = new LiveValidation(
                new WorkspaceScanner(new TextOnlyLoader()),
                new LoaderDiagnostics(),
                worker,
                fx,
                Duration.ofMillis(10),
                r -> {},
                s -> {});
        return new DocumentsViewModel(k -> new FakeEditor(), dialogs, bj, lv, reads::add, Runnable::run);
    }

    @Test
    void theTabAppearsLoadingAndFillsInWhenTheFileHasBeenRead() throws Exception {
        java.util.List<Runnable> reads = new java.util.ArrayList<>();
        DocumentsViewModel slow = slowReads(reads);
        var opened = slow.open(file);
        DocumentViewModel loading = slow.documents().get(0);
        assertThat(opened).isNotDone();
        assertThat(loading.isLoading()).isTrue();
        assertThat(loading.title().get()).isEqualTo("a.toml (loading\u2026)");
        assertThat(slow.active()).isSameAs(loading);
        assertThat(slow.open(file)).as("a second open waits for the same read").isSameAs(opened);
        // Ctrl+S on the loading tab must not write its empty buffer over the file
        assertThat(slow.save(loading)).isTrue();
        assertThat(Files.readString(file)).isEqualTo("one\n");
        assertThat(slow.knownDiskStates()).as("not watched before it is read").isEmpty();

        reads.remove(0).run();
        assertThat(opened.join()).containsSame(loading);
        assertThat(loading.isLoading()).isFalse();
        assertThat(loading.editor().text()).isEqualTo("one\n");
        assertThat(loading.isDirty()).isFalse();
        assertThat(loading.title().get()).isEqualTo("a.toml");
        editor(loading).type("two\n");
        assertThat(loading.isDirty()).as("edits are followed once it is filled").isTrue();
    }

    /** The start-up shows the window once the restored tabs are read (docs/decisions/0270). */
    @Test
    void whenReadCompletesOnceEveryTabBeingOpenedIsFilledOrDropped() throws Exception {
        java.util.List<Runnable> reads = new java.util.ArrayList<>();
        DocumentsViewModel slow = slowReads(reads);
        Path missing = file.resolveSibling("gone.toml");
        slow.open(file);
        slow.open(missing);
        var read = slow.whenRead();
        assertThat(read).isNotDone();

        reads.remove(0).run();
        assertThat(read).as("one tab is still being read").isNotDone();
        reads.remove(0).run(); // the missing file: its tab goes, with a message
        assertThat(read).isDone();
        assertThat(slow.documents()).extracting(DocumentViewModel::path).containsExactly(file);
        assertThat(slow.whenRead()).as("nothing being read").isDone();
    }

    @Test
    void reloadReadsOffTheFxThreadAsksFirstWhenDirtyAndNeverDropsATypedKey() throws Exception {
        java.util.List<Runnable> reads = new java.util.ArrayList<>();
        DocumentsViewModel slow = slowReads(reads);
        var opened = slow.open(file);
        reads.remove(0).run();
        DocumentViewModel doc = opened.join().orElseThrow();
        Files.writeString(file, "from disk\n");

        var clean = slow.reload(doc);
        assertThat(clean).as("the read waits on the io executor").isNotDone();
        assertThat(doc.editor().text()).isEqualTo("one\n");
        reads.remove(0).run();
        assertThat(clean.join()).isTrue();
        assertThat(doc.editor().text()).isEqualTo("from disk\n");
        assertThat(doc.isDirty()).isFalse();

        editor(doc).type("mine\n");
        dialogs.confirmAnswers.add(false);
        assertThat(slow.reload(doc).join()).as("declined: unsaved edits kept").isFalse();
        assertThat(reads).isEmpty();
        assertThat(doc.editor().text()).isEqualTo("mine\n");

        dialogs.confirmAnswers.add(true);
        var racing = slow.reload(doc);
        editor(doc).type("mine, typed while the file was read\n");
        reads.remove(0).run();
        assertThat(racing.join()).isFalse();
        assertThat(doc.editor().text()).isEqualTo("mine, typed while the file was read\n");
        assertThat(dialogs.errors).anySatisfy(e -> assertThat(e).contains("edited while it was being read"));
    }

    @Test
    void aTabClosedWhileLoadingStaysClosedAndAFailedReadClosesItsTab() throws Exception {
        java.util.List<Runnable> reads = new java.util.ArrayList<>();
        DocumentsViewModel slow = slowReads(reads);
        var closed = slow.open(file);
        assertThat(slow.close(slow.documents().get(0))).isTrue();
        reads.remove(0).run();
        assertThat(closed.join()).isEmpty();
        assertThat(slow.documents()).isEmpty();

        var missing = slow.open(dir.resolve("missing.toml"));
        assertThat(slow.documents()).hasSize(1);
        reads.remove(0).run();
        assertThat(missing.join()).isEmpty();
        assertThat(slow.documents()).isEmpty();
        assertThat(dialogs.errors).singleElement().asString().contains("missing.toml");
    }

    @Test
    void aTomlFileOutsideEndpointsThatIsAnEndpointGetsTheEditorItsTextCallsFor() throws Exception {
        Path other = dir.resolve("ws/other.toml");
        Files.writeString(other, "[endpoint]\nmethod = \"BOOK\"\n");
        java.util.List<Runnable> reads = new java.util.ArrayList<>();
        DocumentsViewModel slow = slowReads(reads);
        var opened = slow.open(other);
        assertThat(slow.documents().get(0).kind()).isEqualTo(dev.agtpstudio.core.load.FileKind.OTHER_TOML);
        reads.remove(0).run();
        DocumentViewModel d = opened.join().orElseThrow();
        assertThat(d.kind()).isEqualTo(dev.agtpstudio.core.load.FileKind.ENDPOINT);
        assertThat(slow.documents()).containsExactly(d);
        assertThat(slow.active()).isSameAs(d);
        assertThat(d.editor().text()).startsWith("[endpoint]");
    }

    @Test
    void editMarksDirtyAndJournalsAndSaveClearsBoth() throws Exception {
        DocumentViewModel d = docs.open(file).join().orElseThrow();
        editor(d).type("two\n");
        assertThat(d.isDirty()).isTrue();
        assertThat(d.title().get()).isEqualTo("\u25CF a.toml");
        settle();
        assertThat(journal.entries())
                .singleElement()
                .satisfies(e -> assertThat(e.text()).isEqualTo("two\n"));

        assertThat(docs.save(d)).isTrue();
        settle();
        assertThat(Files.readString(file)).isEqualTo("two\n");
        assertThat(d.isDirty()).isFalse();
        assertThat(journal.entries()).isEmpty();
    }

    @Test
    void theDirtyMarkerClearsWhenEditsReturnToTheSavedText() {
        DocumentViewModel d = docs.open(file).join().orElseThrow();
        editor(d).type("one\ntwo\n");
        assertThat(d.title().get()).isEqualTo("\u25CF a.toml");
        editor(d).type("one\n");
        assertThat(d.isDirty()).isFalse();
        assertThat(d.title().get()).isEqualTo("a.toml");
        editor(d).type("onE\n");
        assertThat(d.isDirty()).as("same length, different text").isTrue();
    }

    @Test
    void unreadableFileIsReportedNotThrown() {
        assertThat(docs.open(dir.resolve("missing.toml")).join()).isEmpty();
        assertThat(dialogs.errors)
                .singleElement()
                .asString()
                .contains("missing.toml")
                .contains("does not exist");
    }

    @Test
    void failedSaveKeepsTheBufferDirtyAndSaysWhy() throws Exception {
        DocumentViewModel d = docs.open(file).join().orElseThrow();
        editor(d).type("changed");
        Files.delete(file);
        Files.createDirectories(file.resolve("blocker"));
        assertThat(docs.save(d)).isFalse();
        assertThat(d.isDirty()).isTrue();
        assertThat(dialogs.errors).singleElement().asString().startsWith("Could not save");
    }

    @Test
    void closingADirtyTabAsksAndCancelKeepsItOpen() {
        DocumentViewModel d = docs.open(file).join().orElseThrow();
        editor(d).type("x");
        dialogs.saveAnswers.add(SaveChoice.CANCEL);
        assertThat(docs.close(d)).isFalse();
        assertThat(docs.documents()).containsExactly(d);
        dialogs.saveAnswers.add(SaveChoice.DISCARD);
        assertThat(docs.close(d)).isTrue();
        assertThat(docs.documents()).isEmpty();
        assertThat(editor(d).disposed).isTrue();
    }

    @Test
    void closingWithSaveWritesTheFile() throws Exception {
        DocumentViewModel d = docs.open(file).join().orElseThrow();
        editor(d).type("saved on close");
        dialogs.saveAnswers.add(SaveChoice.SAVE);
        assertThat(docs.closeAll()).isTrue();
        assertThat(Files.readString(file)).isEqualTo("saved on close");
    }

    @Test
    void aCleanTabTakesAChangeOnDiskWithoutAsking() throws Exception {
        DocumentViewModel d = docs.open(file).join().orElseThrow();
        Files.writeString(file, "from another program\n");
        Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() + 5000));
        docs.diskChanged(DiskWatcher.changes(docs.knownDiskStates()));
        assertThat(dialogs.asked).as("nothing unsaved to lose, nothing to ask").isEmpty();
        assertThat(d.editor().text()).isEqualTo("from another program\n");
        assertThat(d.isDirty()).isFalse();
        assertThat(DiskWatcher.changes(docs.knownDiskStates()))
                .as("asked once per change")
                .isEmpty();
    }

    @Test
    void reloadingOverUnsavedEditsAsksFirstAndNoKeepsThem() throws Exception {
        DocumentViewModel d = docs.open(file).join().orElseThrow();
        editor(d).type("mine\n");
        Files.writeString(file, "theirs\n");
        Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() + 5000));
        dialogs.reloadAnswers.add(ReloadChoice.RELOAD);
        dialogs.confirmAnswers.add(false);
        docs.diskChanged(DiskWatcher.changes(docs.knownDiskStates()));
        assertThat(dialogs.asked)
                .containsExactly(
                        "reload: a.toml",
                        "confirm: Reloading a.toml from disk discards the changes you have not saved. Reload anyway?");
        assertThat(d.editor().text()).isEqualTo("mine\n");
        assertThat(d.isDirty()).isTrue();
    }

    @Test
    void keepingMyVersionLeavesTheBufferAndMarksItUnsaved() throws Exception {
        DocumentViewModel d = docs.open(file).join().orElseThrow();
        editor(d).type("mine\n");
        Files.writeString(file, "theirs\n");
        Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() + 5000));
        dialogs.reloadAnswers.add(ReloadChoice.KEEP);
        docs.diskChanged(DiskWatcher.changes(docs.knownDiskStates()));
        assertThat(d.editor().text()).isEqualTo("mine\n");
        assertThat(d.isDirty()).isTrue();
        assertThat(DiskWatcher.changes(docs.knownDiskStates())).isEmpty();
    }

    @Test
    void touchedFileWithTheSameContentDoesNotAsk() throws Exception {
        docs.open(file).join().orElseThrow();
        Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() + 5000));
        docs.diskChanged(DiskWatcher.changes(docs.knownDiskStates()));
        assertThat(dialogs.asked).isEmpty();
        assertThat(DiskWatcher.changes(docs.knownDiskStates())).isEmpty();
    }

    @Test
    void renameFollowsTheFileAndDeleteClosesTheTab() throws Exception {
        DocumentViewModel d = docs.open(file).join().orElseThrow();
        Path to = file.resolveSibling("b.toml");
        Files.move(file, to);
        docs.renamed(file, to);
        assertThat(d.path()).isEqualTo(to);
        assertThat(d.title().get()).isEqualTo("b.toml");
        docs.deleted(to);
        assertThat(docs.documents()).isEmpty();
    }

    @Test
    void revealOpensTheFileAndSelectsTheRange() {
        var diag = dev.agtpstudio.core.diag.Diagnostic.builder("x/y", dev.agtpstudio.core.diag.Severity.ERROR, "m")
                .file(file)
                .range(dev.agtpstudio.core.text.LineIndex.of("one\n").range(1, 3))
                .build();
        docs.reveal(diag);
        DocumentViewModel d = docs.find(file).orElseThrow();
        assertThat(editor(d).selection).containsExactly(1, 3);
    }
}
