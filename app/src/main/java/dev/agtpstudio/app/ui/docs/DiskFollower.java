package dev.agtpstudio.app.ui.docs;

import dev.agtpstudio.app.files.BufferJournal;
import dev.agtpstudio.app.ui.dialog.DialogService;

/**
 * What an open tab does when another program changed its file: a clean tab takes the new text; for a tab with
 * unsaved edits the user chooses reload or keep; a deleted file leaves the text in the tab, unsaved. FX thread only.
 */
final class DiskFollower {
    private final DialogService dialogs;
    private final BufferJournal journal;

    DiskFollower(DialogService dialogs, BufferJournal journal) {
        this.dialogs = dialogs;
        this.journal = journal;
    }

    /** The tab takes {@code text} (one undoable edit, skipped when equal), is saved as of {@code state}, unjournaled. */
    void take(DocumentViewModel doc, String text, DiskState state) {
        if (!doc.editor().text().equals(text)) {
            doc.editor().replaceText(text);
        }
        doc.markSaved(text, state);
        journal.discard(doc.path());
    }

    /** {@code doc}'s file changed on disk as {@code c} says. */
    void changed(DocumentViewModel doc, DiskWatcher.Change c) {
        switch (c.kind()) {
            case TOUCHED -> doc.setDisk(c.state());
            case DELETED -> {
                doc.setDisk(DiskState.MISSING);
                doc.setDirty(true);
                dialogs.showInfo(
                        "File deleted",
                        doc.path().getFileName()
                                + " was deleted or moved by another program. The editor keeps its text; save to write it"
                                + " back.");
            }
            case CHANGED -> contentChanged(doc, c);
            default -> throw new IllegalStateException("unknown change " + c.kind());
        }
    }

    private void contentChanged(DocumentViewModel doc, DiskWatcher.Change c) {
        if (doc.editor().text().equals(c.text())) {
            doc.markSaved(c.text(), c.state());
            journal.discard(doc.path());
            return;
        }
        if (!doc.isDirty()) {
            // nothing of the user's would be lost: the tab follows the file (one undoable edit)
            take(doc, c.text(), c.state());
            return;
        }
        DialogService.ReloadChoice choice =
                dialogs.askReload(doc.path().getFileName().toString(), doc.isDirty());
        if (choice == DialogService.ReloadChoice.RELOAD
                && doc.isDirty()
                && !dialogs.confirm(
                        "Discard unsaved changes?",
                        "Reloading " + doc.path().getFileName()
                                + " from disk discards the changes you have not saved. Reload anyway?")) {
            choice = DialogService.ReloadChoice.KEEP;
        }
        if (choice == DialogService.ReloadChoice.RELOAD) {
            take(doc, c.text(), c.state());
        } else {
            doc.setDisk(c.state());
            doc.setDirty(true);
        }
    }
}
