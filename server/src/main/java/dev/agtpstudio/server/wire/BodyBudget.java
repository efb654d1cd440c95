package dev.agtpstudio.server.wire;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The memory budget for request bodies in flight, shared by every connection of one server: a decoder reserves a
 * request's Content-Length before it buffers the body and releases it once the request is decoded or the
 * connection ends. A reservation beyond the budget fails (the request is answered 503 {@code server-busy}).
 */
public final class BodyBudget {
    private final long capacity;
    private final AtomicLong used = new AtomicLong();

    public BodyBudget(long capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("body budget must be >= 0, got " + capacity);
        }
        this.capacity = capacity;
    }

    /** No limit (a codec used alone, e.g. in tests). */
    public static BodyBudget unlimited() {
        return new BodyBudget(Long.MAX_VALUE);
    }

    public boolean tryReserve(long bytes) {
        while (true) {
            long u = used.get();
            if (u + bytes > capacity || u + bytes < 0) {
                return false;
            }
            if (used.compareAndSet(u, u + bytes)) {
                return true;
            }
        }
    }

    public void release(long bytes) {
        used.addAndGet(-bytes);
    }

    public long used() {
        return used.get();
    }

    public long capacity() {
        return capacity;
    }
}
