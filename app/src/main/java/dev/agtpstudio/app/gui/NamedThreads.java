package dev.agtpstudio.app.gui;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/** One named daemon thread per concern ({@code validate}, {@code journal}, {@code disk-watch}), shut down by the owner. */
public final class NamedThreads {
    private NamedThreads() {}

    public static ScheduledExecutorService single(String name) {
        ScheduledThreadPoolExecutor e = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
        e.setRemoveOnCancelPolicy(true);
        return Executors.unconfigurableScheduledExecutorService(e);
    }
}
