package dev.agtpstudio.app.files;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Collapses bursts: {@link #trigger} for a key (re)starts that key's timer, and the action runs once, on the
 * scheduler's thread, when the key has been quiet for the delay. With a longest wait, a burst that goes on runs its
 * newest action at the latest that long after the burst's first trigger, and the next trigger starts a new burst.
 */
public final class Debouncer<K> {
    private final ScheduledExecutorService scheduler;
    private final long delayNanos;
    private final long longestNanos;
    private final Map<K, Pending> pending = new HashMap<>();

    /** A key's scheduled action and when its burst began ({@link System#nanoTime()}). */
    private record Pending(ScheduledFuture<?> future, long since) {
    }

    public Debouncer(ScheduledExecutorService scheduler, Duration delay) {
        this(scheduler, delay, null);
    }

    /** {@code longest}: how long a burst may put its action off at most (null: as long as it lasts). */
    public Debouncer(ScheduledExecutorService scheduler, Duration delay, Duration longest) {
        this.scheduler = scheduler;
        this.delayNanos = delay.toNanos();
        this.longestNanos = longest == null ? Long.MAX_VALUE : Math.max(longest.toNanos(), delayNanos);
    }

    public synchronized void trigger(K key, Runnable action) {
        long now = System.nanoTime();
        Pending old = pending.get(key);
        long since = now;
        if (old != null) {
            old.future().cancel(false);
            since = old.since();
        }
        long wait = longestNanos == Long.MAX_VALUE ? delayNanos
                : Math.max(0, Math.min(delayNanos, since + longestNanos - now));
        java.util.concurrent.atomic.AtomicReference<Pending> self = new java.util.concurrent.atomic.AtomicReference<>();
        Runnable run = () -> {
            synchronized (this) {
                pending.remove(key, self.get());
            }
            action.run();
        };
        ScheduledFuture<?> f;
        try {
            f = scheduler.schedule(run, wait, TimeUnit.NANOSECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
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
