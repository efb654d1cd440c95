package dev.agtpstudio.server.net;

import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one connection budget of the process, shared by every listener (AGTP, A2T, MCP HTTP): the listeners together
 * hold at most {@link #capacity()} connections, which stays below the process's file-descriptor limit, and every
 * registered listener keeps {@link #reserve()} of them for itself, so a flood on one listener can neither exhaust the
 * file descriptors nor take the last slots another listener needs (docs/decisions/0430).
 */
public final class ConnectionBudget {
    /** File descriptors left for everything that is not a connection: jars, workspace files, epoll, pipes, logs. */
    public static final int FD_HEADROOM = 512;
    /** Connections each listener can always open, whatever the others hold. */
    public static final int DEFAULT_RESERVE = 16;

    private static final ConnectionBudget PROCESS = new ConnectionBudget(fromFdLimit(fdLimit()), DEFAULT_RESERVE);

    private final int capacity;
    private final int reserve;
    private final Map<Share, Boolean> shares = new ConcurrentHashMap<>();
    private int open;

    public ConnectionBudget(int capacity, int reserve) {
        if (capacity < 1 || reserve < 0) {
            throw new IllegalArgumentException("connection budget out of range: " + capacity + "/" + reserve);
        }
        this.capacity = capacity;
        this.reserve = reserve;
    }

    /** The budget every listener of this process draws from. */
    public static ConnectionBudget process() {
        return PROCESS;
    }

    /** The process's open-file limit, or -1 when the platform does not say. */
    public static long fdLimit() {
        try {
            if (ManagementFactory.getOperatingSystemMXBean()
                    instanceof com.sun.management.UnixOperatingSystemMXBean u) {
                return u.getMaxFileDescriptorCount();
            }
        } catch (LinkageError ignored) {
            // a runtime without jdk.management: fall back to the fixed default
        }
        return -1;
    }

    /** The capacity for an open-file limit: the limit less {@link #FD_HEADROOM}, and 4096 when the limit is unknown. */
    static int fromFdLimit(long limit) {
        if (limit <= 0) {
            return 4096;
        }
        return (int) Math.max(64, Math.min(Integer.MAX_VALUE, limit - FD_HEADROOM));
    }

    public int capacity() {
        return capacity;
    }

    public int reserve() {
        return reserve;
    }

    public synchronized int open() {
        return open;
    }

    /** Registers a listener that may hold up to {@code max} connections; {@link Share#close} gives its reserve back. */
    public Share register(String name, int max) {
        Share s = new Share(name, max);
        shares.put(s, Boolean.TRUE);
        return s;
    }

    private synchronized boolean acquire(Share s) {
        if (s.open >= s.max || open >= capacity) {
            return false;
        }
        // the slots the other listeners are still owed from their reserve
        long owed = 0;
        for (Share other : shares.keySet()) {
            if (other != s) {
                owed += Math.max(0, Math.min(reserve, other.max) - other.open);
            }
        }
        boolean fromReserve = s.open < reserve;
        if (!fromReserve && capacity - open - owed <= 0) {
            return false;
        }
        s.open++;
        open++;
        return true;
    }

    private synchronized void release(Share s) {
        s.open--;
        open--;
    }

    /** One listener's part of the budget. */
    public final class Share implements AutoCloseable {
        private final String name;
        private final int max;
        private int open;

        private Share(String name, int max) {
            this.name = name;
            this.max = max;
        }

        /** Takes one connection slot; false when this listener is at its cap or the process budget is spent. */
        public boolean tryAcquire() {
            return acquire(this);
        }

        public void release() {
            ConnectionBudget.this.release(this);
        }

        public int max() {
            return max;
        }

        public String name() {
            return name;
        }

        public int open() {
            synchronized (ConnectionBudget.this) {
                return open;
            }
        }

        @Override
        public void close() {
            shares.remove(this);
        }
    }
}
