package dev.agtpstudio.core.net;

import java.io.Closeable;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The one time bound of the product's clients (the AGTP client of module server, {@link BoundedHttp}, and through
 * them {@code check}, {@code validate --manifest}, {@code invoke} and the importer's remote references): a point in time after which nothing more is waited
 * for. A command makes one for its whole run and hands it to every exchange; reads wait at most until it, and
 * {@link #guard} closes the connection when it passes, so a slow write, a TLS handshake or a server that drips one
 * byte at a time cannot stretch a run past it (docs/decisions/0440).
 */
public final class Deadline {
    private static final ScheduledThreadPoolExecutor CLOSER = closer();

    private final long endNanos;
    private final Duration total;

    private Deadline(long endNanos, Duration total) {
        this.endNanos = endNanos;
        this.total = total;
    }

    /** A deadline {@code d} from now. */
    public static Deadline after(Duration d) {
        return new Deadline(System.nanoTime() + d.toNanos(), d);
    }

    /** The duration this deadline was made with (for messages). */
    public Duration total() {
        return total;
    }

    public boolean expired() {
        return endNanos - System.nanoTime() <= 0;
    }

    /** Milliseconds left, at least 1 (a socket timeout of 0 would mean "forever"); 0 only once expired. */
    public long remainingMillis() {
        long left = endNanos - System.nanoTime();
        return left <= 0 ? 0 : Math.max(1, TimeUnit.NANOSECONDS.toMillis(left));
    }

    /** {@link #remainingMillis} as a socket timeout; throws when nothing is left. */
    public int socketTimeout() throws ClientTimeout {
        long left = remainingMillis();
        if (left == 0) {
            throw new ClientTimeout(this);
        }
        return (int) Math.min(Integer.MAX_VALUE, left);
    }

    /** The earlier of this deadline and {@code d} from now. */
    public Deadline atMost(Duration d) {
        long other = System.nanoTime() + d.toNanos();
        return other - endNanos < 0 ? new Deadline(other, d) : this;
    }

    /**
     * Closes {@code resource} when the deadline passes, unless the returned guard is closed first. Closing a socket
     * ends any read, write or handshake blocked on it.
     */
    public Guard guard(Closeable resource) {
        long left = endNanos - System.nanoTime();
        ScheduledFuture<?> f = CLOSER.schedule(() -> closeQuietly(resource), Math.max(0, left), TimeUnit.NANOSECONDS);
        return () -> f.cancel(false);
    }

    /** A scheduled close, cancelled by {@link #close}. */
    public interface Guard extends AutoCloseable {
        @Override
        void close();
    }

    /** "10 s" or "1.5 s", for messages. */
    public String describe() {
        long ms = total.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : String.format(java.util.Locale.ROOT, "%.1f s", ms / 1000.0);
    }

    private static void closeQuietly(Closeable c) {
        try {
            c.close();
        } catch (IOException | RuntimeException e) {
            // the deadline has passed; the reader sees the closed connection and reports the timeout
        }
    }

    private static ScheduledThreadPoolExecutor closer() {
        ScheduledThreadPoolExecutor ex = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "client-deadline");
            t.setDaemon(true);
            return t;
        });
        ex.setRemoveOnCancelPolicy(true);
        return ex;
    }
}
