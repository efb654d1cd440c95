package dev.agtpstudio.app.files;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Collapses bursts: {@link #trigger} for a key (re)starts that key's timer, and the action runs once, on the
 * scheduler's thread, when the key has been quiet for the delay.
 */
public final class Debouncer<K> {
    private final ScheduledExecutorService scheduler;
    private final long delayNanos;
    private final Map<K, ScheduledFuture<?>> pending = new HashMap<>();

    public Debouncer(ScheduledExecutorService scheduler, Duration delay) {
        this.scheduler = scheduler;
        this.delayNanos = delay.toNanos();
    }

    public synchronized void trigger(K key, Runnable action) {
        ScheduledFuture<?> old = pending.get(key);
        if (old != null) {
            old.cancel(false);
        }
        java.util.concurrent.atomic.AtomicReference<ScheduledFuture<?>> self = new java.util.concurrent.atomic.AtomicReference<>();
        Runnable run = () -> {
            synchronized (this) {
                pending.remove(key, self.get());
            }
            action.run();
        };
        synchronized (this) {
            ScheduledFuture<?> f;
            try {
                f = scheduler.schedule(run, delayNanos, TimeUnit.NANOSECONDS);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                return; // the owner is shutting down: nothing more to do
            }
            self.set(f);
            pending.put(key, f);
        }
    }

    /** Cancels a pending action for {@code key}; returns true when one was waiting. */
    public synchronized boolean cancel(K key) {
        ScheduledFuture<?> f = pending.remove(key);
        return f != null && f.cancel(false);
    }

    public synchronized boolean isPending(K key) {
        return pending.containsKey(key);
    }
}
