package dev.agtpstudio.app.gui;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * Loads the embedding model once, after the window is interactive, at a moment the user is not typing: on two cores
 * the load's second of CPU made the keystrokes typed during it wait (docs/decisions/0310). FX thread only.
 */
final class ModelWarmUp {
    /** How long after the window is first drawn with its workspace the embedding model starts loading. */
    static final Duration MODEL_DELAY = Duration.ofSeconds(2);
    /** The model loads once the user has not typed for this long... */
    static final Duration MODEL_IDLE = Duration.ofSeconds(1);
    /** ...or this long after it was due, whatever the user does. */
    static final Duration MODEL_LONGEST = Duration.ofSeconds(30);

    private final ScheduledExecutorService modelThread;
    private final Executor fx;
    private final Predicate<Duration> editedWithin;
    private final BooleanSupplier closed;
    private final Runnable warmUp;
    private final LongSupplier nanoClock;
    private boolean scheduled;

    /**
     * @param modelThread  where the load runs (a thread of its own: loading cannot be interrupted, and on disk-watch
     *                     it held up the disk checks and outlived the window)
     * @param editedWithin whether the user typed within the given time
     * @param closed       whether the window has closed (then nothing loads)
     * @param warmUp       the load itself
     */
    ModelWarmUp(
            ScheduledExecutorService modelThread,
            Executor fx,
            Predicate<Duration> editedWithin,
            BooleanSupplier closed,
            Runnable warmUp) {
        this(modelThread, System::nanoTime, fx, editedWithin, closed, warmUp);
    }

    /** {@code nanoClock}: the time {@code modelThread} measures its delays on (a virtual one in tests, decision 0611). */
    ModelWarmUp(
            ScheduledExecutorService modelThread,
            LongSupplier nanoClock,
            Executor fx,
            Predicate<Duration> editedWithin,
            BooleanSupplier closed,
            Runnable warmUp) {
        this.nanoClock = nanoClock;
        this.modelThread = modelThread;
        this.fx = fx;
        this.editedWithin = editedWithin;
        this.closed = closed;
        this.warmUp = warmUp;
    }

    /** Starts the load {@code delay} from now (or later, while the user types); later calls do nothing. */
    void loadAfter(Duration delay) {
        if (!scheduled && !closed.getAsBoolean()) {
            scheduled = true;
            long latest = nanoClock.getAsLong() + delay.toNanos() + MODEL_LONGEST.toNanos();
            loadWhenIdle(delay, latest);
        }
    }

    /**
     * After {@code delay}, starts the load unless the user typed in the last {@link #MODEL_IDLE}; then it asks
     * again that much later, until {@code latest} (on the clock), after which it loads anyway.
     */
    private void loadWhenIdle(Duration delay, long latest) {
        try {
            modelThread.schedule(
                    () -> fx.execute(() -> {
                        if (closed.getAsBoolean()) {
                            return;
                        }
                        if (editedWithin.test(MODEL_IDLE) && nanoClock.getAsLong() < latest) {
                            loadWhenIdle(MODEL_IDLE, latest);
                        } else {
                            modelThread.execute(warmUp);
                        }
                    }),
                    delay.toMillis(),
                    TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            // the window closed: no model to load
        }
    }
}
