package dev.agtpstudio.app.files;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Journals editor buffers while the user types: each edit restarts a short timer; when it fires the text is copied on
 * the FX thread and written on the journal thread. {@link #discard} (after a save) cancels a pending write and removes
 * the entry. A failure to journal is reported once through {@code onProblem}, never thrown at the editor.
 */
public final class BufferJournal {
    private final Journal journal;
    private final ScheduledExecutorService journalThread;
    private final Executor fx;
    private final Debouncer<Path> debouncer;
    private final Clock clock;
    private final Consumer<String> onProblem;
    private volatile boolean problemReported;

    public BufferJournal(
            Journal journal,
            ScheduledExecutorService journalThread,
            Executor fx,
            Duration delay,
            Clock clock,
            Consumer<String> onProblem) {
        this.journal = journal;
        this.journalThread = journalThread;
        this.fx = fx;
        this.debouncer = new Debouncer<>(journalThread, delay);
        this.clock = clock;
        this.onProblem = onProblem;
    }

    public Journal journal() {
        return journal;
    }

    /**
     * The buffer of {@code file} changed (FX thread). {@code diskHash} is the hash of the file as last seen on disk;
     * {@code stillDirty} is asked again when the timer fires: a buffer saved, or undone back to its saved text,
     * meanwhile is not journaled and its entry is removed, so the journal follows the buffer's real state.
     */
    public void changed(Path file, TextSource buffer, String diskHash, BooleanSupplier stillDirty) {
        debouncer.trigger(
                file,
                () -> fx.execute(() -> {
                    if (!stillDirty.getAsBoolean()) {
                        submit(() -> remove(file));
                        return;
                    }
                    java.util.function.Supplier<String> text = buffer.snapshot(); // built on the journal thread
                    submit(() -> write(new JournalEntry(file, text.get(), clock.instant(), diskHash)));
                }));
    }

    /** The buffer was saved or its changes discarded. Runs after any write already queued. */
    public void discard(Path file) {
        debouncer.cancel(file);
        submit(() -> remove(file));
    }

    private void remove(Path file) {
        try {
            journal.discard(file);
        } catch (IOException e) {
            report("Could not remove the journal entry of " + file + ": " + e.getMessage());
        }
    }

    /** Queues work on the journal thread; after shutdown there is nothing left to journal. */
    private void submit(Runnable r) {
        try {
            journalThread.execute(r);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closing: every dirty buffer was saved or discarded through the close dialog, or is journaled already
        }
    }

    private void write(JournalEntry e) {
        try {
            journal.write(e);
        } catch (IOException ex) {
            report("Unsaved changes cannot be journaled to " + journal.dir() + " (" + ex.getMessage()
                    + "). Save your work often until this is fixed.");
        }
    }

    private void report(String message) {
        if (!problemReported) {
            problemReported = true;
            fx.execute(() -> onProblem.accept(message));
        }
    }
}
