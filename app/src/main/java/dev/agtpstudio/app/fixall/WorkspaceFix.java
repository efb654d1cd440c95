package dev.agtpstudio.app.fixall;

import dev.agtpstudio.app.ui.docs.DiskText;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import dev.agtpstudio.core.diag.FixAll;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * One "fix all in the workspace", applied and undone as a whole (docs/decisions/0585). Every file is checked before
 * anything changes: an open file's buffer, or a closed file's text on disk, must still be the text the fixes were
 * computed on, else that file is left alone and named. Closed files are read, checked and written with
 * {@link AtomicWrite} on the documents' {@code io} executor, never on the FX thread (a failure restores the ones
 * already written, and no editor changes); then, on the FX thread, open files change in their editor as one undoable
 * edit (checked again: the user may have typed meanwhile), and are saved only if they had no unsaved edits, so the
 * user's unsaved text stays theirs. {@link #undo} restores every file it changed the same way, and only where the file
 * still holds what the fix wrote. Called on the FX thread; the futures complete there (decision 0626).
 */
public final class WorkspaceFix {
    /**
     * One file the fix changed.
     *
     * @param wroteDisk whether the fix wrote the file (a closed file, or an open one without unsaved edits)
     */
    public record Change(Path file, String before, String after, boolean wroteDisk, int occurrences) {}

    /** What {@link #apply} did: the changes (empty when nothing changed) and the files left alone, with why. */
    public record Outcome(WorkspaceFix fix, int occurrences, List<String> leftAlone) {}

    /** What the disk phase did: the closed files written and the ones left alone. */
    private record Written(List<Change> written, List<String> leftAlone) {}

    private final List<Change> changes;

    private WorkspaceFix(List<Change> changes) {
        this.changes = List.copyOf(changes);
    }

    public List<Change> changes() {
        return changes;
    }

    /**
     * Applies the composed fixes, made on {@code ws}, to every file that still holds the text they were made on. Fails
     * (with the {@link IOException}) when a closed file cannot be written; then every file is as it was.
     */
    public static CompletableFuture<Outcome> apply(
            Map<Path, FixAll.FileFix> fixes, Workspace ws, DocumentsViewModel docs) {
        List<String> leftAlone = new ArrayList<>();
        List<Change> closed = new ArrayList<>();
        List<Change> inEditor = new ArrayList<>();
        for (FixAll.FileFix ff : fixes.values()) {
            Path p = ff.file();
            String checked = ws.file(p).map(LoadedFile::text).orElse(null);
            Optional<DocumentViewModel> doc = open(docs, p);
            if (checked == null) {
                leftAlone.add(name(ws, p) + " is no longer in the workspace");
            } else if (doc.isEmpty()) {
                closed.add(new Change(
                        p, checked, ff.applyTo(checked), true, ff.fixed().size()));
            } else if (doc.get().editor().textEquals(checked)) {
                inEditor.add(new Change(
                        p,
                        checked,
                        ff.applyTo(checked),
                        !doc.get().isDirty(),
                        ff.fixed().size()));
            } else {
                leftAlone.add(name(ws, p) + " was edited since it was checked");
            }
        }
        return CompletableFuture.supplyAsync(() -> writeClosed(closed, ws), docs.io())
                .thenApplyAsync(
                        disk -> {
                            leftAlone.addAll(disk.leftAlone());
                            List<Change> all = new ArrayList<>(disk.written());
                            for (Change c : inEditor) {
                                Optional<DocumentViewModel> d = open(docs, c.file());
                                if (d.isEmpty() || !d.get().editor().textEquals(c.before())) {
                                    leftAlone.add(name(ws, c.file()) + " was edited while the fix was written");
                                    continue;
                                }
                                replace(d.get(), c.before(), c.after());
                                if (c.wroteDisk()) {
                                    docs.save(d.get());
                                }
                                all.add(c);
                            }
                            int occurrences =
                                    all.stream().mapToInt(Change::occurrences).sum();
                            return new Outcome(new WorkspaceFix(all), occurrences, leftAlone);
                        },
                        docs.fx());
    }

    /** The disk phase of {@link #apply}: each closed file still holding its checked text is written, or none is. */
    private static Written writeClosed(List<Change> closed, Workspace ws) {
        List<String> leftAlone = new ArrayList<>();
        List<Change> toWrite = new ArrayList<>();
        for (Change c : closed) {
            DiskText t = DiskText.readIfExists(c.file());
            if (!t.ok() || t.text() == null) {
                leftAlone.add(name(ws, c.file()) + (t.ok() ? " was deleted" : " could not be read: " + t.problem()));
            } else if (!t.text().equals(c.before())) {
                leftAlone.add(name(ws, c.file()) + " changed on disk since it was checked");
            } else {
                toWrite.add(c);
            }
        }
        try {
            write(toWrite, Change::after, Change::before);
        } catch (IOException e) {
            throw new CompletionException(e);
        }
        return new Written(toWrite, leftAlone);
    }

    /**
     * The files (relative to {@code root}) that no longer hold what the fix made of them: undo leaves them alone. Open
     * files are compared here, closed ones read on the {@code io} executor; completes on the FX executor.
     */
    public CompletableFuture<List<String>> conflicts(DocumentsViewModel docs, Path root) {
        List<Change> closed = new ArrayList<>();
        List<Path> editorConflicts = new ArrayList<>();
        for (Change c : changes) {
            Optional<DocumentViewModel> d = open(docs, c.file());
            if (d.isEmpty()) {
                closed.add(c);
            } else if (!d.get().editor().textEquals(c.after())) {
                editorConflicts.add(c.file());
            }
        }
        return CompletableFuture.supplyAsync(
                        () -> closed.stream()
                                .filter(c -> !diskHolds(c.file(), c.after()))
                                .map(Change::file)
                                .toList(),
                        docs.io())
                .thenApplyAsync(
                        diskConflicts -> changes.stream()
                                .map(Change::file)
                                .filter(f -> editorConflicts.contains(f) || diskConflicts.contains(f))
                                .map(f -> relative(root, f))
                                .toList(),
                        docs.fx());
    }

    /**
     * Puts back every file that still holds the fix's text; completes (on the FX executor) with how many were
     * restored, or with the {@link IOException} of a closed file that could not be written (then none was).
     */
    public CompletableFuture<Integer> undo(DocumentsViewModel docs) {
        List<Change> closed = new ArrayList<>();
        List<Change> editor = new ArrayList<>();
        for (Change c : changes) {
            Optional<DocumentViewModel> d = open(docs, c.file());
            if (d.isEmpty()) {
                closed.add(c);
            } else if (d.get().editor().textEquals(c.after())) {
                editor.add(c);
            }
        }
        List<Change> diskLeftWithFix = new ArrayList<>();
        return CompletableFuture.supplyAsync(
                        () -> {
                            List<Change> back = closed.stream()
                                    .filter(c -> diskHolds(c.file(), c.after()))
                                    .toList();
                            try {
                                write(back, Change::before, Change::after);
                            } catch (IOException e) {
                                throw new CompletionException(e);
                            }
                            return back.size();
                        },
                        docs.io())
                .thenApplyAsync(
                        fromDisk -> {
                            int restored = fromDisk;
                            for (Change c : editor) {
                                Optional<DocumentViewModel> od = open(docs, c.file());
                                if (od.isEmpty() || !od.get().editor().textEquals(c.after())) {
                                    continue; // edited (or closed) while the disk was written: left as it is
                                }
                                DocumentViewModel d = od.get();
                                boolean diskHoldsFix = !d.isDirty() && c.after().equals(d.savedText());
                                replace(d, c.after(), c.before());
                                if (c.wroteDisk() && diskHoldsFix) {
                                    docs.save(d);
                                } else if (c.wroteDisk()) {
                                    diskLeftWithFix.add(c);
                                }
                                restored++;
                            }
                            return restored;
                        },
                        docs.fx())
                .thenApplyAsync(
                        restored -> {
                            // an open file whose disk text the fix wrote but whose buffer no longer matches it
                            for (Change c : diskLeftWithFix) {
                                if (diskHolds(c.file(), c.after())) {
                                    try {
                                        AtomicWrite.write(c.file(), c.before());
                                    } catch (IOException e) {
                                        throw new CompletionException(e);
                                    }
                                }
                            }
                            return restored;
                        },
                        docs.io())
                .thenApplyAsync(restored -> restored, docs.fx());
    }

    private static boolean diskHolds(Path file, String text) {
        DiskText t = DiskText.readIfExists(file);
        return t.ok() && text.equals(t.text());
    }

    /** Writes every file, atomically each; when one fails, the ones written are put back and the failure rethrown. */
    private static void write(
            List<Change> files,
            java.util.function.Function<Change, String> to,
            java.util.function.Function<Change, String> back)
            throws IOException {
        List<Change> written = new ArrayList<>();
        try {
            for (Change c : files) {
                AtomicWrite.write(c.file(), to.apply(c));
                written.add(c);
            }
        } catch (IOException e) {
            for (Change c : written) {
                try {
                    AtomicWrite.write(c.file(), back.apply(c));
                } catch (IOException again) {
                    e.addSuppressed(again);
                }
            }
            throw e;
        }
    }

    /** One undoable edit in the editor, spanning only what changed. */
    private static void replace(DocumentViewModel d, String from, String to) {
        TextEdit e = TextEdit.between(from, to);
        d.editor().replace(e.start(), e.end(), e.newText());
    }

    private static Optional<DocumentViewModel> open(DocumentsViewModel docs, Path p) {
        return docs.find(p).filter(d -> !d.isLoading());
    }

    private static String name(Workspace ws, Path p) {
        return relative(ws.root(), p);
    }

    static String relative(Path root, Path p) {
        try {
            return root == null ? p.toString() : root.relativize(p).toString().replace('\\', '/');
        } catch (IllegalArgumentException e) {
            return p.toString();
        }
    }
}
