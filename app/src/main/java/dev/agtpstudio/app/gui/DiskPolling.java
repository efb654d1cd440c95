package dev.agtpstudio.app.gui;

import dev.agtpstudio.app.ui.docs.DiskWatcher;
import dev.agtpstudio.app.ui.docs.DocumentsViewModel;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Checks the open files against the disk every poll interval (files changed by other programs), one check at a time:
 * the files are read on the {@code disk-watch} thread, the tabs follow on the FX thread
 * ({@link DocumentsViewModel#diskChanged}).
 */
final class DiskPolling {
    private final ScheduledExecutorService diskThread;
    private final Executor fx;
    private final DocumentsViewModel documents;
    private final BooleanSupplier closed;
    private boolean checking;

    DiskPolling(
            ScheduledExecutorService diskThread, Executor fx, DocumentsViewModel documents, BooleanSupplier closed) {
        this.diskThread = diskThread;
        this.fx = fx;
        this.documents = documents;
        this.closed = closed;
    }

    /** Starts checking, first after {@code interval}. */
    void start(Duration interval) {
        diskThread.scheduleWithFixedDelay(
                () -> fx.execute(this::check), interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void check() {
        if (checking || closed.getAsBoolean() || documents.documents().isEmpty()) {
            return;
        }
        checking = true;
        new DiskWatcher(diskThread, fx).check(documents.knownDiskStates(), changes -> {
            try {
                documents.diskChanged(changes);
            } finally {
                checking = false;
            }
        });
    }
}
