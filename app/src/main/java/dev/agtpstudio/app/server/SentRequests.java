package dev.agtpstudio.app.server;

import dev.agtpstudio.core.io.ErrorMessages;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The invoke panel's history of sent requests (newest first), kept per workspace in {@link InvokeHistory#FILE}: a
 * send puts its request on top at once, and the answered entry (status and time) replaces it when the answer comes.
 */
final class SentRequests {
    private final ObservableList<InvokeRequest> shown = FXCollections.observableArrayList();
    private InvokeHistory store;

    /** The entries of one send: the list written with the answered request on top, and a problem saving it (or null). */
    record Answered(List<InvokeRequest> entries, String problem) {}

    ObservableList<InvokeRequest> shown() {
        return shown;
    }

    /** Another workspace was opened: its history comes with its first snapshot. */
    void clear() {
        store = null;
        shown.clear();
    }

    /** Reads the workspace's history (call on fx); answers why it could not be read, or null. */
    String load(Path root) {
        store = new InvokeHistory(root);
        InvokeHistory.Loaded l = store.load();
        shown.setAll(l.entries());
        return l.problem();
    }

    /** Puts {@code r} on top (call on fx); answers the new entries for {@link #answer}. */
    List<InvokeRequest> push(InvokeRequest r) {
        List<InvokeRequest> entries = InvokeHistory.push(shown, r);
        shown.setAll(entries);
        return entries;
    }

    /** Where the history is written now (null: no workspace); taken on fx when a send starts. */
    InvokeHistory store() {
        return store;
    }

    /** Marks the top entry answered and writes the entries with {@code s} when there is one (call on the worker). */
    static Answered answer(InvokeHistory s, List<InvokeRequest> entries, InvokeRequest r, InvokeOutcome o) {
        List<InvokeRequest> answered = new ArrayList<>(entries);
        // the entry shows what it was answered, and when
        answered.set(0, r.answered(o.error() == null ? o.status() : 0, java.time.LocalTime.now()));
        String problem = null;
        if (s != null) {
            try {
                s.save(answered);
            } catch (Exception e) {
                problem = "Could not save the invoke history: " + ErrorMessages.describe(e);
            }
        }
        return new Answered(answered, problem);
    }

    /** Shows the answered entry in place of {@code r} when that is still on top (call on fx). */
    void show(InvokeRequest r, Answered a) {
        if (!shown.isEmpty() && shown.get(0).sameRequest(r)) {
            shown.set(0, a.entries().get(0));
        }
    }
}
