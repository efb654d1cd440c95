package dev.agtpstudio.app.server;

import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.validation.ValidationResult;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Turns validation results into saved snapshots ({@link SavedSnapshot.Memo}) off the FX thread: the FX thread only
 * collects which buffers have unsaved edits (references to their saved text, no copying), the {@code worker} parses
 * the saved texts, and the newest snapshot is handed back on {@code fx}. Results of older requests that finish after
 * a newer one was made are dropped, so the consumer never goes back in time.
 */
final class SavedSnapshotFeed {
    private final SavedSnapshot.Memo memo = new SavedSnapshot.Memo(); // confined to the worker
    private final Executor worker;
    private final Executor fx;
    private final Consumer<Workspace> onSnapshot;
    private long requested; // FX thread
    private Workspace current; // FX thread

    SavedSnapshotFeed(Executor worker, Executor fx, Consumer<Workspace> onSnapshot) {
        this.worker = worker;
        this.fx = fx;
        this.onSnapshot = onSnapshot;
    }

    /** The newest saved snapshot applied (FX thread); null until the first arrives or when nothing is open. */
    Workspace current() {
        return current;
    }

    /** Asks for the saved snapshot of {@code r} given the open documents (FX thread); returns at once. */
    void request(ValidationResult r, List<DocumentViewModel> documents) {
        long generation = ++requested;
        if (r == null) {
            apply(generation, null);
            return;
        }
        Map<Path, String> saved = savedTexts(documents);
        worker.execute(() -> {
            Workspace ws = memo.of(r.workspace(), saved);
            fx.execute(() -> apply(generation, ws));
        });
    }

    private void apply(long generation, Workspace ws) {
        if (generation != requested) {
            return; // a newer request is on its way
        }
        current = ws;
        onSnapshot.accept(ws);
    }

    /**
     * Each open buffer's saved text, dirty or not (references, no copying): the memo compares them with the validated
     * texts on the worker, serves a dirty buffer (or one saved after its last edit was validated) from its saved
     * text, and keeps a clean buffer's validated file for its next edit.
     */
    static Map<Path, String> savedTexts(List<DocumentViewModel> documents) {
        Map<Path, String> saved = new HashMap<>();
        for (DocumentViewModel d : documents) {
            if (d.savedText() != null) {
                saved.put(d.path(), d.savedText());
            }
        }
        return saved;
    }
}
