package dev.agtpstudio.app.ui.docs;

import dev.agtpstudio.app.files.BufferJournal;
import dev.agtpstudio.app.files.JournalEntry;
import dev.agtpstudio.app.ui.dialog.DialogService;
import dev.agtpstudio.app.ui.editor.EditorFactory;
import dev.agtpstudio.app.ui.editor.EditorSurface;
import dev.agtpstudio.app.validation.LiveValidation;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.load.FileKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The open files: opening, saving (atomically), closing with the unsaved-changes question, reloading, journaling of
 * unsaved buffers and their restore, and reacting to files changed on disk. FX thread only. Every I/O failure is
 * shown through the {@link DialogService} and leaves the buffer as it was.
 */
public final class DocumentsViewModel {
    private final EditorFactory editors;
    private final DialogService dialogs;
    private final BufferJournal journal;
    private final LiveValidation validation;
    private final ObservableList<DocumentViewModel> documents = FXCollections.observableArrayList();
    private final ObjectProperty<DocumentViewModel> active = new SimpleObjectProperty<>();
    private final DoubleProperty fontSize = new SimpleDoubleProperty(13);
    private final javafx.beans.property.BooleanProperty darkTheme = new javafx.beans.property.SimpleBooleanProperty();
    private java.util.function.Consumer<String> onOpenDocs = s -> {};
    private final Executor io;
    private final Executor fx;
    private final DiskFollower follower;
    /** Files being read for a tab that is loading, so a second open waits for the same read. */
    private final Map<Path, CompletableFuture<Optional<DocumentViewModel>>> opening = new HashMap<>();

    /** Reads files on the calling thread: for tests and tools without an FX thread. */
    public DocumentsViewModel(
            EditorFactory editors, DialogService dialogs, BufferJournal journal, LiveValidation validation) {
        this(editors, dialogs, journal, validation, Runnable::run, Runnable::run);
    }

    /** Reads and decodes files on {@code io}; applies them on {@code fx} (the FX thread). */
    public DocumentsViewModel(
            EditorFactory editors,
            DialogService dialogs,
            BufferJournal journal,
            LiveValidation validation,
            Executor io,
            Executor fx) {
        this.io = io;
        this.fx = fx;
        this.editors = editors;
        this.dialogs = dialogs;
        this.journal = journal;
        this.validation = validation;
        this.follower = new DiskFollower(dialogs, journal);
        fontSize.addListener((o, a, b) -> documents.forEach(d -> d.editor().setFontSize(b.doubleValue())));
        darkTheme.addListener((o, a, b) -> documents.forEach(d -> d.editor().setDarkTheme(b)));
    }

    public ObservableList<DocumentViewModel> documents() {
        return documents;
    }

    public ObjectProperty<DocumentViewModel> activeProperty() {
        return active;
    }

    public DocumentViewModel active() {
        return active.get();
    }

    public DoubleProperty fontSizeProperty() {
        return fontSize;
    }

    /** Dark editor colours for every open and future editor. */
    public javafx.beans.property.BooleanProperty darkThemeProperty() {
        return darkTheme;
    }

    /** Where rule documentation links clicked in an editor go. */
    public void setOnOpenDocs(java.util.function.Consumer<String> handler) {
        onOpenDocs = handler;
        documents.forEach(d -> d.editor().setOnOpenDocs(handler));
    }

    /**
     * The executor files are read on (one thread in the IDE): work that reads or writes workspace files goes here, so
     * it never holds the FX thread and is ordered with the reads of files being opened.
     */
    public Executor io() {
        return io;
    }

    /** The executor that changes documents (the FX thread in the IDE). */
    public Executor fx() {
        return fx;
    }

    public Optional<DocumentViewModel> find(Path file) {
        Path p = file.toAbsolutePath().normalize();
        return documents.stream().filter(d -> d.path().equals(p)).findFirst();
    }

    /**
     * Opens {@code file} (or activates its tab). The tab appears at once in a loading state while the file is read and
     * decoded on the {@code io} executor; the FX thread then fills it in. The future completes on the FX executor with
     * the document, or empty when the file cannot be read (after telling the user why, and closing the tab).
     */
    public CompletableFuture<Optional<DocumentViewModel>> open(Path file) {
        Path p = file.toAbsolutePath().normalize();
        Optional<DocumentViewModel> existing = find(p);
        if (existing.isPresent()) {
            active.set(existing.get());
            CompletableFuture<Optional<DocumentViewModel>> pending = opening.get(p);
            return pending != null ? pending : CompletableFuture.completedFuture(existing);
        }
        FileKind byName = FileKind.classify(p, null);
        EditorSurface editor = newEditor(byName);
        DocumentViewModel doc = DocumentViewModel.loading(p, byName, editor);
        documents.add(doc);
        active.set(doc);
        CompletableFuture<Optional<DocumentViewModel>> f =
                CompletableFuture.supplyAsync(() -> Read.of(p), io).thenApplyAsync(read -> fill(doc, read), fx);
        if (!f.isDone()) {
            opening.put(p, f);
            f.whenCompleteAsync((d, failure) -> opening.remove(p), fx);
        }
        return f;
    }

    /**
     * Completes (on the FX executor) once every file being opened now has been read into its tab, or failed to be.
     * The start-up uses it to show the window with its restored tabs filled in.
     */
    public CompletableFuture<Void> whenRead() {
        return CompletableFuture.allOf(opening.values().stream()
                        .map(f -> f.handle((d, e) -> null))
                        .toArray(CompletableFuture[]::new))
                .thenRunAsync(() -> {}, fx);
    }

    /**
     * A file read on the worker, with the kind its text makes it: classifying looks through the whole text (a .toml
     * outside endpoints/ is an endpoint when it declares the table), ~80 ms for 20 MB, so not on the FX thread.
     */
    private record Read(DiskText disk, FileKind kind) {
        static Read of(Path p) {
            DiskText read = DiskText.read(p);
            return new Read(read, read.ok() ? FileKind.classify(p, read.text()) : null);
        }
    }

    /** Applies a file read on the worker to its loading tab (FX thread). */
    private Optional<DocumentViewModel> fill(DocumentViewModel doc, Read opened) {
        DiskText read = opened.disk();
        if (!documents.contains(doc)) {
            return Optional.empty(); // the tab was closed (and its editor disposed) while the file was being read
        }
        if (!read.ok()) {
            drop(doc);
            dialogs.showError("Cannot open file", read.problem());
            return Optional.empty();
        }
        if (opened.kind() != doc.kind()) {
            // a .toml outside endpoints/ that turns out to be an endpoint: its editor is made for the kind its text
            // says
            int at = documents.indexOf(doc);
            boolean wasActive = active.get() == doc;
            drop(doc);
            DocumentViewModel real = create(doc.path(), opened.kind(), read.text(), read.text(), read.state());
            documents.remove(real);
            documents.add(Math.min(at, documents.size()), real);
            if (wasActive) {
                active.set(real);
            }
            return Optional.of(real);
        }
        doc.editor().load(read.text());
        doc.loaded(read.text(), read.state());
        attach(doc, read.text(), read.text());
        return Optional.of(doc);
    }

    /** Removes a tab without asking (its buffer holds nothing of the user's). */
    private void drop(DocumentViewModel doc) {
        int i = documents.indexOf(doc);
        documents.remove(doc);
        doc.editor().dispose();
        if (dev.agtpstudio.validator.a2s.A2sValidation.isA2s(doc.path())) {
            validation.fileRemoved(doc.path()); // its findings leave with its tab, as they came with it
        }
        if (active.get() == doc) {
            active.set(documents.isEmpty() ? null : documents.get(Math.max(0, Math.min(i, documents.size() - 1))));
        }
    }

    private EditorSurface newEditor(FileKind kind) {
        EditorSurface editor = editors.create(kind);
        editor.setFontSize(fontSize.get());
        editor.setDarkTheme(darkTheme.get());
        editor.setOnOpenDocs(onOpenDocs);
        return editor;
    }

    private DocumentViewModel create(Path p, String savedText, String bufferText, DiskState disk) {
        return create(p, FileKind.classify(p, bufferText), savedText, bufferText, disk);
    }

    private DocumentViewModel create(Path p, FileKind kind, String savedText, String bufferText, DiskState disk) {
        EditorSurface editor = newEditor(kind);
        editor.load(bufferText);
        DocumentViewModel doc = new DocumentViewModel(p, kind, editor, savedText, disk);
        documents.add(doc);
        active.set(doc);
        attach(doc, savedText, bufferText);
        return doc;
    }

    /** Starts following the edits of a document whose editor holds its text, and shows the latest result in it. */
    private void attach(DocumentViewModel doc, String savedText, String bufferText) {
        EditorSurface editor = doc.editor();
        editor.addChangeListener(() -> edited(doc));
        ValidationResult last = validation.last();
        if (last != null) {
            editor.setWorkspace(last.workspace());
            if (bufferText.equals(savedText)) {
                editor.setDiagnostics(last.forFile(doc.path()), editor.version());
            }
        }
        if (dev.agtpstudio.validator.a2s.A2sValidation.isA2s(doc.path())) {
            validation.edited(doc.path(), editor); // not a workspace file: validated when it is opened (docs/a2s.md)
        }
    }

    private void edited(DocumentViewModel doc) {
        doc.recheckDirty();
        validation.edited(doc.path(), doc.editor());
        if (doc.isDirty()) {
            journal.changed(doc.path(), doc.editor(), doc.disk().hash(), doc::isDirty);
        } else {
            journal.discard(doc.path()); // undone back to the saved text: nothing is left to recover
        }
    }

    /** Saves atomically; false when it failed (the user was told) and the buffer stays dirty. */
    public boolean save(DocumentViewModel doc) {
        if (doc.isLoading()) {
            return true; // nothing to save: the editor does not hold the file's text yet
        }
        String text = doc.editor().text();
        try {
            AtomicWrite.write(doc.path(), text);
            doc.markSaved(text, DiskState.of(doc.path(), text));
        } catch (IOException e) {
            dialogs.showError(
                    "Could not save",
                    "Could not save " + doc.path() + ": " + describe(e)
                            + "\nYour changes are still in the editor and in the recovery journal.");
            return false;
        }
        journal.discard(doc.path());
        return true;
    }

    public boolean saveAll() {
        boolean ok = true;
        for (DocumentViewModel d : List.copyOf(documents)) {
            if (d.isDirty()) {
                ok &= save(d);
            }
        }
        return ok;
    }

    /** Closes the tab, asking about unsaved changes; false when the user cancelled or the save failed. */
    public boolean close(DocumentViewModel doc) {
        if (doc.isDirty()) {
            switch (dialogs.askSave(doc.path().getFileName().toString())) {
                case SAVE -> {
                    if (!save(doc)) {
                        return false;
                    }
                }
                case DISCARD -> {
                    journal.discard(doc.path());
                    if (Files.exists(doc.path())) {
                        validation.fileChanged(doc.path(), doc.savedText());
                    }
                }
                default -> {
                    return false;
                }
            }
        }
        int i = documents.indexOf(doc);
        documents.remove(doc);
        doc.editor().dispose();
        if (active.get() == doc) {
            active.set(documents.isEmpty() ? null : documents.get(Math.max(0, Math.min(i, documents.size() - 1))));
        }
        return true;
    }

    /** Closes every tab; false (with the remaining tabs still open) when the user cancelled. */
    public boolean closeAll() {
        for (DocumentViewModel d : List.copyOf(documents)) {
            if (!close(d)) {
                return false;
            }
        }
        return true;
    }

    /** Replaces the buffer with the file on disk (one undoable edit). */
    /**
     * Replaces the buffer with the file's text on disk, after asking when it has unsaved edits. The file is read on the {@code io} executor; the FX thread
     * applies it only if the buffer is still open and unchanged since the reload was asked for, so a keystroke typed
     * while the file was being read is never thrown away (the user is told to reload again). Completes on the FX
     * executor with whether the text was replaced.
     */
    public CompletableFuture<Boolean> reload(DocumentViewModel doc) {
        if (doc.isDirty()
                && !dialogs.confirm(
                        "Reload from Disk",
                        "Discard the unsaved edits of " + doc.path().getFileName() + " and take the text on disk?")) {
            return CompletableFuture.completedFuture(false);
        }
        long asked = doc.editor().version();
        return CompletableFuture.supplyAsync(() -> DiskText.read(doc.path()), io)
                .thenApplyAsync(
                        read -> {
                            if (!documents.contains(doc)) {
                                return false;
                            }
                            if (!read.ok()) {
                                dialogs.showError("Could not reload", read.problem());
                                return false;
                            }
                            if (doc.editor().version() != asked) {
                                dialogs.showError(
                                        "Not reloaded",
                                        doc.path().getFileName()
                                                + " was edited while it was being read from disk; nothing was replaced. Reload again to"
                                                + " take the disk's text.");
                                return false;
                            }
                            follower.take(doc, read.text(), read.state());
                            return true;
                        },
                        fx);
    }

    /** What the editor believes about each open file on disk, for the {@link DiskWatcher}. */
    public Map<Path, DiskState> knownDiskStates() {
        Map<Path, DiskState> m = new LinkedHashMap<>();
        documents.stream().filter(d -> !d.isLoading()).forEach(d -> m.put(d.path(), d.disk()));
        return m;
    }

    /**
     * Files changed on disk by another program: a clean tab takes the new text; for a tab with unsaved edits the user
     * chooses reload or keep.
     */
    public void diskChanged(List<DiskWatcher.Change> changes) {
        for (DiskWatcher.Change c : changes) {
            find(c.file()).ifPresent(doc -> follower.changed(doc, c));
        }
    }

    /** A journaled buffer with its file as read from disk on a worker ({@link #readForRestore}). */
    public record Restorable(JournalEntry entry, DiskText disk) {}

    /** Reads the files of journaled buffers (blocking I/O: call it on a worker, then {@link #restore} on the FX thread). */
    public static List<Restorable> readForRestore(List<JournalEntry> entries) {
        return entries.stream()
                .map(e -> new Restorable(
                        e, DiskText.readIfExists(e.file().toAbsolutePath().normalize())))
                .toList();
    }

    /**
     * Reopens the buffers a previous run journaled but never saved, under {@code root}; returns the files restored.
     * An entry whose text equals the file on disk is simply dropped. The files were read by {@link #readForRestore}.
     */
    public List<Path> restore(List<Restorable> entries) {
        List<Path> restored = new ArrayList<>();
        for (Restorable r : entries) {
            JournalEntry e = r.entry();
            Path p = e.file().toAbsolutePath().normalize();
            if (!r.disk().ok()) {
                dialogs.showError(
                        "Could not restore",
                        "Could not read " + p + " to restore its unsaved changes: "
                                + r.disk().problem() + ". The journal entry is kept in "
                                + journal.journal().dir() + ".");
                continue;
            }
            String disk = r.disk().text();
            if (e.text().equals(disk)) {
                journal.discard(p);
                continue;
            }
            DocumentViewModel doc = find(p).filter(d -> !d.isLoading()).orElse(null);
            if (doc == null) {
                find(p).ifPresent(this::drop); // still loading: the journaled buffer replaces it
                doc = create(p, disk == null ? "" : disk, e.text(), r.disk().state());
            } else {
                doc.editor().replaceText(e.text());
            }
            doc.setDirty(true);
            validation.edited(p, doc.editor());
            restored.add(p);
        }
        return restored;
    }

    /** The file was renamed or moved (by the explorer): follow it. */
    public void renamed(Path from, Path to) {
        find(from).ifPresent(d -> {
            journal.discard(from);
            d.setPath(to.toAbsolutePath().normalize());
            if (d.isDirty()) {
                journal.changed(d.path(), d.editor(), d.disk().hash(), d::isDirty);
            }
        });
    }

    /** The file was deleted (by the explorer): close its tab without asking. */
    public void deleted(Path file) {
        find(file).ifPresent(d -> {
            journal.discard(d.path());
            documents.remove(d);
            d.editor().dispose();
            if (active.get() == d) {
                active.set(documents.isEmpty() ? null : documents.get(0));
            }
        });
    }

    /** Opens the file of {@code d} and selects its range. */
    public void reveal(Diagnostic d) {
        if (d.file() == null) {
            return;
        }
        open(d.file())
                .thenAccept(od -> od.ifPresent(doc -> {
                    // where the editor's mark for it stands now: it moved with the edits since the row was made
                    int[] at = doc.editor().shownDiagnostics().stream()
                            .filter(s -> s.diagnostic().equals(d))
                            .findFirst()
                            .map(s -> new int[] {s.start(), s.end()})
                            .orElse(new int[] {d.range().start(), d.range().end()});
                    doc.editor().selectRange(at[0], at[1]);
                }));
    }

    /** Shows a fresh validation result in every open editor. */
    public void showResult(ValidationResult r) {
        Map<Path, List<Diagnostic>> byFile = r.byFile();
        for (DocumentViewModel d : documents) {
            if (d.isLoading()) {
                continue;
            }
            d.editor().setWorkspace(r.workspace());
            Long v = r.bufferVersions().get(d.path());
            long version = v != null ? v : (d.isDirty() ? -1 : d.editor().version());
            if (version >= 0) {
                d.editor().setDiagnostics(byFile.getOrDefault(d.path(), List.of()), version);
            }
        }
    }

    public static String describe(IOException e) {
        String m = e.getMessage();
        String kind = e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2");
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "the file does not exist";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return m == null ? kind : kind.isBlank() ? m : m + " (" + kind.toLowerCase(java.util.Locale.ROOT) + ")";
    }
}
