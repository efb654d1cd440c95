package dev.agtpstudio.app.testing;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;

/**
 * Measures how long the FX thread is kept from running: every 10 ms a probe thread posts a {@code runLater} and the
 * longest time from posting to running is kept. A free FX thread answers within a pulse or two; a blocked one does
 * not answer until the blocking work ends.
 */
public final class FxStallProbe implements AutoCloseable {
    private final ScheduledExecutorService probe = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "fx-stall-probe");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong maxNanos = new AtomicLong();
    private final AtomicLong answered = new AtomicLong();

    public FxStallProbe() {
        probe.scheduleAtFixedRate(() -> {
            long posted = System.nanoTime();
            Platform.runLater(() -> {
                maxNanos.accumulateAndGet(System.nanoTime() - posted, Math::max);
                answered.incrementAndGet();
            });
        }, 0, 10, TimeUnit.MILLISECONDS);
    }

    /** The longest wait so far, in ms, and starts a new measurement. */
    public long takeMaxMillis() {
        return TimeUnit.NANOSECONDS.toMillis(maxNanos.getAndSet(0));
    }

    public long answered() {
        return answered.get();
    }

    @Override
    public void close() {
        probe.shutdownNow();
    }
}
