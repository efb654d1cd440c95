package dev.agtpstudio.app.testing;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Stands in for the FX thread in view-model tests: work posted to it waits in a queue until the test thread runs
 * it, so "FX thread" code always runs on the test's own thread, in order.
 */
public final class FxQueue implements Executor {
    private final LinkedBlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();

    @Override
    public void execute(Runnable r) {
        queue.add(r);
    }

    /** Runs posted work until {@code done} holds; fails after {@code timeout}. */
    public void runUntil(BooleanSupplier done, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (!done.getAsBoolean()) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("condition not reached within " + timeout);
            }
            Runnable r = queue.poll(Math.min(left, TimeUnit.MILLISECONDS.toNanos(20)), TimeUnit.NANOSECONDS);
            if (r != null) {
                r.run();
            }
        }
    }

    /** Runs the work posted so far (and what it posts), without waiting for more. */
    public void runPending() {
        for (Runnable r = queue.poll(); r != null; r = queue.poll()) {
            r.run();
        }
    }

    /** Runs posted work for {@code time}, whatever arrives. */
    public void runFor(Duration time) throws InterruptedException {
        long end = System.nanoTime() + time.toNanos();
        while (System.nanoTime() < end) {
            Runnable r = queue.poll(5, TimeUnit.MILLISECONDS);
            if (r != null) {
                r.run();
            }
        }
    }
}
