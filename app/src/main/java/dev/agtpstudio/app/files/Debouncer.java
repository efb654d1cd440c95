package dev.agtpstudio.app.files;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * Collapses bursts: {@link #trigger} for a key (re)starts that key's timer, and the action runs once, on the
 * scheduler's thread, when the key has been quiet for the delay. With a longest wait, a burst that goes on runs its
 * newest action at the latest that long after the burst's first trigger, and the next trigger starts a new burst.
 * Time is read from the clock given with the scheduler (the system's by default), so a test can drive both with one
 * virtual clock instead of sleeping.
 */
public final class Debouncer<K> {
    private final ScheduledExecutorService scheduler;
    private final LongSupplier nanoClock;
    private final long delayNanos;
    private final long longestNanos;
    private final Map<K, Pending> pending = new HashMap<>();

    /** A key's scheduled action and when its burst began (on the clock's scale). */
    private record Pending(ScheduledFuture<?> future, long since) {}

    public Debouncer(ScheduledExecutorService scheduler, Duration delay) {
        this(scheduler, delay, null);
    }

    /** {@code longest}: how long a burst may put its action off at most (null: as long as it lasts). */
    public Debouncer(ScheduledExecutorService scheduler, Duration delay, Duration longest) {
        this(scheduler, System::nanoTime, delay, longest);
    }

    /**
     * {@code nanoClock}: the time the scheduler's delays are measured on, in nanoseconds ({@link System#nanoTime} for a
     * real scheduler, the virtual time of a manual one in tests).
     */
    public Debouncer(ScheduledExecutorService scheduler, LongSupplier nanoClock, Duration delay, Duration longest) {
        this.scheduler = scheduler;
        this.nanoClock = nanoClock;
        this.delayNanos = delay.toNanos();
        this.longestNanos = longest == null ? Long.MAX_VALUE : Math.max(longest.toNanos(), delayNanos);
    }

    public synchronized void trigger(K key, Runnable action) {
        long now = nanoClock.getAsLong();
        Pending old = pending.get(key);
        long since = now;
        if (old != null) {
            old.future().cancel(false);
            since = old.since();
        }
        long wait = longestNanos == Long.MAX_VALUE
                ? delayNanos
                : Math.max(0, Math.min(delayNanos, since + longestNanos - now));
        AtomicReference<Pending> self = new AtomicReference<>();
        Runnable run = () -> {
            synchronized (this) {
                pending.remove(key, self.get());
            }
            action.run();
        };
        ScheduledFuture<?> f;
        try {
            f = scheduler.schedule(run, wait, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            pending.remove(key);
            return; // the owner is shutting down: nothing more to do
        }
        Pending p = new Pending(f, since);
        self.set(p);
        pending.put(key, p);
    }

    /** Cancels a pending action for {@code key}; returns true when one was waiting. */
    public synchronized boolean cancel(K key) {
        Pending p = pending.remove(key);
        return p != null && p.future().cancel(false);
    }

    public synchronized boolean isPending(K key) {
        return pending.containsKey(key);
    }
}
