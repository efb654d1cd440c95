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

/**
 * One "fix all in the workspace", applied and undone as a whole (docs/decisions/0585). Every file is checked before
 * anything changes: an open file's buffer, or a closed file's text on disk, must still be the text the fixes were
 * computed on, else that file is left alone and named. Closed files are written with {@link AtomicWrite} (a failure
 * restores the ones already written); open files change in their editor as one undoable edit, and are saved only if
 * they had no unsaved edits, so the user's unsaved text stays theirs. {@link #undo} restores every file it changed
 * the same way, and only where the file still holds what the fix wrote. FX thread only (as Save is).
 */
public final class WorkspaceFix {
    /**
     * One file the fix changed.
     *
     * @param wroteDisk whether the fix wrote the file (a closed file, or an open one without unsaved edits)
     */
    public record Change(Path file, String before, String after, boolean wroteDisk) {}

    /** What {@link #apply} did: the changes (empty when nothing changed) and the files left alone, with why. */
    public record Outcome(WorkspaceFix fix, int occurrences, List<String> leftAlone) {}

    private final List<Change> changes;

    private WorkspaceFix(List<Change> changes) {
        this.changes = List.copyOf(changes);
    }

    public List<Change> changes() {
        return changes;
    }

    /** Applies the composed fixes, made on {@code ws}, to every file that still holds the text they were made on. */
    public static Outcome apply(Map<Path, FixAll.FileFix> fixes, Workspace ws, DocumentsViewModel docs)
            throws IOException {
        List<String> leftAlone = new ArrayList<>();
        List<Change> onDisk = new ArrayList<>();
        List<Change> inEditor = new ArrayList<>();
        int occurrences = 0;
        for (FixAll.FileFix ff : fixes.values()) {
            Path p = ff.file();
            String checked = ws.file(p).map(LoadedFile::text).orElse(null);
            Optional<DocumentViewModel> doc = open(docs, p);
            String now = doc.isPresent() ? doc.get().editor().text() : diskText(p, leftAlone);
            if (now == null) {
                continue; // named by diskText
            }
            if (!now.equals(checked)) {
                leftAlone.add(
                        name(ws, p) + (doc.isPresent() ? " was edited" : " changed on disk") + " since it was checked");
                continue;
            }
            Change c = new Change(
                    p, checked, ff.applyTo(checked), doc.isEmpty() || !doc.get().isDirty());
            (doc.isPresent() ? inEditor : onDisk).add(c);
            occurrences += ff.fixed().size();
        }
        write(onDisk, Change::after, Change::before);
        for (Change c : inEditor) {
            DocumentViewModel d = open(docs, c.file()).orElseThrow();
            replace(d, c.before(), c.after());
            if (c.wroteDisk()) {
                docs.save(d);
            }
        }
        List<Change> all = new ArrayList<>(onDisk);
        all.addAll(inEditor);
        return new Outcome(new WorkspaceFix(all), occurrences, leftAlone);
    }

    /** The files (relative to {@code root}) that no longer hold what the fix made of them: undo leaves them alone. */
    public List<String> conflicts(DocumentsViewModel docs, Path root) {
        List<String> out = new ArrayList<>();
        for (Change c : changes) {
            if (!holdsFix(c, docs)) {
                out.add(relative(root, c.file()));
            }
        }
        return out;
    }

    /** Puts back every file that still holds the fix's text; returns how many were restored. */
    public int undo(DocumentsViewModel docs) throws IOException {
        List<Change> disk = new ArrayList<>();
        List<Change> editor = new ArrayList<>();
        for (Change c : changes) {
            if (holdsFix(c, docs)) {
                (open(docs, c.file()).isPresent() ? editor : disk).add(c);
            }
        }
        write(disk.stream().filter(Change::wroteDisk).toList(), Change::before, Change::after);
        for (Change c : editor) {
            DocumentViewModel d = open(docs, c.file()).orElseThrow();
            boolean diskHoldsFix = !d.isDirty() && c.after().equals(d.savedText());
            replace(d, c.after(), c.before());
            if (c.wroteDisk() && diskHoldsFix) {
                docs.save(d);
            } else if (c.wroteDisk()) {
                restoreDiskIfUnchanged(c);
            }
        }
        return disk.size() + editor.size();
    }

    private static void restoreDiskIfUnchanged(Change c) throws IOException {
        DiskText t = DiskText.readIfExists(c.file());
        if (t.ok() && c.after().equals(t.text())) {
            AtomicWrite.write(c.file(), c.before());
        }
    }

    private static boolean holdsFix(Change c, DocumentsViewModel docs) {
        Optional<DocumentViewModel> d = open(docs, c.file());
        if (d.isPresent()) {
            return d.get().editor().textEquals(c.after());
        }
        DiskText t = DiskText.readIfExists(c.file());
        return t.ok() && c.after().equals(t.text());
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

    private static String diskText(Path p, List<String> leftAlone) {
        DiskText t = DiskText.readIfExists(p);
        if (!t.ok() || t.text() == null) {
            leftAlone.add(p.getFileName() + (t.ok() ? " was deleted" : " could not be read: " + t.problem()));
            return null;
        }
        return t.text();
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
