package dev.agtpstudio.app.files;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.Delayed;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A {@link ScheduledExecutorService} on virtual time: nothing runs until {@link #advance} moves the clock, and then the
 * due tasks run on the caller's thread in time order. {@link #nanoTime} is the clock to give the code under test.
 * {@link #awaitScheduled} lets a test wait (without sleeping) for another thread to schedule work.
 */
public final class ManualScheduler extends AbstractExecutorService implements ScheduledExecutorService {
    private final PriorityQueue<Task> queue = new PriorityQueue<>();
    private long now;
    private long sequence;
    private int scheduled;
    private boolean shutdown;

    public synchronized long nanoTime() {
        return now;
    }

    /** How many tasks were scheduled so far (cancelled ones included). */
    public synchronized int scheduledCount() {
        return scheduled;
    }

    /** Moves the clock by {@code step}, running every task that falls due on the way, in time order. */
    public void advance(Duration step) {
        long target;
        synchronized (this) {
            target = now + step.toNanos();
        }
        while (true) {
            Task next;
            synchronized (this) {
                while (!queue.isEmpty() && queue.peek().isCancelled()) {
                    queue.poll();
                }
                if (queue.isEmpty() || queue.peek().at > target) {
                    now = target;
                    return;
                }
                next = queue.poll();
                now = next.at;
            }
            next.run();
        }
    }

    /** Blocks until at least {@code n} tasks have been scheduled in all, or the timeout passes; returns whether they were. */
    public synchronized boolean awaitScheduled(int n, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (scheduled < n) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }

    @Override
    public synchronized ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        return schedule(
                () -> {
                    command.run();
                    return null;
                },
                delay,
                unit);
    }

    @Override
    public synchronized <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        if (shutdown) {
            throw new RejectedExecutionException("shut down");
        }
        Task<V> t = new Task<>(now + Math.max(0, unit.toNanos(delay)), sequence++, callable);
        queue.add(t);
        scheduled++;
        notifyAll();
        return t;
    }

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        throw new UnsupportedOperationException("not needed by the tests");
    }

    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("not needed by the tests");
    }

    @Override
    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.NANOSECONDS);
    }

    @Override
    public synchronized void shutdown() {
        shutdown = true;
    }

    @Override
    public synchronized List<Runnable> shutdownNow() {
        shutdown = true;
        List<Runnable> left = new ArrayList<>(queue);
        queue.clear();
        return left;
    }

    @Override
    public synchronized boolean isShutdown() {
        return shutdown;
    }

    @Override
    public synchronized boolean isTerminated() {
        return shutdown;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return isTerminated();
    }

    private final class Task<V> extends java.util.concurrent.FutureTask<V> implements ScheduledFuture<V> {
        private final long at;
        private final long seq;

        Task(long at, long seq, Callable<V> callable) {
            super(callable);
            this.at = at;
            this.seq = seq;
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(at - nanoTime(), TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed o) {
            Task<?> other = (Task<?>) o;
            return at != other.at ? Long.compare(at, other.at) : Long.compare(seq, other.seq);
        }
    }
}
