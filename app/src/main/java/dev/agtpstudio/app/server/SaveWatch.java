package dev.agtpstudio.app.server;

import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * Calls {@code onSaved} (once per pulse, on the FX thread) whenever an open document becomes clean: saved, or undone
 * back to its saved text. The server serves saved files, so this is when it must re-register.
 */
final class SaveWatch {
    private final Runnable onSaved;
    private boolean scheduled;
    private final ChangeListener<Boolean> dirtyListener = (o, was, dirty) -> {
        if (!dirty) {
            schedule();
        }
    };

    private SaveWatch(Runnable onSaved) {
        this.onSaved = onSaved;
    }

    static SaveWatch install(ObservableList<DocumentViewModel> documents, Runnable onSaved) {
        SaveWatch w = new SaveWatch(onSaved);
        documents.forEach(d -> d.dirtyProperty().addListener(w.dirtyListener));
        documents.addListener((ListChangeListener<DocumentViewModel>) c -> {
            while (c.next()) {
                c.getRemoved().forEach(d -> d.dirtyProperty().removeListener(w.dirtyListener));
                c.getAddedSubList().forEach(d -> d.dirtyProperty().addListener(w.dirtyListener));
            }
        });
        return w;
    }

    private void schedule() {
        if (scheduled) {
            return;
        }
        scheduled = true;
        Platform.runLater(() -> {
            scheduled = false;
            onSaved.run();
        });
    }
}
