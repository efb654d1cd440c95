package dev.agtpstudio.app.gui;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The window's named workers, one per concern (docs/architecture.md, "The data path"): {@code validate},
 * {@code journal} (recovery journal and settings writes, in order), {@code disk-watch}, {@code workspace} (reading the
 * folder), {@code file-read} and {@code model-load} (the embedding model: its load cannot be interrupted, so it has a
 * thread of its own). {@link #shutdown} stops them in the order the window's services need.
 */
final class StudioThreads {
    final ScheduledExecutorService validate = NamedThreads.single("validate");
    final ScheduledExecutorService journal = NamedThreads.single("journal");
    final ScheduledExecutorService disk = NamedThreads.single("disk-watch");
    final ScheduledExecutorService workspace = NamedThreads.single("workspace");
    final ScheduledExecutorService fileRead = NamedThreads.single("file-read");
    final ScheduledExecutorService model = NamedThreads.single("model-load");

    /**
     * Stops the readers at once, then runs {@code closeServices} (the validator and the editors, which the validate
     * thread may still be using), stops the validate thread and lets pending journal writes finish (up to 2 s).
     */
    void shutdown(Runnable closeServices) {
        disk.shutdownNow();
        workspace.shutdownNow();
        fileRead.shutdownNow();
        model.shutdownNow();
        closeServices.run();
        validate.shutdownNow();
        journal.shutdown();
        try {
            journal.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
